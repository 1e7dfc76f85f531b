/**
 * Copy placeholders: "{{brand.names.companyName}}" reads the context; "{{path|fallback}}" uses the
 * fallback when the value is missing or empty; "{{app.amount:money}}" formats (engine/format.ts
 * FORMATS); a `*` segment adds up a list ("{{app.incomeSources.*.income:money}}", the total income). An enum value with a title in the data schema shows its title ("Autopay", not
 * "AUTOPAY"; engine/enumTitles.ts) when the caller passes `enumTitles`. Only own properties are
 * read (no prototype walk).
 */
import { FORMATS } from './format.ts';
import { enumTitle, type EnumTitles } from './enumTitles.ts';
import { readPath } from './pointer.ts';

export interface TemplateOptions {
  /** Titles of enum values by context path (engine/enumTitles.ts). */
  enumTitles?: EnumTitles;
  /** The reader's Intl locale (locales/<code>/_language.json `locale`): dates and lists as the language writes them; English when absent. */
  locale?: string;
  /** The reader's words for an enum value's title or a filled-in text value (engine/locale.ts translateFilled); as written when absent. */
  translate?: (text: string) => string;
}

/** The value at a dotted context path, through own properties only (engine/pointer.ts readPath). */
export function lookup(ctx: unknown, dotted: string): unknown {
  return readPath(ctx, dotted);
}

/**
 * The total of a path through a list: "app.incomeSources.*.income" adds up the `income` of every
 * source (items without a number there count nothing); undefined when no item has one.
 */
export function total(ctx: unknown, dotted: string): number | undefined {
  const star = dotted.indexOf('*');
  const list = star === 0 ? ctx : lookup(ctx, dotted.slice(0, star - 1));
  if (!Array.isArray(list)) return undefined;
  const rest = dotted.slice(star + 2);
  const numbers = list.map((item) => (rest === '' ? item : rest.includes('*') ? total(item, rest) : lookup(item, rest))).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return numbers.length ? numbers.reduce((a, b) => a + b, 0) : undefined;
}

const PLACEHOLDER = /\{\{\s*([^}|:]+?)\s*(?::\s*([A-Za-z0-9]+)\s*)?(?:\|([^}]*))?\}\}/g;

export function interpolate(text: string, ctx: unknown, options: TemplateOptions = {}): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_m, path: string, format: string | undefined, fallback: string | undefined) => {
    const v = path.includes('*') ? total(ctx, path) : lookup(ctx, path);
    if (v === undefined || v === null || v === '') return fallback ?? '';
    if (format) {
      const f = FORMATS[format];
      const out = f ? f(v, options.locale) : String(v);
      return out === '' ? fallback ?? '' : out;
    }
    const title = enumTitle(options.enumTitles, path, v);
    if (title !== undefined) return options.translate ? options.translate(title) : title;
    // Words filled in elsewhere (the lender's funding words from the server) are the reader's too.
    if (typeof v === 'string') return options.translate ? options.translate(v) : v;
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  });
}

/** The formats placeholders use, for `journey validate` (unknown ones are reported). */
export function placeholderFormats(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((m) => (m[2] ? [m[2]] : []));
}
export const formatNames = () => Object.keys(FORMATS);

/** Interpolates every string inside a value (copy blocks, dialogs, actions). */
export function interpolateDeep<T>(value: T, ctx: unknown, options: TemplateOptions = {}): T {
  if (typeof value === 'string') return interpolate(value, ctx, options) as T;
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, ctx, options)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = interpolateDeep(v, ctx, options);
    return out as T;
  }
  return value;
}

/** Each placeholder of a text as written: path, format and fallback (for `journey validate`). */
export function placeholderParts(text: string): { raw: string; path: string; format?: string; fallback?: string }[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({
    raw: m[0],
    path: m[1]!.trim(),
    ...(m[2] ? { format: m[2] } : {}),
    ...(m[3] !== undefined ? { fallback: m[3] } : {}),
  }));
}

/** The placeholder paths a text uses (for `journey validate`). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!.trim());
}
