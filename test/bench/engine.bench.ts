/**
 * `npm run bench`, engine part: decision timings in microseconds with rules interpreted (walked on
 * every call, as before they were compiled) and compiled (now), next to plain json-logic-js apply
 * on the same rules, and the engine's browser bundle size. Prints numbers; never fails on them.
 * Both engines are bundled by esbuild the same way; the interpreted one has
 * test/bench/support/interpretedEvaluate.ts in place of engine/logic/evaluate.ts.
 */
import jsonLogic from 'json-logic-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import type { Journey, NamedConditions } from '../../engine/index.ts';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { operations } from '../../engine/logic/operations.ts';
import { timeTogether, type Timing } from './support/timing.ts';
import { appParts } from '../helpers/data.ts';

type Engine = typeof import('../../engine/index.ts');

// Plain json-logic-js knows our named operations too (the engines bundle their own copy).
for (const [name, op] of Object.entries(operations)) jsonLogic.add_operation(name, op.fn as (...args: unknown[]) => unknown);

const heloc = loadConfig().journeys.heloc!.data as Journey;
const dir = mkdtempSync(join(tmpdir(), 'heloc-engine-bench-'));

const interpretedRules: Plugin = {
  name: 'interpreted-rules',
  setup(b) {
    b.onResolve({ filter: /\/logic\/evaluate\.ts$/ }, (args) =>
      args.importer.includes(`${join('engine')}`) && !args.importer.includes('interpretedEvaluate')
        ? { path: resolve('test/bench/support/interpretedEvaluate.ts') }
        : undefined);
  },
};

async function bundle(name: string, plugins: Plugin[], browser = false) {
  const out = await build({
    entryPoints: ['engine/index.ts'], bundle: true, format: 'esm', write: !browser, logLevel: 'silent', plugins,
    ...(browser ? { minify: true, platform: 'browser' as const } : { platform: 'node' as const, outfile: join(dir, `${name}.mjs`) }),
  });
  return out.outputFiles?.[0]?.contents;
}

await bundle('interpreted', [interpretedRules]);
await bundle('compiled', []);
const engines: Record<'interpreted' | 'compiled', Engine> = {
  interpreted: await import(pathToFileURL(join(dir, 'interpreted.mjs')).href),
  compiled: await import(pathToFileURL(join(dir, 'compiled.mjs')).href),
};
rmSync(dir, { recursive: true, force: true });

/** The rule with {"ref": name} replaced by the named condition, so plain json-logic-js can run it. */
function inline(rule: unknown, conds: NamedConditions): unknown {
  if (Array.isArray(rule)) return rule.map((r) => inline(r, conds));
  if (rule === null || typeof rule !== 'object') return rule;
  const [op, args] = Object.entries(rule)[0]!;
  if (op === 'ref') return inline(conds[args as string]!.when, conds);
  return { [op]: inline(args, conds) };
}

const UUID = '0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10';
const profile = { uuid: 'p1', name: { firstName: 'Ada', lastName: 'Lovelace' }, dob: { day: 1, month: 2, year: 1970 }, hasSsn: true, addresses: [{ uuid: 'a1', ownership: 'SOLE' }] };
const complete = appParts({
  uuid: UUID, selectedPropertyUuid: 'a1', consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }], term: 10, amount: 50000, rate: 8.5, hasHmda: true,
  disburseAccount: { uuid: 'd1', routingNumber: '011000015' }, autopayAccount: { uuid: 'p1' }, payType: 'AUTOPAY', documents: [{ type: 'DRIVERS_LICENSE_FRONT' }],
  property: { state: 'TX' }, coDeedStatus: 'COMPLETE', insurance: { complete: true },
  status: { liensComplete: true, disclosurelistSummaryReady: true, disclosurelistSummaryComplete: true, uwSubDecision: 'FINAL_OFFER', disclosurelistClosingReady: true, disclosurelistClosingComplete: true, disclosurelistNotaryReady: true, primaryParticipantAcceptComplete: true, checklistStatus: 'FUNDABLE', bpo: 'REQUIRED' },
});
const statuses = [...heloc.statusRouting!.vocabulary.routed, ...heloc.statusRouting!.vocabulary.stopPolling, 'SOFT_CREDIT'];
const conditions = heloc.conditions ?? {};
const rows = heloc.statusRouting!.rows.map((r) => ({ ...r, plain: r.when === undefined ? undefined : inline(r.when, conditions) }));
const triggers = heloc.stepMachine!.triggers.map((t) => ({ ...t, plain: inline(t.when, conditions) }));
const rowCtx = (i: number) => ({ app: complete, profile, serverStatus: statuses[i % statuses.length]!, path: '', query: {} });

/** The first status row that holds, the way routeForStatus scans them, with the given evaluator. */
const firstRow = (holds: (rule: unknown, ctx: unknown) => boolean) => (i: number) => {
  const ctx = rowCtx(i);
  for (const r of rows) {
    if (r.statuses && !r.statuses.includes(ctx.serverStatus)) continue;
    if (r.plain === undefined || holds(r, ctx)) return r.id;
  }
  return null;
};
const everyTrigger = (holds: (rule: unknown, ctx: unknown) => boolean) => () => {
  const ctx = { app: complete, profile, state: 'PROFILE' };
  let fired = 0;
  for (const t of triggers) if (holds(t, ctx)) fired++;
  return fired;
};
const plain = (r: unknown, ctx: unknown) => jsonLogic.truthy(jsonLogic.apply((r as { plain: never }).plain, ctx as never));
const viaEngine = (e: Engine, trace: boolean) => (r: unknown, ctx: unknown) => e.holds((r as { when: unknown }).when, ctx, { conditions, trace }).holds;

const decisions: [string, (e: Engine) => (i: number) => unknown][] = [
  ['routeForStatus, with its trace', (e) => (i) => e.routeForStatus(heloc, { status: statuses[i % statuses.length]!, app: complete, profile })],
  ['routeForStatus, with the clause trace', (e) => (i) => e.routeForStatus(heloc, { status: statuses[i % statuses.length]!, app: complete, profile, clauses: true })],
  ['runStepMachine, full run with its trace', (e) => () => e.runStepMachine(heloc, { app: complete, profile })],
  ['runStepMachine, with the clause trace', (e) => () => e.runStepMachine(heloc, { app: complete, profile, clauses: true })],
];
const ruleSets: [string, (h: (r: unknown, c: unknown) => boolean) => (i: number) => unknown][] = [['status rows', firstRow], ['step-machine triggers', everyTrigger]];

const fmt = (t: Timing) => `${t.median.toFixed(2).padStart(7)} ${t.p95.toFixed(2).padStart(7)}`;
const head = (title: string) => console.log(`${title.padEnd(46)} ${'interpreted'.padStart(15)} ${'compiled'.padStart(15)}   ratio`);

head('engine decisions (µs per call: median, p95)');
const timings: Record<string, Record<string, Timing>> = {};
for (const [name, make] of decisions) {
  const t = timeTogether({ interpreted: make(engines.interpreted), compiled: make(engines.compiled) });
  timings[name] = t;
  console.log(`  ${name.padEnd(44)} ${fmt(t.interpreted!)} ${fmt(t.compiled!)}   ${(t.compiled!.median / t.interpreted!.median).toFixed(2)}×`);
}
head('the same rules alone');
for (const [name, run] of ruleSets) {
  for (const trace of [false, true]) {
    const t = timeTogether({
      interpreted: run(viaEngine(engines.interpreted, trace)), compiled: run(viaEngine(engines.compiled, trace)), plain: run(plain),
    });
    timings[`${name}${trace ? ', clause trace' : ''}`] = t;
    console.log(`  ${`${name}, ${trace ? 'with the clause trace' : 'no trace'}`.padEnd(44)} ${fmt(t.interpreted!)} ${fmt(t.compiled!)}   ${(t.compiled!.median / t.interpreted!.median).toFixed(2)}×   plain json-logic-js ${fmt(t.plain!)}`);
  }
}
const ratio = (a: string, b: string, variant = 'compiled') => (timings[a]![variant]!.median / timings[b]!.plain!.median).toFixed(2);
console.log('against plain json-logic-js on the same rules (issue 13 item 4: a decision with its full trace ≤ 1×, rules without the trace < 1×)');
console.log(`  routeForStatus with the clause trace ÷ plain rows     ${ratio('routeForStatus, with the clause trace', 'status rows').padStart(6)}×`);
console.log(`  status rows without trace ÷ plain rows               ${ratio('status rows', 'status rows').padStart(6)}×`);
console.log(`  runStepMachine with the clause trace ÷ plain triggers ${ratio('runStepMachine, with the clause trace', 'step-machine triggers').padStart(5)}×`);
console.log(`  triggers without trace ÷ plain triggers              ${ratio('step-machine triggers', 'step-machine triggers').padStart(6)}×`);

const browserBytes = async (plugins: Plugin[]) => {
  const bytes = (await bundle('browser', plugins, true))!;
  return `${String(bytes.length).padStart(8)} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`;
};
console.log('engine browser bundle (esbuild, minified, with json-logic-js)');
console.log(`  ${'interpreted rules'.padEnd(44)} ${await browserBytes([interpretedRules])}`);
console.log(`  ${'compiled rules'.padEnd(44)} ${await browserBytes([])}`);
