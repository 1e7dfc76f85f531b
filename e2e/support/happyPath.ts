/**
 * The additional signer's live notary session, from the session page to the documents screen:
 * camera on, the waiting room, the notary admits and asks, the signer signs the deed.
 */
export async function signerMeetsNotary(page: Page, sandboxUrl: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
  await page.getByRole('button', { name: 'Join the waiting room' }).click();
  const notary = await notaryAdmitsAndAsks(sandboxUrl, name);
  await page.getByRole('checkbox', { name: /I am signing the mortgage/ }).check();
  await page.getByLabel(/Type your full legal name/).fill(name);
  await submit(page, /Sign the deed/);
  await page.getByText(/You signed the mortgage/).waitFor();
  await notary.complete();
  await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/documents', { timeout: 15_000 });
  await page.locator('h1', { hasText: "You're all signed" }).waitFor();
}

/**
 * The happy path's application screens as an applicant fills them (after registration), shared by
 * the browser tests that walk it: what is done on each screen, keyed by the route after /{uuid}, and
 * the loop that follows the status router from screen to screen.
 */
import type { Page } from 'playwright-core';
import type { Person } from './registration.ts';
import { notaryAdmitsAndAsks } from './api.ts';
import { screenshot } from './browser.ts';

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');

export const submit = (page: Page, name: RegExp = /Continue|Submit|Sign|Save|Confirm|Choose|Upload|Complete|Agree|Connect|Verify/) =>
  page.locator('form').getByRole('button', { name }).last().click();

/**
 * Reads the document to the end (001 §2): scrolls its viewer until the page reports the bottom was
 * reached. On a phone the document opens as text (a `textHref` document): its text view is scrolled;
 * otherwise the PDF's pages are.
 */
export async function readDocument(page: Page) {
  await page.locator('.w-pdf').first().waitFor({ timeout: 20_000 });
  await page.evaluate(() => {
    const w = window as unknown as { __read?: boolean };
    w.__read = false;
    window.addEventListener('scroll-to-bottom', () => { w.__read = true; }, { once: true });
  });
  const textView = await page.locator('.w-pdf__view[aria-pressed="true"]', { hasText: /^Text$/ }).count() > 0;
  const viewer = textView ? page.locator('.w-pdf .doc[role=region]').first() : page.locator('canvas').first();
  await viewer.waitFor({ timeout: 20_000 });
  await viewer.scrollIntoViewIfNeeded();
  for (let i = 0; i < 40; i++) {
    // The viewer is the text region itself, or the canvas's nearest scrolling ancestor.
    await viewer.evaluate((el) => {
      let box: HTMLElement | null = el.classList.contains('doc') ? el as HTMLElement : el.parentElement;
      while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
      if (box) box.scrollTop = box.scrollHeight;
    });
    await page.waitForTimeout(250);
    if (await page.evaluate(() => (window as unknown as { __read?: boolean }).__read === true)) return;
  }
  throw new Error('the document never reported its end');
}

/** `notaryApi`: where the notary's console API is (the sandbox's /ops/notary), for the online notary session. */
export type Filler = (page: Page, who: Person, notaryApi: string) => Promise<void>;

/** What an applicant does on each screen of the happy path, keyed by the route after /{uuid}. */
export const happyPathFillers: Record<string, Filler> = {
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
  '/notary/session': async (page, who, notaryApi) => {
    await page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
    await page.getByRole('button', { name: 'Join the waiting room' }).click();
    const notary = await notaryAdmitsAndAsks(notaryApi, `${who.firstName} ${who.lastName}`);
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

const APPLICATION_PATH = /^\/account\/heloc\/[0-9a-f-]{36}(?=\/.)/;

/** The route of an application page after /{uuid} (`/start/hmda`), '' outside one and on its index (which moves on). */
export const applicationRoute = (url: URL | string) => {
  const path = new URL(url).pathname;
  return APPLICATION_PATH.test(path) ? path.replace(APPLICATION_PATH, '') : '';
};

/**
 * Follows the status router from screen to screen, filling each as `happyPathFillers` says, until
 * the page reaches `until` (not filled; '/complete' by default). `visited`: the routes seen so far
 * (carried from an earlier call, which this one continues); `onScreen` runs on each screen before
 * it is filled; `stopAt`: return once the page is on this route, before filling it and without
 * counting it as visited (so a later call, on another page or site, takes it up there).
 */
export async function followHappyPath(page: Page, who: Person, options: { notaryApi: string; visited?: string[]; until?: string; stopAt?: string; onScreen?: (route: string) => Promise<void> }): Promise<string[]> {
  const visited = options.visited ?? [];
  const until = options.until ?? '/complete';
  for (let i = 0; i < 30; i++) {
    await page.waitForURL((url) => applicationRoute(url) !== '' && !visited.includes(applicationRoute(url)), { timeout: 45_000 })
      .catch(async (error) => {
        await screenshot(page, 'journey-stuck');
        throw new Error(`stuck after ${visited.join(' → ')} on ${page.url()}: ${(error as Error).message}`);
      });
    await page.locator('h1').first().waitFor();
    const route = applicationRoute(page.url());
    if (route === options.stopAt) return visited;
    visited.push(route);
    if (route === until) return visited;
    const fill = happyPathFillers[route];
    if (!fill) throw new Error(`no filler for ${route} (visited ${visited.join(' → ')})`);
    await options.onScreen?.(route);
    await fill(page, who, options.notaryApi);
  }
  throw new Error(`no ${until} after ${visited.join(' → ')}`);
}
