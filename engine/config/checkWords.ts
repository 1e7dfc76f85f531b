/**
 * `journey validate` for the renderer's own words (schemas/words/*.json, schemas/meta/words.schema.json):
 * each file holds to its meta-schema. Their words in each language a brand offers are proven with
 * every other text's (engine/config/checkLocales.ts, which reads them by the meta-schema's text marks).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from './ajv.ts';
import { compileCached } from './compileCache.ts';
import { readJson, type ConfigSet } from './loadConfig.ts';
import type { Problem } from './problems.ts';

export const WORDS_DIR = 'schemas/words';
export const WORDS_META = 'schemas/meta/words.schema.json';

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
  }
  return problems;
}
