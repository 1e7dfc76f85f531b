/**
 * A Texas home on a small line, on a phone (375 px) under GoodLeap: what the applicant is told matches
 * the Texas offers before anything is fixed (engine/pricing.ts statedFigures, offerClosing).
 * - The offer cards on product/select state, before the choice (and so before the hard credit
 *   check), the $300 in-person notary fee every Texas closing has (stateRules.TX inPersonClosing) and
 *   the amount paid to the applicant net of it: on $15,000 the 2% cap is $300, the notary's fee, so
 *   no origination fee is charged, the lender pays the valuation fee past the cap, and $14,700 is paid.
 * - The footer states the Texas APR range, which contains the offers' APRs, and Texas's time to
 *   funding, not "five business days"; before the home's state is known it states a range containing
 *   every state's.
 * - The application summary (the screen and its disclosure) states the Texas range and the
 *   in-person closing as the way a Texas line closes.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { ARTIFACTS, openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { openApplicationScreen } from './support/screens.ts';
import { APP, applicationOf, call, createApplicant, settledOn, signIn, walkThrough, type Applicant } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const settled = (a: Applicant, status: string) => settledOn(sandbox.url, a, status, 30_000);

const onScreen = (page: Page, a: Applicant, path: string, heading: string) => openApplicationScreen(page, sandbox.url, a.uuid, path, heading);

/** "APRs range from 8.45% to 10.27%" in the footer's disclosure, as numbers. */
async function footerRange(page: Page): Promise<[number, number]> {
  const text = await page.locator('.footer__disclosure').innerText();
  const m = /APRs range from (\d+\.\d+)% to (\d+\.\d+)%/.exec(text);
  expect(m, text).not.toBeNull();
  return [Number(m![1]), Number(m![2])];
}

describe('a Texas home on a $15,000 line', () => {
  it('GoodLeap, 375 px: the offer card states the $300 in-person notary fee and $14,700 paid before the choice; the footer and summary state the Texas range, which holds the offers', async () => {
    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });

    // Before the home's state is known: a range containing every state's (Texas's 8.45% and the lender's 11.67%).
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`);
    await page.locator('.footer__disclosure').waitFor({ timeout: 20_000 });
    expect(await footerRange(page)).toEqual([8.45, 11.67]);
    expect(await page.locator('.footer__disclosure').innerText()).toContain('longer in Texas, whose law sets a 12-day wait and a closing in person');

    const a = await createApplicant(sandbox.url, 'Happy', { state: 'TX', zip: '75201', org: 'GOODLEAP_LLC' });
    await settled(a, 'OFFER_SELECTION');
    // The §50(g) notice is acknowledged first (e2e/texas.e2e.test.ts reads it on the page).
    await call(sandbox.url, 'POST', `${APP}/${a.uuid}/state-notice`, { readToEnd: true, acknowledged: true }, a.token);
    await signIn(page, a.token);
    await onScreen(page, a, 'product/select', 'Choose your offer');
    await page.fill('#root_amount', '15000');

    const cards = page.locator('.w-offer');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const count = await cards.count();
    const aprs: number[] = [];
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const row = (sel: string) => card.locator(sel);
      await expect.poll(() => row('[data-fee="manualNotary"] dt').innerText()).toBe('In-person notary fee: your closing is signed in person before a notary');
      expect(await row('[data-fee="manualNotary"] dd').innerText()).toBe('$300.00');
      expect(await row('[data-figure="amountReceived"] dt').innerText()).toBe('Paid to your account at closing, after every fee');
      expect(await row('[data-figure="amountReceived"] dd').innerText()).toBe('$14,700.00');
      const title = await card.locator('.w-offer__title').innerText();
      aprs.push(Number(/, (\d+\.\d+)% APR$/.exec(title)![1]));
    }
    // Nothing is chosen yet: the figures are stated before the offer is fixed and before the hard credit check.
    const before = await applicationOf(sandbox.url, a.uuid, a.token);
    expect(before.selectedOfferUuid ?? null).toBeNull();

    // The footer on the application states the Texas range and time to funding, and every offer lies in it.
    const [lo, hi] = await footerRange(page);
    expect([lo, hi]).toEqual([8.45, 10.27]);
    for (const apr of aprs) expect(apr >= lo && apr <= hi, `${apr}% in ${lo}%–${hi}%`).toBe(true);
    const footer = await page.locator('.footer__disclosure').innerText();
    expect(footer).toContain('An origination fee of up to 1.88% of the initial draw');
    expect(footer).toContain('funding follows the 12-day wait Texas law sets before closing, your closing in person at a title company\'s office and the 3-business-day right to cancel');
    expect(footer).not.toContain('five business days');
    expect(footer).not.toContain('5 business days');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'texas-small-line-offers-375');
    mkdirSync(ARTIFACTS, { recursive: true });
    await cards.first().screenshot({ path: join(ARTIFACTS, 'texas-small-line-offer-card-375.png') });

    // Choose the first offer on the page; the application goes on to its summary.
    await cards.first().locator('input[type="radio"]').check();
    await page.getByRole('button', { name: 'Continue with this offer' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/product/select'), { timeout: 30_000 });
    await walkThrough(sandbox.url, a, 'hmda', 'offer');
    await settled(a, 'APP_SUBMISSION');
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    expect(app.amount).toBe(15_000);

    await onScreen(page, a, 'start/app-summary', 'Review and sign your application');
    const main = page.locator('main');
    await expect.poll(() => main.innerText()).toContain('In your state a line closes only in person');
    expect(await footerRange(page)).toEqual([8.45, 10.27]);
    // The summary disclosure states the Texas range, which holds the chosen offer's APR, and the in-person closing as the way it closes.
    const doc = await call<{ blocks: { rows?: [string, string][]; text?: string; items?: string[] }[] }>(sandbox.url, 'GET', `${APP}/${a.uuid}/documents/summary.json`, undefined, a.token);
    const rows = new Map(doc.blocks.flatMap((b) => b.rows ?? []));
    expect(rows.get('Annual percentage rates (APR)')).toBe('8.45% to 10.27%');
    const chosenApr = Number(rows.get('Annual percentage rate (APR)')!.replace('%', ''));
    expect(chosenApr >= 8.45 && chosenApr <= 10.27).toBe(true);
    const words = JSON.stringify(doc.blocks);
    expect(words).toContain('In Texas a line closes only in person');
    expect(words).not.toContain('or in person, for a fee of');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'texas-small-line-summary-375');

    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
