/**
 * Pages where the applicant waits on someone else move on by themselves (journeys/heloc.json
 * `polling.watch`, engine/navigate.ts `watchAfterMs`), on a phone under partner brands: the in-person
 * notary's booked appointment moves on to insurance when the notary reports the deed signed, with the
 * new screen's heading focused; the valuation hold moves on when the lender clears it. Watching reads
 * stop while the tab is out of view and read at once when it comes back, and a refused read (429)
 * shows the person nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, setStatus, signIn, statusOf, walkThrough } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

/** Status reads the page makes, by the time they were asked for. */
function statusReads(page: Page, uuid: string): number[] {
  const at: number[] = [];
  page.on('request', (r) => { if (r.url().endsWith(`/api/v1/${uuid}/status`)) at.push(Date.now()); });
  return at;
}

/** The tab goes out of view (hidden) or comes back, as the browser tells the page. */
const setVisible = (page: Page, visible: boolean) => page.evaluate((v) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (v ? 'visible' : 'hidden') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => !v });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}, visible);

/** The keyboard is on the screen's heading, as after any move (renderer/ui/focusOnArrival.ts). */
const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

describe('waiting pages move on by themselves', () => {
  it('MOVEMENT, 375 px: the booked in-person notary moves on to insurance once the notary reports the deed signed', async () => {
    const applicant = await createApplicant(sandbox.url, 'Notary', { org: 'MOVEMENT' });
    await walkThrough(sandbox.url, applicant, 'closing-signature');
    await expect.poll(() => statusOf(sandbox.url, applicant.uuid, applicant.token), { timeout: 20_000 }).toBe('MANUAL_DEED_SIGNING');
    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}?org=MOVEMENT`);
    await page.getByRole('link', { name: 'Choose a date and time' }).click({ timeout: 20_000 });
    await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor({ timeout: 20_000 });
    const booked = page.url();
    await screenshot(page, 'waiting-notary-booked-375');

    // The notary met the applicant and reports the deed signed; nobody touches the applicant's page.
    const appointments = await (await fetch(`${sandbox.url}/ops/notary/appointments`)).json() as { uuid: string; applicationUuid: string }[];
    const appointment = appointments.find((a) => a.applicationUuid === applicant.uuid)!;
    const reported = await fetch(`${sandbox.url}/ops/notary/appointments/${appointment.uuid}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ confirmEarly: true }) });
    expect(reported.status).toBe(200);
    await page.waitForURL((u) => /\/insurance\/requirements$/.test(u.pathname), { timeout: 30_000 });
    expect(page.url()).not.toBe(booked);
    await page.locator('h1', { hasText: 'Show us your homeowners insurance' }).waitFor();
    await expect.poll(() => focusedHeading(page)).toBe('Show us your homeowners insurance');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'waiting-notary-moved-on-375');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('GOODLEAP_LLC, 375 px: the valuation hold reads nothing out of view, reads at once back in view and moves on; a refused read shows nothing', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'GOODLEAP_LLC' });
    await setStatus(sandbox.url, applicant.uuid, 'BPO_PROCESSING');
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    const reads = statusReads(page, applicant.uuid);
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}?org=GOODLEAP_LLC`);
    await page.waitForURL((u) => u.pathname.endsWith('/bpo/hold'), { timeout: 20_000 });
    await page.locator('h1', { hasText: "We're confirming your home's value" }).waitFor();
    await screenshot(page, 'waiting-bpo-hold-375');

    // In view: read again every 10 s (polling.watch "lender"), not more often.
    const first = reads.length;
    await expect.poll(() => reads.length, { timeout: 15_000, interval: 250 }).toBeGreaterThan(first);
    const gaps = reads.slice(first - 1).map((t, i, all) => (i ? t - all[i - 1]! : 10_000));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(9_000);

    // A read the server refuses (429) changes nothing the person sees; the read waits out Retry-After (api/client.ts).
    let refused = 0;
    await page.route(`**/api/v1/${applicant.uuid}/status`, (route) => { refused += 1; return route.fulfill({ status: 429, headers: { 'retry-after': '1', 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Too many requests' }) }); });
    await expect.poll(() => refused, { timeout: 15_000, interval: 250 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toMatch(/\/bpo\/hold$/);
    expect(await page.locator('body').innerText()).not.toMatch(/Please wait|try again|went wrong|couldn't load/i);
    expect(await page.getByRole('alert').count()).toBe(0);
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/v1/${applicant.uuid}/status`) && r.status() === 200, { timeout: 15_000 });
    await page.unroute(`**/api/v1/${applicant.uuid}/status`);
    // The refused read tries again once its wait is over, and is answered.
    await answered;

    // Out of view: no reads, even past the interval, while the lender clears the hold.
    await setVisible(page, false);
    const hidden = reads.length;
    await setStatus(sandbox.url, applicant.uuid, 'IDENTITY_VERIFICATION');
    await page.waitForTimeout(12_000);
    expect(reads.length).toBe(hidden);
    expect(new URL(page.url()).pathname).toMatch(/\/bpo\/hold$/);

    // Back in view: a read at once, and the page moves on with its heading focused.
    const back = Date.now();
    await setVisible(page, true);
    await page.waitForURL((u) => u.pathname.endsWith('/identity'), { timeout: 5_000 });
    expect(reads[hidden]! - back).toBeLessThan(2_000);
    await page.locator('h1', { hasText: 'Verify your identity' }).waitFor();
    await expect.poll(() => focusedHeading(page)).toBe('Verify your identity');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'waiting-bpo-moved-on-375');
    expect(csp).toEqual([]);
    await context.close();
  }, 120_000);
});
