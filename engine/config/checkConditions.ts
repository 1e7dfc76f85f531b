/**
 * `journey validate` for the condition cards (schemas/conditions/categories.json): the meta-schema,
 * then every link must lead to a declared journey route (its path part, query left off).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from './ajv.ts';
import { readJson } from './loadConfig.ts';
import { compileCached } from './compileCache.ts';
import { matchPath } from '../paths.ts';
import { pointer, type Problem } from './problems.ts';

export const CONDITIONS_FILE = 'schemas/conditions/categories.json';
export const CONDITIONS_META = 'schemas/meta/conditions.schema.json';

export function checkConditions(root: string, allRoutes: readonly string[]): Problem[] {
  const full = join(root, CONDITIONS_FILE);
  if (!existsSync(full)) return [];
  const file = CONDITIONS_FILE;
  const data = readJson(full) as { links?: Record<string, Record<string, string>> };
  const validate = compileCached(readJson(join(root, CONDITIONS_META)) as object, () => createAjv('staff'), 'meta');
  if (!validate(data)) {
    return (validate.errors ?? []).map((e) => ({ file, pointer: e.instancePath, message: `${e.message ?? 'invalid'}${e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : ''} (${CONDITIONS_META})` }));
  }
  const problems: Problem[] = [];
  for (const [action, areas] of Object.entries(data.links ?? {})) {
    for (const [area, link] of Object.entries(areas)) {
      const path = link.split('?')[0]!.replace(/\{uuid\}/g, '00000000-0000-4000-8000-000000000000');
      if (!allRoutes.some((r) => matchPath(r, path) !== null)) problems.push({ file, pointer: pointer('links', action, area), message: `link "${link}" leads to no journey route` });
    }
  }
  return problems;
}
