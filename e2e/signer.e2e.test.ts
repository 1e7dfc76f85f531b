/**
 * The additional signer's area and the condition cards in a real browser against the sandbox
 * (000 §2, §4.5, §6; 001 §3, §4, §9): the "co-signer required" persona's signer logs in on the signer
 * login, verifies identity, meets the notary and sees the documents screen; a borrower token on
 * signer pages goes to the signer login; condition cards show oldest first and an upload closes one;
 * a missing phone number is saved and its card closes.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { signerMeetsNotary, submit } from './support/happyPath.ts';
import { coDeedRequired as coDeedRequiredAt, createApplicant, setStatus, signIn, SIGNER_PASSWORD, type Applicant } from './support/api.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, {}, { fakeMedia: true });

async function api<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

async function waitForStatus(applicant: Applicant, expected: string, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  let last = '';
  while (Date.now() < until) {
    last = (await api<{ status: string }>('GET', `/service-krang-heloc/borrower/secure/api/v1/${applicant.uuid}/status`, undefined, applicant.token)).body.status;
    if (last === expected) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`status stayed ${last}, expected ${expected}`);
}

const coDeedRequired = (org?: string) => coDeedRequiredAt(sandbox.url, org);

const addCondition = async (uuid: string, body: Record<string, unknown>) => {
  const res = await api<{ uuid: string }>('POST', `/ops/applications/${uuid}/conditions`, body);
  expect(res.status).toBe(200);
  return res.body;
};

const path = (page: Page) => new URL(page.url()).pathname;

async function expectAccessible(page: Page, shot: string) {
  await page.locator('h1').first().waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, shot);
}

describe('additional signer', () => {
  it('logs in on the signer login, verifies identity, meets the notary and sees the documents screen', async () => {
    const borrower = await coDeedRequired();
    const email = `cosigner+${borrower.uuid.slice(0, 8)}@sandbox.test`;
    const { page, context, csp, errors } = await openPage(browser, { media: true });

    // Anonymous on a signer page: the signer login.
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/resume`);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/login', { timeout: 15_000 });
    await page.locator('h1', { hasText: 'Sign in to sign your home equity line' }).waitFor();
    await expectAccessible(page, 'signer-login');

    // A wrong password is refused and the signer stays on the login.
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('Wrong-Passw0rd!');
    await submit(page, /Sign in/);
    await page.getByRole('alert').first().waitFor();
    expect(path(page)).toBe('/account/heloc/heloc-signer/login');

    await page.getByLabel(/^Password/).fill(SIGNER_PASSWORD);
    await submit(page, /Sign in/);
    // Resume: the step machine sends a new signer to identity verification.
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/identity', { timeout: 15_000 });
    await page.locator('h1', { hasText: 'Verify your identity' }).waitFor();
    const stepper = page.getByRole('navigation', { name: 'Your signing progress' });
    await expect(stepper.locator('li').allInnerTexts()).resolves.toEqual([expect.stringContaining('Identity verification'), expect.stringContaining('Talk to eNotary')]);
    expect(await stepper.locator('[aria-current="step"]').innerText()).toContain('Identity verification');
    await expectAccessible(page, 'signer-identity');

    await page.getByRole('radio', { name: /US Passport/ }).check();
    await page.locator('input[type=file]').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await submit(page, /Upload and continue/);

    // Identity done: the eNotary introduction, then the session.
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/intro', { timeout: 15_000 });
    await page.locator('h1', { hasText: 'Meet your notary online' }).waitFor();
    await expectAccessible(page, 'signer-intro');
    await page.getByRole('link', { name: 'Start my notary session' }).click();
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/sign', { timeout: 15_000 });
    await page.locator('h1', { hasText: 'Your notary session' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Your signing progress' }).locator('[aria-current="step"]').innerText()).toContain('Talk to eNotary');
    await expectAccessible(page, 'signer-sign');
    // The live session: camera on, the waiting room, the notary admits, checks the passport, asks; the signer signs.
    await signerMeetsNotary(page, sandbox.url, 'Casey Cosigner');
    await expectAccessible(page, 'signer-documents');

    // The sandbox moved the application on once every signer was done.
    await waitForStatus(borrower, 'NOTARY_DISCLOSURE');

    // Reload of resume keeps the signer on their documents.
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/resume`);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/documents', { timeout: 15_000 });

    // The signer's condition cards (flag on in the sandbox): an ID re-upload request.
    const condition = await addCondition(borrower.uuid, { categoryEnum: 'ID_VERIFICATION_FAILURE' });
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/conditions`);
    await page.locator('h2', { hasText: 'Verify your identity again' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'signer-conditions');
    await page.getByRole('link', { name: 'Upload ID' }).click();
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/conditions/identity' && u.searchParams.get('condition') === condition.uuid);
    await page.locator('h1', { hasText: 'Verify your identity again' }).waitFor();
    await page.getByRole('radio', { name: /US State ID Card/ }).check();
    await page.locator('input[type=file]').setInputFiles({ name: 'state-id.png', mimeType: 'image/png', buffer: PNG });
    await submit(page, /Upload ID/);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/conditions', { timeout: 15_000 });
    await page.getByText("You're all caught up").waitFor({ timeout: 15_000 });

    // A document request: the signer's upload-document screen.
    const request = await addCondition(borrower.uuid, { categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION', commentsToBorrower: 'Please upload the deed that lists you as an owner.' });
    await page.reload();
    await page.locator('.conditions__card', { hasText: 'Please upload the deed that lists you as an owner.' }).getByRole('link', { name: 'Upload Document' }).click();
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/conditions/upload-document' && u.searchParams.get('condition') === request.uuid && u.searchParams.get('type') === 'PROPERTY_DESCRIPTION_SOURCE');
    await page.locator('h1', { hasText: 'Upload your document' }).waitFor();
    await expectAccessible(page, 'signer-conditions-upload-document');
    await page.locator('input[type=file]').setInputFiles({ name: 'deed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%deed\n') });
    await submit(page, /Upload document/);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/conditions', { timeout: 15_000 });
    await page.getByText("You're all caught up").waitFor({ timeout: 15_000 });
    const ops = await api<{ conditions: { uuid: string; actionNeeded: boolean; documents?: { type: string }[] }[] }>('GET', `/ops/applications/${borrower.uuid}`);
    expect(ops.body.conditions.find((c) => c.uuid === request.uuid)).toMatchObject({ actionNeeded: false, documents: [expect.objectContaining({ type: 'PROPERTY_DESCRIPTION_SOURCE' })] });

    // Other conditions paths go up to the dashboard.
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/conditions/unknown-place`);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/conditions', { timeout: 15_000 });

    expect(csp).toEqual([]);
    expect(errors.filter((e) => !/401|403|404|409|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it("a signer who opens the login in a browser that knows no lender sees the application's lender from the first page after signing in (Movement, 375 px)", async () => {
    const borrower = await coDeedRequired('MOVEMENT');
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/login`);
    await page.locator('h1', { hasText: 'Sign in to sign your home equity line' }).waitFor();
    const logo = () => page.locator('.topbar__logo').getAttribute('src');
    expect(await logo()).toBe('/account/heloc/assets/logos/FIGURE.svg');
    await page.getByLabel(/^Email/).fill(`cosigner+${borrower.uuid.slice(0, 8)}@sandbox.test`);
    await page.getByLabel(/^Password/).fill(SIGNER_PASSWORD);
    await submit(page, /Sign in/);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/identity', { timeout: 15_000 });
    await page.locator('h1', { hasText: 'Verify your identity' }).waitFor();
    expect(await logo()).toBe('/account/heloc/assets/logos/MOVEMENT.svg');
    expect(await page.locator('footer').innerText()).toContain('Movement Mortgage');
    expect(await page.locator('footer').innerText()).not.toContain('Figure Lending');
    await screenshot(page, 'signer-identity-movement-375');
    await context.close();
  });

  it('resume sends the signer of a cancelled application to the cancelled screen', async () => {
    const borrower = await coDeedRequired();
    const login = await api<{ jwt: string }>('POST', '/identity/api/v1/heloc-signer/login', { email: `cosigner+${borrower.uuid.slice(0, 8)}@sandbox.test`, password: SIGNER_PASSWORD });
    expect(login.status).toBe(200);
    await setStatus(sandbox.url, borrower.uuid, 'CANCELLED');
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, login.body.jwt);
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/resume`);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/cancelled', { timeout: 15_000 });
    await page.locator('h1', { hasText: 'This application was cancelled' }).waitFor();
    await expectAccessible(page, 'signer-cancelled');
    await context.close();
  });

  it('a borrower token on a signer page goes to the signer login', async () => {
    const borrower = await createApplicant(sandbox.url);
    const { page, context } = await openPage(browser);
    await signIn(page, borrower.token);
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/identity`);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/login', { timeout: 15_000 });
    await page.locator('h1', { hasText: 'Sign in to sign your home equity line' }).waitFor();
    await context.close();
  });
});

describe('condition cards for a borrower', () => {
  it('show known categories oldest first, and an upload or a phone number closes a card', async () => {
    const borrower = await createApplicant(sandbox.url);
    await setStatus(sandbox.url, borrower.uuid, 'NOTE_SIGNING', { disburseAccount: { uuid: 'acct-1', mask: '6789', routingNumber: '011000015' } });
    const bank = await addCondition(borrower.uuid, { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW' });
    await addCondition(borrower.uuid, { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', numDocsRequired: 2 });
    const phone = await addCondition(borrower.uuid, { categoryEnum: 'MISSING_PHONE_NUMBER', commentsToBorrower: 'Please add a mobile number so your notary can text you.' });

    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 900 });
    await signIn(page, borrower.token);
    await page.goto(`${sandbox.url}/account/heloc/${borrower.uuid}/conditions`);
    await page.locator('h1', { hasText: 'Items we need from you' }).waitFor({ timeout: 15_000 });
    const cards = page.locator('.conditions__card');
    await cards.first().waitFor({ timeout: 15_000 });
    expect(await cards.locator('h2').allInnerTexts()).toEqual(['Verify your bank account', 'Upload your paystubs', 'Add your phone number']);
    expect(await cards.nth(0).innerText()).toContain('account ending in 6789');
    expect(await cards.nth(1).innerText()).toContain('Upload your 2 most recent paystubs.');
    expect(await cards.nth(1).getByRole('link').innerText()).toBe('Upload Documents');
    expect(await cards.nth(2).innerText()).toContain('Please add a mobile number so your notary can text you.');
    await expectAccessible(page, 'conditions-borrower');

    // Upload the bank statement: the card closes.
    await cards.nth(0).getByRole('link', { name: 'Upload Bank Statement' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/conditions/upload-document') && u.searchParams.get('condition') === bank.uuid && u.searchParams.get('type') === 'BANK_STATEMENT');
    await page.locator('h1', { hasText: 'Upload your document' }).waitFor();
    await expectAccessible(page, 'conditions-upload-document');
    await submit(page, /Upload document/);
    await page.getByText('Select a file to upload').first().waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%bank statement\n') });
    await submit(page, /Upload document/);
    await page.waitForURL((u) => u.pathname === `/account/heloc/${borrower.uuid}/conditions`, { timeout: 15_000 });
    await page.locator('.conditions__card h2', { hasText: 'Upload your paystubs' }).waitFor();
    expect(await page.locator('.conditions__card h2').allInnerTexts()).toEqual(['Upload your paystubs', 'Add your phone number']);

    // The missing phone number.
    await page.getByRole('link', { name: 'Add Phone Number' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/conditions/phone-number') && u.searchParams.get('condition') === phone.uuid);
    await page.locator('h1', { hasText: 'Add your mobile phone number' }).waitFor();
    await expectAccessible(page, 'conditions-phone-number');
    await page.getByLabel(/^Mobile phone/).fill('4155550199');
    await submit(page, /Save phone number/);
    await page.waitForURL((u) => u.pathname === `/account/heloc/${borrower.uuid}/conditions`, { timeout: 15_000 });
    await page.locator('.conditions__card h2', { hasText: 'Upload your paystubs' }).waitFor();
    expect(await page.locator('.conditions__card h2').allInnerTexts()).toEqual(['Upload your paystubs']);
    const profile = await api<{ phoneNumber: string }>('GET', '/service-profile/api/v1/profile', undefined, borrower.token);
    expect(profile.body.phoneNumber).toBe('(415) 555-0199');

    // A card added later shows without a reload (window focus refetches).
    await addCondition(borrower.uuid, { categoryEnum: 'REVIEW_TRUST_REQUIREMENTS' });
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.locator('.conditions__card h2', { hasText: 'Your home is held in a trust' }).waitFor({ timeout: 15_000 });

    expect(csp).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
