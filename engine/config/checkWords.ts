/**
 * `journey validate` for the renderer's own words (schemas/words/*.json, schemas/meta/words.schema.json):
 * each file holds to its meta-schema, and in every language of locales/ each of its texts has words
 * (engine/locale.ts wordsFor; English is the config's own), so a text the renderer shows never reads in English on a page in Spanish.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from './ajv.ts';
import { compileCached } from './compileCache.ts';
import { readJson, type ConfigSet } from './loadConfig.ts';
import { dictionaryOf, SOURCE_LANGUAGE, wordsFor } from '../locale.ts';
import type { Problem } from './problems.ts';

export const WORDS_DIR = 'schemas/words';
export const WORDS_META = 'schemas/meta/words.schema.json';

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function checkWords(set: ConfigSet): Problem[] {
  const dir = join(set.root, WORDS_DIR);
  if (!existsSync(dir)) return [];
  const validate = compileCached(readJson(join(set.root, WORDS_META)) as object, () => createAjv('staff'), 'meta');
  const problems: Problem[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = `${WORDS_DIR}/${name}`;
    const data = readJson(join(set.root, file)) as { words?: Record<string, string> };
    if (!validate(data)) {
      problems.push(...(validate.errors ?? []).map((e) => ({ file, pointer: e.instancePath, message: `${e.message ?? 'invalid'} (${WORDS_META})` })));
      continue;
    }
    for (const [code, locale] of Object.entries(set.locales)) {
      if (code === SOURCE_LANGUAGE) continue;
      const dict = dictionaryOf(locale.language.data, Object.values(locale.files).map((f) => f.data));
      for (const [key, text] of Object.entries(data.words ?? {})) {
        if (wordsFor(text, dict) === undefined) problems.push({ file, pointer: `/words/${escapePointer(key)}`, message: `"${text}" has no words in ${code} (locales/${code}/*.json strings, by the English)` });
      }
    }
  }
  return problems;
}
