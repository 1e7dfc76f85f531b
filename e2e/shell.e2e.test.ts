/**
 * The shared shell in a real browser against the sandbox (001 §2–§4, §8) for the main brand and a
 * partner: navigation, apps and profile menus by keyboard, notifications set through the operations
 * API, banners from the sandbox's data file, footer licensed states and notices, the loan-originator
 * sidebar at desktop and phone widths, the login redirect, logout and the error fallback page.
 * Every state is checked with axe-core and kept as a screenshot.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, signIn } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
let bannersFile: string;

useSandboxAndBrowser((s, b) => {
  sandbox = s;
  browser = b;
  bannersFile = join(s.dataDir!, 'banners.json');
}, { ownData: true, flags: { 'fe-heloc-portfolio-manager': { enabled: true } } });

const REFERRER = '11111111-2222-4333-8444-555555555555';
const BROKER = '66666666-7777-4888-9999-000000000000';
const brands = [
  { org: 'FIGURE', main: true, ehl: 'Equal Housing Lender' },
  { org: 'GOODLEAP_LLC', main: false, ehl: 'Equal Opportunity Lender' },
] as const;

const banner = (n: number, createdAt: string, extra: Record<string, unknown> = {}) => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`, message: `Banner number ${n}`, apps: ['heloc'], variant: n % 2 ? 'info' : 'warn', active: true, metadata: { createdAt }, ...extra,
});

async function notify(email: string, body: Record<string, unknown>) {
  const res = await fetch(`${sandbox.url}/ops/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, ...body }) });
  expect(res.status).toBe(200);
}

const texts = (page: Page, selector: string) => page.locator(selector).allInnerTexts().then((t) => t.map((s) => s.trim()));

describe('the shared shell', () => {
  it.each(brands)('$org: menus by keyboard, notifications, banners and footer for a signed-in applicant at 1280 px', async ({ org, main, ehl }) => {
    writeFileSync(bannersFile, JSON.stringify([
      banner(1, '2026-11-01T10:00:00Z'),
      banner(2, '2026-11-03T10:00:00Z'),
      banner(3, '2026-11-02T10:00:00Z'),
      banner(4, '2026-11-05T10:00:00Z', { active: false }),
      banner(5, '2026-11-06T10:00:00Z', { apps: ['pay'] }),
    ]));
    const applicant = await createApplicant(sandbox.url, 'Happy', { org });
    const hour = 3_600_000;
    for (let i = 0; i < 5; i++) await notify(applicant.email, { title: `Update ${i + 1}`, created: new Date(Date.now() - (i + 1) * hour).toISOString(), ...(i === 0 ? { walletAddress: 'tp1abcdefghijklmnopqrstu', ctas: [{ redirectPath: '/account/heloc/register-v2' }] } : {}) });
    await notify(applicant.email, { title: 'Welcome aboard', status: 'READ', created: new Date(Date.now() - 40 * 24 * hour).toISOString() });

    const { page, context, csp, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.locator('h1').first().waitFor();

    // Side navigation and apps (Portfolio Manager: the flag is on, the main brand shows it).
    const nav = page.locator('nav.side-nav');
    // A partner shows none of Figure's ecosystem apps (brand.behaviour.ecosystemApps).
    expect(await texts(page, 'nav.side-nav a')).toEqual(main ? ['Dashboard', 'Marketplace', 'Portfolio Manager'] : ['Dashboard']);
    // Banners: active ones for the app, newest first, at most 2 (warn, then info).
    await expect.poll(() => page.locator('[data-banner]').allTextContents()).toEqual(['Important: Banner number 2', 'Notice: Banner number 3']);
    expect(await page.locator('.banner--warn').count()).toBe(1);
    expect(await nav.isVisible()).toBe(true);

    // Apps menu by keyboard: ArrowDown opens it on the first item; Escape closes it and returns focus.
    // A partner has no apps: no apps menu.
    const apps = page.getByRole('button', { name: 'Apps' });
    expect(await apps.count()).toBe(main ? 1 : 0);
    if (main) {
      await apps.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Passport');
      expect(await texts(page, '.menu__list:not([hidden]) .menu__item')).toEqual(['Passport', 'Group Manager', 'Portfolio Manager', 'Pay', 'Exchange']);
      await page.keyboard.press('ArrowUp');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Exchange');
      await page.keyboard.press('Escape');
      expect(await apps.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Apps');
    }

    // Profile menu for a signed-in user.
    const profile = page.getByRole('button', { name: 'Your account' });
    await profile.focus();
    await page.keyboard.press('Enter');
    expect(await profile.getAttribute('aria-expanded')).toBe('true');
    expect(await texts(page, '.menu__list:not([hidden]) .menu__item')).toEqual(main ? ['Support', 'Switch Accounts', 'Settings', 'Logout'] : ['Support', 'Settings', 'Logout']);
    await screenshot(page, `shell-${org}-1280-profile-menu`);
    await page.keyboard.press('Escape');

    // Notifications: 5 unread (badge), 3 before View All, unread then read, View Less.
    const bell = page.getByRole('button', { name: 'Notifications, 5 unread' });
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.notifications');
    await panel.waitFor();
    expect(await page.locator('.notification__title').allTextContents()).toEqual(['Unread: Update 1', 'Unread: Update 2', 'Unread: Update 3']);
    expect(await page.locator('.notification--unread').count()).toBe(3);
    expect(await panel.getByText('Wallet tp1abc...qrstu').count()).toBe(1);
    expect(await panel.getByRole('link', { name: 'View' }).count()).toBe(1);
    expect(await panel.getByText('1 hour ago').count()).toBe(1);
    await panel.getByRole('button', { name: 'View All' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.notification__title').allTextContents()).toEqual(['Unread: Update 1', 'Unread: Update 2', 'Unread: Update 3', 'Unread: Update 4', 'Unread: Update 5', 'Welcome aboard']);
    expect(await page.locator('.notification[data-status="READ"] time').innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `shell-${org}-1280-notifications`);
    await panel.getByRole('button', { name: 'View Less' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.notification').count()).toBe(3);
    await page.keyboard.press('Escape');
    expect(await panel.count()).toBe(0);
    // Read once seen: the four without a call to action the panel listed; the one with a call to action is read when followed.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

    // Last (the chat and feedback dialogs built elsewhere open on these events): the support line is a chat button (web chat on) that dispatches open-chat.
    await page.evaluate(() => { (window as any).__events = []; for (const e of ['open-chat', 'open-ceo-feedback']) window.addEventListener(e, () => (window as any).__events.push(e)); });
    await page.getByRole('button', { name: 'Chat with us' }).first().click();
    expect(await page.getByRole('button', { name: 'Share feedback with our CEO' }).count()).toBe(main ? 1 : 0);
    if (main) await page.getByRole('button', { name: 'Share feedback with our CEO' }).click();
    expect(await page.evaluate(() => (window as any).__events)).toEqual(main ? ['open-chat', 'open-ceo-feedback'] : ['open-chat']);

    // Footer: licensed states (49 in the sandbox: the main brand adds "with more states to come"), NY notice, encryption, equal housing logo.
    const states = await page.getByTestId('licensed-states').innerText();
    expect(states.startsWith('Licensed to lend in AK, AL, AR')).toBe(true);
    expect(states.endsWith(main ? 'WY with more states to come.' : 'WY.')).toBe(true);
    expect(await page.getByTestId('new-york-notice').innerText()).toBe('This site does not accept applications for properties in New York.');
    expect(await page.getByText('Your information is protected with 256-bit encryption.').count()).toBe(1);
    expect(await page.locator('footer img').getAttribute('alt')).toBe(ehl);
    expect(await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/account/heloc/privacy');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `shell-${org}-1280`);
    expect(csp).toEqual([]);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });

  it.each([
    ['FIGURE', REFERRER, 'Your loan officer', 'Lena Officer'],
    ['GOODLEAP_LLC', BROKER, 'Your broker', 'Sample Brokerage'],
  ] as const)('%s: the originator sidebar at 1280 px and the banner with its side panel at 375 px', async (org, referrer, label, name) => {
    const desktop = await openPage(browser, { width: 1280, height: 900 });
    await desktop.page.goto(`${sandbox.url}/account/heloc/register-v2?org=${org}&referrer=${referrer}`);
    const sidebar = desktop.page.locator('aside.originator-sidebar');
    await sidebar.waitFor();
    expect(await sidebar.getByRole('heading').innerText()).toBe(label);
    expect(await sidebar.getByText(name).count()).toBe(1);
    expect(await desktop.page.locator('.originator-banner').isVisible()).toBe(false);
    // The card's buttons wrap between words, and an e-mail address before its "@" or a dot, never mid-word.
    expect(await sidebar.evaluate(midWordBreaks)).toEqual([]);
    if (org === 'FIGURE') {
      expect(await sidebar.getByText('NMLS #0001001').count()).toBe(1);
      expect(await sidebar.locator('a[href^="mailto:"]').getAttribute('href')).toBe('mailto:lena.officer@example.com');
      expect(await sidebar.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:5550100101');
    }
    // Visitors see Login and Dashboard in the profile menu.
    await desktop.page.getByRole('button', { name: 'Your account' }).click();
    expect(await texts(desktop.page, '.menu__list:not([hidden]) .menu__item')).toEqual(['Login', 'Dashboard']);
    await desktop.page.keyboard.press('Escape');
    expect(await seriousA11yViolations(desktop.page)).toEqual([]);
    await screenshot(desktop.page, `shell-${org}-1280-originator`);
    await desktop.context.close();

    const phone = await openPage(browser, { width: 375, height: 800 });
    const page = phone.page;
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${org}&referrer=${referrer}`);
    const bannerBox = page.locator('.originator-banner');
    await bannerBox.waitFor();
    expect(await page.locator('aside.originator-sidebar').isVisible()).toBe(false);
    expect(await page.locator('nav.side-nav').isVisible()).toBe(false);
    await screenshot(page, `shell-${org}-375-originator-banner`);
    await bannerBox.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe(label);
    expect(await dialog.getByText(name).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `shell-${org}-375-originator-panel`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // The mobile menu by keyboard.
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    expect(await menu.isVisible()).toBe(true);
    expect((await texts(page, '#mobile-menu .nav-list__item')).slice(0, 2)).toEqual(org === 'FIGURE' ? ['Dashboard', 'Marketplace'] : ['Dashboard']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `shell-${org}-375-menu`);
    await menu.getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
    expect(phone.csp).toEqual([]);
    await phone.context.close();
  });

  it('sends anonymous visitors on a non-public path to login, and logs a signed-in user out', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${sandbox.url}/account/heloc/plaid-oauth-success`);
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/account/heloc/plaid-oauth-success');
    await page.goto(`${sandbox.url}/account/heloc/heloc-signer/resume`);
    await page.waitForURL((url) => url.pathname === '/account/heloc/heloc-signer/login', { timeout: 15_000 });

    const applicant = await createApplicant(sandbox.url);
    await page.evaluate((jwt) => localStorage.setItem('jwt', `Bearer ${jwt}`), applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.locator('h1').first().waitFor();
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    // The old token was revoked: it now ends the session (401) and the app goes to login.
    await page.evaluate((jwt) => localStorage.setItem('jwt', `Bearer ${jwt}`), applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await context.close();
  });

  it('shows no banners when the banner file is malformed, and logs why', async () => {
    writeFileSync(bannersFile, JSON.stringify({ banners: 'nope' }));
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    const warnings: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`);
    await page.locator('h1').first().waitFor();
    await expect.poll(() => warnings).toContain('Banners: Banner data does not match the expected format');
    expect(await page.locator('[data-banner]').count()).toBe(0);
    writeFileSync(bannersFile, readFileSync('sandbox/data/banners.json'));
    await context.close();
  });

  it.each(['FIGURE', 'GOODLEAP_LLC'])('%s: a screen that fails to render shows the error fallback page', async (org) => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    // A broken screen chunk (the deploy shipped a bad file): its module loads but holds no screen.
    await page.route('**/assets/chunks/property-address-*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export const screen = null;' }));
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${org}`);
    await page.getByRole('heading', { name: 'Sorry, looks like we have hit a snag!' }).waitFor();
    expect(await page.getByText('Please click Try again to see if we can get you back moving').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await page.locator('.error-fallback a[href^="tel:"]').innerText()).toBe(org === 'FIGURE' ? '(888) 819-6388' : '(844) 555-0110');
    expect(await page.locator('.error-fallback a[href^="mailto:"]').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `shell-${org}-375-error-fallback`);
    await page.unroute('**/assets/chunks/property-address-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Sorry, looks like we have hit a snag!' }).waitFor();
    await context.close();
  });
});

/** The links under `root` whose text starts a new line in the middle of a word (seen in the browser). */
function midWordBreaks(root: Element): string[] {
  const broken: string[] = [];
  for (const link of root.querySelectorAll('a')) {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    let top: number | null = null;
    let previous = ' ';
    let parent: Element | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.visually-hidden')) continue;
      // Separate elements are separate words (a flex button's label and number).
      if (node.parentElement !== parent) previous = ' ';
      parent = node.parentElement;
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue;
        if (top !== null && box.top > top + 2 && /\S/.test(previous) && !/[\s@.]/.test(text[i]!)) broken.push(link.textContent ?? '');
        top = box.top;
        previous = text[i]!;
      }
    }
  }
  return broken;
}
