/**
 * A Texas home with another owner who must sign, in a real browser against the sandbox, on a phone
 * (375 px) under a partner brand: a Texas home equity line closes only in person at an office
 * (sandbox/data/pricing.json stateRules.TX inPersonClosing; Texas Constitution Art. XVI §50(a)(6)(N)),
 * so the other signer signs the deed at the applicant's appointment, before the same notary, and has
 * no online session (journeys/signer.json IN_PERSON, schemas/signer/in-person.json). The applicant's
 * appointment page says who comes too (schemas/application/notary/reserve-manual.json signersInPerson).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage } from './support/browser.ts';
import { fitsPhone, openApplicationScreen } from './support/screens.ts';
import { APP, applicationOf, call, createApplicant, signIn, toTexasClosing } from './support/api.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
const SIGNER_PASSWORD = 'Cosigner-Passw0rd!';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

describe('a Texas home with another signer', () => {
  it('GoodLeap, 375 px: the other owner is sent to sign in person at the applicant\'s appointment, never to an online notary', async () => {
    // The "co-signer required" persona adds an owner to sign (sandbox/simulator/personas.ts COSIGNER).
    const a = await createApplicant(sandbox.url, 'Cosigner', { state: 'TX', zip: '75201', org: 'GOODLEAP_LLC' });
    // The applicant books straight away: the other signer signs at the same appointment, not before it.
    await toTexasClosing(sandbox.url, a);
    const email = `cosigner+${a.uuid.slice(0, 8)}@sandbox.test`;

    // The applicant is told who comes too, before choosing a time.
    const applicant = await openPage(browser, { width: 375, height: 800 });
    await signIn(applicant.page, a.token);
    await openApplicationScreen(applicant.page, sandbox.url, a.uuid, 'notary/reserve-manual', 'Sign with a notary in person');
    await applicant.page.getByText('Casey Cosigner must come with you: they sign your mortgage (deed of trust) at the same appointment').waitFor({ timeout: 20_000 });
    await fitsPhone(applicant.page, 'texas-signer-applicant-375');

    // The other signer signs in and verifies their identity.
    const { jwt } = await call<{ jwt: string }>(sandbox.url, 'POST', '/identity/api/v1/heloc-signer/login', { email, password: SIGNER_PASSWORD });
    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/login?org=GOODLEAP_LLC`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(SIGNER_PASSWORD);
    await page.locator('form').getByRole('button', { name: /Sign in/ }).last().click();
    await page.waitForURL((u) => u.pathname.endsWith('/heloc-signer/identity'), { timeout: 20_000 });
    await call(sandbox.url, 'POST', `${APP}/co-deed/identity-documents`, { type: 'DRIVERS_LICENSE_FRONT', file: { fileName: 'id.png', contentType: 'image/png', content: PNG.toString('base64') } }, jwt);

    // Where the online signer meets a notary, this signer is told to come to the office.
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/resume`);
    await page.waitForURL((u) => u.pathname.endsWith('/heloc-signer/in-person'), { timeout: 20_000 });
    const main = page.locator('main');
    await page.locator('h1', { hasText: 'Sign in person at the closing' }).waitFor({ timeout: 20_000 });
    const text = await main.innerText();
    expect(text).toContain('at the same appointment as');
    expect(text).toContain('Sandbox Title Company, 1601 Elm Street, Suite 200, Dallas, TX 75201');
    expect(text).toContain('Nothing is signed online.');
    // The stepper names the step for what it is here.
    const body = await page.locator('body').innerText();
    expect(body).toContain('Step 2 of 2 · Sign in person');
    expect(body).not.toContain('Talk to eNotary');
    // The footer states the Texas figures the applicant reads, not the lender-wide ones.
    const footer = await page.locator('footer').innerText();
    expect(footer).toContain('APRs range from 8.45% to 10.27%');
    expect(footer).toContain("We pay the county's recording fees, and Texas levies no recording tax.");
    expect(await page.getByRole('link', { name: 'Start my notary session' }).count()).toBe(0);
    await fitsPhone(page, 'texas-signer-in-person-375');
    // And the notary provider refuses them an online session however they ask.
    const online = await fetch(`${sandbox.url}/service-notary/secure/api/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` }, body: JSON.stringify({ applicationUuid: a.uuid }) });
    expect([online.status, ((await online.json()) as { code?: string }).code]).toEqual([409, 'SIGNS_IN_PERSON']);

    // The applicant books the office; after a reload the signer's page gives the day, the time and the confirmation number.
    const { slots } = await call<{ slots: { uuid: string }[] }>(sandbox.url, 'GET', `${APP}/${a.uuid}/notary-slots`, undefined, a.token);
    await call(sandbox.url, 'POST', `${APP}/${a.uuid}/manual-notary`, { slotUuid: slots[0]!.uuid }, a.token);
    const booking = (await applicationOf(sandbox.url, a.uuid, a.token)).manualNotaryAppointment as { confirmation: string };
    await page.reload();
    await page.locator('h1', { hasText: 'Your closing appointment is booked' }).waitFor({ timeout: 20_000 });
    expect(await main.innerText()).toContain(`Confirmation number ${booking.confirmation}`);
    expect(await main.innerText()).toMatch(/booked it for \w{3}, \w{3} \d+, \d+:\d{2} (AM|PM) CST, at the office of Sandbox Title Company/);
    await fitsPhone(page, 'texas-signer-booked-375');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await applicant.context.close();
  });
});
