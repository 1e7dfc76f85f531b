/**
 * `npm run bench`: engine decision timings (microseconds, median of many batches), next to plain
 * json-logic-js apply on the same rules, and the engine's browser bundle size. Prints numbers;
 * never fails on them.
 */
import jsonLogic from 'json-logic-js';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routeForStatus, runStepMachine } from '../../engine/index.ts';
import type { Journey, NamedConditions } from '../../engine/index.ts';
import { loadConfig } from '../../engine/cli/loadConfig.ts';

const config = loadConfig();
const heloc = config.journeys.heloc!.data as Journey;

/** Median microseconds per call, timing batches so the clock's cost does not dominate. */
function measure(fn: (i: number) => unknown, { batches = 200, perBatch = 50 } = {}): { median: number; p95: number } {
  for (let i = 0; i < 2000; i++) fn(i); // warm up the JIT
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < perBatch; i++) fn(b * perBatch + i);
    samples.push(Number(process.hrtime.bigint() - t0) / 1000 / perBatch);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]! };
}

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
const complete = {
  uuid: UUID, selectedPropertyUuid: 'a1', consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }], term: 10, amount: 50000, rate: 8.5, hasHmda: true,
  disburseAccount: { uuid: 'd1', routingNumber: '011000015' }, autopayAccount: { uuid: 'p1' }, payType: 'AUTOPAY', documents: [{ type: 'DRIVERS_LICENSE_FRONT' }],
  property: { state: 'TX' }, coDeedStatus: 'COMPLETE', insurance: { complete: true },
  status: { liensComplete: true, disclosurelistSummaryReady: true, disclosurelistSummaryComplete: true, uwSubDecision: 'FINAL_OFFER', disclosurelistClosingReady: true, disclosurelistClosingComplete: true, disclosurelistNotaryReady: true, primaryParticipantAcceptComplete: true, checklistStatus: 'FUNDABLE', bpo: 'REQUIRED' },
};
const statuses = [...heloc.statusRouting!.vocabulary.routed, ...heloc.statusRouting!.vocabulary.stopPolling, 'SOFT_CREDIT'];
const conds = heloc.conditions ?? {};
const rows = heloc.statusRouting!.rows.map((r) => ({ ...r, plain: r.when === undefined ? undefined : inline(r.when, conds) }));
const triggers = heloc.stepMachine!.triggers.map((t) => ({ ...t, plain: inline(t.when, conds) }));

const results: [string, { median: number; p95: number }][] = [];
results.push(['routeForStatus, with trace (all statuses)', measure((i) => routeForStatus(heloc, { status: statuses[i % statuses.length]!, app: complete, profile }))]);
results.push(['routeForStatus, with clause trace', measure((i) => routeForStatus(heloc, { status: statuses[i % statuses.length]!, app: complete, profile, clauses: true }))]);
results.push(['  plain json-logic-js: same rows', measure((i) => {
  const status = statuses[i % statuses.length]!;
  const ctx = { app: complete, profile, serverStatus: status, path: '', query: {} };
  for (const r of rows) {
    if (r.statuses && !r.statuses.includes(status)) continue;
    if (r.plain === undefined || jsonLogic.truthy(jsonLogic.apply(r.plain as never, ctx as never))) return r.id;
  }
  return null;
})]);
results.push(['runStepMachine, full run with trace', measure(() => runStepMachine(heloc, { app: complete, profile }))]);
results.push(['  plain json-logic-js: same triggers', measure(() => {
  const ctx: Record<string, unknown> = { app: complete, profile, state: 'PROFILE' };
  let fired = 0;
  for (const t of triggers) if (jsonLogic.truthy(jsonLogic.apply(t.plain as never, ctx as never))) fired++;
  return fired;
})]);

const bundle = await build({ entryPoints: ['engine/index.ts'], bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' });
const bytes = bundle.outputFiles[0]!.contents;

console.log('engine decisions (µs per call: median, p95)');
for (const [name, r] of results) console.log(`  ${name.padEnd(44)} ${r.median.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)}`);
console.log('engine browser bundle (esbuild, minified)');
console.log(`  ${'engine/index.ts with json-logic-js'.padEnd(44)} ${String(bytes.length).padStart(8)} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`);
