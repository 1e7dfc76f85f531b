/**
 * One navigation decision per status change (issue 12): an applicant answers a screen, the status
 * moves on, and the next screen shows after at most two status-related requests (the status, then
 * the application at its new status) and exactly one navigate() decision; the page reached takes the
 * decision over. Also: the loading overlay lingers its 300 ms once the page shows (001 §4).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage } from './support/browser.ts';
import { createApplicant, signIn, walkThrough } from './support/api.ts';
import { measureStatusChange } from './support/navigationProbe.ts';

let sandbox: Sandbox;
let browser: Browser;

// A back office that settles at once: what is counted is the renderer's cost.
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 0, holdMs: 0 });

describe('navigation cost per status change', () => {
  it('one decision and at most two status-related requests', async () => {
    const { arrival, change } = await measureStatusChange(sandbox, browser);
    console.log(`navigation: arriving on a page: ${arrival.requests.total} status-related requests (${JSON.stringify(arrival.requests)}), ${arrival.decisions} decision(s)`);
    console.log(`navigation: per status change: ${change.requests.total} status-related requests (${JSON.stringify(change.requests)}), ${change.decisions} decision(s): ${change.marks.join('; ')}`);
    expect(change.decisions).toBe(1);
    expect(change.requests.total).toBeLessThanOrEqual(2);
    expect(change.requests.status).toBe(1);
    expect(arrival.decisions).toBe(1);
  });
});

describe('loading overlay (001 §4)', () => {
  it('stays 300 ms over the page once loading ends', async () => {
    const applicant = await createApplicant(sandbox.url);
    await walkThrough(sandbox.url, applicant, 'more-info');
    const { page, context } = await openPage(browser);
    await signIn(page, applicant.token);
    // Record, in the page, when the application page appears and when its loading overlay goes.
    await page.addInitScript(() => {
      const w = window as unknown as { __seen: { page?: number; overlayGone?: number } };
      w.__seen = {};
      new MutationObserver(() => {
        const now = performance.now();
        const shown = document.querySelector('.application') !== null;
        const overlay = [...document.querySelectorAll('.overlay--light')].some((o) => o.textContent?.includes('Loading your application'));
        if (shown && w.__seen.page === undefined) w.__seen.page = now;
        if (w.__seen.page !== undefined && !overlay && w.__seen.overlayGone === undefined) w.__seen.overlayGone = now;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}/start/hmda`);
    await page.waitForFunction(() => (window as unknown as { __seen: { overlayGone?: number } }).__seen.overlayGone !== undefined, undefined, { timeout: 15_000 });
    const seen = await page.evaluate(() => (window as unknown as { __seen: { page: number; overlayGone: number } }).__seen);
    expect(seen.overlayGone - seen.page).toBeGreaterThanOrEqual(250);
    await context.close();
  });
});
