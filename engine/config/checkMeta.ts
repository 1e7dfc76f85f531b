/**
 * Every journey, screen and brand file against its meta-schema (schemas/meta/). A screen is checked
 * as written (what an editor checks through `$schema`, `$ref` forms included) and, when that passes,
 * as resolved (what runs); the second kind of problem points into the resolved screen.
 */
import { join } from 'node:path';
import { createAjv } from './ajv.ts';
import { compileCached } from './compileCache.ts';
import { readJson, type ConfigSet } from './loadConfig.ts';
import type { Problem } from './problems.ts';

export const META: Record<'journey' | 'screen' | 'brand' | 'locale' | 'language', string> = {
  journey: 'schemas/meta/journey.schema.json',
  screen: 'schemas/meta/screen.schema.json',
  brand: 'schemas/meta/brand.schema.json',
  locale: 'schemas/meta/locale.schema.json',
  language: 'schemas/meta/language.schema.json',
};

/**
 * Meta-schemas are compiled by the one Ajv set-up (engine/config/ajv.ts), strict as staff checks
 * are, with the locale file's meta-schema known by its id (a brand's `translations` are locale files).
 */
const ajvFor = (root: string, kind: keyof typeof META) => () => {
  const ajv = createAjv('staff');
  if (kind !== 'locale') ajv.addSchema(readJson(join(root, META.locale)) as object);
  return ajv;
};

export function checkMeta(set: ConfigSet): { problems: Problem[]; resolved: Problem[] } {
  const problems: Problem[] = [];
  const resolved: Problem[] = [];
  const check = (kind: keyof typeof META, file: string, data: unknown, into: Problem[], note = ''): boolean => {
    const v = compileCached(readJson(join(set.root, META[kind])) as object, ajvFor(set.root, kind), 'meta');
    if (v(data)) return true;
    for (const e of v.errors ?? []) {
      if (e.keyword === 'if') continue; // the branch's own errors say what is wrong
      const extra = e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : e.keyword === 'enum' ? `: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` : '';
      into.push({ file, pointer: e.instancePath, message: `${e.message ?? 'invalid'}${extra} (${META[kind]}${note})` });
    }
    return false;
  };
  for (const j of Object.values(set.journeys)) check('journey', j.file, j.data, problems);
  for (const s of Object.values(set.screens)) {
    if (check('screen', s.file, s.raw ?? s.data, problems)) check('screen', s.file, s.data, resolved, ', after its references are resolved');
  }
  for (const b of Object.values(set.brands)) check('brand', b.file, b.data, problems);
  for (const l of Object.values(set.locales)) {
    check('language', l.language.file, l.language.data, problems);
    for (const f of Object.values(l.files)) check('locale', f.file, f.data, problems);
  }
  return { problems, resolved };
}
