/**
 * Screens and API schemas the sandbox names exist: every source of every operation in
 * sandbox/validation/operations.json is a screen with a schema or a file under schemas/api/.
 * The sandbox compiles them all when it starts, so a screen deleted or renamed while the
 * sandbox still names it would stop the server from starting.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from './loadConfig.ts';
import { didYouMean, pointer, type Problem } from './problems.ts';
import type { ConfigSet } from './loadConfig.ts';

export const OPERATIONS_FILE = 'sandbox/validation/operations.json';

type Source = string | { id: string; optional?: boolean };

export function checkSandboxNames(set: ConfigSet): Problem[] {
  const full = join(set.root, OPERATIONS_FILE);
  if (!existsSync(full)) return [];
  const table = readJson(full) as { operations?: Record<string, { sources?: Source[] }> };
  const apiDir = join(set.root, 'schemas/api');
  const apis = existsSync(apiDir) ? readdirSync(apiDir).filter((f) => f.endsWith('.json')).map((f) => `api/${f.replace(/\.json$/, '')}`) : [];
  const known = [...Object.keys(set.screens).filter((id) => set.screens[id]!.data.schema), ...apis];
  const out: Problem[] = [];
  for (const [name, op] of Object.entries(table.operations ?? {})) {
    (op.sources ?? []).forEach((source, i) => {
      const id = typeof source === 'string' ? source : source.id;
      const at = typeof source === 'string' ? pointer('operations', name, 'sources', i) : pointer('operations', name, 'sources', i, 'id');
      if (id.startsWith('api/') ? apis.includes(id) : set.screens[id]?.data.schema) return;
      const why = set.screens[id] ? `screen "${id}" has no schema to validate with` : `"${id}" is no screen or API schema${didYouMean(id, known)}`;
      out.push({ file: OPERATIONS_FILE, pointer: at, message: `${why}: the sandbox would not start (operation "${name}")` });
    });
  }
  return out;
}

/** API schemas composed with a screen's own (the body a screen submits): their messages reach the screen. */
export function apiSchemasOfScreens(root: string): string[] {
  const full = join(root, OPERATIONS_FILE);
  if (!existsSync(full)) return [];
  const table = readJson(full) as { operations?: Record<string, { sources?: Source[] }> };
  const ids = Object.values(table.operations ?? {}).flatMap((op) => {
    const sources = (op.sources ?? []).map((s) => (typeof s === 'string' ? s : s.id));
    return sources.some((s) => !s.startsWith('api/')) ? sources.filter((s) => s.startsWith('api/')) : [];
  });
  return [...new Set(ids)].filter((id) => existsSync(join(root, 'schemas', `${id}.json`)));
}
