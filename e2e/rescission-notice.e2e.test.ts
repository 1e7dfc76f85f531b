/**
 * Each owner's notice of the right to cancel (Regulation Z §1026.15(b); sandbox/documents/rescissionNotice.ts),
 * on a phone (375 px) under a partner brand: a home owned jointly with a spouse. Before signing, the
 * borrower's signing screen lists the agreement, the deed of trust and her notice (the day to be
 * filled in when signed; schemas/application/signing/intro.json); once she has signed, the spouse,
 * in her own signer area (journeys/signer.json), reads the deed of trust and her own notice, made out
 * to her, before her notary step (schemas/signer/intro.json).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { fitsPhone } from './support/screens.ts';
import { APP, call, createApplicant, postStep, settledOn, signIn, walkThrough } from './support/api.ts';
import { happySteps } from '../test/sandbox/walk.ts';
import { SIGNER_PASSWORD } from '../sandbox/simulator/personas.js';

const ORG = 'MOVEMENT';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const fits = fitsPhone;

/** Saves a listed document with its button and answers the file's name and first bytes. */
async function save(page: Page, item: ReturnType<Page['locator']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Save PDF' }).click()]);
  return { name: download.suggestedFilename(), head: readFileSync(await download.path()).subarray(0, 5).toString() };
}

describe('the notice of right to cancel, for each owner', () => {
  it(`${ORG}, 375 px: the borrower sees her notice listed on the signing screen; the spouse reads the deed and her own notice before her notary`, async () => {
    const spouse = { firstName: 'Sam', lastName: 'Rivera', email: `sam.rivera.${Date.now()}@example.com` };
    const a = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    await walkThrough(sandbox.url, a, 'offer');
    await settledOn(sandbox.url, a, 'COLLECT_ADDITIONAL_INFO');
    await postStep(sandbox.url, a, 'more-info', { ownership: 'JOINT_WITH_SPOUSE', maritalStatus: 'MARRIED', ssn: '123-45-6789', hardCreditConsent: true });
    await settledOn(sandbox.url, a, 'HMDA');
    await postStep(sandbox.url, a, 'title-holders', { spouse });
    await walkThrough(sandbox.url, a, 'identity-documents', 'more-info');
    await settledOn(sandbox.url, a, 'NOTE_SIGNING', 30_000);

    // The borrower's signing screen: the agreement, the deed and her notice, before she signs.
    const borrower = await openPage(browser, { width: 375, height: 812 });
    await signIn(borrower.page, a.token);
    await borrower.page.goto(`${sandbox.url}/account/heloc/${a.uuid}/signing/intro?org=${ORG}`);
    await borrower.page.locator('h1', { hasText: 'Your closing documents are ready' }).waitFor({ timeout: 20_000 });
    const listed = borrower.page.getByRole('region', { name: 'Your documents' });
    const notice = listed.getByRole('listitem').filter({ hasText: 'Notice of right to cancel (yours to keep)' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('the date is filled in when you have signed');
    expect(await listed.getByRole('listitem').filter({ hasText: 'Deed of trust (the lien on your home)' }).count()).toBe(1);
    expect(await listed.getByRole('listitem').filter({ hasText: 'Home Equity Line of Credit Agreement and Closing Disclosure' }).count()).toBe(1);
    expect(await save(borrower.page, notice)).toMatchObject({ name: expect.stringMatching(/^Notice-of-right-to-cancel-.+\.pdf$/), head: '%PDF-' });
    await fits(borrower.page, 'rescission-signing-intro-375');
    expect(borrower.csp).toEqual([]);
    expect(borrower.errors).toEqual([]);
    await borrower.context.close();

    // She signs; the back office invites the spouse, who verifies her identity.
    const signs = happySteps.find(([p]) => p === 'closing-signature')![1] as (app: unknown, profile: unknown) => unknown;
    await postStep(sandbox.url, a, 'closing-signature', signs(null, await call(sandbox.url, 'GET', '/service-profile/api/v1/profile', undefined, a.token)));
    await settledOn(sandbox.url, a, 'CO_DEED_REQUIRED', 30_000);
    const { jwt } = await call<{ jwt: string }>(sandbox.url, 'POST', '/identity/api/v1/heloc-signer/login', { email: spouse.email, password: SIGNER_PASSWORD });
    await call(sandbox.url, 'POST', `${APP}/co-deed/identity-documents`, { type: 'DRIVERS_LICENSE_FRONT', file: { fileName: 'id.png', contentType: 'image/png', content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=' } }, jwt);

    // Her area, before the notary: the deed of trust, the agreement and her own notice.
    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 812 });
    await signIn(page, jwt);
    // A signer's token is refused the borrower's experiment profile (as in e2e/signer.e2e.test.ts); never a document she reads.
    const refused: string[] = [];
    page.on('response', (r) => { if (r.status() >= 400) refused.push(new URL(r.url()).pathname); });
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/intro?org=${ORG}`);
    await page.locator('h1', { hasText: 'Meet your notary online' }).waitFor({ timeout: 20_000 });
    const before = page.getByRole('region', { name: 'Read before your notary session' });
    const deed = before.getByRole('listitem').filter({ hasText: 'Deed of trust (the lien on the home)' });
    const hers = before.getByRole('listitem').filter({ hasText: 'Your notice of right to cancel (yours to keep)' });
    await deed.waitFor();
    expect(await hers.innerText()).toContain('Made out to you');
    expect(await hers.innerText()).toContain('the date is filled in when it is signed');
    expect(await before.getByRole('listitem').filter({ hasText: 'Home Equity Line of Credit Agreement and Closing Disclosure' }).count()).toBe(1);
    // The notice is about the link ahead: "Start my notary session" comes after the list.
    const order = await page.evaluate(() => {
      const list = document.querySelector('.screen__documents');
      const link = [...document.querySelectorAll('a')].find((x) => x.textContent?.includes('Start my notary session'));
      return list && link ? list.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    expect(await save(page, deed)).toEqual({ name: 'Deed-of-trust.pdf', head: '%PDF-' });
    expect(await save(page, hers)).toEqual({ name: 'Notice-of-right-to-cancel.pdf', head: '%PDF-' });
    // Her notice names her, not the borrower.
    const text = JSON.stringify((await call(sandbox.url, 'GET', `${APP}/${a.uuid}/documents/rescission.json`, undefined, jwt)).blocks);
    expect(text).toContain('Sam Rivera');
    expect(text).not.toContain('Pat Happy');
    await fits(page, 'rescission-signer-intro-375');

    // Her notary step itself lists them too, above the session.
    await page.getByRole('link', { name: 'Start my notary session' }).click();
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/sign', { timeout: 20_000 });
    await page.locator('h1', { hasText: 'Your notary session' }).waitFor({ timeout: 20_000 });
    const atSession = page.getByRole('region', { name: 'Your documents' });
    await atSession.getByRole('listitem').filter({ hasText: 'Your notice of right to cancel (yours to keep)' }).waitFor();
    expect(await atSession.getByRole('listitem').filter({ hasText: 'Deed of trust (the lien on the home)' }).count()).toBe(1);
    await fits(page, 'rescission-signer-sign-375');
    expect(refused.filter((p) => p.includes('/documents/'))).toEqual([]);
    expect(csp).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 403/.test(e))).toEqual([]);
    await context.close();
  });
});
