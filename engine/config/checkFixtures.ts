/**
 * `journey validate` for fixtures/ (the gallery's sample data): each file against
 * schemas/meta/fixture.schema.json; the fixtures it names exist and are of the right kind; its data,
 * merged over what it extends, against schemas/data/*.schema.json (a problem is reported in the
 * file that sets the bad value); an application's status is in the status vocabulary. Then the
 * index and what screens read (checkFixtureIndex.ts).
 */
import { join } from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from './ajv.ts';
import { FIXTURE_REFS, FixtureError, mergedFixture, type FixtureFile } from '../fixtures.ts';
import { classifyStatus } from '../statusRouter.ts';
import { readJson, type ConfigSet } from './loadConfig.ts';
import { fixtureData, loadFixtures, type FixtureSet } from './loadFixtures.ts';
import { checkFixtureIndex } from './checkFixtureIndex.ts';
import { didYouMean, pointer, type Problem } from './problems.ts';
import { pointerSegments } from '../pointer.ts';

export const FIXTURE_META = 'schemas/meta/fixture.schema.json';
const DATA = 'schemas/data';

export function checkFixtures(set: ConfigSet, fixtures: FixtureSet = loadFixtures(set.root)): Problem[] {
  const problems: Problem[] = [...fixtures.readProblems];
  if (Object.keys(fixtures.files).length === 0 && !fixtures.index) return problems;
  const meta = metaValidator(set.root);
  for (const f of Object.values(fixtures.files)) {
    if (!meta(f.data)) problems.push(...(meta.errors ?? []).map((e) => ({ file: f.file, pointer: e.instancePath, message: `${describe(e)} (${FIXTURE_META})` })));
  }
  if (problems.length > 0) return problems; // the checks below assume well-formed files

  const files = fixtureData(fixtures);
  const ids = Object.keys(files);
  const data = dataValidators(set.root);
  const heloc = set.journeys.heloc?.data;
  const seen = new Set<string>();
  const push = (p: Problem) => {
    const key = `${p.file}#${p.pointer}: ${p.message}`;
    if (!seen.has(key)) { seen.add(key); problems.push(p); }
  };

  for (const [id, { file, data: f }] of Object.entries(fixtures.files)) {
    let broken = false;
    for (const key of ['extends', ...Object.keys(FIXTURE_REFS)] as const) {
      const ref = f[key as keyof FixtureFile] as string | undefined;
      if (ref === undefined) continue;
      const want = key === 'extends' ? f.kind : FIXTURE_REFS[key as keyof typeof FIXTURE_REFS];
      const target = files[ref];
      if (!target) { broken = true; push({ file, pointer: pointer(key), message: `no fixture "${ref}"${didYouMean(ref, ids)}` }); }
      else if (target.kind !== want) { broken = true; push({ file, pointer: pointer(key), message: `"${ref}" is a ${target.kind} fixture; ${key} needs a ${want} fixture` }); }
    }
    let merged: FixtureFile;
    try {
      merged = mergedFixture(id, files);
    } catch (e) {
      if (e instanceof FixtureError) push({ file, pointer: '/extends', message: e.message });
      else throw e;
      continue;
    }
    if (broken) continue;
    const chain = chainOf(id, files);
    for (const [part, validate, schemaFile] of data.partsOf(merged)) {
      if (validate(part.value)) continue;
      for (const e of validate.errors ?? []) {
        const at = `${part.pointer}${e.instancePath}`;
        push({ file: fixtures.files[definedIn(at, chain, files)]!.file, pointer: at, message: `${describe(e)} (${schemaFile})` });
      }
    }
    const status = merged.kind === 'application' ? merged.app?.serverStatus : undefined;
    if (heloc && typeof status === 'string' && classifyStatus(heloc, status) === null) {
      const known = [...heloc.statusRouting!.vocabulary.stopPolling, ...heloc.statusRouting!.vocabulary.keepPolling, ...heloc.statusRouting!.vocabulary.routed];
      push({ file: fixtures.files[definedIn('/app/serverStatus', chain, files)]!.file, pointer: '/app/serverStatus', message: `status "${status}" is not in the status vocabulary (journeys/heloc.json)${didYouMean(status, known)}` });
    }
    if (merged.kind === 'application' && typeof status !== 'string') push({ file, pointer: '/app', message: 'an application fixture needs app.serverStatus (the status it is at)' });
  }
  if (problems.length > 0) return problems;
  return checkFixtureIndex(set, fixtures);
}

function describe(e: ErrorObject): string {
  const p = e.params as { additionalProperty?: string; allowedValues?: unknown[] };
  if (e.keyword === 'additionalProperties') return `${e.message} "${p.additionalProperty}"`;
  if (e.keyword === 'enum') return `${e.message}: ${(p.allowedValues ?? []).map((v) => (v === null ? 'null' : String(v))).join(', ')}`;
  return e.message ?? 'invalid';
}

/** The fixture itself, then what it extends, and so on. */
function chainOf(id: string, files: Record<string, FixtureFile>): string[] {
  const out: string[] = [];
  for (let cur: string | undefined = id; cur && files[cur] && !out.includes(cur); cur = files[cur]!.extends) out.push(cur);
  return out;
}

/** The file of the chain that sets the longest part of `at` (the nearest one on a tie). */
function definedIn(at: string, chain: string[], files: Record<string, FixtureFile>): string {
  const segs = pointerSegments(at);
  let best = chain[0]!;
  let bestDepth = -1;
  for (const id of chain) {
    let node: unknown = files[id];
    let depth = 0;
    for (const seg of segs) {
      if (node === null || typeof node !== 'object' || !Object.hasOwn(node, seg)) break;
      node = (node as Record<string, unknown>)[seg];
      depth++;
    }
    if (depth > bestDepth) { best = id; bestDepth = depth; }
  }
  return best;
}

function metaValidator(root: string): ValidateFunction {
  // Data parts are checked against schemas/data with their own pointers; the meta-schema's `$ref`s
  // to them are there for editors' completion only.
  const withoutDataRefs = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(withoutDataRefs);
    if (node === null || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string' && obj.$ref.startsWith('../data/')) return {};
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, withoutDataRefs(v)]));
  };
  const ajv = createAjv('staff');
  return ajv.compile(withoutDataRefs(readJson(join(root, FIXTURE_META))) as object);
}

type Part = { pointer: string; value: unknown };

function dataValidators(root: string) {
  const ajv = createAjv('staff');
  for (const name of ['application', 'signer', 'closing', 'profile', 'flags', 'condition', 'notification', 'context']) {
    const schema = readJson(join(root, DATA, `${name}.schema.json`)) as Record<string, unknown>;
    // context.schema.json refers to the brand meta-schema; only its `originator` part is used here.
    ajv.addSchema(name === 'context' ? { $id: 'context.schema.json', definitions: { originator: (schema.properties as Record<string, unknown>).originator } } : schema);
  }
  const compile = (s: object, file: string): [ValidateFunction, string] => [ajv.compile(s), file];
  const v = {
    app: compile({ $ref: 'application.schema.json' }, `${DATA}/application.schema.json`),
    signer: compile({ $ref: 'signer.schema.json' }, `${DATA}/signer.schema.json`),
    originator: compile({ $ref: 'context.schema.json#/definitions/originator' }, `${DATA}/context.schema.json`),
    profile: compile({ $ref: 'profile.schema.json' }, `${DATA}/profile.schema.json`),
    flags: compile({ $ref: 'flags.schema.json' }, `${DATA}/flags.schema.json`),
    conditions: compile({ type: 'array', items: { $ref: 'condition.schema.json' } }, `${DATA}/condition.schema.json`),
    notifications: compile({ type: 'array', items: { $ref: 'notification.schema.json' } }, `${DATA}/notification.schema.json`),
    offers: compile({ $ref: 'application.schema.json#/properties/offers' }, `${DATA}/application.schema.json`),
  };
  return {
    partsOf(f: FixtureFile): [Part, ValidateFunction, string][] {
      const out: [Part, ValidateFunction, string][] = [];
      const add = (pointerTo: string, value: unknown, [fn, file]: [ValidateFunction, string]) => { if (value !== undefined) out.push([{ pointer: pointerTo, value }, fn, file]); };
      add('/app', f.app, v.app);
      add('/signer', f.signer, v.signer);
      add('/originator', f.originator, v.originator);
      const block = v[f.kind as keyof typeof v];
      if (block && f.value !== undefined && !['app', 'signer', 'originator'].includes(f.kind)) add('/value', f.value, block);
      return out;
    },
  };
}
