/**
 * `npm run bench` (navigation part, issue 12): what one status change costs in the browser, the
 * status-related requests and navigation decisions between a submit and the next screen, against a
 * sandbox whose back office settles at once; and the time of one navigate() decision. Prints
 * numbers; never fails on them. Needs `npm run build`.
 */
import { navigate } from '../../engine/index.ts';
import type { Journey } from '../../engine/index.ts';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { startSandbox } from '../../e2e/support/sandbox.ts';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { measureStatusChange } from '../../e2e/support/navigationProbe.ts';
import { appParts } from '../helpers/data.ts';

const heloc = loadConfig().journeys.heloc!.data as Journey;
const UUID = '0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10';
const input = { status: 'DISBURSEMENT_ACCOUNT', app: appParts({ uuid: UUID, status: {} }), profile: { uuid: 'p1' }, path: `/account/heloc/${UUID}/bank/manual-disburse`, attempt: 1 };
for (let i = 0; i < 2000; i++) navigate(heloc, input);
const samples: number[] = [];
for (let b = 0; b < 200; b++) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < 50; i++) navigate(heloc, input);
  samples.push(Number(process.hrtime.bigint() - t0) / 1000 / 50);
}
samples.sort((a, b) => a - b);
console.log('navigation');
console.log(`  navigate() decision, median           ${samples[100]!.toFixed(1).padStart(8)} µs (p95 ${samples[190]!.toFixed(1)} µs)`);

const sandbox = await startSandbox({ stepMs: 0, holdMs: 0 });
const browser = await launchBrowser();
try {
  const { arrival, change } = await measureStatusChange(sandbox, browser);
  console.log(`  status-related requests per change    ${String(change.requests.total).padStart(8)} (status ${change.requests.status}, application ${change.requests.application}, profile ${change.requests.profile}; target ≤ 2, was 7)`);
  console.log(`  navigation decisions per change       ${String(change.decisions).padStart(8)} (target 1, was 2)`);
  console.log(`  requests arriving on a page           ${String(arrival.requests.total).padStart(8)} (status ${arrival.requests.status}, application ${arrival.requests.application}, profile ${arrival.requests.profile}; was 5)`);
} finally {
  await browser.close();
  await sandbox.close();
}
