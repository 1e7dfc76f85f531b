/**
 * Identity and bank numbers as an applicant types them on a phone (375 px) under partner brands:
 * the Social Security number masked with a show/hide toggle and formatted 123-45-6789 as typed;
 * routing and account numbers on the number keypad, the account number typed twice and compared,
 * the routing number's checksum (engine/logic/operations.ts abaRoutingValid) said clearly and
 * refused by the server from the same screen rules; the document upload drawn by our own control,
 * with "Take a photo" on touch screens and one message per problem.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { APP, createApplicant, setStatus, signIn, type Applicant } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const PHONE = { width: 375, height: 800 };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function applicantAt(status: string, org: string): Promise<Applicant> {
  const applicant = await createApplicant(sandbox.url, 'Happy', { org });
  await new Promise((r) => setTimeout(r, 1500));
  await setStatus(sandbox.url, applicant.uuid, status);
  return applicant;
}

async function open(page: Page, applicant: Applicant, path: string, org: string): Promise<void> {
  await signIn(page, applicant.token);
  await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}/${path}?org=${org}`);
  await page.locator('form').waitFor({ timeout: 30_000 });
}

const fieldMessages = (page: Page, name: string) => page.locator(`#root_${name}__error p`).allInnerTexts();

describe('Social Security number', () => {
  it('is masked with a show/hide toggle, formatted as typed, on the number keypad, without autofill (Movement, 375 px)', async () => {
    const applicant = await applicantAt('CREDIT_NO_MATCH', 'MOVEMENT');
    const { page, context, csp } = await openPage(browser, PHONE);
    await open(page, applicant, 'credit/social', 'MOVEMENT');
    const ssn = page.getByLabel('Social Security number (required)', { exact: true });
    expect(await ssn.getAttribute('type')).toBe('password');
    expect(await ssn.getAttribute('inputmode')).toBe('numeric');
    expect(await ssn.getAttribute('autocomplete')).toBe('off');

    await ssn.pressSequentially('123456789');
    expect(await ssn.inputValue()).toBe('123-45-6789');
    // A tenth digit has no place; deleting the last digit takes its dash with it.
    await ssn.press('0');
    expect(await ssn.inputValue()).toBe('123-45-6789');
    for (let i = 0; i < 4; i++) await ssn.press('Backspace');
    expect(await ssn.inputValue()).toBe('123-45');
    await ssn.press('Backspace');
    expect(await ssn.inputValue()).toBe('123-4');
    // A pasted number with spaces is formatted too.
    await ssn.fill('');
    await ssn.fill('123 45 6789');
    expect(await ssn.inputValue()).toBe('123-45-6789');

    const toggle = page.getByRole('button', { name: 'Show Social Security number' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await ssn.getAttribute('type')).toBe('text');
    expect(await page.getByRole('button', { name: 'Hide Social Security number' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'numbers-ssn-shown-375');
    await page.getByRole('button', { name: 'Hide Social Security number' }).click();
    expect(await ssn.getAttribute('type')).toBe('password');
    // The toggle sits inside the field, on the page's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('is announced "(required)" like its neighbours when no number is on file (Goodleap, 375 px)', async () => {
    const applicant = await applicantAt('COLLECT_ADDITIONAL_INFO', 'GOODLEAP_LLC');
    const { page, context } = await openPage(browser, PHONE);
    await open(page, applicant, 'start/contact', 'GOODLEAP_LLC');
    const ssn = page.getByLabel('Social Security number (required)', { exact: true });
    expect(await ssn.count()).toBe(1);
    expect(await ssn.getAttribute('aria-required')).toBe('true');
    expect(await ssn.getAttribute('inputmode')).toBe('numeric');
    expect(await ssn.getAttribute('autocomplete')).toBe('off');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('bank numbers', () => {
  it('routing and account numbers: number keypad, the checksum said clearly, the account typed twice and compared (Lakeview, 375 px)', async () => {
    const applicant = await applicantAt('DISBURSEMENT_ACCOUNT', 'LAKEVIEW');
    const { page, context, csp } = await openPage(browser, PHONE);
    await open(page, applicant, 'bank/disburse', 'LAKEVIEW');
    const routing = page.getByLabel('Routing number (required)', { exact: true });
    const account = page.getByLabel('Account number (required)', { exact: true });
    const again = page.getByLabel('Re-enter account number (required)', { exact: true });
    for (const field of [routing, account, again]) {
      expect(await field.getAttribute('inputmode')).toBe('numeric');
      expect(await field.getAttribute('autocomplete')).toBe('off');
    }

    await routing.fill('123456789'); // nine digits whose ABA checksum fails
    await account.fill('123456789');
    await again.fill('123456780');
    await page.getByLabel('Checking').check();
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.locator('.error-summary').waitFor();
    expect(await fieldMessages(page, 'routingNumber')).toEqual(["This routing number isn't valid. Check the 9 digits at the bottom left of a check, or ask your bank."]);
    expect(await fieldMessages(page, 'accountNumberConfirm')).toEqual(["The account numbers don't match. Please check both."]);
    expect(await fieldMessages(page, 'accountNumber')).toEqual([]);
    await screenshot(page, 'numbers-bank-errors-375');

    await routing.fill('011000015');
    await again.fill('123456789');
    await expect.poll(() => fieldMessages(page, 'routingNumber')).toEqual([]);
    await expect.poll(() => fieldMessages(page, 'accountNumberConfirm')).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('the server refuses different account numbers and a bad checksum from the same screen rules', async () => {
    const applicant = await applicantAt('DISBURSEMENT_ACCOUNT', 'LAKEVIEW');
    const res = await fetch(`${sandbox.url}${APP}/${applicant.uuid}/disbursement-account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${applicant.token}` },
      body: JSON.stringify({ routingNumber: '123456789', accountNumber: '123456789', accountNumberConfirm: '123456780', accountType: 'CHECKING' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { pointer: string; message: string }[] };
    expect(body.errors).toEqual(expect.arrayContaining([
      { pointer: '/routingNumber', message: "This routing number isn't valid. Check the 9 digits at the bottom left of a check, or ask your bank." },
      { pointer: '/accountNumberConfirm', message: "The account numbers don't match. Please check both." },
    ]));
  });
});

describe('document upload', () => {
  it('our own control with "Take a photo" on a phone, and one message per problem (GoodLeap, 375 px, touch)', async () => {
    const applicant = await applicantAt('IDENTITY_VERIFICATION', 'GOODLEAP_LLC');
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await open(page, applicant, 'identity', 'GOODLEAP_LLC');
    // No browser-drawn "Choose File / No file chosen".
    expect(await page.locator('input[type=file]').isVisible()).toBe(false);
    const choose = page.getByRole('button', { name: 'Choose a file Photo or scan of your ID (required)' });
    const camera = page.getByRole('button', { name: 'Take a photo Photo or scan of your ID (required)' });
    expect(await choose.isVisible()).toBe(true);
    expect(await camera.isVisible()).toBe(true);
    expect(await page.locator('.w-file__status').innerText()).toBe('No file chosen yet');

    // "Take a photo" asks the phone for its camera; "Choose a file" for its files.
    const photo = page.waitForEvent('filechooser');
    await camera.tap();
    expect(await (await photo).element().getAttribute('capture')).toBe('environment');
    const files = page.waitForEvent('filechooser');
    await choose.tap();
    const chooser = await files;
    expect(await chooser.element().getAttribute('capture')).toBe(null);

    // A text file: one message, also after trying to continue.
    await chooser.setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an id') });
    expect(await fieldMessages(page, 'file')).toEqual(['Select a JPG, PNG or PDF file']);
    await page.getByLabel("US Driver's License").check();
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await page.locator('.error-summary').waitFor();
    expect(await fieldMessages(page, 'file')).toEqual(['Select a JPG, PNG or PDF file']);
    expect(await page.locator('.w-file .w-error p, .w-file ~ .w-error p').count()).toBe(1);
    await screenshot(page, 'numbers-upload-wrong-type-375');

    // A photo: chosen, said once, no message left.
    await page.locator('input[type=file]').setInputFiles({ name: 'id-photo.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.locator('.w-file__status').innerText()).toMatch(/^Selected: id-photo\.png \(.+\)$/);
    expect(await fieldMessages(page, 'file')).toEqual([]);
    expect(await page.getByRole('button', { name: 'Choose another file Photo or scan of your ID (required)' }).count()).toBe(1);
    await screenshot(page, 'numbers-upload-chosen-375');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('offers no camera where the pointer is a mouse (GoodLeap, 1280 px)', async () => {
    const applicant = await applicantAt('IDENTITY_VERIFICATION', 'GOODLEAP_LLC');
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    await open(page, applicant, 'identity', 'GOODLEAP_LLC');
    expect(await page.getByRole('button', { name: /^Choose a file/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Take a photo/ }).count()).toBe(0);
    await context.close();
  });
});
