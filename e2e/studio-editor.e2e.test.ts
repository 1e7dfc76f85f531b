/**
 * The studio editor in Chromium (issue 16 items 3 and 4), on a copy of the config the sandbox
 * points at: staff change the income warning's message, see no problems, the live preview showing
 * it and "no route changes", and save (the file changes); then an edit that breaks validation shows its problem
 * inline and is refused on save, leaving the file as it was; so is a misspelt name in `ui:order`,
 * which would stop the screen from being drawn.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { copyConfig } from '../test/helpers/configCopy.ts';
import { replaceWord } from './support/codeEditor.ts';

const TOKEN = 'studio-secret';
const INCOME = 'schemas/register-v2/annual-income.json';
const config = copyConfig();
let base = '';
let browser: Browser;
useSandboxAndBrowser((sandbox, b) => { base = sandbox.url; browser = b; }, { configRoot: config.root, opsToken: TOKEN });
afterAll(() => config.remove());

describe('/studio/editor', () => {
  it('changes the income warning\'s message with no problems and no route changes, saves it; refuses an edit that breaks validation', async () => {
    const { page, context, csp, errors } = await openPage(browser, { width: 1280, height: 1000 });
    const file = path.join(config.root, INCOME);
    const original = fs.readFileSync(file, 'utf8');
    await page.goto(`${base}/studio/editor?file=${encodeURIComponent(INCOME)}&token=${TOKEN}&mode=json`);
    await page.locator('.cm-content').waitFor();
    await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 30_000 }).toContain('No problems');

    // The warning staff see when the income looks monthly: "annual" becomes "yearly".
    await replaceWord(page, 'Confirm that this is your annual income', 'annual', 'yearly');
    // The impact of this edit (not of the file as opened) names the screen it changes.
    await expect.poll(() => page.getByTestId('impact-screens').textContent(), { timeout: 30_000 }).toContain('register-v2/annual-income');
    expect(await page.getByTestId('impact-summary').textContent()).toMatch(/^No route changes: all \d+ fixtures and applications/);
    expect(await page.getByTestId('problems').textContent()).toContain('No problems');

    // The preview: the screen under the partner brand at both widths, as the gallery draws it.
    const frames = page.locator('iframe[title^="register-v2/annual-income under GOODLEAP_LLC"]');
    await expect.poll(() => frames.count()).toBe(2);
    for (const width of [375, 1280]) {
      const frame = page.frameLocator(`iframe[title="register-v2/annual-income under GOODLEAP_LLC at ${width} px"]`);
      await frame.locator('h1').first().waitFor({ timeout: 30_000 });
      expect(await frame.locator('h1').first().textContent()).toContain('What is your annual income?');
    }
    // Live: the tile draws the edited text before it is saved. A low income shows the new warning.
    const desktop = page.frameLocator('iframe[title="register-v2/annual-income under GOODLEAP_LLC at 1280 px"]');
    await expect.poll(async () => {
      await desktop.locator('#root_income_income').fill('5000');
      await desktop.locator('#root_income_income').blur();
      return desktop.locator('body').textContent();
    }, { timeout: 30_000 }).toContain('Confirm that this is your yearly income before taxes');
    await screenshot(page, 'studio-editor-1280');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 30_000 }).toContain(`Saved ${INCOME}`);
    const saved = fs.readFileSync(file, 'utf8');
    expect(saved).toBe(original.replace('Confirm that this is your annual income', 'Confirm that this is your yearly income'));

    // An effect the meta-schema does not know: marked where it is written, listed, and not saved.
    await replaceWord(page, '"effect": "confirm"', 'confirm', 'confirmm');
    await page.locator('.cm-lintRange-error').first().waitFor({ timeout: 30_000 });
    // The line of the second rule's effect, wherever the file has it.
    const effectLine = saved.split('\n').findIndex((l, i, all) => l.includes('"effect": "confirm"') && all.slice(0, i).some((x) => x.includes('"effect": "error"'))) + 1;
    await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 30_000 }).toMatch(new RegExp(`line ${effectLine}, column \\d+\\s*/rules/1/effect: must be equal to one of the allowed values`));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 30_000 }).toContain('Not saved: The change does not pass journey validate');
    expect(fs.readFileSync(file, 'utf8')).toBe(saved);
    await screenshot(page, 'studio-editor-refused-1280');

    expect(csp).toEqual([]);
    // The refused save is the browser's one logged failure (422); nothing else went wrong.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('refuses to save a misspelt name in ui:order, saying which name and which field it meant', async () => {
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 1000 });
    const file = path.join(config.root, INCOME);
    const before = fs.readFileSync(file, 'utf8');
    await page.goto(`${base}/studio/editor?file=${encodeURIComponent(INCOME)}&token=${TOKEN}&mode=json`);
    await page.locator('.cm-content').waitFor();
    await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 30_000 }).toContain('No problems');
    // "otherIncome" becomes "otherIncom" in the income group's order: RJSF would stop the whole screen.
    await replaceWord(page, '"ui:order": ["employmentType"', 'otherIncome', 'otherIncom');
    await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 30_000 })
      .toMatch(/\/uiSchema\/income\/ui:order\/2: `ui:order` names "otherIncom", which is not a field of "income"; the fields of "income" are: "income", "otherIncome", "employmentType" \(did you mean "otherIncome"\?\)/);
    expect(await page.getByTestId('problems').textContent()).toContain('`ui:order` leaves out "otherIncome" of "income" and has no "*", so the screen cannot be drawn');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 30_000 }).toContain('Not saved: The change does not pass journey validate');
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    await screenshot(page, 'studio-editor-ui-order-refused-1280');
    expect(csp).toEqual([]);
    await context.close();
  });

  it('says in words when an edited rule applied and when it applies now, on both screens that use it', async () => {
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 1000 });
    await page.goto(`${base}/studio/editor?file=${encodeURIComponent(INCOME)}&token=${TOKEN}&mode=json`);
    await page.locator('.cm-content').waitFor();
    await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 30_000 }).toContain('No problems');
    // The unemployed refusal now reads "RETIRED": staff see that it stops applying to the unemployed.
    await replaceWord(page, '"var": "form.income.employmentType" }, "UNEMPLOYED"', 'UNEMPLOYED', 'RETIRED');
    const rules = page.getByTestId('impact-rules');
    await expect.poll(() => rules.textContent(), { timeout: 30_000 }).toContain('Rule unemployed (error) on register-v2/annual-income changes (when)');
    const text = (await rules.textContent())!;
    expect(text).toMatch(/it applied when .*is Unemployed \/ furloughed; now it applies when .*is Retired/);
    // The classic /register takes these rules by reference: it changes too.
    expect(text).toContain('on register/index');
    await screenshot(page, 'studio-editor-rule-impact-1280');
    expect(csp).toEqual([]);
    await context.close();
  });

  it('completes property names and explains them from the meta-schema', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${base}/studio/editor?file=${encodeURIComponent('schemas/register-v2/birthdate.json')}&token=${TOKEN}&mode=json`);
    await page.locator('.cm-content').waitFor();
    // Hovering a property name shows its description from schemas/meta/screen.schema.json.
    const meta = JSON.parse(fs.readFileSync('schemas/meta/screen.schema.json', 'utf8'));
    const key = page.locator('.cm-line', { hasText: '"copy"' }).first();
    const box = (await key.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.locator('.cm-tooltip-hover').waitFor({ timeout: 15_000 });
    expect(await page.locator('.cm-tooltip-hover').textContent()).toContain(String(meta.properties.copy.description).split('`')[0]);
    // A new property: the names the meta-schema allows are offered.
    await page.locator('.cm-line', { hasText: '"$schema"' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('"');
    await page.keyboard.press('Control+Space');
    await page.locator('.cm-tooltip-autocomplete').waitFor({ timeout: 15_000 });
    expect(await page.locator('.cm-tooltip-autocomplete').textContent()).toContain('rules');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the keyboard in the editor while the previews draw', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${base}/studio/editor?file=${encodeURIComponent('schemas/register-v2/birthdate.json')}&token=${TOKEN}&mode=json`);
    await page.locator('.cm-content').waitFor();
    await page.locator('.cm-line', { hasText: '"$schema"' }).click();
    // The tiles draw their screen again (as they do when they load late on a busy machine): each moves
    // the keyboard to its heading only when someone has clicked into it.
    await page.evaluate(() => { for (const frame of document.querySelectorAll('iframe')) frame.contentWindow?.location.reload(); });
    for (const frame of page.frames().filter((f) => f !== page.mainFrame())) await frame.locator('h1').first().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.activeElement?.closest('.cm-editor') !== null)).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    expect(await page.locator('.cm-line', { hasText: '"$schema"' }).first().textContent()).toMatch(/, $/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the operations token', async () => {
    const answer = await fetch(`${base}/studio/editor`);
    expect(answer.status).toBe(401);
  });

  it('reads at phone width', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${base}/studio/editor?file=${encodeURIComponent('brands/LAKEVIEW.json')}&token=${TOKEN}&mode=json`);
    await page.locator('.cm-content').waitFor();
    await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 30_000 }).toContain('No problems');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'studio-editor-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
