/**
 * A line of screen copy, with `[words](href)` made a real link: inside the app (an href under the
 * base path, e.g. "/account/heloc/{{app.uuid}}/bank/manual-disburse") it navigates without a page
 * load; an https link opens as a normal link. Anything else stays plain text: copy is never HTML.
 */
import { Link } from 'wouter';
import { stripBase } from '../../engine/paths.ts';
import { BASE_PATH } from '../app/routeTables.ts';

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

export interface CopyPart { text: string; href?: string }

/** Splits copy into text and links; only in-app paths and https URLs become links. */
export function copyParts(text: string): CopyPart[] {
  const parts: CopyPart[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    // Both groups of LINK always take part in a match.
    const whole = m[0];
    const words = m[1]!;
    const href = m[2]!;
    const safe = href.startsWith('/') && !href.startsWith('//') ? true : /^https:\/\//.test(href);
    if (!safe) continue;
    if (m.index! > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: words, href });
    last = m.index! + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function CopyText({ text }: { text: string }) {
  const parts = copyParts(text);
  if (parts.length === 1 && !parts[0]!.href) return <>{text}</>;
  return (
    <>
      {parts.map((p, i) => {
        if (!p.href) return <span key={i}>{p.text}</span>;
        const inner = stripBase(BASE_PATH, p.href);
        return inner !== null ? <Link key={i} className="text-link" href={inner || '/'}>{p.text}</Link> : <a key={i} className="text-link" href={p.href}>{p.text}</a>;
      })}
    </>
  );
}
