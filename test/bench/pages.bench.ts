/**
 * `npm run bench`, pages part (issue 13 item 1): the register-v2 annual-income step side by side in
 * one run, built three ways and served by one bench server (test/bench/support/benchServer.ts):
 * our app at its real route under the sandbox, a hand-written React 19 form (the floor) and plain
 * RJSF with its default validator (test/bench/candidates/). Measured in Chromium at 375×800 with
 * the CPU throttled 4×, medians of interleaved runs; also the first registration screen and a
 * mid-journey application screen. Prints numbers; never fails on them.
 *
 * Environment: BENCH_RUNS (default 5), BENCH_KEY_GAP_MS (pause between keystrokes, default 100),
 * BENCH_ORG (brand, default FIGURE), BENCH_BASELINE_DIST (another build of the app, e.g. main's
 * dist/ copied aside: served by a second sandbox and measured in the same interleaved runs as
 * "ours before", so a change is judged against its baseline under the same load). Needs dist/ (npm run
 * build) and Chromium; `npm run bench` provides both.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { createApplicant, setStatus } from '../../e2e/support/api.ts';
import { buildCandidate } from './support/buildCandidates.ts';
import { startBenchServer } from './support/benchServer.ts';
import { visit, type PageSpec, type Visit } from './support/measurePage.ts';
import { bundleShares } from './support/bundleShares.ts';
import { kb, mb, median, ms, ms1, percentile, ratio, table } from './support/report.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const KEY_GAP_MS = Number(process.env.BENCH_KEY_GAP_MS ?? 100);
const ORG = process.env.BENCH_ORG ?? 'FIGURE';
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
// 60 keystrokes: an amount typed and erased five times (the money input formats as it goes).
const BASELINE = process.env.BENCH_BASELINE_DIST;
const KEYS = Array.from({ length: 5 }, () => [...'125000', ...Array<string>(6).fill('Backspace')]).flat();
const version = (pkg: string) => (JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8')) as { version: string }).version;

interface Candidate { id: string; label: string; spec: PageSpec; baseline?: boolean }

const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'heloc-bench-candidates-'));
await buildCandidate('floor', dir);
await buildCandidate('rjsf', dir);
const server = await startBenchServer(dir, ['rjsf']);
const baseline = BASELINE ? await startBenchServer(dir, ['rjsf'], BASELINE) : null;
const browser = await launchBrowser();

try {
  await precompress(server.url, dir);
  const applicant = await createApplicant(server.url);
  await setStatus(server.url, applicant.uuid, 'OFFER_SELECTION');
  const before = baseline ? await (async () => {
    await precompress(baseline.url, dir, BASELINE);
    const a = await createApplicant(baseline.url);
    await setStatus(baseline.url, a.uuid, 'OFFER_SELECTION');
    return a;
  })() : null;

  const compared: Candidate[] = [
    { id: 'ours', label: 'ours (register-v2 annual income)', spec: { path: `/account/heloc/register-v2/annual-income?org=${ORG}`, firstField: '#root_income_employmentType', typeInto: '#root_income_income' } },
    { id: 'floor', label: `hand-written React ${version('react')} form (the floor)`, spec: { path: '/bench/floor/', firstField: '#employmentType', typeInto: '#income' } },
    { id: 'rjsf', label: `plain RJSF ${version('@rjsf/core')} (default validator)`, spec: { path: '/bench/rjsf/', firstField: '#root_income_employmentType', typeInto: '#root_income_income' } },
  ];
  const screens: Candidate[] = [
    { id: 'first', label: 'first registration screen (register-v2, property address)', spec: { path: `/account/heloc/register-v2?org=${ORG}`, firstField: '#root_propertyAddress_street1' } },
    { id: 'select', label: 'mid-journey screen (product/select, status OFFER_SELECTION)', spec: { path: `/account/heloc/${applicant.uuid}/product/select?org=${ORG}`, firstField: '#root_amount', token: applicant.token } },
  ];
  if (before) {
    compared.push({ ...compared[0]!, id: 'before', label: 'ours before (BENCH_BASELINE_DIST), annual income', baseline: true });
    screens.push(
      { ...screens[0]!, id: 'firstBefore', label: 'first registration screen, before', baseline: true },
      { id: 'selectBefore', label: 'product/select, before', spec: { ...screens[1]!.spec, path: `/account/heloc/${before.uuid}/product/select?org=${ORG}`, token: before.token }, baseline: true },
    );
  }

  const results: Record<string, Visit[]> = {};
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, and each run starts with another candidate, so drifts in machine load fall on all of them.
    const order = [...compared.slice(run % compared.length), ...compared.slice(0, run % compared.length), ...screens];
    for (const c of order) {
      const t0 = Date.now();
      (results[c.id] ??= []).push(await visit(browser, c.baseline ? baseline!.url : server.url, c.spec, { keys: KEYS, keyGapMs: KEY_GAP_MS, cpuRate: CPU_RATE }));
      process.stderr.write(`bench: run ${run + 1}/${RUNS} ${c.id} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n`);
    }
  }
  print(compared, screens, results, await browser.version());
  console.log(`\n(pages bench: ${Math.round((Date.now() - started) / 1000)} s)`);
} finally {
  await browser.close();
  await server.close();
  await baseline?.close();
  rmSync(dir, { recursive: true, force: true });
}

/** Every asset fetched once with gzip accepted, so the server's compression is done before timing (a host serves precompressed files). */
async function precompress(origin: string, candidatesDir: string, distDir = 'dist'): Promise<void> {
  const files = (root: string): string[] => readdirSync(root).flatMap((n) => {
    const p = join(root, n);
    return statSync(p).isDirectory() ? files(p) : /\.(js|css|svg)$/.test(n) ? [p] : [];
  });
  const assets = join(distDir, 'assets');
  const urls = [
    ...files(assets).map((f) => `/account/heloc/assets/${relative(assets, f)}`),
    ...files(candidatesDir).map((f) => `/bench/${relative(candidatesDir, f)}`),
  ];
  for (const u of urls) await (await fetch(`${origin}${u}`, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
}

function summary(visits: Visit[]) {
  const m = (f: (v: Visit) => number | null | undefined) => median(visits.map(f).filter((x): x is number => typeof x === 'number'));
  return {
    coldJs: m((v) => v.cold.jsBytes), warmJs: m((v) => v.warm.jsBytes),
    coldAll: m((v) => v.cold.allBytes), coldRequests: m((v) => v.cold.requests), coldJsFiles: m((v) => v.cold.jsFiles),
    coldReady: m((v) => v.cold.fieldReady), warmReady: m((v) => v.warm.fieldReady),
    coldVisible: m((v) => v.cold.fieldVisible), warmVisible: m((v) => v.warm.fieldVisible),
    coldInteractive: m((v) => v.cold.fieldInteractive), warmInteractive: m((v) => v.warm.fieldInteractive),
    coldLcp: m((v) => v.cold.lcp), warmLcp: m((v) => v.warm.lcp),
    p50: m((v) => (v.keys?.length ? percentile(v.keys, 0.5) : undefined)),
    p95: m((v) => (v.keys?.length ? percentile(v.keys, 0.95) : undefined)),
    keystrokes: m((v) => v.keys?.length),
    heap: m((v) => v.heapBytes),
  };
}

/** The run whose cold field-ready time is the median one (for the breakdowns). */
function medianRun(visits: Visit[]): Visit {
  return [...visits].sort((a, b) => a.cold.fieldReady - b.cold.fieldReady)[Math.floor(visits.length / 2)]!;
}

function print(compared: Candidate[], screens: Candidate[], results: Record<string, Visit[]>, chromium: string): void {
  const s = Object.fromEntries(Object.entries(results).map(([id, v]) => [id, summary(v)]));
  const [ours, floor, rjsf] = [s.ours!, s.floor!, s.rjsf!];
  console.log(`\n## The annual-income step side by side (issue 13)\n`);
  console.log(`Chromium ${chromium}, 375×800, CPU throttled ${CPU_RATE}× (CDP Emulation.setCPUThrottlingRate), medians of ${RUNS} interleaved runs.`);
  console.log('One bench server for all: the sandbox plus the candidates, gzip (files at level 9, pages and API at 6), hashed assets `immutable`, others revalidated;');
  console.log("CSP as strict as the sandbox's for ours and the floor, with 'unsafe-eval' for plain RJSF (its default validator compiles schemas in the browser).");
  console.log('Cold = fresh context, empty cache; warm = a second tab of the same context. JS = script bytes received (CDP encodedDataLength) before the first field was ready;');
  console.log('field ready = first field in the page, enabled, visible and not covered; field visible = the first paint with it (a task queued from the next animation frame);');
  console.log('field interactive = a keystroke into the typed field is handled by the form (React\'s handlers bound to it, by a render or by hydrating a prerendered page, and the next task run);');
  console.log('keystroke→paint = keydown timestamp to a task queued from the next animation frame');
  console.log(`(rAF after input), ${KEYS.length} keystrokes into the income field, ${KEY_GAP_MS} ms apart, on the warm page; heap = Runtime.getHeapUsage after HeapProfiler.collectGarbage, loaded page.\n`);
  const row = (label: string, x: ReturnType<typeof summary>) => [label, `${kb(x.coldJs)} / ${kb(x.warmJs)}`, `${ms(x.coldReady)} / ${ms(x.warmReady)}`, `${ms(x.coldVisible)} / ${ms(x.warmVisible)}`, `${ms(x.coldInteractive)} / ${ms(x.warmInteractive)}`, `${ms(x.coldLcp)} / ${ms(x.warmLcp)}`, `${ms1(x.p50)} / ${ms1(x.p95)} ms`, mb(x.heap)];
  const ratios = (label: string, a: ReturnType<typeof summary>, b: ReturnType<typeof summary>) => [
    label, `${ratio(a.coldJs, b.coldJs)} / ${ratio(a.warmJs, b.warmJs, 1024)}`, `${ratio(a.coldReady, b.coldReady)} / ${ratio(a.warmReady, b.warmReady)}`,
    `${ratio(a.coldVisible, b.coldVisible)} / ${ratio(a.warmVisible, b.warmVisible)}`, `${ratio(a.coldInteractive, b.coldInteractive)} / ${ratio(a.warmInteractive, b.warmInteractive)}`,
    `${ratio(a.coldLcp, b.coldLcp)} / ${ratio(a.warmLcp, b.warmLcp)}`, `${ratio(a.p50, b.p50)} / ${ratio(a.p95, b.p95)}`, ratio(a.heap, b.heap),
  ];
  console.log(table(
    ['candidate', 'JS gz before the first field is ready (cold / warm)', 'field ready (cold / warm)', 'field visible (cold / warm)', 'field interactive (cold / warm)', 'largest contentful paint (cold / warm)', 'keystroke→paint p50 / p95', 'heap after GC'],
    [
      ...compared.map((c) => row(c.label, s[c.id]!)), ratios('**ours ÷ floor**', ours, floor), ratios('**ours ÷ plain RJSF**', ours, rjsf),
      ...(s.before ? [ratios('ours before ÷ floor', s.before, floor), ratios('ours before ÷ plain RJSF', s.before, rjsf), ratios('**ours ÷ ours before**', ours, s.before)] : []),
    ],
    ['l'],
  ));

  const first = s.first!;
  const goal = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const worse = ([
    ['JS gz', ours.coldJs, rjsf.coldJs], ['field ready', ours.coldReady, rjsf.coldReady], ['LCP', ours.coldLcp, rjsf.coldLcp],
    ['keystroke p50', ours.p50, rjsf.p50], ['keystroke p95', ours.p95, rjsf.p95], ['heap', ours.heap, rjsf.heap],
  ] as [string, number, number][]).filter(([, a, b]) => !(a < b)).map(([n]) => n);
  console.log('\nGoals (issue 13 item 2), in this run:');
  console.log(`- first registration screen ≤ 120 KB gzipped: ${kb(first.coldJs)} of JavaScript before its first field is ready: ${goal(first.coldJs <= 120 * 1024)}`);
  console.log(`- field ready ≤ 1.2× the floor: ${ratio(ours.coldReady, floor.coldReady)} cold, ${ratio(ours.warmReady, floor.warmReady)} warm: ${goal(ours.coldReady <= 1.2 * floor.coldReady)}`);
  console.log(`- keystroke p95 ≤ 1.2× the floor: ${ratio(ours.p95, floor.p95)}: ${goal(ours.p95 <= 1.2 * floor.p95)}`);
  console.log(`- every figure better than plain RJSF (cold): ${worse.length ? `NOT met (${worse.join(', ')} not better)` : 'met'}`);
  console.log(`- heap ≤ 1.5× the floor: ${ratio(ours.heap, floor.heap)}: ${goal(ours.heap <= 1.5 * floor.heap)}`);

  console.log('\n## Our other screens (same conditions)\n');
  console.log(table(
    ['screen', 'JS gz before the first field is ready (cold / warm)', 'all bytes before it (cold)', 'requests before it (cold)', 'field ready (cold / warm)', 'field visible (cold / warm)', 'field interactive (cold / warm)', 'largest contentful paint (cold / warm)'],
    [...compared.filter((c) => c.id === 'ours' || c.id === 'before'), ...screens].map((c) => {
      const x = s[c.id]!;
      return [c.label, `${kb(x.coldJs)} in ${x.coldJsFiles} files / ${kb(x.warmJs)}`, kb(x.coldAll), String(x.coldRequests), `${ms(x.coldReady)} / ${ms(x.warmReady)}`, `${ms(x.coldVisible)} / ${ms(x.warmVisible)}`, `${ms(x.coldInteractive)} / ${ms(x.warmInteractive)}`, `${ms(x.coldLcp)} / ${ms(x.warmLcp)}`];
    }),
    ['l'],
  ));

  console.log('\nLargest contentful paint element (cold, the run with the median field-ready time):');
  for (const c of [...compared, ...screens]) {
    const v = medianRun(results[c.id]!).cold;
    console.log(`- ${c.id}: ${v.lcpElement} at ${ms(v.lcp)}`);
  }

  const oursRun = medianRun(results.ours!);
  console.log(`\n## Where our annual-income load goes (cold, the median run: field ready at ${ms(oursRun.cold.fieldReady)})\n`);
  console.log(table(['start', 'end', 'received', 'type', 'request'], oursRun.cold.timeline
    .filter((r) => r.start <= oursRun.cold.fieldReady + 500)
    .map((r) => [ms(r.start), ms(r.end), kb(r.bytes), r.type, `${new URL(r.url).pathname.replace(/^\/account\/heloc/, '')}${r.end > oursRun.cold.fieldReady ? ' (after the field was ready)' : ''}`]),
  ['r', 'r', 'r', 'l', 'l']));
  for (const id of ['ours', 'first']) {
    const v = medianRun(results[id]!);
    const scripts = new Map(v.cold.timeline.filter((r) => r.type === 'Script' && r.end <= v.cold.fieldReady)
      .map((r) => [new URL(r.url).pathname.replace(/^\/account\/heloc\/assets\//, ''), r.bytes]));
    const shares = bundleShares(scripts);
    if (!shares.length) continue;
    console.log(`\nWhat those scripts are made of (${id === 'ours' ? 'annual income' : 'first registration screen'}; bytes received shared by minified size, dist/meta.json):\n`);
    console.log(table(['part', 'received (est.)', 'minified'], shares.slice(0, 15).map((x) => [x.owner, kb(x.transferred), kb(x.minified)]), ['l']));
  }
}
