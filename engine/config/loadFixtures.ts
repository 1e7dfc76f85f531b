/**
 * Reads fixtures/ (schemas/meta/fixture.schema.json, fixture-index.schema.json) from disk for
 * `journey validate`, the tests and the sandbox's gallery. A fixture's id is its path under
 * fixtures/ without .json; fixtures/index.json is the index, not a fixture.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { posix, readJson, type Loaded } from './loadConfig.ts';
import type { FixtureFile, FixtureIndex } from '../fixtures.ts';

export const FIXTURES_DIR = 'fixtures';
export const FIXTURE_INDEX = 'fixtures/index.json';

export interface FixtureSet {
  files: Record<string, Loaded<FixtureFile>>;
  index: Loaded<FixtureIndex> | null;
  readProblems: { file: string; pointer: string; message: string }[];
}

function listJson(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listJson(p));
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

/** Every fixture under `root`/fixtures (an empty set when the folder does not exist). */
export function loadFixtures(root: string): FixtureSet {
  const set: FixtureSet = { files: {}, index: null, readProblems: [] };
  const dir = join(root, FIXTURES_DIR);
  if (!existsSync(dir)) return set;
  for (const path of listJson(dir)) {
    const file = posix(relative(root, path));
    let data: unknown;
    try {
      data = readJson(path);
    } catch (e) {
      set.readProblems.push({ file, pointer: '', message: `cannot read: ${(e as Error).message}` });
      continue;
    }
    if (file === FIXTURE_INDEX) set.index = { file, data: data as FixtureIndex };
    else set.files[file.slice(FIXTURES_DIR.length + 1, -'.json'.length)] = { file, data: data as FixtureFile };
  }
  return set;
}

/** The fixture files' data by id, as the engine's resolveFixture takes them. */
export const fixtureData = (set: FixtureSet): Record<string, FixtureFile> =>
  Object.fromEntries(Object.entries(set.files).map(([id, f]) => [id, f.data]));
