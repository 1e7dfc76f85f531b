/**
 * Every document a borrower signs is readable before it is signed, and listed with its day once
 * signed (sandbox/documents/deedOfTrust.ts; schemas/application/notary/intro.json, session.json,
 * line.json): on a phone (375 px) under a partner brand, the notary screens offer the deed of trust
 * before the session; after the notary and funding the line lists the agreement and closing
 * disclosure, the deed and the application summary, each with the day it was signed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { fitsPhone, openApplicationScreen } from './support/screens.ts';
import { applicationOf, createApplicant, settledOn, signIn, walkThrough, type Applicant } from './support/api.ts';
import { formatDisplayDate } from '../engine/index.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const ORG = 'MOVEMENT';
const settled = (a: Applicant, status: string) => settledOn(sandbox.url, a, status, 30_000);

const onScreen = (page: Page, a: Applicant, path: string, heading: string) => openApplicationScreen(page, sandbox.url, a.uuid, path, heading);

/** Saves a listed document with its button and answers the file's name and first bytes. */
async function save(page: Page, item: ReturnType<Page['locator']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Save PDF' }).click()]);
  return { name: download.suggestedFilename(), head: readFileSync(await download.path()).subarray(0, 5).toString() };
}

const fits = fitsPhone;

describe('the documents a borrower signs', () => {
  it(`${ORG}, 375 px: the deed of trust is offered before the notary, and the line lists what was signed with its day`, async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    await walkThrough(sandbox.url, a, 'closing-signature');
    await settled(a, 'NOTARY_DISCLOSURE');
    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, a.token);

    // Before the session: the deed is there to read, as the sandbox lender's form.
    await onScreen(page, a, 'notary/intro', 'Meet your notary online');
    const before = page.getByRole('region', { name: 'Your documents' });
    const deed = before.getByRole('listitem').filter({ hasText: 'Deed of trust (the lien on your home)' });
    await deed.waitFor();
    expect(await deed.innerText()).toContain('names you, your home and your $50,000 line');
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    expect(await save(page, deed)).toEqual({ name: `Deed-of-trust-${app.loanNumber}.pdf`, head: '%PDF-' });
    await fits(page, 'deed-notary-intro-375');

    // Signed before the notary, insured and on to funding: the line lists each signed document with its day.
    await walkThrough(sandbox.url, a, 'insurance', 'closing-signature');
    await settled(a, 'COMPLETE');
    const signed = await applicationOf(sandbox.url, a.uuid, a.token);
    await onScreen(page, a, 'line', 'Your line of credit');
    const list = page.getByRole('region', { name: 'Your documents' });
    const item = (label: string) => list.getByRole('listitem').filter({ hasText: label });
    await item('Deed of Trust').waitFor();
    expect(await item('Home Equity Line of Credit Agreement and Closing Disclosure').innerText()).toContain(`Signed ${formatDisplayDate(signed.signedDocuments.closing.signedAt)}`);
    expect(await item('Deed of Trust').innerText()).toContain(`Signed ${formatDisplayDate(signed.deedSignedAt)} before your notary`);
    expect(await item('Application Summary Disclosure').innerText()).toContain(`Signed ${formatDisplayDate(signed.signedDocuments.summary.signedAt)}`);
    expect(await save(page, item('Deed of Trust'))).toEqual({ name: `Deed-of-trust-${signed.loanNumber}.pdf`, head: '%PDF-' });
    await fits(page, 'deed-line-documents-375');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
