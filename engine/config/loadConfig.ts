/**
 * Reads every config file (journeys/, schemas/, brands/) from disk for the CLI, tests and the
 * build. Screen files get their `$ref`s to shared parts (schemas/fields/*.json, another screen's
 * rules or sub-form) resolved here by engine/config/resolveRefs.ts, the resolver the sandbox uses too,
 * so the browser, the server and the validator all see one resolved screen.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, resolve, sep } from 'node:path';
import { parseJson } from './jsonText.ts';
import { resolveFile, type Origin, type RefContext } from './resolveRefs.ts';
import type { Journey } from '../types/journey.ts';
import type { Screen } from '../types/screen.ts';
import type { BrandFile } from '../brand.ts';
import type { Language } from '../types/language.ts';
import type { LocaleFile } from '../types/locale.ts';

/** One language of locales/<code>/: how it is named and formatted, and its strings files by name. */
export interface LocaleSet {
  language: Loaded<Language>;
  files: Record<string, Loaded<LocaleFile>>;
}

export interface Loaded<T> {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  data: T;
  /** The file as written, before its references were resolved (screens only). */
  raw?: unknown;
  /** Where the parts of `data` taken by reference were written (screens only). */
  origins?: Origin[];
}

export interface ConfigSet {
  root: string;
  journeys: Record<string, Loaded<Journey>>;
  /** Screens by id (their path under schemas/ without .json), references resolved. */
  screens: Record<string, Loaded<Screen>>;
  /** Brand files by org code, `_defaults` included. */
  brands: Record<string, Loaded<BrandFile>>;
  /** Languages by code (locales/<code>/, its _language.json and strings files; engine/locale.ts). */
  locales: Record<string, LocaleSet>;
  /** Problems met while reading (JSON that does not parse, references that lead nowhere). */
  readProblems: { file: string; pointer: string; message: string }[];
}

/** Folders under schemas/ that are not screens. */
export const NON_SCREEN_DIRS = ['meta', 'data', 'fields', 'api', 'shell', 'conditions', 'rules', 'words'];

/** The lender API operation table (schemas/meta/operations.schema.json): under schemas/ for its `$schema` and its sources, but no screen. */
export const OPERATIONS_FILE = 'schemas/operations.json';
/** Files directly under schemas/ that are not screens. */
export const NON_SCREEN_FILES = ['operations'];

/** The languages' folder, and the file naming a language in its folder (schemas/meta/language.schema.json). */
export const LOCALES_DIR = 'locales';
export const LANGUAGE_FILE = '_language.json';

export const posix = (p: string): string => p.split(sep).join('/');

/**
 * Texts that stand in for files while `withEdits` runs: the studio's editor validates a file as
 * staff type it, with the rest of the config as on disk, without writing anything. Every config
 * read goes through readJson, and validation is synchronous, so the overlay cannot leak into another call.
 */
let overlay: ReadonlyMap<string, string | null> | null = null;

/**
 * Runs `fn` (loadConfig, validateConfig, ...) as if each file of `edits` (absolute path → text) held
 * that text; a file mapped to null is as if deleted (a brand the studio created, reverted).
 */
export function withEdits<T>(edits: Record<string, string | null>, fn: () => T): T {
  const previous = overlay;
  overlay = new Map(Object.entries(edits).map(([path, text]) => [resolve(path), text]));
  try {
    return fn();
  } finally {
    overlay = previous;
  }
}

/** True when the file is on disk or the overlay adds it (a logo uploaded with a brand not yet saved). */
export function configFileExists(path: string): boolean {
  const edited = overlay?.get(resolve(path));
  return edited === null ? false : edited !== undefined || existsSync(path);
}

/** Parses a JSON file; a syntax error says line and column (engine/config/jsonText.ts). */
export function readJson(path: string): unknown {
  const edited = overlay?.get(resolve(path));
  if (edited === null) throw new Error(`${path} is deleted by this change`);
  return parseJson(edited ?? readFileSync(path, 'utf8'));
}

/** How config files are resolved: the same for the CLI, the build and the sandbox. */
export function refContext(schemasDir: string): RefContext {
  return { schemasDir: resolve(schemasDir), read: readJson, cache: new Map() };
}

function listJson(dir: string): string[] {
  const out: string[] = [];
  if (existsSync(dir)) {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) out.push(...listJson(p));
      else if (name.endsWith('.json') && overlay?.get(resolve(p)) !== null) out.push(p);
    }
  }
  // A file the overlay adds (a brand being created in the studio) is listed as if it were on disk.
  const inside = resolve(dir) + sep;
  const added = [...(overlay?.entries() ?? [])].filter(([f, t]) => t !== null && f.startsWith(inside) && f.endsWith('.json') && !out.includes(f) && !existsSync(f)).map(([f]) => f);
  return added.length ? [...out, ...added].sort() : out;
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

export function loadConfig(root = findRoot()): ConfigSet {
  const set: ConfigSet = { root, journeys: {}, screens: {}, brands: {}, locales: {}, readProblems: [] };
  const read = <T>(path: string): Loaded<T> | null => {
    const file = posix(relative(root, path));
    try {
      return { file, data: readJson(path) as T };
    } catch (e) {
      set.readProblems.push({ file, pointer: '', message: `does not parse: ${(e as Error).message}` });
      return null;
    }
  };
  for (const path of listJson(join(root, 'journeys'))) {
    const j = read<Journey>(path);
    if (j) set.journeys[posix(relative(join(root, 'journeys'), path)).replace(/\.json$/, '')] = j;
  }
  const schemasDir = join(root, 'schemas');
  const refs = refContext(schemasDir);
  for (const path of listJson(schemasDir)) {
    const id = posix(relative(schemasDir, path)).replace(/\.json$/, '');
    if (NON_SCREEN_DIRS.includes(id.split('/')[0]!) || NON_SCREEN_FILES.includes(id)) continue;
    const s = read<Screen>(path);
    if (!s) continue;
    const resolved = resolveFile(resolve(path), refs);
    for (const p of resolved.problems) set.readProblems.push({ file: s.file, pointer: p.pointer, message: p.message });
    set.screens[id] = { file: s.file, data: resolved.value as Screen, raw: s.data, origins: resolved.origins };
  }
  for (const path of listJson(join(root, 'brands'))) {
    const b = read<BrandFile>(path);
    if (b) set.brands[posix(relative(join(root, 'brands'), path)).replace(/\.json$/, '')] = b;
  }
  const localesDir = join(root, LOCALES_DIR);
  for (const code of existsSync(localesDir) ? readdirSync(localesDir).sort() : []) {
    const dir = join(localesDir, code);
    if (!statSync(dir).isDirectory()) continue;
    const language = read<Language>(join(dir, LANGUAGE_FILE));
    if (!language) continue;
    const files: Record<string, Loaded<LocaleFile>> = {};
    for (const path of listJson(dir)) {
      const name = posix(relative(dir, path)).replace(/\.json$/, '');
      if (name === LANGUAGE_FILE.replace(/\.json$/, '')) continue;
      const f = read<LocaleFile>(path);
      if (f) files[name] = f;
    }
    set.locales[code] = { language, files };
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
