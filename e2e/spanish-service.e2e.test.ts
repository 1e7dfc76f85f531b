/**
 * The chat in Spanish for a lender that offers it (New American Funding, ?lang=es): the widget's
 * own words and the team's hours in Spanish (renderer/chat/ChatWidget.tsx through the dictionary),
 * and the chatbot answering a Spanish question in Spanish (the sandbox reads the client's
 * Accept-Language, engine/chatbot.ts keywordsIn). At 375 px; a screenshot of the panel is kept.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { languageStrings } from '../engine/config/localeFiles.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const forceHours = (openStatus: 'OPEN' | 'CLOSED' | null) =>
  fetch(`${sandbox.url}/ops/hours/OPS_CHAT`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ openStatus }) });

const es = languageStrings('locales', 'es').strings;
/** English function words, as whole words: a sign of text left in English. */
const ENGLISH = /\b(the|your|you|and|to|of|we|is|for|with|our|this|are|will|be|have|from|by|please)\b/i;

describe('the chat in Spanish', () => {
  it('NEW_AMERICAN_FUNDING at 375 px: the widget, its hours and the chatbot\'s answer read in Spanish', async () => {
    // Closed: the chatbot answers (open, the panel starts a chat with the team).
    await forceHours('CLOSED');
    const { page, context } = await openPage(browser, { width: 375, height: 700 });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=NEW_AMERICAN_FUNDING&lang=es`);
    const entry = page.getByRole('button', { name: es['Chat with us']! }).first();
    await entry.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await entry.click();
    const chat = page.getByRole('region', { name: es['Ask our virtual assistant']! });
    await chat.waitFor();
    const days = await chat.locator('.chat__hours dt').allInnerTexts();
    expect(days.length).toBeGreaterThan(0);
    // The hours' one Spanish wording (locales/es/shell.json), as running text and labels share it.
    for (const day of days) expect(['de lunes a viernes', 'sábados', 'domingos', 'sábados y domingos']).toContain(day.toLowerCase());

    const box = chat.getByRole('textbox').first();
    await box.fill('¿Cuánto tarda el desembolso de fondos?');
    await box.press('Enter');
    await expect.poll(() => chat.locator('.chat__turn').count()).toBe(1);
    const answer = chat.locator('.chat__turn').last().locator('.chat__message--agent');
    await expect.poll(() => answer.innerText(), { timeout: 10_000 }).toContain('Su derecho a cancelar termina tres días hábiles');
    const words = (await chat.innerText()).split('\n').filter((line) => ENGLISH.test(line));
    expect(words).toEqual([]);
    await screenshot(page, 'chat-widget-NEW_AMERICAN_FUNDING-375-es');
    await context.close();
    await forceHours(null);
  });
});
