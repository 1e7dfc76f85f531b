/**
 * A home owned jointly with a spouse, on a phone (375 px) under a partner brand: the applicant says so
 * on start/contact, names the spouse on start/owners (journeys/heloc.json titleHoldersToName), and after
 * the closing signature the back office invites the spouse (engine/requiredSigners.ts,
 * sandbox/simulator/closingSteps.ts); signing/additional names who was invited.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { fitsPhone } from './support/screens.ts';
import { applicationOf, createApplicant, settledOn, signIn, walkThrough } from './support/api.ts';

const ORG = 'MOVEMENT';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const fits = fitsPhone;

describe('jointly with my spouse', () => {
  it('Movement, 375 px: the spouse is named before the HMDA questions and invited once the applicant has signed', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    await settledOn(sandbox.url, a, 'OFFER_SELECTION');
    await walkThrough(sandbox.url, a, 'offer');
    await settledOn(sandbox.url, a, 'COLLECT_ADDITIONAL_INFO');
    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 812 });
    await signIn(page, a.token);

    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}?org=${ORG}`);
    await page.waitForURL((u) => u.pathname.endsWith('/start/contact'), { timeout: 30_000 });
    await page.locator('h1', { hasText: 'A few more details' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Jointly with my spouse').check();
    await page.getByLabel('Married', { exact: true }).check();
    await page.getByLabel('Social Security number').fill('123-45-6789');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Who else is on the title: here the spouse, with their own e-mail; nothing about other owners.
    await page.waitForURL((u) => u.pathname.endsWith('/start/owners'), { timeout: 30_000 });
    await page.locator('h1', { hasText: 'Who else is on the title?' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Owner 1').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText("Enter your spouse's name and email address").first().waitFor({ timeout: 10_000 });
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Email address').fill('sam.rivera@example.com');
    await fits(page, 'coowners-owners-375');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/start/hmda'), { timeout: 30_000 });
    expect((await applicationOf(sandbox.url, a.uuid, a.token)).answers).toMatchObject({
      ownership: 'JOINT_WITH_SPOUSE', maritalStatus: 'MARRIED', spouse: { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com' },
    });

    // The rest of the application through the API, to the closing signature; then the applicant's page.
    await walkThrough(sandbox.url, a, 'closing-signature', 'more-info');
    await settledOn(sandbox.url, a, 'CO_DEED_REQUIRED', 30_000);
    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}`);
    await page.waitForURL((u) => u.pathname.endsWith('/signing/additional'), { timeout: 30_000 });
    await page.locator('h1', { hasText: 'Others on the title need to sign' }).waitFor({ timeout: 15_000 });
    const main = await page.locator('main').innerText();
    expect(main).toContain('Sam Rivera');
    expect(main).toContain('sam.rivera@example.com');
    await fits(page, 'coowners-additional-375');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
