/**
 * `npm run bench:profile`: where the main thread's time goes on our annual-income step (issue 13),
 * from a CPU profile in Chromium at 375×800 with the CPU throttled 4×: the cold load up to the first
 * field being ready, then ~60 keystrokes into the income field on the same page (the keystroke
 * tail). Self time per owner (package, renderer folder) and per function, mapped to the sources
 * through the build's source maps. Prints; never fails on numbers.
 *
 * Environment: BENCH_ORG (default FIGURE), BENCH_CPU_RATE (default 4), PROFILE_PATH (a page under
 * /account/heloc, default register-v2/annual-income), PROFILE_FIELD and PROFILE_TYPE_INTO (selectors),
 * PROFILE_CANDIDATE (floor or rjsf: profile that comparison candidate instead, for what differs),
 * PROFILE_DIST (another build of ours to profile, e.g. a baseline's dist/; default dist).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { buildCandidate } from './support/buildCandidates.ts';
import { startBenchServer } from './support/benchServer.ts';
import { installObservers, type PageMarks } from './support/pageObservers.ts';
import { summariseProfile, timelinePhases, type ProfileSummary } from './support/cpuProfile.ts';
import { ms, ms1, percentile, table } from './support/report.ts';

const ORG = process.env.BENCH_ORG ?? 'FIGURE';
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const CANDIDATE = process.env.PROFILE_CANDIDATE;
const DIST = process.env.PROFILE_DIST ?? 'dist';
const PATH = CANDIDATE ? `/bench/${CANDIDATE}/` : `/account/heloc/${process.env.PROFILE_PATH ?? 'register-v2/annual-income'}?org=${ORG}`;
const FIELD = process.env.PROFILE_FIELD ?? (CANDIDATE === 'floor' ? '#employmentType' : '#root_income_employmentType');
const TYPE_INTO = process.env.PROFILE_TYPE_INTO ?? (CANDIDATE === 'floor' ? '#income' : '#root_income_income');
const KEYS = Array.from({ length: 5 }, () => [...'125000', ...Array<string>(6).fill('Backspace')]).flat();
const ASSETS = '/account/heloc/assets/';

const candidates = mkdtempSync(join(tmpdir(), 'heloc-profile-'));
if (CANDIDATE) await buildCandidate(CANDIDATE, candidates);
const server = await startBenchServer(candidates, CANDIDATE === 'rjsf' ? ['rjsf'] : [], DIST);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addInitScript({ content: `(() => { const __name = (f) => f; (${installObservers.toString()})(${JSON.stringify(FIELD)}); })();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${PATH}`, { waitUntil: 'commit' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await page.waitForFunction(() => window.__bench?.ready != null, undefined, { polling: 50, timeout: 90_000 });
  const assets = CANDIDATE ? `/bench/${CANDIDATE}/assets/` : ASSETS;
  const assetsDir = CANDIDATE ? join(candidates, CANDIDATE, 'assets') : join(DIST, 'assets');
  const load = summariseProfile((await cdp.send('Profiler.stop')).profile, assets, assetsDir);
  const ready = await page.evaluate(() => window.__bench.ready!);
  report(`Cold load of ${PATH} to the first field ready (${ms(ready)})`, load);

  await page.waitForTimeout(1500);
  await page.locator(TYPE_INTO).click();
  await page.waitForTimeout(300);
  await page.evaluate(() => window.__benchArmKeys());
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  for (const key of KEYS) {
    await page.keyboard.press(key);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(300);
  const typing = summariseProfile((await cdp.send('Profiler.stop')).profile, assets, assetsDir);
  const phases = timelinePhases(await browser.stopTracing());
  const keys = await page.evaluate(() => (window.__bench as PageMarks).keys);
  console.log(`\nEach keystroke→paint in order (ms; keys ${KEYS.slice(0, 12).map((k) => (k === 'Backspace' ? '⌫' : k)).join('')} five times): ${keys.map((k) => Math.round(k)).join(' ')}`);
  report(`${keys.length} keystrokes into ${TYPE_INTO} (keystroke→paint p50 ${ms1(percentile(keys, 0.5))} ms, p95 ${ms1(percentile(keys, 0.95))} ms, max ${ms1(Math.max(...keys))} ms)`, typing);
  console.log(`\nThe same keystrokes by the browser's own work (devtools.timeline, events on the page's main thread, nested time counted once per outermost event of a kind):\n`);
  console.log(table(['event', 'total', 'count'], phases.slice(0, 12).map((p) => [p.name, ms1(p.ms), String(p.count)]), ['l']));
  await context.close();
} finally {
  await browser.close();
  await server.close();
  rmSync(candidates, { recursive: true, force: true });
}

function report(title: string, s: ProfileSummary): void {
  console.log(`\n## ${title}\n\nMain-thread time sampled (idle left out): ${ms(s.totalMs)} at ${CPU_RATE}× throttling.\n`);
  const pct = (x: number) => `${((100 * x) / s.totalMs).toFixed(1)} %`;
  console.log(table(['owner', 'self time', 'share'], s.byOwner.slice(0, 20).map((x) => [x.name, ms1(x.ms), pct(x.ms)]), ['l']));
  console.log('');
  console.log(table(['function (original source)', 'self time', 'share'], s.byFunction.slice(0, 25).map((x) => [x.name, ms1(x.ms), pct(x.ms)]), ['l']));
}
