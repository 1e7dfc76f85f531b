/**
 * "Switch Accounts" (001 §2, §3, §7) in a real browser: the profile menu item opens a dialog built from
 * the wallet calls (the accounts list, the profile of the one in use), with addresses shortened to the
 * first 6 and last 5 characters; choosing another account checks access and opens it in Passport.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, signIn } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

describe('Switch Accounts', () => {
  it('lists the wallet accounts, marks the one in use, and opens the chosen one in Passport', async () => {
    const applicant = await createApplicant(sandbox.url);
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, applicant.token);
    const wallet: string[] = [];
    page.on('request', (r: Request) => { if (r.url().includes('/service-wallet/')) wallet.push(new URL(r.url()).pathname + new URL(r.url()).search); });
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}?org=GOODLEAP_LLC`);
    await page.locator('h1').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('button', { name: 'Switch Accounts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch accounts' });
    await dialog.getByText('Happy Family Trust', { exact: true }).waitFor();
    const items = dialog.locator('.switch-accounts__item');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).innerText()).toContain('In use');
    expect(await items.nth(0).locator('.switch-accounts__address').innerText()).toMatch(/^tp1[0-9a-f]{3}\.\.\.[0-9a-f]{5}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'switch-accounts-375');
    expect(wallet.sort()).toEqual(['/service-wallet/secure/api/v4/account', '/service-wallet/secure/api/v4/account/access']);
    const trust = await items.nth(1).locator('.switch-accounts__address').getAttribute('title');
    await dialog.getByRole('button', { name: 'Use Happy Family Trust' }).click();
    await page.waitForURL((u) => u.pathname === '/universal-passport', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('principal')).toBe(trust);
    expect(wallet).toContain(`/service-wallet/secure/api/v4/account/access?principal=${trust}`);
    expect(csp).toEqual([]);
    await context.close();
  });
});
