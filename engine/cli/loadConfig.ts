/**
 * Reads every config file (journeys/, schemas/, brands/) from disk for the CLI, tests, the build
 * and the sandbox. Screen files get their `$ref`s to schemas/fields/*.json inlined here, so the
 * browser, the server and the validator all see one resolved schema.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, resolve, sep } from 'node:path';
import type { Journey } from '../types/journey.ts';
import type { Screen } from '../types/screen.ts';
import type { BrandFile } from '../brand.ts';

export interface Loaded<T> {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  data: T;
}

export interface ConfigSet {
  root: string;
  journeys: Record<string, Loaded<Journey>>;
  /** Screens by id (their path under schemas/ without .json), schema refs inlined. */
  screens: Record<string, Loaded<Screen>>;
  /** Brand files by org code, `_defaults` included. */
  brands: Record<string, Loaded<BrandFile>>;
  /** Problems met while reading (bad JSON, unreadable refs). */
  readProblems: { file: string; pointer: string; message: string }[];
}

/** Folders under schemas/ that are not screens. */
export const NON_SCREEN_DIRS = ['meta', 'data', 'fields', 'api', 'shell', 'conditions'];

export const posix = (p: string): string => p.split(sep).join('/');

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listJson(p));
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

export function findRoot(start = process.cwd()): string {
  let dir = resolve(start);
  while (!existsSync(join(dir, 'journeys')) || !existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`No journeys/ folder above ${start}`);
    dir = up;
  }
  return dir;
}

/** Replaces {"$ref": "../fields/x.json", ...} by the file's schema, sibling keys (title, ...) kept on top. */
export function inlineFieldRefs(node: unknown, fromDir: string, root: string, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineFieldRefs(n, fromDir, root, seen));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  const ref = obj.$ref;
  if (typeof ref === 'string' && ref.endsWith('.json')) {
    const target = resolve(fromDir, ref);
    const rel = posix(relative(root, target));
    if (!rel.startsWith('schemas/fields/')) throw new Error(`$ref ${ref} must point into schemas/fields/`);
    if (seen.includes(target)) throw new Error(`$ref cycle through ${rel}`);
    const { $schema: _s, $ref: _r, ...fieldSchema } = readJson(target) as Record<string, unknown>;
    const { $ref: _own, ...siblings } = obj;
    const inlined = inlineFieldRefs(fieldSchema, dirname(target), root, [...seen, target]) as Record<string, unknown>;
    return { ...inlined, ...(inlineFieldRefs(siblings, fromDir, root, seen) as Record<string, unknown>) };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = inlineFieldRefs(v, fromDir, root, seen);
  return out;
}

export function loadConfig(root = findRoot()): ConfigSet {
  const set: ConfigSet = { root, journeys: {}, screens: {}, brands: {}, readProblems: [] };
  const read = <T>(path: string): Loaded<T> | null => {
    const file = posix(relative(root, path));
    try {
      return { file, data: readJson(path) as T };
    } catch (e) {
      set.readProblems.push({ file, pointer: '', message: `cannot read: ${(e as Error).message}` });
      return null;
    }
  };
  for (const path of listJson(join(root, 'journeys'))) {
    const j = read<Journey>(path);
    if (j) set.journeys[posix(relative(join(root, 'journeys'), path)).replace(/\.json$/, '')] = j;
  }
  const schemasDir = join(root, 'schemas');
  for (const path of listJson(schemasDir)) {
    const id = posix(relative(schemasDir, path)).replace(/\.json$/, '');
    if (NON_SCREEN_DIRS.includes(id.split('/')[0]!)) continue;
    const s = read<Screen>(path);
    if (!s) continue;
    try {
      if (s.data.schema) s.data = { ...s.data, schema: inlineFieldRefs(s.data.schema, dirname(path), root) as Record<string, unknown> };
    } catch (e) {
      set.readProblems.push({ file: s.file, pointer: '/schema', message: (e as Error).message });
    }
    set.screens[id] = s;
  }
  for (const path of listJson(join(root, 'brands'))) {
    const b = read<BrandFile>(path);
    if (b) set.brands[posix(relative(join(root, 'brands'), path)).replace(/\.json$/, '')] = b;
  }
  return set;
}

/** The brand sources the engine's resolveBrand takes. */
export function brandSources(set: ConfigSet): { defaults: BrandFile; brands: Record<string, BrandFile> } {
  const defaults = set.brands._defaults?.data ?? ({ orgCode: '_defaults' } as BrandFile);
  const brands: Record<string, BrandFile> = {};
  for (const [code, b] of Object.entries(set.brands)) if (code !== '_defaults') brands[code] = b.data;
  return { defaults, brands };
}
