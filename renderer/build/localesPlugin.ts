/**
 * esbuild plugin. `virtual:locales` names every language of locales/ (its _language.json: name,
 * Intl locale, governing-language notice) and maps each language but English to a lazily imported
 * chunk, `virtual:locale-strings/<code>`: the language's strings files read as one dictionary
 * (engine/locale.ts dictionaryOf), so an English reader downloads no translation and a Spanish one
 * downloads it once. `configRoot` as for configFilesPlugin (build.mjs --config): the studio's copy.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { LANGUAGE_FILE, LOCALES_DIR } from '../../engine/config/loadConfig.ts';
import { SOURCE_LANGUAGE } from '../../engine/locale.ts';
import type { Language } from '../../engine/types/language.ts';
import type { LocaleFile } from '../../engine/types/locale.ts';

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

export function localesPlugin(root = process.cwd(), configRoot = root): Plugin {
  const dir = () => (existsSync(join(configRoot, LOCALES_DIR)) ? join(configRoot, LOCALES_DIR) : join(root, LOCALES_DIR));
  return {
    name: 'locales',
    setup(build) {
      build.onResolve({ filter: /^virtual:locales$/ }, () => ({ path: 'index', namespace: 'locales' }));
      build.onResolve({ filter: /^virtual:locale-strings\/[a-z]{2}$/ }, (args) => ({ path: args.path.slice('virtual:locale-strings/'.length), namespace: 'locale-strings' }));
      build.onLoad({ filter: /.*/, namespace: 'locales' }, () => {
        const languages = languagesIn(dir());
        const loaders = Object.keys(languages).filter((c) => c !== SOURCE_LANGUAGE).map((c) => `${JSON.stringify(c)}: () => import(${JSON.stringify(`virtual:locale-strings/${c}`)})`);
        return {
          contents: `export const languages = ${JSON.stringify(languages)};\nexport const strings = {${loaders.join(', ')}};\n`,
          loader: 'js',
          resolveDir: root,
          watchDirs: [dir(), ...Object.keys(languages).map((c) => join(dir(), c))],
          watchFiles: Object.keys(languages).map((c) => join(dir(), c, LANGUAGE_FILE)),
        };
      });
      build.onLoad({ filter: /.*/, namespace: 'locale-strings' }, (args) => {
        const { strings, same, files } = languageStrings(dir(), args.path);
        return { contents: JSON.stringify({ strings, same }), loader: 'json', watchFiles: files, watchDirs: [join(dir(), args.path)] };
      });
    },
  };
}

/** `virtual:locales` with every language's words inline, for vitest (vitest.config.ts), which has no chunks. */
export function localesModuleInline(root = process.cwd()): string {
  const dir = join(root, LOCALES_DIR);
  const languages = languagesIn(dir);
  const loaders = Object.keys(languages).filter((c) => c !== SOURCE_LANGUAGE).map((c) => {
    const { strings, same } = languageStrings(dir, c);
    return `${JSON.stringify(c)}: async () => ({ default: ${JSON.stringify({ strings, same })} })`;
  });
  return `export const languages = ${JSON.stringify(languages)};\nexport const strings = {${loaders.join(', ')}};\n`;
}
