/** Text made safe for the HTML a server writes into a page. */
import type { Brand } from '../../engine/config/brandFiles.ts';

/** Text for HTML: element content and quoted attribute values. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON for a <script type="application/json"> element: nothing in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The browser-tab icon of the brand (brand.faviconUrl), for the head of any page the server sends. */
export const faviconLink = (brand: Brand): string =>
  brand['faviconUrl'] ? `<link rel="icon" href="${escapeHtml(brand['faviconUrl'])}" type="image/svg+xml">` : '';
