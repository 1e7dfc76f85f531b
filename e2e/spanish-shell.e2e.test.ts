/**
 * The shared shell in Spanish (New American Funding offers it: brands/NEW_AMERICAN_FUNDING.json
 * `languages`) at 375 px: `<html lang="es">`, and the shell's visible text and its names for screen
 * readers (top bar, menus, skip link, banners, progress, footer with its phone hours and licensed
 * states) hold no English function word; the language switch names "English" and going back gives
 * English and `lang="en"`; the choice is kept through a reload (the heloc_lang cookie,
 * renderer/app/language.tsx). Screen bodies are not the shell's and are not read here.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { APP, call, signIn } from './support/api.ts';
import { applicationAnswers, registration } from '../test/sandbox/helpers.ts';

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const ORG = 'NEW_AMERICAN_FUNDING';
/** English function words (es-common brief): none belongs in a Spanish sentence. */
const ENGLISH = /\b(the|your|you|and|to|of|we|is|for|with|our|this|are|will|be|have|from|by|please)\b/i;
/** What the shell draws around a screen (renderer/shell/Layout.tsx), the screen itself left out. */
const SHELL = '.skip-link, header.topbar, .shell__side, .banners, .conditions-notice, .progress, .stepper, .originator-banner, footer.footer';

/** The shell's visible text, line by line, and every name it gives screen readers (aria-label, alt). */
async function shellWords(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll<HTMLElement>(selector)) {
      out.push(...root.innerText.split('\n').map((l) => l.trim()).filter(Boolean));
      for (const el of [root, ...root.querySelectorAll('[aria-label], img[alt]')]) {
        for (const name of ['aria-label', 'alt']) { const v = el.getAttribute(name); if (v) out.push(v); }
      }
    }
    return out;
  }, SHELL);
}

const englishIn = (words: string[]) => words.filter((w) => ENGLISH.test(w));

/** The footer's lines read from the lender API (phone hours, licensed states) are there: the whole shell is drawn. */
async function shellDrawn(page: Page): Promise<void> {
  await page.getByTestId('phone-hours').waitFor();
  await page.getByTestId('licensed-states').waitFor();
}

/** A New American Funding applicant (the brand lends from 62) with an application. */
async function applicant(): Promise<{ token: string; uuid: string }> {
  const reg = registration();
  const { jwt } = await call<{ jwt: string }>(sandbox.url, 'POST', '/identity/api/v1/registration/register', reg, undefined, { 'x-org': ORG });
  const app = await call<{ uuid: string }>(sandbox.url, 'POST', APP, { ...applicationAnswers('Happy', {}), dob: { day: 14, month: 3, year: 1950 }, softCreditConsent: true }, jwt);
  return { token: jwt, uuid: app.uuid };
}

describe('the shell in Spanish (New American Funding, 375 px)', () => {
  it("register-v2's first step: Spanish throughout, English one click away, each choice kept through a reload", async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    const start = `${sandbox.url}/account/heloc/register-v2?org=${ORG}`;
    await page.goto(`${start}&lang=es`);
    await shellDrawn(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const spanish = await shellWords(page);
    expect(englishIn(spanish)).toEqual([]);
    expect(spanish).toContain('Ir al contenido');
    expect(spanish.join('\n')).toMatch(/Paso 1 de \d+ · Sobre usted y su vivienda, pregunta 1 de \d+/);
    expect(spanish.join('\n')).toMatch(/Llámenos al .*: de lunes a viernes, de \d+:\d\d a\.m\. a \d+:\d\d p\.m\. PT/);
    await screenshot(page, 'spanish-shell-register-375');

    // Kept: the same page without ?lang= is still Spanish.
    await page.goto(start);
    await shellDrawn(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(englishIn(await shellWords(page))).toEqual([]);

    const english = page.locator('.language-switch__option');
    await expect(english.innerText()).resolves.toBe('English');
    await english.click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByText('Skip to content').waitFor({ state: 'attached' });
    expect(await shellWords(page)).toContain('Terms of Use');

    await page.reload();
    await shellDrawn(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await shellWords(page)).toContain('Skip to content');
    await expect(page.locator('.language-switch__option').innerText()).resolves.toBe('Español');
    await context.close();
  });

  it('a signed-in application page: top bar, stepper and footer in Spanish, then at 1280 px', async () => {
    const a = await applicant();
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await signIn(page, a.token);
    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}?org=${ORG}&lang=es`);
    await page.locator('.stepper').waitFor();
    await shellDrawn(page);
    const words = await shellWords(page);
    expect(englishIn(words)).toEqual([]);
    expect(words.join('\n')).toMatch(/Paso \d+ de \d+ · /);
    expect(words).toContain('Su cuenta');
    expect(words).toContain('Notificaciones');
    // The mobile menu opens with Spanish names.
    await page.locator('.topbar__menu-toggle').click();
    await expect(page.locator('.topbar__menu-toggle').getAttribute('aria-label')).resolves.toBe('Cerrar menú');
    expect(englishIn(await shellWords(page))).toEqual([]);
    await screenshot(page, 'spanish-shell-application-375');
    // At 1280 px the side navigation and the wide top bar (support line) show instead: Spanish too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.side-nav').waitFor();
    expect(englishIn(await shellWords(page))).toEqual([]);
    expect(await shellWords(page)).toContain('Panel');
    await context.close();
  });
});
