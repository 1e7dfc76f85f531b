/**
 * One text of a screen changed by its key (engine/strings.ts), as the studio's click-to-edit asks:
 * for one brand (its file's `copy` map, brands/<ORG>.json) or for every brand (the screen file, at
 * the place the text is written), with its words in the other languages beside it (locales/<code>/
 * by the English they translate, engine/locale.ts; a brand's own words in its `translations`), so
 * a text and its translations change together and journey validate never sees one without the
 * other. Returns the files and their new texts; saving them is the editor's save
 * (sandbox/studio/configChange.ts), so they are checked, written and committed the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../http/errors.js';
import { loadConfig, posix, type ConfigSet } from '../../engine/config/loadConfig.ts';
import { formatJson } from '../../engine/config/formatJson.ts';
import { screenOfKey, unknownStringKey } from '../../engine/config/checkBrands.ts';
import { mergeBrand, type BrandFile } from '../../engine/brand.ts';
import { brandSources } from '../../engine/config/loadConfig.ts';
import { stringsByKey, screenStrings, type ScreenString } from '../../engine/strings.ts';
import { pointerSegments } from '../../engine/pointer.ts';
import { dictionaryOf, SOURCE_LANGUAGE, wordsFor } from '../../engine/locale.ts';
import type { LocaleFile } from '../../engine/types/locale.ts';

export type StringScope = 'brand' | 'all';

export interface StringRow extends Pick<ScreenString, 'key' | 'text' | 'kind'> {
  variants?: string[];
  /** The brand's own words for it (its file, or the defaults' copy), when it has them. */
  brandText?: string;
  /** The file "all brands" writes, or why it cannot be changed there from this screen. */
  file?: string;
  shared?: string;
  /** The brands whose own file has words for it: a change for "all brands" does not reach them. */
  ownWordsIn?: string[];
  /** Its words in each language of locales/ but English (the brand's own first), by code; absent: none yet. */
  translations: Record<string, string | undefined>;
}

/** The languages of locales/ staff word texts in beside English, with their names. */
export function otherLanguages(set: ConfigSet): { code: string; name: string }[] {
  return Object.entries(set.locales).filter(([code]) => code !== SOURCE_LANGUAGE).map(([code, l]) => ({ code, name: l.language.data.name }));
}

/** The words of `english` in `code`, as `orgCode`'s applicants read them (its own translations first). */
function wordsIn(set: ConfigSet, code: string, english: string, orgCode: string): string | undefined {
  const locale = set.locales[code]!;
  const own = set.brands[orgCode]?.data.translations?.[code];
  return wordsFor(english, dictionaryOf(locale.language.data, Object.values(locale.files).map((f) => f.data), own));
}


/** Where a text of the resolved screen is written: this screen file, or the shared file a `$ref` brought it from. */
function writtenAt(set: ConfigSet, screenId: string, pointer: string): { file: string; pointer: string } {
  const loaded = set.screens[screenId]!;
  const origin = (loaded.origins ?? [])
    .filter((o) => pointer === o.at || pointer.startsWith(`${o.at}/`))
    .sort((a, b) => b.at.length - a.at.length)[0];
  if (!origin) return { file: loaded.file, pointer };
  return { file: posix(path.relative(set.root, origin.file)), pointer: `${origin.pointer}${pointer.slice(origin.at.length)}` };
}

/** Every string of a screen with the brand's words beside it, for the studio. */
export function stringRows(root: string, screenId: string, orgCode: string): StringRow[] {
  const set = loadConfig(root);
  const screen = set.screens[screenId];
  if (!screen) throw new ApiError(404, `No screen "${screenId}".`);
  const sources = brandSources(set);
  const copy = (mergeBrand(sources, orgCode).copy ?? {}) as Record<string, unknown>;
  const ownWordsIn = (key: string) => Object.entries(sources.brands).filter(([, b]) => typeof (b.copy as Record<string, unknown> | undefined)?.[key] === 'string').map(([code]) => code).sort();
  return screenStrings(screen.data).map((s) => {
    const at = writtenAt(set, screenId, s.pointer);
    const owners = ownWordsIn(s.key);
    return {
      ...(owners.length > 0 ? { ownWordsIn: owners } : {}),
      key: s.key, text: s.text, kind: s.kind,
      ...(s.variants ? { variants: s.variants } : {}),
      ...(typeof copy[s.key] === 'string' ? { brandText: copy[s.key] as string } : {}),
      ...(at.file === screen.file ? { file: at.file } : { shared: at.file }),
      translations: Object.fromEntries(otherLanguages(set).map(({ code }) => [code, wordsIn(set, code, typeof copy[s.key] === 'string' ? copy[s.key] as string : s.text, orgCode)])),
    };
  });
}

/** Sets `value` at `pointer` in `doc`; the path must exist up to its last step. */
function setAt(doc: unknown, pointer: string, value: string): boolean {
  const parts = pointerSegments(pointer);
  let node = doc as Record<string, unknown>;
  for (const p of parts.slice(0, -1)) {
    const next = node?.[p];
    if (next === null || typeof next !== 'object') {
      node[p] = {};
    }
    node = node[p] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
  return true;
}

/** The locale file of `code` a text's words go in: the one holding its English now, else the screen's area's, else common.json. */
function localeFileFor(set: ConfigSet, code: string, english: string, screenId: string): string {
  const files = Object.values(set.locales[code]!.files);
  const holding = files.find((f) => english in f.data.strings || (f.data.same ?? []).includes(english));
  if (holding) return holding.file;
  const area = screenId.startsWith('application/') ? screenId.split('/').slice(0, 2).join('-') : screenId.split('/')[0]!;
  const areaFile = files.find((f) => f.file === `locales/${code}/${area}.json`);
  return areaFile?.file ?? `locales/${code}/common.json`;
}

/** A locale file's text with `english`'s words set (and `replaced`, the English they translated before, let go when nothing else shows it). */
function withWords(root: string, file: string, english: string, words: string, replaced: { english: string; stillShown: boolean } | null): string {
  const full = path.join(root, file);
  const json: LocaleFile = fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) as LocaleFile : { $schema: '../../schemas/meta/locale.schema.json', strings: {} };
  if (replaced && replaced.english !== english && !replaced.stillShown) {
    delete json.strings[replaced.english];
    if (json.same) json.same = json.same.filter((t) => t !== replaced.english);
  }
  if (words === english) json.same = [...new Set([...(json.same ?? []), english])];
  else json.strings = { ...json.strings, [english]: words };
  return formatJson(json);
}

/** Whether any screen shows `text` (every key but `except`), so its translation is still needed. */
function shownElsewhere(set: ConfigSet, text: string, except: string): boolean {
  return Object.values(set.screens).some((s) => screenStrings(s.data).some((e) => e.key !== except && (e.text === text || (e.variants ?? []).includes(text))));
}

export interface StringChange {
  key: string;
  text: string;
  scope: StringScope;
  brand?: string;
  /** Its words in other languages, by code (otherLanguages): saved with it. */
  translations?: Record<string, string>;
}

/** The files and texts a change of one string (and its words in other languages) makes: the first is the text's own file. */
export function stringChange(root: string, change: StringChange): { file: string; text: string; alongside: Record<string, string> } {
  const set = loadConfig(root);
  const problem = unknownStringKey(set, change.key);
  if (problem) throw new ApiError(422, problem, { errors: [{ pointer: '/key', message: problem }] });
  if (change.text.trim() === '') throw new ApiError(400, 'Write the words: an empty text would show nothing.', { errors: [{ pointer: '/text', message: 'Write the words: an empty text would show nothing.' }] });
  const translations = Object.entries(change.translations ?? {}).filter(([, words]) => words.trim() !== '');
  for (const [code] of translations) {
    if (code === SOURCE_LANGUAGE || !set.locales[code]) throw new ApiError(422, `"${code}" is no language of locales/ to word a text in.`, { errors: [{ pointer: `/translations/${code}`, message: 'no such language' }] });
  }
  const screenId = screenOfKey(change.key);
  const entry = stringsByKey(set.screens[screenId]!.data).get(change.key)!;
  if (change.scope === 'brand') {
    const brand = change.brand ?? '';
    const loaded = set.brands[brand];
    if (!loaded || brand === '_defaults') throw new ApiError(404, `No brand "${brand}".`);
    const file = loaded.file;
    const json = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as BrandFile & { copy?: Record<string, string> };
    const before = json.copy?.[change.key];
    json.copy = { ...(json.copy ?? {}), [change.key]: change.text };
    // The brand's own words in other languages live beside its copy, by the English they translate.
    for (const [code, words] of translations) {
      const own: LocaleFile = json.translations?.[code] ?? { strings: {} };
      if (before !== undefined && before !== change.text && !Object.values(json.copy).includes(before)) delete own.strings[before];
      own.strings = { ...own.strings, [change.text]: words };
      json.translations = { ...(json.translations ?? {}), [code]: own };
    }
    return { file, text: formatJson(json), alongside: {} };
  }
  const alongside: Record<string, string> = {};
  for (const [code, words] of translations) {
    const file = localeFileFor(set, code, entry.text, screenId);
    alongside[file] = withWords(root, file, change.text, words, { english: entry.text, stillShown: shownElsewhere(set, entry.text, change.key) });
  }
  // Only its words in another language changed: the locale file is the change.
  if (change.text === entry.text) {
    const [first, ...rest] = Object.entries(alongside);
    if (first) return { file: first[0], text: first[1], alongside: Object.fromEntries(rest) };
  }
  // A copy key, a rule's words, a field text: where the screen writes it now. A text the uiSchema
  // does not have yet (a title from the schema) is given as the schema's own title.
  const at = writtenAt(set, screenId, entry.pointer);
  if (at.file !== set.screens[screenId]!.file) {
    throw new ApiError(422, `"${change.key}" is written in ${at.file}, which other screens use too: change it there for all of them, or word it for one brand.`, { errors: [{ pointer: '/scope', message: `written in ${at.file}` }] });
  }
  const json = JSON.parse(fs.readFileSync(path.join(root, at.file), 'utf8')) as unknown;
  setAt(json, at.pointer, change.text);
  return { file: at.file, text: formatJson(json), alongside };
}
