/**
 * Details a borrower meets on a phone (375 px) under partner brands: the income a self-employed
 * applicant is asked to prove, both documents where two are asked, one message per problem in the
 * upload's error summary, the adverse action notice in the notifications after a decline (read on its page), the other
 * account's fields on autopay gone (not greyed) once the deposit account is chosen, autopay chosen by
 * the applicant alone and only with its authorization (12 CFR 1005.10(b)), the e-mail button
 * of the decline page, the "Download PDF" link clear of its document, and a wide partner logo that
 * stays readable beside the bell.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, createApplicant, setStatus, settledOn, signIn, statusOf, type Applicant } from './support/api.ts';
import { person, register } from './support/registration.ts';
import { applicationFinance, formatMoney } from '../engine/index.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const PHONE = { width: 375, height: 800 };
const DEPOSIT = { uuid: 'd-1', routingNumber: '021000021', mask: '****6789', accountType: 'CHECKING' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** An applicant of `org` whose soft pull has settled, moved to `status` with `patch`. */
async function at(org: string, status: string, patch?: Record<string, unknown>): Promise<Applicant> {
  const applicant = await createApplicant(sandbox.url, 'Happy', { org });
  for (let i = 0; i < 100 && (await statusOf(sandbox.url, applicant.uuid, applicant.token)) !== 'OFFER_SELECTION'; i++) await new Promise((r) => setTimeout(r, 100));
  await setStatus(sandbox.url, applicant.uuid, status, patch);
  return applicant;
}

async function open(a: Applicant, path: string, org: string): Promise<{ page: Page; close: () => Promise<void>; csp: string[] }> {
  const { page, context, csp } = await openPage(browser, PHONE);
  await signIn(page, a.token);
  await page.goto(`${sandbox.url}/account/heloc/${a.uuid}${path}?org=${org}`);
  await page.waitForURL((u) => u.pathname.endsWith(path), { timeout: 30_000 });
  await page.locator('h1').first().waitFor();
  await page.locator('main form, main .screen').first().waitFor();
  return { page, close: () => context.close(), csp };
}

/** The lines a control's text is drawn on, as read on screen, with each line's space left and right inside the control. */
function drawnLines(control: Locator) {
  return control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const lines = new Map<number, { text: string; left: number; right: number }>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width === 0 && text[i] !== ' ') continue;
        const top = Math.round(r.top);
        const line = lines.get(top) ?? { text: '', left: Infinity, right: -Infinity };
        line.text += text[i];
        if (text[i] !== ' ') { line.left = Math.min(line.left, r.left); line.right = Math.max(line.right, r.right); }
        lines.set(top, line);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => ({ text: l.text.trim(), before: l.left - box.left, after: box.right - l.right }));
  });
}

describe('income verification (GoodLeap, 375 px)', () => {
  it('a monthly amount typed as the yearly income is questioned against the income given when applying', async () => {
    const a = await at('GOODLEAP_LLC', 'INCOME_VERIFICATION', { incomeSources: [{ employmentType: 'FULL_TIME', income: 95000 }] });
    const { page, close } = await open(a, '/income/link/payroll', 'GOODLEAP_LLC');
    const amount = page.getByLabel(/^Annual amount \(before taxes\)/).first();
    await amount.waitFor();
    expect(await amount.inputValue()).toBe('95,000');
    await amount.fill('7,900');
    const notice = page.getByText('Your incomes here add up to $7,900 a year, less than half the $95,000 you told us when you applied.', { exact: false });
    await notice.first().waitFor();
    await screenshot(page, 'income-link-monthly-375');
    // Put right, the question goes away.
    await amount.fill('94,000');
    await expect.poll(() => notice.count()).toBe(0);
    await close();
  });

  it('a self-employed applicant is asked for two years of tax returns and a year-to-date profit and loss, not a payroll provider or paystubs', async () => {
    const a = await at('GOODLEAP_LLC', 'INCOME_VERIFICATION', { incomeSources: [{ employmentType: 'SELF_EMPLOYED', income: 96000 }] });
    const { page, close, csp } = await open(a, '/income/review', 'GOODLEAP_LLC');
    const main = page.locator('main');
    await main.getByText(/Form 1040 with Schedule C/).first().waitFor();
    expect(await main.innerText()).not.toMatch(/payroll|paystub/i);
    expect(await page.getByRole('link', { name: /payroll/i }).count()).toBe(0);
    await page.getByRole('link', { name: 'Upload tax returns and profit and loss' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/income/upload/self-employed'));
    await page.locator('h1', { hasText: "Upload your tax returns and this year's profit and loss" }).waitFor();
    const groups = page.locator('.w-file');
    await expect.poll(() => groups.count()).toBe(3);
    // Each named for what it is, and each required (announced so to a screen reader).
    const labels = await page.locator('.w-file > p:first-child').allTextContents();
    expect(labels).toEqual([
      "Last year's tax return (Form 1040 with Schedule C) (required)",
      "The year before's tax return (Form 1040 with Schedule C) (required)",
      "Year-to-date profit and loss statement, or your last 2 months' business bank statements (required)",
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'self-employed-upload-375');

    // Two returns without the profit and loss: asked for, in one summary line, and nothing is sent.
    const inputs = page.locator('input[type=file]');
    await inputs.nth(0).setInputFiles(png('1040-2025.png'));
    await inputs.nth(1).setInputFiles(png('1040-2024.png'));
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.locator('li').allInnerTexts()).toEqual([expect.stringMatching(/Select the profit and loss statement or bank statements to upload/)]);
    expect(await statusOf(sandbox.url, a.uuid, a.token)).toBe('INCOME_VERIFICATION');

    await inputs.nth(2).setInputFiles(png('profit-and-loss.png'));
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await page.waitForURL((u) => !u.pathname.includes('/income/'), { timeout: 30_000 });
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    expect(app.incomeSources[0].method).toBe('UPLOAD');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await close();
  });

  it('an employed applicant uploading paystubs must give both, and a refused file reads the same in the field and the summary', async () => {
    const a = await at('MOVEMENT', 'INCOME_VERIFICATION');
    const { page, close } = await open(a, '/income/upload/paystub', 'MOVEMENT');
    await page.locator('h1', { hasText: 'Upload your 2 most recent paystubs' }).waitFor();
    const inputs = page.locator('input[type=file]');
    expect(await inputs.count()).toBe(2);
    expect(await page.locator('.w-file > p:first-child').allTextContents()).toEqual(['Most recent paystub (required)', 'The paystub before it (required)']);

    // A text file in the first: the field refuses it; the summary says the same words, once.
    await inputs.nth(0).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a paystub') });
    const field = page.locator('.w-file').nth(0);
    await field.getByText('Select a JPG, PNG or PDF file').waitFor();
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    const items = await summary.locator('li').allInnerTexts();
    expect(items[0]).toMatch(/Select a JPG, PNG or PDF file/);
    expect(items[0]).not.toContain('Select a file to upload');
    expect(await field.innerText()).not.toContain('Select a file to upload');
    // The second paystub is asked for too.
    expect(items[1]).toMatch(/Select the second document to upload/);
    await screenshot(page, 'paystub-upload-summary-375');

    // Only the most recent: still asked for the one before it, and nothing is sent.
    await inputs.nth(0).setInputFiles(png('paystub-1.png'));
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await expect.poll(() => summary.locator('li').allInnerTexts()).toEqual([expect.stringMatching(/Select the second document to upload/)]);
    expect(await statusOf(sandbox.url, a.uuid, a.token)).toBe('INCOME_VERIFICATION');
    await close();
  });
});

describe('after a decline (GoodLeap, 375 px)', () => {
  /** A declined applicant on the decline page at 375 px, with their notice's reference. */
  async function declined(viewport = PHONE) {
    const a = await createApplicant(sandbox.url, 'Lowscore', { org: 'GOODLEAP_LLC' });
    for (let i = 0; i < 150 && (await statusOf(sandbox.url, a.uuid, a.token)) !== 'DECLINED'; i++) await new Promise((r) => setTimeout(r, 100));
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    const reference = app.adverseActionNotice.reference as string;
    const watched = await openPage(browser, viewport);
    await signIn(watched.page, a.token);
    await watched.page.goto(`${sandbox.url}/account/heloc/${a.uuid}?org=GOODLEAP_LLC`);
    await watched.page.waitForURL((u) => /\/error\/(decline|credit)$/.test(u.pathname), { timeout: 20_000 });
    await watched.page.getByText(`Your notice's reference is ${reference}`).waitFor();
    return { ...watched, reference };
  }

  it('registered in the browser and declined: the bell shows the notice without a reload', async () => {
    // The bell read the list on the first screen, before the decline; the move to the decline page reads it again.
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`);
    await register(page, person({ lastName: 'Lowscore' }));
    await page.waitForURL((u) => /\/error\/(decline|credit)$/.test(u.pathname), { timeout: 30_000 });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.locator('.notifications .notification').filter({ hasText: 'Your adverse action notice' }).waitFor();
    await context.close();
  });

  it('the notifications panel holds the adverse action notice, which opens the notice itself', async () => {
    const { page, context, csp, reference } = await declined();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.locator('.notifications');
    await panel.waitFor();
    const notice = panel.locator('.notification').filter({ hasText: 'Your adverse action notice' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`reference ${reference}`);
    expect(await panel.innerText()).not.toContain('You have no notifications.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'decline-notifications-375');
    await notice.getByRole('link', { name: 'Read your notice' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/notice/adverse-action'), { timeout: 20_000 });
    expect(csp).toEqual([]);
    await context.close();
  });

  it('at 1280 px its actions keep every word whole, wrapping to a new row rather than breaking "dashboard"', async () => {
    const { page, context } = await declined({ width: 1280, height: 900 });
    const buttons = page.locator('main .actions .button');
    expect(await buttons.count()).toBeGreaterThanOrEqual(4);
    // Each word of each button drawn on one line (a word broken across lines has two boxes).
    const broken = await buttons.evaluateAll((els) => els.flatMap((el) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/[^\s@.]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) out.push(m[0]);
        }
      }
      return out;
    }));
    expect(broken).toEqual([]);
    await screenshot(page, 'decline-actions-1280');
    await context.close();
  });

  it('the e-mail button keeps the address whole (never broken at its hyphen) and centred', async () => {
    const { page, context } = await declined();
    const email = page.getByRole('link', { name: 'Email heloc-support@goodleap.example' });
    const lines = await drawnLines(email);
    expect(lines.map((l) => l.text)).toEqual(['Email', 'heloc-support@goodleap.example']);
    for (const l of lines) {
      expect(Math.abs(l.before - l.after)).toBeLessThanOrEqual(3);
      expect(l.before).toBeGreaterThanOrEqual(12);
    }
    await screenshot(page, 'decline-actions-375');
    await context.close();
  });
});

describe('autopay (Union Home Mortgage, 375 px)', () => {
  it('the other account fields show only for another account, and what was typed there does not stop the deposit account', async () => {
    const a = await at('UNION_HOME_MORTGAGE_CORP', 'AUTOPAY_ACCOUNT', { disburseAccount: DEPOSIT });
    const { page, close } = await open(a, '/bank/autopay', 'UNION_HOME_MORTGAGE_CORP');
    const question = page.getByRole('radiogroup', { name: 'Pay from your deposit account ending in 6789?' });
    await page.getByLabel('Autopay (recommended)').check();
    await question.waitFor();
    const routing = page.getByLabel(/^Routing number/);
    await question.getByLabel('No').check();
    await routing.waitFor();
    expect(await routing.isEnabled()).toBe(true);
    await routing.fill('123');
    await question.getByLabel('Yes').check();
    await expect.poll(() => routing.count()).toBe(0);
    for (const label of [/^Account number/, /^Re-enter account number/, /^Checking/]) expect(await page.getByLabel(label).count()).toBe(0);
    expect(await page.locator('main input:disabled').count()).toBe(0);
    await screenshot(page, 'autopay-deposit-account-375');
    await page.getByRole('checkbox', { name: /^I authorize/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/bank/confirm'), { timeout: 30_000 });
    await close();
  });
});

describe('autopay is the applicant\'s choice, with its authorization (Movement, 375 px)', () => {
  it('nothing is chosen, the account question comes only with autopay, the authorization states the payment, and Continue without it says one thing', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { org: 'MOVEMENT' });
    await settledOn(sandbox.url, a, 'OFFER_SELECTION');
    const offer = (await applicationOf(sandbox.url, a.uuid, a.token)).offers[0];
    const chosen = { selectedOfferUuid: offer.uuid, amount: 50000, rate: offer.rate, term: offer.term };
    await setStatus(sandbox.url, a.uuid, 'AUTOPAY_ACCOUNT', { disburseAccount: DEPOSIT, ...chosen });
    const figures = applicationFinance({ app: await applicationOf(sandbox.url, a.uuid, a.token) }).result!;
    const payment = formatMoney(figures.monthlyPayment, 2);
    const { page, close } = await open(a, '/bank/autopay', 'MOVEMENT');

    // Nothing is chosen for the applicant.
    const payType = page.getByRole('radiogroup', { name: /^Monthly payments/ });
    await payType.waitFor();
    expect(await page.locator('main input:checked').count()).toBe(0);
    const question = page.getByRole('radiogroup', { name: 'Pay from your deposit account ending in 6789?' });
    const authorization = page.getByRole('checkbox', { name: /^I authorize/ });
    expect(await question.count()).toBe(0);
    expect(await authorization.count()).toBe(0);

    // Paying by hand asks neither.
    await page.getByLabel("I'll pay each month myself").check();
    expect(await question.count()).toBe(0);
    expect(await authorization.count()).toBe(0);

    // Autopay asks which account and for the authorization, which names the lender, the account, the payment and how to stop it.
    await page.getByLabel('Autopay (recommended)').check();
    await question.waitFor();
    expect(await question.locator('input:checked').count()).toBe(0);
    await question.getByLabel('Yes').check();
    const words = (await authorization.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.innerText ?? '')).replace(/\s+/g, ' ');
    expect(words).toContain('I authorize Movement');
    expect(words).toContain(`my monthly payment of ${payment} from my deposit account ending in 6789 on each due date`);
    // The last payment is stated to the cent (the schedule's last row), not "may differ by a few cents".
    expect(words).toContain(`The amount changes only if my balance does, for example after another draw (the rate on this draw is fixed), and the last payment, ${formatMoney(figures.finalPayment, 2)}, pays the draw off exactly.`);
    expect(words).toMatch(/To stop a payment or cancel autopay, I'll call \(\d{3}\) \d{3}-\d{4} at least three business days before the payment date\./);
    expect(await authorization.isChecked()).toBe(false);

    // Continue without it: one message, in the summary and at the box, never the paragraph itself.
    await page.getByRole('button', { name: 'Continue' }).click();
    const message = 'Confirm that you authorize autopay, or choose to pay each month yourself';
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.locator('li').allInnerTexts()).toEqual([message]);
    // Said once more at the box itself, and nowhere else.
    await expect.poll(async () => (await page.locator('main').innerText()).split(message).length - 1).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'autopay-authorization-375');
    expect(new URL(page.url()).pathname).toMatch(/\/bank\/autopay$/);

    await authorization.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/bank/confirm'), { timeout: 30_000 });
    const kept = (await applicationOf(sandbox.url, a.uuid, a.token)).autopayAuthorization;
    expect(kept).toMatchObject({ authorized: true, accountLastFour: '6789' });
    // The words kept are the words the applicant read (the label adds only its "(required)" mark).
    expect(words.trim()).toBe(`${kept.words} (required)`);
    await close();
  });
});

describe('private answers after a reload (GoodLeap, 375 px)', () => {
  it('an account number the browser does not keep says why it is empty after a reload, until it is typed again; the routing number comes back', async () => {
    const a = await at('GOODLEAP_LLC', 'AUTOPAY_ACCOUNT', { disburseAccount: DEPOSIT });
    const { page, close } = await open(a, '/bank/autopay', 'GOODLEAP_LLC');
    const question = page.getByRole('radiogroup', { name: 'Pay from your deposit account ending in 6789?' });
    await page.getByLabel('Autopay (recommended)').check();
    await question.waitFor();
    await question.getByLabel('No').check();
    await page.getByLabel(/^Routing number/).fill('021000021');
    await page.getByLabel(/^Account number/).fill('123456789');
    const notice = "For your security, we don't keep this in your browser, so it was cleared when the page reloaded. Please enter it again.";
    expect(await page.getByText(notice).count()).toBe(0);
    // The draft is kept as the applicant types; give it a moment before the reload.
    await page.waitForTimeout(800);
    await page.reload();
    const account = page.getByLabel(/^Account number/);
    await account.waitFor({ timeout: 20_000 });
    expect(await page.getByLabel(/^Routing number/).inputValue()).toBe('021000021');
    expect(await account.inputValue()).toBe('');
    const field = page.locator('.field').filter({ has: account });
    await expect.poll(() => field.getByText(notice).count()).toBe(1);
    // Only the field that had an answer says so.
    expect(await page.getByText(notice).count()).toBe(1);
    await screenshot(page, 'autopay-account-not-kept-375');
    await account.fill('123456789');
    await expect.poll(() => page.getByText(notice).count()).toBe(0);
    await close();
  });
});

describe('layout at 375 px', () => {
  it('the support-hours banner is drawn with the page: nothing is pushed down after the heading shows (GoodLeap)', async () => {
    const { page, context } = await openPage(browser, PHONE);
    // Where the heading stands in the first frame drawn with it, and where it stands once everything
    // has loaded. Measured in a frame (requestAnimationFrame), not as the markup is parsed: a page that
    // arrives prerendered has its heading before its stylesheet, and no frame is drawn without it.
    await page.addInitScript(() => {
      const w = window as unknown as { firstTop?: number; asked?: boolean };
      new MutationObserver(() => {
        if (w.asked || !document.querySelector('main h1')) return;
        w.asked = true;
        requestAnimationFrame(() => {
          const h1 = document.querySelector('main h1');
          if (h1) w.firstTop = h1.getBoundingClientRect().top + window.scrollY;
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${sandbox.url}/account/heloc/register-v2/annual-income?org=GOODLEAP_LLC`);
    const banner = page.locator('.banner', { hasText: /Our support team is available Monday-Friday/ });
    await banner.waitFor();
    await page.waitForLoadState('networkidle');
    const first = await page.evaluate(() => (window as unknown as { firstTop?: number }).firstTop);
    const now = await page.locator('main h1').evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    expect(first).toBeDefined();
    expect(now).toBe(first);
    await context.close();
  });

  it('"Download PDF" stands clear of the document above it (Movement)', async () => {
    const a = await at('MOVEMENT', 'APP_SUBMISSION');
    const { page, close } = await open(a, '/start/app-summary', 'MOVEMENT');
    const link = page.getByRole('link', { name: /^Download PDF/ });
    await link.waitFor({ timeout: 20_000 });
    const { gap, height } = await link.evaluate((a) => {
      const box = a.closest('.w-download, .w-pdf__download')!.previousElementSibling!.getBoundingClientRect();
      const r = a.getBoundingClientRect();
      return { gap: r.top - box.bottom, height: r.height };
    });
    expect(gap).toBeGreaterThanOrEqual(12);
    expect(height).toBeGreaterThanOrEqual(44);
    await close();
  });

  it.each(['UNION_HOME_MORTGAGE_CORP', 'MOVEMENT'])('%s: a wide logo stays readable beside the bell, and the notifications open below the whole bar', async (org) => {
    const a = await at(org, 'IDENTITY_VERIFICATION');
    const { page, close } = await open(a, '/identity', org);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    const logo = page.locator('.topbar__logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const drawn = await logo.evaluate((img: HTMLImageElement) => {
      const r = img.getBoundingClientRect();
      // object-fit: contain draws the image inside its box: the drawn height is the smaller scale.
      const scale = Math.min(r.width / img.naturalWidth, r.height / img.naturalHeight);
      return { height: img.naturalHeight * scale, right: r.right };
    });
    expect(drawn.height).toBeGreaterThanOrEqual(24);
    const bellBox = (await bell.boundingBox())!;
    expect(bellBox.x + bellBox.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, `logo-${org}-375`);
    await bell.click();
    const panel = page.locator('.notifications-menu__popup');
    await panel.waitFor();
    const barBottom = await page.locator('header.topbar').evaluate((h) => h.getBoundingClientRect().bottom);
    expect(Math.round((await panel.boundingBox())!.y)).toBeGreaterThanOrEqual(Math.floor(barBottom) - 1);
    await close();
  });
});

describe('money fields (New American Funding, 375 px)', () => {
  it('an optional amount whose empty answer is 0 starts empty, so a tap and typing never make 22800 into 228,000; cleared, it stays empty', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${sandbox.url}/account/heloc/register-v2/annual-income?org=NEW_AMERICAN_FUNDING`);
    const other = page.getByLabel(/^Other annual income/);
    await other.waitFor();
    expect(await other.inputValue()).toBe('');
    // A tap at the left of the field, then typing: nothing was there to type after.
    await other.click({ position: { x: 4, y: 10 } });
    await page.keyboard.type('22800');
    await expect.poll(() => other.inputValue()).toBe('22,800');
    await other.fill('');
    await other.blur();
    expect(await other.inputValue()).toBe('');
    await screenshot(page, 'money-optional-empty-375');
    await context.close();
  });

  it('"85.000", as many countries write 85,000, reads $85,000 and says so; never $85.00 silently', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${sandbox.url}/account/heloc/register-v2/annual-income?org=NEW_AMERICAN_FUNDING`);
    const field = page.getByLabel(/^Annual income \(before taxes\)/);
    await field.waitFor();
    await field.pressSequentially('85.000');
    await expect.poll(() => field.inputValue()).toBe('85,000');
    const note = page.locator(`#${await field.getAttribute('id')}__regrouped`);
    await expect.poll(() => note.textContent()).toBe('We read “85.000” as $85,000: an amount has at most two decimals, so the dots group thousands. Check that it is right.');
    await field.blur();
    expect(await field.inputValue()).toBe('85,000');
    // No low-income confirmation: the amount is $85,000, not $85.
    expect(await page.getByText('You entered').count()).toBe(0);
    await screenshot(page, 'money-regrouped-375');
    // Typed afresh, the note goes.
    await field.fill('');
    await field.pressSequentially('90000');
    await expect.poll(() => note.count()).toBe(0);
    await context.close();
  });

  it('a letter typed into an amount is left out, and the applicant is told so with the amount it now reads', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${sandbox.url}/account/heloc/register-v2/annual-income?org=NEW_AMERICAN_FUNDING`);
    const field = page.getByLabel(/^Annual income \(before taxes\)/);
    await field.waitFor();
    await field.pressSequentially('12o,000');
    await expect.poll(() => field.inputValue()).toBe('12,000');
    const note = page.locator(`#${await field.getAttribute('id')}__dropped`);
    await expect.poll(() => note.textContent()).toBe('We left out “o”: an amount is numbers only. Check that it reads $12,000.');
    // The note sits below the field: the "$" stays inside the input's box.
    const [prefix, input] = await Promise.all([page.locator('.w-affix__prefix').first().boundingBox(), field.boundingBox()]);
    expect(prefix!.y).toBeGreaterThanOrEqual(input!.y);
    expect(prefix!.y + prefix!.height).toBeLessThanOrEqual(input!.y + input!.height);
    await screenshot(page, 'money-dropped-letter-375');
    // Typed afresh over the whole amount, the note goes; so it does when the field is emptied.
    await field.selectText();
    await field.pressSequentially('50000');
    await expect.poll(() => note.count()).toBe(0);
    expect(await field.inputValue()).toBe('50,000');
    await field.fill('');
    await field.pressSequentially('fifty');
    await expect.poll(() => note.textContent()).toBe('Enter the amount in numbers, for example 95,000.');
    await field.fill('');
    await field.pressSequentially('95000');
    await expect.poll(() => note.count()).toBe(0);
    await context.close();
  });
});
