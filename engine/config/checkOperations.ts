/**
 * `journey validate` for the lender API operation table (schemas/operations.json): the file against
 * its meta-schema (schemas/meta/operations.schema.json); no two operations on the same method and
 * path (a route would answer for both; a websocket is a GET); every `{param}` a whole camelCase
 * segment, named once; `upstream` the path's first segment; every screen's `submit.api` an operation
 * marked `screen: true`; and every source of every request body a screen with a schema or a file
 * under schemas/api/ (the sandbox compiles them all when it starts, so a screen deleted or renamed
 * while a body still names it would stop the server from starting).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from './ajv.ts';
import { compileCached } from './compileCache.ts';
import { readJson, type ConfigSet } from './loadConfig.ts';
import { didYouMean, pointer, type Problem } from './problems.ts';
import { bodiesOf, OPERATIONS_FILE, readOperationTable } from './operationTable.ts';
import type { OperationTable } from '../types/operations.ts';

export const OPERATIONS_META = 'schemas/meta/operations.schema.json';

/** Problems of the table itself (file schemas/operations.json), and of screens' `submit.api` (in the screens' files, for relocating). */
export function checkOperations(set: ConfigSet): { problems: Problem[]; inScreens: Problem[] } {
  const full = join(set.root, OPERATIONS_FILE);
  if (!existsSync(full)) return { problems: [], inScreens: [] };
  let data: unknown;
  try {
    data = readJson(full);
  } catch (e) {
    return { problems: [{ file: OPERATIONS_FILE, pointer: '', message: `does not parse: ${(e as Error).message}` }], inScreens: [] };
  }
  const meta = checkOperationsMeta(set.root, data);
  if (meta.length > 0) return { problems: meta, inScreens: [] };
  const table = data as OperationTable;
  return { problems: [...checkPaths(table), ...checkBodySources(set, table), ...checkResponses(set, table)], inScreens: checkScreenApis(set, table) };
}

/** Every `response` names a schema of schemas/data/ (its type is generated from it, engine/types/responses.ts). */
function checkResponses(set: ConfigSet, table: OperationTable): Problem[] {
  const dir = join(set.root, 'schemas/data');
  const known = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.schema.json')) : [];
  return Object.entries(table.operations).flatMap(([name, op]) => {
    if (op.response === undefined || known.includes(op.response)) return [];
    return [{ file: OPERATIONS_FILE, pointer: pointer('operations', name, 'response'), message: `"${op.response}" is not a schema of schemas/data/${didYouMean(op.response, known)}` }];
  });
}

function checkOperationsMeta(root: string, data: unknown): Problem[] {
  const v = compileCached(readJson(join(root, OPERATIONS_META)) as object, () => createAjv('staff'), 'meta');
  if (v(data)) return [];
  return (v.errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : e.keyword === 'enum' ? `: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` : '';
    return { file: OPERATIONS_FILE, pointer: e.instancePath, message: `${e.message ?? 'invalid'}${extra} (${OPERATIONS_META})` };
  });
}

const PARAM_SEGMENT = /^\{[a-z][a-zA-Z0-9]*\}$/;

/** Methods, paths and their params, and upstreams. */
function checkPaths(table: OperationTable): Problem[] {
  const out: Problem[] = [];
  const seen = new Map<string, string>();
  for (const [name, op] of Object.entries(table.operations)) {
    const at = (key: string) => pointer('operations', name, key);
    const segments = op.path.split('/').slice(1);
    const params: string[] = [];
    segments.forEach((seg, i) => {
      if (!seg.includes('{') && !seg.includes('}')) return;
      if (!PARAM_SEGMENT.test(seg)) {
        out.push({ file: OPERATIONS_FILE, pointer: at('path'), message: `segment ${i + 1} "${seg}" is not a well-formed {param}: a placeholder is a whole segment named in camelCase, like {uuid}` });
        return;
      }
      const param = seg.slice(1, -1);
      if (params.includes(param)) out.push({ file: OPERATIONS_FILE, pointer: at('path'), message: `{${param}} appears twice: each param of a path has its own name` });
      params.push(param);
    });
    if (segments[0] !== op.upstream) {
      out.push({ file: OPERATIONS_FILE, pointer: at('upstream'), message: `upstream "${op.upstream}" is not the path's first segment "${segments[0] ?? ''}": a gateway sends ${op.path} to "${segments[0] ?? ''}"` });
    }
    // One route per method and path: a websocket upgrade is a GET, and params match whatever their names.
    const route = `${op.method === 'WS' ? 'GET' : op.method} ${segments.map((s) => (PARAM_SEGMENT.test(s) ? '{}' : s)).join('/')}`;
    const first = seen.get(route);
    if (first !== undefined) {
      out.push({ file: OPERATIONS_FILE, pointer: at('path'), message: `${op.method} ${op.path} is also operation "${first}": two operations cannot share a method and path (the route would answer for both); rename or remove one` });
    } else seen.set(route, name);
  }
  return out;
}

/** Every body source is a screen with a schema or an API schema. */
function checkBodySources(set: ConfigSet, table: OperationTable): Problem[] {
  const apiDir = join(set.root, 'schemas/api');
  const apis = existsSync(apiDir) ? readdirSync(apiDir).filter((f) => f.endsWith('.json')).map((f) => `api/${f.replace(/\.json$/, '')}`) : [];
  const known = [...Object.keys(set.screens).filter((id) => set.screens[id]!.data.schema), ...apis];
  const out: Problem[] = [];
  for (const { name, body, at } of bodiesOf(table)) {
    body.sources.forEach((source, i) => {
      const id = typeof source === 'string' ? source : source.id;
      const where = typeof source === 'string' ? `${at}/sources/${i}` : `${at}/sources/${i}/id`;
      if (id.startsWith('api/') ? apis.includes(id) : set.screens[id]?.data.schema) return;
      const why = set.screens[id] ? `screen "${id}" has no schema to validate with` : `"${id}" is no screen or API schema${didYouMean(id, known)}`;
      out.push({ file: OPERATIONS_FILE, pointer: where, message: `${why}: the sandbox would not start (operation "${name}")` });
    });
  }
  return out;
}

/** A screen submits to an operation marked `screen: true`. */
function checkScreenApis(set: ConfigSet, table: OperationTable): Problem[] {
  const screenOps = Object.keys(table.operations).filter((n) => table.operations[n]!.screen);
  const out: Problem[] = [];
  for (const s of Object.values(set.screens)) {
    const api = s.data.submit?.api;
    if (api === undefined || screenOps.includes(api)) continue;
    const message = Object.hasOwn(table.operations, api)
      ? `API operation "${api}" is not one a screen may submit to: mark it \`screen: true\` in ${OPERATIONS_FILE} if its body is a screen's answers`
      : `unknown API operation "${api}"${didYouMean(api, screenOps)}; a screen may submit to: ${screenOps.join(', ')} (${OPERATIONS_FILE})`;
    out.push({ file: s.file, pointer: pointer('submit', 'api'), message });
  }
  return out;
}

/** API schemas composed with a screen's own (the body a screen submits): their messages reach the screen. */
export function apiSchemasOfScreens(root: string): string[] {
  const table = readOperationTable(root);
  if (!table) return [];
  const ids = bodiesOf(table).flatMap(({ body }) => {
    const sources = body.sources.map((s) => (typeof s === 'string' ? s : s.id));
    return sources.some((s) => !s.startsWith('api/')) ? sources.filter((s) => s.startsWith('api/')) : [];
  });
  return [...new Set(ids)].filter((id) => existsSync(join(root, 'schemas', `${id}.json`)));
}
