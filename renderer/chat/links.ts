/**
 * Links in chat messages are clickable only for the allow-list of company domains (001 §5): the
 * host, or a subdomain of it, over https (or http). Everything else stays plain text.
 */
export type Part = string | { href: string; text: string };

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

export function hostAllowed(href: string, domains: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return domains.some((d) => {
    const domain = d.toLowerCase().replace(/^\.+/, '');
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
  });
}

export function linkify(text: string, domains: readonly string[]): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const href = match[0];
    if (!hostAllowed(href, domains)) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ href, text: href });
    last = match.index + href.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The hosts of the brand's own URLs (company site, legal pages) plus the configured domains. */
export function allowedDomains(brand: { companyUrl?: string; legal?: Record<string, unknown> }, configured: unknown): string[] {
  const urls = [brand.companyUrl, ...Object.values(brand.legal ?? {})].filter((u): u is string => typeof u === 'string');
  const hosts = urls.flatMap((u) => { try { return [new URL(u).hostname.replace(/^www\./, '')]; } catch { return []; } });
  const extra = Array.isArray(configured) ? configured.filter((d): d is string => typeof d === 'string') : [];
  return [...new Set([...hosts, ...extra])];
}
