/**
 * Condition cards are found (issue 10 item 5, 001 §4, §9): cards the lender adds show where the
 * applicant is, without typing /conditions: a notice above the current screen linking to them, an
 * entry at the top of the notifications panel with a call to action (never "No Notifications" while
 * some are open), and a count in the navigation (side navigation, and the mobile menu's button).
 * Answering a card lowers every count. Partner brand at 375 px, main brand at 1280 px.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, signIn } from './support/api.ts';
import { waitForHeading } from './support/registration.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

async function addCondition(uuid: string, categoryEnum: string) {
  const res = await fetch(`${sandbox.url}/ops/applications/${uuid}/conditions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ categoryEnum }) });
  expect(res.status).toBe(200);
}

const notice = (page: Page) => page.getByTestId('conditions-notice');

describe('condition cards are found', () => {
  it('GOODLEAP_LLC at 375 px: notice, notifications and menu count lead to the cards, and follow an answered card', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'GOODLEAP_LLC' });
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await waitForHeading(page, 'Choose your offer', 30_000);

    // Nothing open: no notice, no count, and the panel says so.
    expect(await notice(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByText('You have no notifications.').waitFor();
    await page.keyboard.press('Escape');

    // The lender asks for two things; the applicant is on the offers screen and reloads.
    await addCondition(applicant.uuid, 'GENERIC_DOCUMENT_REQUEST');
    await addCondition(applicant.uuid, 'MISSING_PHONE_NUMBER');
    await page.reload();
    await waitForHeading(page, 'Choose your offer', 30_000);
    await notice(page).waitFor();
    expect(await notice(page).getByRole('status').innerText()).toBe('We need 2 more items from you to keep your application moving.');
    expect(await page.getByRole('button', { name: 'Menu, 2 open' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'conditions-GOODLEAP_LLC-375-notice');

    // The mobile menu lists them with their count.
    await page.getByRole('button', { name: 'Menu, 2 open' }).click();
    const item = page.locator('#mobile-menu [data-shell-id="conditions"]');
    expect(await item.innerText()).toMatch(/^Items we need\s*2/);
    expect(await item.getAttribute('href')).toBe(`/account/heloc/${applicant.uuid}/conditions`);
    await screenshot(page, 'conditions-GOODLEAP_LLC-375-menu');
    await page.getByRole('button', { name: 'Close menu' }).click();

    // Notifications: one unread entry with a call to action, not "No Notifications".
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const entry = page.getByTestId('conditions-notification');
    await entry.waitFor();
    expect(await entry.locator('.notification__title').textContent()).toBe('Unread: 2 items need your attention');
    expect(await page.getByText('You have no notifications.').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'conditions-GOODLEAP_LLC-375-notifications');
    await entry.getByRole('link', { name: 'See what we need' }).click();
    await waitForHeading(page, 'Items we need from you');
    expect(new URL(page.url()).pathname).toBe(`/account/heloc/${applicant.uuid}/conditions`);
    expect(await notice(page).count()).toBe(0);
    expect(await page.locator('.conditions__card').count()).toBe(2);

    // Answer the phone number card: one left, everywhere.
    await page.getByRole('link', { name: 'Add Phone Number' }).click();
    await waitForHeading(page, 'Add your mobile phone number');
    await page.getByLabel(/^Mobile phone/).pressSequentially('4155550199');
    await page.getByRole('button', { name: 'Save phone number' }).click();
    await waitForHeading(page, 'Items we need from you');
    await expect.poll(() => page.locator('.conditions__card').count()).toBe(1);
    await page.getByRole('link', { name: 'Back to my application' }).click();
    await waitForHeading(page, 'Choose your offer', 30_000);
    await expect.poll(() => notice(page).getByRole('status').innerText()).toBe('We need one more item from you to keep your application moving.');
    expect(await page.getByRole('button', { name: 'Menu, 1 open' }).count()).toBe(1);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('FIGURE at 1280 px: the side navigation counts them and the notice links to them', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'FIGURE' });
    await addCondition(applicant.uuid, 'BANK_ACCOUNT_FRAUD_REVIEW');
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await waitForHeading(page, 'Choose your offer', 30_000);
    await notice(page).waitFor();
    // The side navigation, the bell and the notice each read the open cards as they load.
    const item = page.locator('nav.side-nav [data-shell-id="conditions"]');
    await expect.poll(() => item.innerText()).toMatch(/^Items we need\s*1/);
    await expect.poll(() => page.locator('nav.side-nav').getByRole('link', { name: 'Items we need, 1 open' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Notifications, 1 unread' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'conditions-FIGURE-1280-notice');
    await notice(page).getByRole('link', { name: 'See what we need' }).click();
    await waitForHeading(page, 'Items we need from you');
    await expect.poll(() => page.locator('.conditions__card').count()).toBe(1);
    await expect.poll(() => notice(page).count()).toBe(0);
    expect(csp).toEqual([]);
    await context.close();
  });
});
