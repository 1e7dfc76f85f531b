/**
 * The words a person reads in a config file that is not a screen (the shell, the journeys' progress
 * labels, the condition cards, a brand's footer): the values its meta-schema marks as words, by
 * `{ "$ref": "#/definitions/text" }` (schemas/meta/shell.schema.json `text`). A screen's words are
 * its string catalogue's (engine/strings.ts). journey validate reads both to prove every language a
 * brand offers complete (engine/config/checkLocales.ts). Node only (it reads files).
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { readJson, posix, type ConfigSet } from './loadConfig.ts';
import { pointer } from './problems.ts';

/** What marks a string property as words in a meta-schema. */
export const WORDS_REF = '#/definitions/text';

export interface ConfigWord {
  file: string;
  pointer: string;
  text: string;
}

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every value of `data` that `meta` marks as words, with its pointer. */
export function wordsIn(meta: Node, data: unknown, file: string): ConfigWord[] {
  const definitions = isObject(meta.definitions) ? meta.definitions : {};
  const out = new Map<string, ConfigWord>();
  const walk = (schema: unknown, value: unknown, path: (string | number)[], seen: ReadonlySet<string>) => {
    if (!isObject(schema) || value === undefined) return;
    const ref = schema.$ref;
    if (ref === WORDS_REF) {
      if (typeof value === 'string' && value.trim() !== '') out.set(pointer(...path), { file, pointer: pointer(...path), text: value });
      return;
    }
    if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
      const name = ref.slice('#/definitions/'.length);
      if (!seen.has(`${name}@${pointer(...path)}`)) walk(definitions[name], value, path, new Set([...seen, `${name}@${pointer(...path)}`]));
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const parts = schema[key];
      if (Array.isArray(parts)) for (const p of parts) walk(p, value, path, seen);
    }
    for (const key of ['then', 'else'] as const) walk(schema[key], value, path, seen);
    if (isObject(value)) {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const patterns = isObject(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
      for (const [k, v] of Object.entries(value)) {
        if (k in properties) { walk(properties[k], v, [...path, k], seen); continue; }
        const pattern = patterns.find(([p]) => new RegExp(p, 'u').test(k));
        if (pattern) walk(pattern[1], v, [...path, k], seen);
        else walk(schema.additionalProperties, v, [...path, k], seen);
      }
    }
    if (Array.isArray(value)) {
      const items = schema.items;
      value.forEach((v, i) => walk(Array.isArray(items) ? items[i] : items, v, [...path, i], seen));
    }
  };
  walk(meta, data, [], new Set());
  return [...out.values()];
}

/** The meta-schema a config file names in `$schema` (relative to the file), when it is one of schemas/meta/. */
function metaOf(root: string, file: string, data: unknown): Node | undefined {
  const named = isObject(data) && typeof data.$schema === 'string' ? data.$schema : undefined;
  if (!named) return undefined;
  const path = resolve(dirname(join(root, file)), named);
  if (!posix(relative(root, path)).startsWith('schemas/meta/') || !existsSync(path)) return undefined;
  const meta = readJson(path);
  return isObject(meta) ? meta : undefined;
}

/** Config files besides screens and brands whose words reach applicants, under the repository root. */
export const WORDS_FILES = ['schemas/shell/shell.json', 'schemas/conditions/categories.json', 'sandbox/data/pricing.json'];

/**
 * The words of every config file that is not a screen and not a brand: the journeys and the
 * WORDS_FILES, each by its own meta-schema. A brand's words are brandWords'.
 */
export function configWords(set: ConfigSet): ConfigWord[] {
  const out: ConfigWord[] = [];
  for (const j of Object.values(set.journeys)) {
    const meta = metaOf(set.root, j.file, j.data);
    if (meta) out.push(...wordsIn(meta, j.data, j.file));
  }
  // The renderer's own words (schemas/words/*.json, schemas/meta/words.schema.json).
  const wordsDir = join(set.root, 'schemas/words');
  const rendererWords = existsSync(wordsDir) ? readdirSync(wordsDir).filter((f) => f.endsWith('.json')).sort().map((f) => `schemas/words/${f}`) : [];
  for (const file of [...WORDS_FILES, ...rendererWords]) {
    if (!existsSync(join(set.root, file))) continue;
    const data = readJson(join(set.root, file));
    const meta = metaOf(set.root, file, data);
    if (meta) out.push(...wordsIn(meta, data, file));
  }
  return out;
}

/** A brand file's words by the brand meta-schema (its footer, its support words), `copy` values included. */
export function brandWords(set: ConfigSet, orgCode: string): ConfigWord[] {
  const b = set.brands[orgCode];
  if (!b) return [];
  const meta = metaOf(set.root, b.file, b.data);
  const words = meta ? wordsIn(meta, b.data, b.file) : [];
  for (const [key, text] of Object.entries(b.data.copy ?? {})) words.push({ file: b.file, pointer: pointer('copy', key), text });
  return words;
}
