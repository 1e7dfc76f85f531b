/** Splits a consent label into text and link parts where each `ui:options.links` text occurs. */

export interface ConsentLink { text: string; href: string }
export type LabelPart = { text: string; href?: string };

/** Hrefs we render: http(s), mailto, tel or site-relative; never an unfilled "{{placeholder}}". */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string' || !href.trim() || href.includes('{{')) return null;
  const h = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(h) || h.startsWith('/') || h.startsWith('#')) return h;
  return /^[a-z][a-z0-9+.-]*:/i.test(h) ? null : h;
}

export function readLinks(value: unknown): ConsentLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter((l): l is ConsentLink => typeof l?.text === 'string' && l.text !== '' && typeof l?.href === 'string');
}

/** First occurrence of each link's text becomes a link part (links with unusable hrefs stay text). */
export function splitConsentLabel(label: string, links: ConsentLink[]): LabelPart[] {
  const hits: { start: number; end: number; href: string }[] = [];
  for (const link of links) {
    const href = safeHref(link.href);
    const start = label.indexOf(link.text);
    if (!href || start < 0) continue;
    const end = start + link.text.length;
    if (hits.some((h) => start < h.end && end > h.start)) continue;
    hits.push({ start, end, href });
  }
  hits.sort((a, b) => a.start - b.start);
  const parts: LabelPart[] = [];
  let at = 0;
  for (const h of hits) {
    if (h.start > at) parts.push({ text: label.slice(at, h.start) });
    parts.push({ text: label.slice(h.start, h.end), href: h.href });
    at = h.end;
  }
  if (at < label.length) parts.push({ text: label.slice(at) });
  return parts;
}
