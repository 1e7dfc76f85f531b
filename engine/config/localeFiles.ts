/**
 * A language's files of locales/ read from disk (Node only): its _language.json and its strings
 * files as one locale file, for the build (renderer/build/localesPlugin.ts: the browser's chunks)
 * and the servers (the sandbox's answers, the host's pages), which word the same texts with the same
 * dictionary (engine/locale.ts dictionaryOf).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_FILE, LOCALES_DIR } from './loadConfig.ts';
import { dictionaryOf, SOURCE_LANGUAGE, type Dictionary } from '../locale.ts';
import type { Language } from '../types/language.ts';
import type { LocaleFile } from '../types/locale.ts';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The languages of `dir` (locales/), by code. */
export function languagesIn(dir: string): Record<string, Language> {
  const out: Record<string, Language> = {};
  if (!existsSync(dir)) return out;
  for (const code of readdirSync(dir).sort()) {
    const file = join(dir, code, LANGUAGE_FILE);
    if (!existsSync(file)) continue;
    // Proven against schemas/meta/language.schema.json by journey validate.
    const { $schema: _schema, ...language } = readJson(file) as Language;
    out[code] = language;
  }
  return out;
}

/** A language's strings files of `dir` as one locale file (every file's `strings` and `same`), and the files read. */
export function languageStrings(dir: string, code: string): { strings: Record<string, string>; same: string[]; files: string[] } {
  const folder = join(dir, code);
  const files = readdirSync(folder).filter((f) => f.endsWith('.json') && f !== LANGUAGE_FILE).sort().map((f) => join(folder, f));
  const strings: Record<string, string> = {};
  const same = new Set<string>();
  for (const file of files) {
    // Proven against schemas/meta/locale.schema.json by journey validate.
    const locale = readJson(file) as LocaleFile;
    Object.assign(strings, locale.strings);
    for (const s of locale.same ?? []) same.add(s);
  }
  return { strings, same: [...same], files };
}

/** A brand as far as its languages go (brands/README.md `languages`, `translations`). */
export interface BrandLanguages {
  orgCode?: string;
  languages?: readonly string[];
  translations?: Readonly<Record<string, LocaleFile>>;
}

export interface Dictionaries {
  /** The languages of locales/ the brand offers (English first when it offers no others). */
  offered(brand: BrandLanguages | null | undefined): string[];
  /** The brand's words in `code`; undefined in English, the config's own language, or a language locales/ lacks. */
  dictionary(code: string, brand: BrandLanguages | null | undefined): Dictionary | undefined;
}

/** The dictionaries of the repository at `root`, read once per language and brand (a server reads them at start). */
export function dictionariesIn(root: string): Dictionaries {
  const dir = join(root, LOCALES_DIR);
  const languages = languagesIn(dir);
  const files = new Map<string, LocaleFile>();
  const made = new Map<string, Dictionary>();
  return {
    offered: (brand) => (brand?.languages ?? [SOURCE_LANGUAGE]).filter((c) => c in languages),
    dictionary(code, brand) {
      const language = languages[code];
      if (code === SOURCE_LANGUAGE || !language) return undefined;
      const key = `${brand?.orgCode ?? ''} ${code}`;
      const hit = made.get(key);
      if (hit) return hit;
      let file = files.get(code);
      if (!file) {
        const { strings, same } = languageStrings(dir, code);
        file = { strings, same };
        files.set(code, file);
      }
      const dict = dictionaryOf({ ...language, code }, [file], brand?.translations?.[code]);
      made.set(key, dict);
      return dict;
    },
  };
}
