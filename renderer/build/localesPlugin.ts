/**
 * esbuild plugin. `virtual:locales` names every language of locales/ (its _language.json: name,
 * Intl locale, governing-language notice) and maps each language but English to a lazily imported
 * chunk, `virtual:locale-strings/<code>`: the language's strings files read as one dictionary
 * (engine/locale.ts dictionaryOf), so an English reader downloads no translation and a Spanish one
 * downloads it once. `configRoot` as for configFilesPlugin (build.mjs --config): the studio's copy.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { LANGUAGE_FILE, LOCALES_DIR } from '../../engine/config/loadConfig.ts';
import { languagesIn, languageStrings } from '../../engine/config/localeFiles.ts';
import { SOURCE_LANGUAGE } from '../../engine/locale.ts';

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
