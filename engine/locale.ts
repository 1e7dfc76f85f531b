/**
 * Languages. The config is written in English; another language's words live in locales/<code>/
 * (schemas/meta/locale.schema.json), by the English text they translate, so a text whose English
 * changes has no translation until someone writes one (journey validate names it) instead of keeping
 * a stale one. A brand offers languages (`languages`) and may word its own texts in them
 * (`translations`). This module reads those words into one dictionary per language and brand,
 * words a screen in a language, and decides which language a visitor reads. Pure.
 */
import type { Screen } from './types/screen.ts';
import type { LocaleFile } from './types/locale.ts';
import type { Language } from './types/language.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import { screenStrings, setIn, type BrandedScreen } from './strings.ts';

/** The language the config is written in. */
export const SOURCE_LANGUAGE = 'en';


/** One language's words for one brand: the brand's own first, then the shared files'. */
export interface Dictionary {
  language: string;
  /** The Intl locale its dates and lists are written in (_language.json `locale`). */
  locale: string;
  /** English text → its words in `language`. */
  strings: Readonly<Record<string, string>>;
  /** English texts that stay as they are in `language`. */
  same: ReadonlySet<string>;
}

/** The language's files (every file of locales/<code>/ but _language.json) and the brand's own words, as one dictionary. */
export function dictionaryOf(language: Language, files: readonly LocaleFile[], brandOwn?: LocaleFile): Dictionary {
  const strings: Record<string, string> = {};
  const same = new Set<string>();
  for (const file of [...files, ...(brandOwn ? [brandOwn] : [])]) {
    Object.assign(strings, file.strings);
    for (const s of file.same ?? []) same.add(s);
  }
  return { language: language.code, locale: language.locale, strings, same };
}

/** The words of `text` in the dictionary's language; undefined when it has none (a text kept as it is counts as words). */
export function wordsFor(text: string, dict: Dictionary): string | undefined {
  const own = dict.strings[text];
  if (own !== undefined) return own;
  return dict.same.has(text) ? text : undefined;
}

/** `text` in the dictionary's language, or as written when there is no dictionary or no translation (journey validate proves every shown text has one). */
export function translate(text: string, dict: Dictionary | undefined): string {
  return dict ? (wordsFor(text, dict) ?? text) : text;
}

/** A translation's English with placeholders, as a pattern that finds the values a filled text put in them. */
interface Template { pattern: RegExp; paths: string[]; words: string }

const PLACEHOLDER = /\{\{\s*([^}|:]+?)\s*(?::\s*[A-Za-z0-9]+\s*)?(?:\|[^}]*)?\}\}/g;
const templatesOf = new WeakMap<Dictionary, Template[]>();

function templates(dict: Dictionary): Template[] {
  const hit = templatesOf.get(dict);
  if (hit) return hit;
  const out: Template[] = [];
  for (const [english, words] of Object.entries(dict.strings)) {
    if (!english.includes('{{')) continue;
    const paths: string[] = [];
    const parts = english.split(PLACEHOLDER);
    // split with one capture: [text, path, text, path, ...]
    let source = '';
    parts.forEach((part, i) => {
      if (i % 2 === 1) { paths.push(part); source += '(.+?)'; } else source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
    out.push({ pattern: new RegExp(`^${source}$`, 's'), paths, words });
  }
  templatesOf.set(dict, out);
  return out;
}

/**
 * A text another part has already filled in (the lender's funding words with their figures, sent
 * filled by the server) in the dictionary's language: its words when the dictionary has the text
 * itself, else the words of the template it was filled from, with the same values put back in by
 * placeholder path; as it is when neither.
 */
export function translateFilled(text: string, dict: Dictionary | undefined): string {
  if (!dict) return text;
  const exact = wordsFor(text, dict);
  if (exact !== undefined) return exact;
  // A value with no space (a name, a code, a number) is never a filled sentence.
  if (!text.includes(' ')) return text;
  for (const t of templates(dict)) {
    const m = t.pattern.exec(text);
    if (!m) continue;
    const values = new Map(t.paths.map((p, i) => [p, m[i + 1]!]));
    return t.words.replace(PLACEHOLDER, (whole, path: string) => values.get(path.trim()) ?? whole);
  }
  // Clauses joined with "; " (the funding words of every state, engine/pricing.ts statedFigures): each in turn.
  if (text.includes('; ')) return text.split('; ').map((part) => translateFilled(part, dict)).join('; ');
  return text;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every text in a copy object translated; `when` is logic, not words. */
function copyIn<T>(value: T, dict: Dictionary): T {
  if (typeof value === 'string') return translate(value, dict) as T;
  if (Array.isArray(value)) return value.map((v) => copyIn(v, dict)) as T;
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'when' ? v : copyIn(v, dict)])) as T;
  return value;
}

const localized = new WeakMap<object, WeakMap<Dictionary, BrandedScreen>>();

/**
 * The screen in the dictionary's language. The copy and its variants are translated in place; every
 * other text goes where a brand's words go (engine/strings.ts targets): a field's label to its
 * `ui:title`, a choice's to its uiSchema title, rules, actions and documents where they are, and
 * validation messages to `messages`. The schema object itself is never changed: its validator is
 * precompiled for exactly that object (engine/screenText.ts). Kept per screen and dictionary.
 */
export function localizeScreen(screen: Screen, dict: Dictionary): BrandedScreen {
  const perScreen = localized.get(screen) ?? new WeakMap<Dictionary, BrandedScreen>();
  localized.set(screen, perScreen);
  const hit = perScreen.get(dict);
  if (hit) return hit;
  let out: Screen = { ...screen, copy: copyIn(screen.copy, dict) };
  if (screen.copyVariants) out.copyVariants = screen.copyVariants.map((v) => ({ ...v, copy: copyIn(v.copy, dict) }));
  const messages: BrandedScreen['messages'] = {};
  for (const s of screenStrings(screen)) {
    const words = wordsFor(s.text, dict);
    if (words === undefined || s.target.in === 'copy') continue;
    if (s.target.in === 'message') (messages[s.target.field] ??= {})[s.target.keyword] = words;
    else if (words !== s.text) out = setIn(out, s.target.path, words);
  }
  const value = { screen: out, messages };
  perScreen.set(dict, value);
  return value;
}

const overridesIn = new WeakMap<object, WeakMap<Dictionary, Record<string, string>>>();

/** A brand's `copy` (its English words by key) in the dictionary's language. */
export function localizeOverrides(copy: Record<string, string> | undefined, dict: Dictionary): Record<string, string> | undefined {
  if (!copy) return copy;
  const perCopy = overridesIn.get(copy) ?? new WeakMap<Dictionary, Record<string, string>>();
  overridesIn.set(copy, perCopy);
  const hit = perCopy.get(dict);
  if (hit) return hit;
  const value = Object.fromEntries(Object.entries(copy).map(([k, v]) => [k, translate(v, dict)]));
  perCopy.set(dict, value);
  return value;
}

/** A language tag's language (`es-MX` → `es`), lower case. */
export const languageOf = (tag: string): string => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

export interface LanguageChoice {
  /** `?lang=` in the address. */
  asked?: string | null;
  /** The visitor's earlier choice (kept in the browser). */
  kept?: string | null;
  /** The browser's preferred languages, most preferred first (navigator.languages, or Accept-Language). */
  browser?: readonly string[];
  /** What the brand offers (`languages`), English first. */
  offered: readonly string[];
}

/**
 * The language a visitor reads: the one the address asks for, else the one they chose before, else
 * the first of the browser's preferences the brand offers, else the brand's first. A language the
 * brand does not offer is passed over, with the reason in the trace.
 */
export function chooseLanguage(input: LanguageChoice): Decision<string> {
  const offered = input.offered.length > 0 ? input.offered : [SOURCE_LANGUAGE];
  const trace: TraceStep[] = [];
  const consider = (rule: string, tag: string | null | undefined): string | undefined => {
    if (!tag) return undefined;
    const code = languageOf(tag);
    const ok = offered.includes(code);
    trace.push({ kind: 'language', rule, outcome: ok, note: ok ? `${tag}: offered` : `${tag}: this brand offers ${offered.join(', ')}` });
    return ok ? code : undefined;
  };
  const asked = consider('address', input.asked);
  if (asked) return { result: asked, trace, decidedBy: 'address' };
  const kept = consider('kept', input.kept);
  if (kept) return { result: kept, trace, decidedBy: 'kept' };
  for (const tag of input.browser ?? []) {
    const code = consider('browser', tag);
    if (code) return { result: code, trace, decidedBy: 'browser' };
  }
  trace.push({ kind: 'language', rule: 'brand', outcome: true, note: `the brand's first language, ${offered[0]}` });
  return { result: offered[0]!, trace, decidedBy: 'brand' };
}

/** The languages of an Accept-Language header, most preferred first (q=0 dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag!.trim(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/** The cookie a visitor's choice of language is kept in (renderer/app/language.tsx sets it; the servers read it). */
export const LANGUAGE_COOKIE = 'heloc_lang';

/** A cookie's value in a Cookie header, or null. */
export function cookieIn(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The language a server answers a request in: the one the page's address asks for (`?lang=`, for a
 * page), else the visitor's kept choice (the `heloc_lang` cookie),
 * else the first of its Accept-Language the brand offers, else the brand's first; chooseLanguage's
 * decision, so a page the server words itself reads in the language the app is read in.
 */
export function requestLanguage(headers: { cookie?: string | undefined; acceptLanguage?: string | undefined }, offered: readonly string[], asked?: string | null): Decision<string> {
  return chooseLanguage({ asked, kept: cookieIn(headers.cookie, LANGUAGE_COOKIE), browser: acceptedLanguages(headers.acceptLanguage), offered });
}
