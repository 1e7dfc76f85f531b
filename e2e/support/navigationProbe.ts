/**
 * What one status change costs in the browser (issue 12): the status-related requests (status,
 * application, profile) and the navigation decisions (the `journey:navigate` User Timing marks the
 * renderer leaves, renderer/app/devTrace.ts) between a submit and the next screen. Used by the
 * navigation browser test and by `npm run bench`.
 */
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './sandbox.ts';
import { openPage } from './browser.ts';
import { createApplicant, signIn, statusOf, walkThrough } from './api.ts';

export interface StatusChangeCost {
  /** Status-related requests, by path kind. */
  requests: { status: number; application: number; profile: number; total: number };
  /** Navigation decisions the renderer took. */
  decisions: number;
  /** Decision marks (action and rule), for reading failures. */
  marks: string[];
}

const KINDS: [keyof StatusChangeCost['requests'], RegExp][] = [
  ['status', /\/borrower\/secure\/api\/v1\/[^/]+\/status$/],
  ['application', /\/application\/heloc\/[0-9a-f-]{36}$/],
  ['profile', /\/service-profile\/api\/v1\/profile$/],
];

/** Counts from now until `stop()` (after the page has settled). */
export function countOn(page: Page): { stop: () => Promise<StatusChangeCost> } {
  const requests = { status: 0, application: 0, profile: 0, total: 0 };
  const onRequest = (r: { method: () => string; url: () => string }) => {
    if (r.method() !== 'GET') return;
    const path = new URL(r.url()).pathname;
    for (const [kind, re] of KINDS) if (re.test(path)) { requests[kind] += 1; requests.total += 1; }
  };
  page.on('request', onRequest);
  const started = page.evaluate(() => performance.getEntriesByName('journey:navigate').length);
  return {
    stop: async () => {
      page.off('request', onRequest);
      const before = await started;
      const marks = await page.evaluate(() => performance.getEntriesByName('journey:navigate').map((m) => {
        const d = (m as PerformanceMark).detail as { action: string; decidedBy: string; label: string };
        return `${d.action} by ${d.decidedBy} (${d.label})`;
      }));
      return { requests, decisions: marks.length - before, marks: marks.slice(before) };
    },
  };
}

const settle = (page: Page, ms = 1500) => page.waitForTimeout(ms);

/**
 * An applicant at HMDA answers the HMDA screen; the status moves to APP_SUBMISSION and the page
 * to the application summary. Needs a sandbox whose back office settles at once (stepMs 0), so
 * that what is counted is the renderer's cost, not the back office's delays.
 */
export async function measureStatusChange(sandbox: Sandbox, browser: Browser): Promise<{ arrival: StatusChangeCost; change: StatusChangeCost }> {
  const applicant = await createApplicant(sandbox.url);
  await walkThrough(sandbox.url, applicant, 'more-info');
  const { page, context } = await openPage(browser);
  try {
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}/start/hmda`);
    const first = countOn(page);
    await page.getByRole('checkbox', { name: /do not wish to provide any/i }).waitFor();
    await settle(page);
    const arrival = await first.stop();
    const change = countOn(page);
    await page.getByRole('checkbox', { name: /do not wish to provide any/i }).check();
    await page.locator('form').getByRole('button', { name: /Continue|Submit/ }).last().click();
    await page.waitForURL((u) => u.pathname.endsWith('/start/app-summary'), { timeout: 15_000 });
    await page.locator('h1').first().waitFor();
    await settle(page);
    const cost = await change.stop();
    if ((await statusOf(sandbox.url, applicant.uuid, applicant.token)) !== 'APP_SUBMISSION') throw new Error('the HMDA answer did not move the status on');
    return { arrival, change: cost };
  } finally {
    await context.close();
  }
}
