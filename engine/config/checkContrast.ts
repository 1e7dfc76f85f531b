/**
 * Brand colours are readable where the stylesheets draw text with them (WCAG 2 AA, 4.5:1 for body
 * text): every rule of renderer/styles/*.css that colours text or its background with a
 * `--brand-*` custom property gives a pair (white button text on `primary`, `primary` links on the
 * page background and on white panels, `text` on `background`, ...), checked for every brand as
 * merged over the defaults. A failure names the CSS rules and the nearest shade that passes.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { colord } from 'colord';
import { pointer, type Problem } from './problems.ts';

export const AA_TEXT = 4.5;
export const STYLES_DIR = 'renderer/styles';

/** A colour in a pair: a brand colour key, or a fixed CSS colour. */
export type Paint = { brand: string } | { fixed: string };

export interface TextPair {
  text: Paint;
  background: Paint;
  /** Where the stylesheets draw it: `file selector`. */
  where: string;
}

const BRAND_VAR = /^var\(\s*--brand-([a-z]+)\s*(?:,[^)]*)?\)$/i;
const WHITE: Paint = { fixed: '#ffffff' };
const PAGE: Paint = { brand: 'background' };

function paint(value: string | undefined): Paint | 'none' | null {
  if (value === undefined) return null;
  const v = value.replace(/!important/, '').trim();
  const m = BRAND_VAR.exec(v);
  if (m) return { brand: m[1]! };
  if (/^(none|transparent|inherit|currentcolor)$/i.test(v)) return 'none';
  const c = colord(v.split(/\s+/)[0]!);
  return c.isValid() && c.alpha() === 1 ? { fixed: c.toHex() } : null;
}

const STATE = /:(hover|focus|focus-visible|focus-within|active)\b/g;

/** The text/background pairs the stylesheets draw with brand colours. */
export function textPairs(root: string): TextPair[] {
  const dir = join(root, STYLES_DIR);
  if (!existsSync(dir)) return [];
  const rules: { file: string; selector: string; color?: string; background?: string }[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.css')).sort()) {
    const css = readFileSync(join(dir, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const decls = Object.fromEntries(m[2]!.split(';').map((d) => d.split(':')).filter((d) => d.length >= 2).map(([k, ...v]) => [k!.trim().toLowerCase(), v.join(':').trim()]));
      for (const selector of m[1]!.split(',').map((s) => s.trim()).filter(Boolean)) {
        if (selector.startsWith('@')) continue;
        rules.push({ file: `${STYLES_DIR}/${name}`, selector, color: decls.color, background: decls['background-color'] ?? decls.background });
      }
    }
  }
  const pairs: TextPair[] = [];
  for (const r of rules) {
    const where = `${r.file} ${r.selector}`;
    // A state rule (":hover") keeps the text colour of its plain rule.
    const plain = rules.find((o) => o !== r && o.selector === r.selector.replace(STATE, '') && o.color !== undefined);
    const fg = paint(r.color ?? plain?.color);
    const bg = paint(r.background);
    const brandFg = fg && fg !== 'none' && 'brand' in fg;
    const brandBg = bg && bg !== 'none' && 'brand' in bg;
    if (brandFg && bg && bg !== 'none') pairs.push({ text: fg, background: bg, where });
    else if (brandFg) pairs.push({ text: fg, background: PAGE, where }, { text: fg, background: WHITE, where });
    else if (brandBg && fg && fg !== 'none') pairs.push({ text: fg, background: bg, where });
    // A brand background without a text colour of its own (a dot, a meter segment) draws no text we can know.
  }
  return pairs;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const { r, g, b } = colord(hex).toRgb();
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
/** WCAG 2 contrast ratio, unrounded. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The shade of `color` nearest in lightness that reaches `ratio` against `against` (null if none). */
export function nearestPassing(color: string, against: string, ratio = AA_TEXT): string | null {
  const darker = luminance(against) > 0.18;
  for (let step = 1; step <= 200; step++) {
    const c = darker ? colord(color).darken(step / 200) : colord(color).lighten(step / 200);
    if (contrast(c.toHex(), against) >= ratio) return c.toHex().toUpperCase();
  }
  return null;
}

/**
 * The shade of brand colour `key` nearest in lightness that reaches AA against every colour the
 * stylesheets draw it with or on (a fix for one pair must not break another), or null.
 */
export function nearestPassingAll(pairs: TextPair[], colors: Record<string, string>, key: string): string | null {
  const value = (p: Paint) => ('brand' in p ? colors[p.brand] : p.fixed);
  const against = [...new Set(pairs.flatMap((pair) => {
    const isText = 'brand' in pair.text && pair.text.brand === key;
    const isBackground = 'brand' in pair.background && pair.background.brand === key;
    if (isText === isBackground) return [];
    const other = value(isText ? pair.background : pair.text);
    return other && colord(other).isValid() ? [other.toLowerCase()] : [];
  }))];
  const color = colors[key];
  if (!color || !colord(color).isValid() || against.length === 0) return null;
  const passes = (c: string) => against.every((a) => contrast(c, a) >= AA_TEXT);
  for (let step = 1; step <= 200; step++) {
    for (const c of [colord(color).darken(step / 200).toHex(), colord(color).lighten(step / 200).toHex()]) if (passes(c)) return c.toUpperCase();
  }
  return null;
}

export interface BrandColours {
  code: string;
  file: string;
  /** The colours of the brand as merged over the defaults. */
  colors: Record<string, string>;
  /** The colour keys its own file sets (the rest come from _defaults). */
  own: string[];
  defaultsFile: string;
}

const show = (p: Paint, colors: Record<string, string>) => ('brand' in p ? `colors.${p.brand} ${colors[p.brand]}` : p.fixed === '#ffffff' ? 'white' : p.fixed);

export function checkContrast(pairs: TextPair[], brands: BrandColours[]): Problem[] {
  const out: Problem[] = [];
  for (const b of brands) {
    const failing = new Map<string, { pair: TextPair; ratio: number; where: string[] }>();
    for (const pair of pairs) {
      const resolve = (p: Paint) => ('brand' in p ? b.colors[p.brand] : p.fixed)?.toLowerCase();
      const fg = resolve(pair.text);
      const bg = resolve(pair.background);
      if (!fg || !bg) continue;
      const ratio = contrast(fg, bg);
      if (ratio >= AA_TEXT) continue;
      // Contrast does not care which is the text: white on primary and primary on white are one problem.
      const key = [fg, bg].sort().join('|');
      const seen = failing.get(key);
      if (seen) { if (!seen.where.includes(pair.where)) seen.where.push(pair.where); }
      else failing.set(key, { pair, ratio, where: [pair.where] });
    }
    for (const { pair, ratio, where } of failing.values()) {
      // Blame the brand colour the file sets itself: the text colour first, else the background.
      const keys = [pair.text, pair.background].flatMap((p) => ('brand' in p ? [p.brand] : []));
      const key = keys.find((k) => b.own.includes(k)) ?? keys[0]!;
      const file = b.own.includes(key) ? b.file : b.defaultsFile;
      const isText = 'brand' in pair.text && pair.text.brand === key;
      const other = isText ? pair.background : pair.text;
      const fix = nearestPassingAll(pairs, b.colors, key) ?? nearestPassing(b.colors[key]!, 'brand' in other ? b.colors[other.brand]! : other.fixed);
      const places = where.length > 2 ? `${where.slice(0, 2).join('; ')} and ${where.length - 2} more` : where.join('; ');
      out.push({
        file,
        pointer: pointer('colors', key),
        message: `${show(pair.text, b.colors)} text on ${show(pair.background, b.colors)} is ${ratio.toFixed(2)}:1 for ${b.code} (${places}); WCAG AA needs ${AA_TEXT}:1${fix ? ` (the nearest shade that passes is ${fix})` : ''}`,
      });
    }
  }
  return out;
}

/** One text/background pair the stylesheets draw with a brand's colours, as the brand creator shows it. */
export interface ContrastRow {
  /** `colors.primary`, `white`, ... */
  text: string;
  background: string;
  textColor: string;
  backgroundColor: string;
  ratio: number;
  passes: boolean;
  /** Where the stylesheets draw it (first few rules). */
  where: string[];
  /** For a failing pair: the brand colour to change and its nearest shade that passes. */
  fix: { key: string; color: string } | null;
}

/** Every distinct pair of `pairs` under `colors` (merged over the defaults), failing ones first. */
export function contrastRows(pairs: TextPair[], colors: Record<string, string>): ContrastRow[] {
  const rows = new Map<string, ContrastRow>();
  const label = (p: Paint) => ('brand' in p ? `colors.${p.brand}` : p.fixed === '#ffffff' ? 'white' : p.fixed);
  for (const pair of pairs) {
    const value = (p: Paint) => ('brand' in p ? colors[p.brand] : p.fixed);
    const fg = value(pair.text);
    const bg = value(pair.background);
    if (!fg || !bg || !colord(fg).isValid() || !colord(bg).isValid()) continue;
    const key = `${label(pair.text)}|${label(pair.background)}`;
    const seen = rows.get(key);
    if (seen) { if (seen.where.length < 3 && !seen.where.includes(pair.where)) seen.where.push(pair.where); continue; }
    const ratio = contrast(fg, bg);
    const passes = ratio >= AA_TEXT;
    const brandKey = 'brand' in pair.text ? pair.text.brand : 'brand' in pair.background ? pair.background.brand : null;
    const shade = !passes && brandKey ? nearestPassingAll(pairs, colors, brandKey) : null;
    rows.set(key, { text: label(pair.text), background: label(pair.background), textColor: fg, backgroundColor: bg, ratio, passes, where: [pair.where], fix: shade && brandKey ? { key: brandKey, color: shade } : null });
  }
  return [...rows.values()].sort((a, b) => Number(a.passes) - Number(b.passes) || a.ratio - b.ratio);
}
