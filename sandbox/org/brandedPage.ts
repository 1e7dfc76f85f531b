import { lookup } from '../../engine/index.ts';
import type { Brand } from '../../engine/config/brandFiles.ts';
import { escapeHtml, faviconLink } from '../../host/page/html.ts';


const HEX = /^#[0-9a-fA-F]{3,6}$/;

/** The brand's colours as the custom properties the app uses (--brand-primary, ...). Only hex colours (brand.schema.json). */
function colourStyle(brand: Brand): string {
  const colours = Object.entries((brand['colors'] ?? {}) as Record<string, unknown>)
    .filter(([key, value]) => /^[a-z]+$/.test(key) && typeof value === 'string' && HEX.test(value))
    .map(([key, value]) => `--brand-${key}: ${value as string};`);
  return colours.length ? `<style>:root { ${colours.join(' ')} }</style>` : '';
}

/**
 * A page of the sandbox's stand-in site (sign-in, dashboard, settings, support, the lender's other
 * apps) in the brand: `<!--head-->` gets the favicon, the stylesheet and the colours, `<!--header-->`
 * the logo bar and the account links (with Sign out for a signed-in visitor, site/accountNav.js), `<!--footer-->` the company line and the support contacts;
 * `{{brand.*}}` and `{{page.*}}` placeholders are filled with escaped text. `trusted` holds HTML the
 * server built itself (e.g. the rows of the hours table), put in place of `<!--name-->`.
 */
export function brandedPage(template: string, brand: Brand, page: Record<string, unknown> = {}, trusted: Record<string, string> = {}): string {
  const names = (brand['names'] ?? {}) as Record<string, string | undefined>;
  const phone = ((brand['support'] ?? {}) as { phone?: { number?: string; formatted?: string }; email?: string });
  const head = `${faviconLink(brand)}<link rel="stylesheet" href="/site/site.css">${colourStyle(brand)}<script src="/site/accountNav.js" defer></script>`;
  const header = `<header class="site-header"><div class="site-header__inner">`
    + `<a class="site-header__brand" href="${escapeHtml(brand['companyUrl'] ?? '/')}">`
    + (brand['logoUrl'] ? `<img src="${escapeHtml(brand['logoUrl'])}" alt="${escapeHtml(brand['logoAlt'] ?? names.companyName ?? '')}" height="32">` : escapeHtml(names.companyNameShort))
    + `</a><nav class="site-header__nav" aria-label="Your account"><a href="/dashboard" data-signed-in hidden>Your applications</a><a href="/dashboard/settings" data-signed-in hidden>Settings</a><a href="/auth/login" data-signed-out>Sign in</a><a href="/contact">Support</a><button type="button" class="site-header__signout" data-signed-in data-sign-out hidden>Sign out</button></nav></div></header>`;
  const contacts = [
    phone.phone?.number ? `Call <a href="tel:${escapeHtml(phone.phone.number)}">${escapeHtml(phone.phone.formatted ?? phone.phone.number)}</a>` : '',
    phone.email ? `e-mail <a href="mailto:${escapeHtml(phone.email)}">${escapeHtml(phone.email)}</a>` : '',
  ].filter(Boolean).join(' or ');
  const footer = `<footer class="site-footer"><p>${escapeHtml(names.companyName)} · NMLS #${escapeHtml(brand['companyNMLS'])}</p>${contacts ? `<p>Questions? ${contacts}.</p>` : ''}</footer>`;
  const parts: Record<string, string> = { ...trusted, head, header, footer };
  return template
    .replace(/<!--(\w+)-->/g, (whole, name: string) => parts[name] ?? whole)
    .replace(/\{\{\s*(brand|page)\.([\w.]+)\s*\}\}/g, (_whole, root: string, path: string) => escapeHtml(lookup(root === 'brand' ? brand : page, path)));
}
