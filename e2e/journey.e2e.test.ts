/**
 * The happy path in a real browser against the sandbox (issue: "register as the happy-path persona
 * and reach the complete screen"): registration, then every screen the status router sends the
 * applicant to, filled as an applicant would, until the complete screen. Each screen: no serious
 * axe violation, a screenshot, and a reload that lands on the same screen.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { person, register } from './support/registration.ts';
import { notaryAdmitsAndAsks } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, {}, { fakeMedia: true });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');

const submit = (page: Page, name: RegExp = /Continue|Submit|Sign|Save|Confirm|Choose|Upload|Complete|Agree|Connect|Verify/) =>
  page.locator('form').getByRole('button', { name }).last().click();

/** Reads the document to the end: scrolls its viewer until the page reports the bottom was reached (001 §2). */
async function readDocument(page: Page) {
  const canvas = page.locator('canvas').first();
  await canvas.waitFor({ timeout: 20_000 });
  await canvas.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const w = window as unknown as { __read?: boolean };
    w.__read = false;
    window.addEventListener('scroll-to-bottom', () => { w.__read = true; }, { once: true });
  });
  for (let i = 0; i < 40; i++) {
    // The viewer is the canvas's nearest scrolling ancestor.
    await canvas.evaluate((el) => {
      let box: HTMLElement | null = el.parentElement;
      while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
      if (box) box.scrollTop = box.scrollHeight;
    });
    await page.waitForTimeout(250);
    if (await page.evaluate(() => (window as unknown as { __read?: boolean }).__read === true)) return;
  }
  throw new Error('the document never reported its end');
}

/** What an applicant does on each screen of the happy path, keyed by the route after /{uuid}. */
const fillers: Record<string, (page: Page, who: ReturnType<typeof person>) => Promise<void>> = {
  '/product/select': async (page) => {
    await page.getByLabel(/How much would you like to borrow/).fill('50000');
    await page.getByRole('radio').first().check();
    await submit(page);
  },
  '/start/contact': async (page) => {
    await page.getByRole('radiogroup', { name: /hold title/i }).getByRole('radio').first().check();
    await page.getByRole('radiogroup', { name: /marital status/i }).getByRole('radio').first().check();
    const ssn = page.getByLabel(/Social Security number/);
    if (await ssn.count()) await ssn.fill('123-45-6789');
    await page.getByRole('checkbox', { name: /hard inquiry/i }).check();
    await submit(page);
  },
  '/start/hmda': async (page) => {
    await page.getByRole('checkbox', { name: /do not wish to provide any/i }).check();
    await submit(page);
  },
  '/start/app-summary': async (page, who) => {
    await readDocument(page);
    await page.getByRole('checkbox', { name: /reviewed my application summary/i }).check();
    await page.getByLabel(/Type your full legal name/).fill(`${who.firstName} ${who.lastName}`);
    await submit(page);
  },
  '/income/review': async (page) => {
    await page.getByRole('link', { name: /Connect my payroll account/ }).click();
  },
  '/income/link/payroll': async (page) => {
    await page.getByRole('checkbox', { name: /I authorize/ }).check();
    await submit(page);
  },
  '/bank/disburse': async (page) => {
    await page.getByLabel(/^Routing number/).fill('011000015');
    await page.getByLabel(/^Account number/).fill('123456789');
    await page.getByLabel(/^Re-enter account number/).fill('123456789');
    await page.getByRole('radio', { name: /Checking/ }).check();
    await submit(page);
  },
  '/bank/autopay': async (page) => {
    // Nothing is chosen for the applicant: autopay, then the deposit account, then the authorization.
    await page.getByRole('radio', { name: 'Autopay (recommended)' }).check();
    await page.getByRole('radiogroup', { name: /^Pay from your deposit account/ }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('checkbox', { name: /^I authorize/ }).check();
    await submit(page);
  },
  '/bank/confirm': async (page) => {
    await page.getByRole('link', { name: 'Continue' }).click();
  },
  '/identity': async (page) => {
    await page.getByRole('radio', { name: /Driver's License/ }).check();
    await page.locator('input[type=file]').setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
    await submit(page);
  },
  '/signing/intro': async (page) => {
    await page.getByRole('link', { name: /Review and sign/ }).click();
  },
  '/signing/sign': async (page, who) => {
    await readDocument(page);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByLabel(/Type your full legal name/).fill(`${who.firstName} ${who.lastName}`);
    await submit(page);
  },
  '/notary/intro': async (page) => {
    await page.getByRole('link', { name: /Start my notary session/ }).click();
  },
  '/notary/session': async (page, who) => {
    await page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
    await page.getByRole('button', { name: 'Join the waiting room' }).click();
    const notary = await notaryAdmitsAndAsks(sandbox.url, `${who.firstName} ${who.lastName}`);
    await page.getByRole('checkbox', { name: /I am signing the mortgage/ }).check();
    await page.getByLabel(/Type your full legal name/).fill(`${who.firstName} ${who.lastName}`);
    await submit(page, /Sign the deed/);
    await page.getByText(/You signed your mortgage/).waitFor();
    await notary.complete();
  },
  '/insurance/requirements': async (page) => {
    await page.getByRole('link', { name: /Upload/ }).first().click();
  },
  '/insurance/upload': async (page) => {
    await page.getByLabel(/^Insurance company/).fill('Acme Mutual');
    await page.getByLabel(/^Policy number/).fill('HO-123456');
    await page.locator('input[type=file]').setInputFiles({ name: 'declarations.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%sample declarations page\n') });
    await submit(page);
  },
};

describe('the happy path', () => {
  it('a new applicant goes from registration to the complete screen through every step', async () => {
    const who = person({ lastName: 'Happy' });
    const { page, csp, errors, context } = await openPage(browser, { width: 1280, media: true });
    await page.goto(`${sandbox.url}/account/heloc/register-v2`);
    await register(page, who);
    const visited: string[] = [];
    const inApp = (url: URL) => /^\/account\/heloc\/[0-9a-f-]{36}\/.+/.test(url.pathname);
    for (let i = 0; i < 30; i++) {
      await page.waitForURL((url) => inApp(url) && !visited.includes(url.pathname.replace(/^\/account\/heloc\/[0-9a-f-]{36}/, '')), { timeout: 45_000 })
        .catch(async (error) => {
          await screenshot(page, 'journey-stuck');
          throw new Error(`stuck after ${visited.join(' → ')} on ${page.url()}: ${(error as Error).message}`);
        });
      await page.locator('h1').first().waitFor();
      const route = new URL(page.url()).pathname.replace(/^\/account\/heloc\/[0-9a-f-]{36}/, '');
      visited.push(route);
      if (route === '/complete') break;
      const fill = fillers[route];
      if (!fill) throw new Error(`no filler for ${route} (visited ${visited.join(' → ')})`);
      await page.waitForTimeout(300);
      expect(await seriousA11yViolations(page), route).toEqual([]);
      await screenshot(page, `journey${route.replace(/\//g, '-')}`);
      // A reload lands on the same screen.
      await page.reload();
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname.endsWith(route), `reload on ${route}`).toBe(true);
      await fill(page, who);
    }
    expect(visited.at(-1)).toBe('/complete');
    await screenshot(page, 'journey-complete');
    // The tax instruction of the screen manifest (000 §2), reached from the complete screen.
    await page.getByRole('link', { name: 'Your line and your taxes' }).click();
    await page.locator('h1', { hasText: 'Your line and your taxes' }).waitFor();
    await page.reload();
    await page.locator('h1', { hasText: 'Your line and your taxes' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Form 1098');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'journey-tax-instruction');
    expect(visited).toEqual(expect.arrayContaining(['/product/select', '/start/contact', '/start/hmda', '/income/review', '/bank/disburse', '/identity', '/signing/sign', '/notary/session', '/insurance/upload']));
    expect(csp).toEqual([]);
    expect(errors.filter((e) => !/status of 40[19]/.test(e))).toEqual([]);
    await context.close();
  }, 300_000);
});
