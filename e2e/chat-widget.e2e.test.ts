/**
 * The chat widget behaves (issue 10 item 9, 001 §2, §4, §9): one "Chat with us" entry per page at
 * every width, docked in the top bar so it never covers a field or a button; the composer stays in
 * view and the list shows the newest answer after many questions; icons are SVG, never emoji; the
 * panel sits below a processing overlay; the banner's hours are the panel's hours. GoodLeap at
 * 375 px, Figure at 1280 px.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, setStatus, signIn } from './support/api.ts';
import { waitForHeading } from './support/registration.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const forceHours = (openStatus: 'OPEN' | 'CLOSED' | null) =>
  fetch(`${sandbox.url}/ops/hours/OPS_CHAT`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ openStatus }) });

const EMOJI = /\p{Extended_Pictographic}/u;
const QUESTIONS = ['When will my line be funded?', 'What interest rate would I get?', 'Do I need a notary?', 'What documents do you need?', 'Is there an origination fee?'];

/**
 * Form controls and buttons of the page that something else covers: the page is scrolled from top to
 * bottom and, at each stop, the middle and both ends of every control fully in view below the top
 * bar must hit the control itself.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const covered = new Set<string>();
    const topbar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    const step = Math.max(100, Math.floor(window.innerHeight / 3));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      for (const el of document.querySelectorAll<HTMLElement>('main input:not([type=hidden]), main select, main textarea, main button, main a.button, footer a, footer button')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || r.top < topbar || r.bottom > window.innerHeight) continue;
        const target = el.id ? document.querySelector<HTMLElement>(`label[for="${el.id}"]`) : null;
        for (const x of [r.left + 4, r.left + r.width / 2, r.right - 4]) {
          const hit = document.elementFromPoint(x, r.top + r.height / 2);
          if (!hit || !(el.contains(hit) || hit.contains(el) || (target && (target.contains(hit) || hit.contains(target))) || hit === el.parentElement)) {
            covered.add(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}" under ${hit?.className || hit?.tagName}`);
          }
        }
      }
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

/** The element is inside the viewport, and inside its scrolling container. */
async function inView(page: Page, locator: Locator, container?: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box || box.y < 0 || box.y + box.height > viewport.height + 1) return false;
  if (!container) return true;
  const outer = (await container.boundingBox())!;
  return box.y >= outer.y - 1 && box.y + box.height <= outer.y + outer.height + 1;
}

async function askMany(page: Page, chat: Locator, width: number, org: string) {
  const box = chat.getByRole('textbox', { name: 'Message' });
  for (const [i, question] of QUESTIONS.entries()) {
    await box.fill(question);
    await box.press('Enter');
    await expect.poll(() => chat.locator('.chat__turn').count()).toBe(i + 1);
    const newest = chat.locator('.chat__turn').last().locator('.chat__message--agent');
    // The newest answer is in view from its first line (a long one is read from its start, renderer/chat/useScrollToNewest.ts).
    await expect.poll(() => inView(page, newest.locator('.chat__author'), chat.locator('.chat__log')), { message: `answer ${i + 1} in view` }).toBe(true);
    expect(await inView(page, box), `composer in view after ${i + 1} questions`).toBe(true);
    expect(await inView(page, chat.getByRole('button', { name: 'Send' })), 'Send in view').toBe(true);
  }
  await screenshot(page, `chat-widget-${org}-${width}-many-messages`);
}

describe('the chat widget behaves', () => {
  it('GOODLEAP_LLC at 375 px: one entry that covers nothing, SVG icons, composer and newest answer in view, hours as the banner says', async () => {
    await forceHours('CLOSED');
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'GOODLEAP_LLC' });
    const { page, context, csp } = await openPage(browser, { width: 375, height: 700 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await waitForHeading(page, 'Choose your offer', 30_000);
    const banner = page.locator('[data-banner]').first();
    await banner.waitFor();

    // One way in, in the top bar; nothing floats over the form.
    const entry = page.getByRole('button', { name: 'Chat with us' });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await page.locator('.topbar').getByRole('button', { name: 'Chat with us' }).count()).toBe(1);
    expect(await entry.locator('svg').count()).toBe(1);
    expect(await coveredControls(page)).toEqual([]);
    expect(EMOJI.test(await page.locator('body').innerText())).toBe(false);

    await entry.click();
    const chat = page.getByRole('region', { name: 'Ask our virtual assistant' });
    await chat.waitFor();
    // The banner promises the hours the panel lists (both from hours.json, worded by one function).
    const lines = await chat.locator('.chat__hours dl > div').evaluateAll((rows) => rows.map((r) => [r.querySelector('dt')!.textContent!, r.querySelector('dd')!.textContent!]));
    expect(lines).toEqual([['Monday-Friday', '6:00 AM – 6:00 PM PT'], ['Saturday', '8:00 AM – 5:00 PM PT'], ['Sunday', 'Closed']]);
    const promised = await banner.innerText();
    for (const [days, hours] of lines) {
      if (hours === 'Closed') expect(promised).not.toContain(days!);
      else expect(promised).toContain(`${days} ${hours}`);
    }

    await askMany(page, chat, 375, 'GOODLEAP_LLC');
    const thumbs = chat.getByRole('button', { name: 'This answer helped' }).first();
    expect(await thumbs.locator('svg').count()).toBe(1);
    expect(EMOJI.test(await chat.innerText())).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Closing returns to the entry.
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Chat with us');
    expect(csp).toEqual([]);
    await context.close();
    await forceHours(null);
  });

  it('FIGURE at 1280 px: one "Chat with us" (top bar, not the footer or a floating button), composer in view after many questions', async () => {
    await forceHours('CLOSED');
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'FIGURE' });
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 800 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await waitForHeading(page, 'Choose your offer', 30_000);
    await page.locator('footer').getByText(/NMLS #/).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Chat with us' }).count()).toBe(1);
    expect(await page.locator('footer').getByRole('button', { name: 'Chat with us' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Chat with us' }).innerText()).toBe('Chat with us');
    expect(await coveredControls(page)).toEqual([]);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('region', { name: 'Ask our virtual assistant' });
    await chat.waitFor();
    await askMany(page, chat, 1280, 'FIGURE');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
    await forceHours(null);
  });

  it('GOODLEAP_LLC at 375 px: the open chat sits below the processing overlay', async () => {
    await forceHours('CLOSED');
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'GOODLEAP_LLC' });
    await setStatus(sandbox.url, applicant.uuid, 'IN_PROGRESS');
    const { page, context } = await openPage(browser, { width: 375, height: 700 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}?pop-webchat`);
    const chat = page.getByRole('region', { name: 'Ask our virtual assistant' });
    await chat.waitFor();
    await page.locator('.overlay').first().waitFor();
    const box = (await chat.boundingBox())!;
    const top = await page.evaluate(({ x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit?.closest('.overlay') ? 'overlay' : hit?.closest('.chat') ? 'chat' : hit?.className ?? null;
    }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(top).toBe('overlay');
    await screenshot(page, 'chat-widget-GOODLEAP_LLC-375-below-overlay');
    await context.close();
    await forceHours(null);
  });
});
