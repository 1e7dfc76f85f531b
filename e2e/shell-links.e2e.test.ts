/**
 * No dead ends in the shell (issue 10 item 7, 001 §2): every navigation, apps and profile item a
 * signed-in applicant or a visitor can click leads to a real HTML page in the lender's brand, never
 * a JSON 404; a partner's applicants see none of Figure's ecosystem apps. Clicked the way a person
 * does: menus opened, the item clicked. At 375 px (mobile menu) and 1280 px (side navigation, apps).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, signIn } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { flags: { 'fe-heloc-portfolio-manager': { enabled: true } } });

const ECOSYSTEM = ['Marketplace', 'Passport', 'Group Manager', 'Pay', 'Exchange', 'Switch Accounts', 'Portfolio Manager'];
const OTHER_BRANDS: Record<string, RegExp> = { FIGURE: /GoodLeap|Lakeview/, GOODLEAP_LLC: /Figure/ };
const COMPANY: Record<string, string> = { FIGURE: 'Figure Lending LLC', GOODLEAP_LLC: 'GoodLeap, LLC' };

type Where = 'mobile' | 'side' | 'apps' | 'profile';

/** Opens the menu that holds the item (as a person would) and answers the item's locator. */
async function reveal(page: Page, where: Where) {
  if (where === 'mobile') {
    await page.getByRole('button', { name: 'Menu' }).click();
    return page.locator('#mobile-menu');
  }
  if (where === 'side') return page.locator('nav.side-nav');
  await page.getByRole('button', { name: where === 'apps' ? 'Apps' : 'Your account' }).click();
  return page.locator('.menu__list:not([hidden])');
}

/** Labels of the items in a place of the shell. */
async function labels(page: Page, where: Where): Promise<string[]> {
  const scope = await reveal(page, where);
  const found = (await scope.locator('[data-shell-id]').allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  if (where === 'mobile' && (await page.locator('#mobile-menu').isVisible())) await page.getByRole('button', { name: 'Close menu' }).click();
  return found;
}

/** Clicks one item; the page it opens must be an HTML page of this brand with a heading. */
async function follow(page: Page, start: string, where: Where, label: string, org: string) {
  await page.goto(start);
  await page.locator('h1').first().waitFor();
  const scope = await reveal(page, where);
  const navigation = page.waitForResponse((r) => r.request().isNavigationRequest() && r.request().frame() === page.mainFrame(), { timeout: 15_000 });
  const before = page.url();
  await scope.locator('[data-shell-id]', { hasText: label }).first().click();
  const response = await navigation;
  // The response can arrive before the new document replaces the old one: wait for the address to
  // change and the new page to load, so the page read below is the one the click opened.
  await page.waitForURL((url) => url.href !== before, { waitUntil: 'load', timeout: 15_000 });
  const seen = await page.evaluate(() => ({ type: document.contentType, h1: document.querySelector('h1')?.textContent ?? '', text: document.body.innerText, url: location.pathname }));
  const what = `${org} ${where} ${label} → ${seen.url}`;
  expect(response.status(), what).toBeLessThan(400);
  expect(seen.type, what).toBe('text/html');
  expect(seen.h1, what).not.toBe('');
  expect(seen.text, what).not.toMatch(/"statusCode"/);
  expect(seen.text, what).toContain(COMPANY[org]!);
  expect(seen.text, what).not.toMatch(OTHER_BRANDS[org]!);
  return seen;
}

describe('no dead ends in the shell', () => {
  it.each([
    { org: 'FIGURE', side: ['Dashboard', 'Marketplace', 'Portfolio Manager'], apps: ['Passport', 'Group Manager', 'Portfolio Manager', 'Pay', 'Exchange'], profile: ['Support', 'Switch Accounts', 'Settings', 'Logout'] },
    { org: 'GOODLEAP_LLC', side: ['Dashboard'], apps: [], profile: ['Support', 'Settings', 'Logout'] },
  ])('$org: every item of a signed-in applicant leads to a branded page, at 1280 and 375 px', async ({ org, side, apps, profile }) => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org });
    const start = `${sandbox.url}/account/heloc/${applicant.uuid}`;

    const desktop = await openPage(browser, { width: 1280, height: 900 });
    await signIn(desktop.page, applicant.token);
    await desktop.page.goto(start);
    await desktop.page.locator('h1').first().waitFor();
    expect(await labels(desktop.page, 'side')).toEqual(side);
    expect(await desktop.page.getByRole('button', { name: 'Apps' }).count()).toBe(apps.length ? 1 : 0);
    if (apps.length) expect(await labels(desktop.page, 'apps')).toEqual(apps);
    expect(await labels(desktop.page, 'profile')).toEqual(profile);
    for (const label of side) await follow(desktop.page, start, 'side', label, org);
    for (const label of apps) await follow(desktop.page, start, 'apps', label, org);
    // Switch Accounts opens a dialog of the wallet's accounts, then Passport (e2e/switch-accounts.e2e.test.ts follows it).
    for (const label of profile.filter((l) => l !== 'Logout' && l !== 'Switch Accounts')) {
      await follow(desktop.page, start, 'profile', label, org);
      if (label === 'Settings') await desktop.page.getByText(applicant.email).waitFor();
    }
    await screenshot(desktop.page, `shell-links-${org}-1280-last`);
    expect(desktop.csp).toEqual([]);
    await desktop.context.close();

    const phone = await openPage(browser, { width: 375, height: 800 });
    await signIn(phone.page, applicant.token);
    await phone.page.goto(start);
    await phone.page.locator('h1').first().waitFor();
    const mobile = await labels(phone.page, 'mobile');
    expect(mobile).toEqual([...side, ...apps]);
    expect(mobile.some((l) => ECOSYSTEM.includes(l))).toBe(org === 'FIGURE');
    await phone.page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, `shell-links-${org}-375-menu`);
    for (const label of mobile) {
      const seen = await follow(phone.page, start, 'mobile', label, org);
      await screenshot(phone.page, `shell-links-${org}-375-${seen.url}`);
    }
    for (const label of profile.filter((l) => l !== 'Logout' && l !== 'Switch Accounts')) await follow(phone.page, start, 'profile', label, org);
    expect(phone.csp).toEqual([]);
    await phone.context.close();
  });

  it.each(['FIGURE', 'GOODLEAP_LLC'])('%s: a visitor\'s Login and Dashboard lead to branded pages at 375 px', async (org) => {
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    const start = `${sandbox.url}/account/heloc/register-v2?org=${org}`;
    await page.goto(start);
    await page.locator('h1').first().waitFor();
    expect(await labels(page, 'profile')).toEqual(['Login', 'Dashboard']);
    await follow(page, start, 'profile', 'Login', org);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await follow(page, start, 'profile', 'Dashboard', org);
    await page.getByText('You are not signed in.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `shell-links-${org}-375-visitor-dashboard`);
    expect(csp).toEqual([]);
    await context.close();
  });
});
