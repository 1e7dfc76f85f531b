/**
 * Brand colours → CSS custom properties on the document (CSSOM, so no inline style under the CSP),
 * the page's title and its org. The page prerender (renderer/server/pagePrerender.tsx) puts the same
 * on the served document (host/page/pages.ts), so a page is in the lender's colours before any script.
 */
import type { Brand } from '../../engine/index.ts';

export interface Theme { properties: [string, string][]; title: string; orgCode: string }

export function themeOf(brand: Brand): Theme {
  const colors = (brand.colors ?? {}) as Record<string, string | undefined>;
  const properties = Object.entries(colors).flatMap(([key, value]): [string, string][] => (value ? [[`--brand-${key}`, value]] : []));
  const names = brand.names as { companyName?: string } | undefined;
  return { properties, title: names?.companyName ? `Home equity line of credit · ${names.companyName}` : 'Home equity line of credit', orgCode: brand.orgCode };
}

export function applyTheme(brand: Brand): void {
  const theme = themeOf(brand);
  const style = document.documentElement.style;
  for (const [name, value] of theme.properties) style.setProperty(name, value);
  document.title = theme.title;
  document.documentElement.dataset.org = theme.orgCode;
}
