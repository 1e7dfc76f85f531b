/**
 * Every language a brand offers, proven complete (engine/locale.ts, locales/<code>/):
 * - each text a brand's applicants read (every screen's string catalogue, engine/strings.ts; the
 *   words of the shell, journeys and condition cards, engine/config/configWords.ts; the data's enum
 *   titles; the brand's own words and `copy`) has words in each language the brand offers;
 * - a translation keeps its English's placeholders (by path and format; the fallback after `|` is
 *   words, translated) and link targets, and is not the English itself unless listed in `same`;
 * - two files do not translate one text two ways, and no entry translates a text nothing shows
 *   (its English changed: the new text needs its words);
 * - a brand offers only languages that exist, English first.
 */
import { dictionaryOf, SOURCE_LANGUAGE, wordsFor, type Dictionary } from '../locale.ts';
import { screenStrings } from '../strings.ts';
import { enumTitlesOf } from '../enumTitles.ts';
import { brandWords, configWords, type ConfigWord } from './configWords.ts';
import { brandSources, readJson, type ConfigSet } from './loadConfig.ts';
import { mergeBrand } from '../brand.ts';
import { pointer, type Problem } from './problems.ts';
import { join } from 'node:path';
import type { LocaleFile } from '../types/locale.ts';

/** A placeholder's path and format, without its fallback words. */
const placeholders = (text: string): string => [...text.matchAll(/\{\{\s*([^}|]*?)\s*(?:\|[^}]*)?\}\}/g)].map((m) => m[1]!.replace(/\s+/g, '')).sort().join(' ');
/** The targets of Markdown links. */
const linkTargets = (text: string): string => [...text.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]).sort().join(' ');

interface Shown { file: string; pointer: string }

/** Where each text is shown: screens, config files and data enum titles (for every brand), by text. */
function sharedTexts(set: ConfigSet): Map<string, Shown[]> {
  const out = new Map<string, Shown[]>();
  const add = (text: string, at: Shown) => { const list = out.get(text) ?? []; list.push(at); out.set(text, list); };
  for (const s of Object.values(set.screens)) {
    for (const entry of screenStrings(s.data)) for (const text of [entry.text, ...(entry.variants ?? [])]) add(text, { file: s.file, pointer: entry.pointer });
  }
  for (const w of configWords(set)) add(w.text, w);
  const data = (name: string) => readJson(join(set.root, 'schemas/data', name)) as Record<string, unknown>;
  const titles = enumTitlesOf(data('context.schema.json'), { 'application.schema.json': data('application.schema.json'), 'profile.schema.json': data('profile.schema.json'), 'signer.schema.json': data('signer.schema.json') });
  for (const [path, byValue] of Object.entries(titles)) for (const [value, title] of Object.entries(byValue)) add(title, { file: 'schemas/data/context.schema.json', pointer: `(the title of ${path} ${value})` });
  return out;
}

/** What a brand shows of its own (its file's words over the defaults', and its `copy`), by text. */
function brandTexts(set: ConfigSet, orgCode: string): Map<string, Shown[]> {
  const out = new Map<string, Shown[]>();
  const words: ConfigWord[] = [...brandWords(set, '_defaults'), ...(orgCode === '_defaults' ? [] : brandWords(set, orgCode))];
  for (const w of words) { const list = out.get(w.text) ?? []; list.push(w); out.set(w.text, list); }
  return out;
}

function checkEntries(file: string, at: (string | number)[], locale: LocaleFile): Problem[] {
  const problems: Problem[] = [];
  const same = new Set(locale.same ?? []);
  for (const [english, words] of Object.entries(locale.strings)) {
    const where = pointer(...at, 'strings', english);
    if (placeholders(words) !== placeholders(english)) problems.push({ file, pointer: where, message: `the translation's placeholders (${placeholders(words) || 'none'}) differ from its English's (${placeholders(english) || 'none'}): keep each {{path:format}} as the English writes it (the words after | are translated)` });
    if (linkTargets(words) !== linkTargets(english)) problems.push({ file, pointer: where, message: `the translation's link targets (${linkTargets(words) || 'none'}) differ from its English's (${linkTargets(english) || 'none'}): translate a link's words, keep its (url)` });
    if (words === english && !same.has(english)) problems.push({ file, pointer: where, message: 'the translation is its English: translate it, or list the text in `same` when it stays as it is in this language (a name, an acronym)' });
  }
  return problems;
}

export function checkLocales(set: ConfigSet): Problem[] {
  const problems: Problem[] = [];
  // English, the config's own language, is always one (locales/en/ only names it).
  const languages = [...new Set([SOURCE_LANGUAGE, ...Object.keys(set.locales)])];
  const sources = brandSources(set);
  const shared = sharedTexts(set);
  const orgs = Object.keys(set.brands);
  const ownTexts = new Map(orgs.map((o) => [o, brandTexts(set, o)]));
  const dictionaries = new Map<string, Dictionary>();

  for (const [code, locale] of Object.entries(set.locales)) {
    if (locale.language.data.code !== code) problems.push({ file: locale.language.file, pointer: '/code', message: `is "${locale.language.data.code}" in the folder locales/${code}/: a language's code is its folder's name` });
    if (code === SOURCE_LANGUAGE) {
      for (const f of Object.values(locale.files)) problems.push({ file: f.file, pointer: '', message: `English is the language the config is written in: locales/${SOURCE_LANGUAGE}/ holds only ${SOURCE_LANGUAGE}/_language.json` });
      continue;
    }
    const first = new Map<string, { file: string; words: string }>();
    for (const f of Object.values(locale.files)) {
      problems.push(...checkEntries(f.file, [], f.data));
      for (const [english, words] of Object.entries(f.data.strings)) {
        const earlier = first.get(english);
        if (earlier && earlier.words !== words) problems.push({ file: f.file, pointer: pointer('strings', english), message: `${earlier.file} translates this text as ${JSON.stringify(earlier.words)}: one text has one translation (keep it in one file)` });
        if (!earlier) first.set(english, { file: f.file, words });
      }
    }
    dictionaries.set(code, dictionaryOf(locale.language.data, Object.values(locale.files).map((f) => f.data)));
    // An entry for a text nothing shows: its English was changed or removed.
    for (const f of Object.values(locale.files)) {
      if (f.data.fromServers) continue;
      for (const english of [...Object.keys(f.data.strings), ...(f.data.same ?? [])]) {
        if (shared.has(english) || [...ownTexts.values()].some((m) => m.has(english))) continue;
        problems.push({ file: f.file, pointer: pointer('strings', english), message: 'translates a text no screen, shell or brand file shows (was its English changed? translate the new text, and remove this entry)' });
      }
    }
  }

  // Each brand's languages: known, English first, and complete.
  const missing = new Map<string, { at: Shown; count: number; brands: Set<string> }>();
  for (const org of orgs) {
    const brand = mergeBrand(sources, org);
    const offered = brand.languages ?? [SOURCE_LANGUAGE];
    const file = set.brands[org]!.file;
    offered.forEach((code, i) => {
      if (!languages.includes(code)) problems.push({ file, pointer: pointer('languages', i), message: `"${code}" is no language of locales/ (${languages.join(', ')})` });
    });
    if (offered[0] !== SOURCE_LANGUAGE) problems.push({ file, pointer: '/languages', message: `lists ${SOURCE_LANGUAGE} first: the config is written in English, and a language without a word for a text falls back to it` });
    for (const [code, own] of Object.entries(brand.translations ?? {})) {
      if (!offered.includes(code)) problems.push({ file, pointer: pointer('translations', code), message: `words this brand's texts in ${code}, a language it does not offer (languages)` });
      problems.push(...checkEntries(file, ['translations', code], own));
    }
    for (const code of offered) {
      if (code === SOURCE_LANGUAGE) continue;
      const base = dictionaries.get(code);
      const locale = set.locales[code];
      if (!base || !locale) continue;
      const dict = brand.translations?.[code] ? dictionaryOf(locale.language.data, [...Object.values(locale.files).map((f) => f.data)], brand.translations[code]) : base;
      for (const [text, places] of [...shared, ...ownTexts.get(org)!]) {
        if (wordsFor(text, dict) !== undefined) continue;
        const key = `${code}\u0000${text}`;
        const m = missing.get(key) ?? { at: places[0]!, count: places.length, brands: new Set<string>() };
        m.brands.add(org);
        missing.set(key, m);
      }
    }
  }
  for (const [key, m] of missing) {
    const [code, text] = key.split('\u0000') as [string, string];
    const name = set.locales[code]?.language.data.name ?? code;
    const elsewhere = m.count > 1 ? ` (and ${m.count - 1} more place${m.count > 2 ? 's' : ''})` : '';
    problems.push({ file: m.at.file, pointer: m.at.pointer, message: `${JSON.stringify(text)} has no ${name} (${code}) words${elsewhere}, and ${[...m.brands].sort().join(', ')} offer${m.brands.size === 1 ? 's' : ''} ${code}: add it to a file of locales/${code}/ (strings), or to \`same\` when it stays as it is` });
  }
  return problems;
}
