/**
 * Creating a partner brand in the studio (issue 16 item 5), in Chromium, on a copy of the config
 * the sandbox points at: staff fill in the lender's data, see a colour that is too light fail its
 * WCAG contrast and take the shade offered, upload the logo, preview the gallery in the brand
 * before saving, and save; the lender's registration page then shows the new brand, logo and
 * favicon, without a restart or a rebuild. A taken org code and a logo carrying a script are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { copyConfig } from '../test/helpers/configCopy.ts';
import { ANSWERS, LOGO, fillIn, problems } from './support/brandForm.ts';

const TOKEN = 'studio-secret';
const config = copyConfig();
let base = '';
let browser: Browser;
useSandboxAndBrowser((sandbox, b) => { base = sandbox.url; browser = b; }, { configRoot: config.root, opsToken: TOKEN });
afterAll(() => config.remove());

describe('/studio/brands', () => {
  it('creates a brand from the defaults, previews every screen in it and saves it; its pages show it at once', async () => {
    const { page, context, csp, errors } = await openPage(browser, { width: 1280, height: 1000 });
    await page.goto(`${base}/studio/brands?token=${TOKEN}`);
    await page.getByRole('heading', { name: 'Add a brand' }).waitFor();
    // Nothing entered yet: the checks say what a brand still needs.
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('Upload the lender\'s logo');
    expect(await problems(page)).toContain('Enter an org code');
    expect(await problems(page)).toContain('Still the defaults\' support line (888) 819-6388');
    // Pricing is the lender's, shown as the brand's pages will state it, not typed into the brand.
    const pricing = page.locator('fieldset', { has: page.locator('legend', { hasText: /^Pricing$/ }) });
    expect(await pricing.innerText()).toMatch(/APRs\s+\d+\.\d\d% to \d+\.\d\d%/);
    expect(await pricing.innerText()).toContain('not part of the brand');
    expect(await page.getByTestId('brand-save-state').textContent()).toContain('Not saved');
    // Licensed nowhere until chosen: another lender's licences are never the new one's by default.
    expect(await page.locator('#licensed-hint').textContent()).toContain('none chosen yet');
    expect(await problems(page)).toContain('Choose at least one state the lender is licensed to lend in');

    await fillIn(page, ANSWERS);
    expect(await page.locator('#licensed-hint').textContent()).toMatch(/\(\d+ chosen\)/);
    // A primary too light for white button text fails, and the nearest shade that passes is offered.
    await page.getByLabel('Primary', { exact: true }).fill('#E58FC1');
    const failing = page.getByTestId('contrast').locator('tr.contrast__fail').first();
    await expect.poll(() => failing.textContent(), { timeout: 30_000 }).toMatch(/colors\.primary|white/);
    await expect.poll(() => problems(page), { timeout: 30_000 }).toMatch(/\/colors\/primary.*WCAG AA needs 4\.5:1/);
    await failing.getByRole('button', { name: /^Use #[0-9A-F]{6} for primary$/ }).click();
    await page.getByLabel('Logo file').setInputFiles({ name: 'harbor.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
    await page.getByLabel('Web chat').uncheck();
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');
    expect(await page.getByTestId('contrast').textContent()).toContain('reach WCAG AA');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The whole gallery in the brand, before it exists.
    await page.getByRole('button', { name: 'Preview every screen' }).click();
    const href = await page.getByTestId('brand-preview-link').getAttribute('href');
    expect(fs.existsSync(path.join(config.root, 'brands', 'HARBOR_HOME.json'))).toBe(false);
    const grid = await openPage(browser, { width: 1280, height: 900 });
    await grid.page.goto(`${base}${href!.replace('journey=register', '')}`);
    await expect.poll(() => grid.page.locator('.gallery__count').textContent(), { timeout: 30_000 }).toMatch(/^(\d+) of \1 screens$/);
    expect(await grid.page.getByLabel('Brand').locator('option:checked').textContent()).toContain('Harbor Home Credit, Inc., not saved yet');
    await grid.context.close();
    const gallery = await openPage(browser, { width: 375, height: 800 });
    // One screen of each journey alone, in the brand: its name, its logo, none of another lender's.
    const draft = new URL(`${base}${href}`).searchParams.get('draft')!;
    for (const screen of ['register-v2/annual-income', 'application/product/select', 'signer/intro']) {
      await gallery.page.goto(`${base}/studio/gallery?screen=${screen}&brand=HARBOR_HOME&draft=${draft}&width=375&token=${TOKEN}`);
      await gallery.page.locator('h1').first().waitFor({ timeout: 30_000 });
      const text = await gallery.page.locator('body').innerText();
      expect(text, screen).toContain('Harbor Home');
      expect(text, screen).not.toMatch(/Example Home Lending|Figure|GoodLeap/);
      expect(await gallery.page.locator('img[alt="Harbor Home"]').first().getAttribute('src'), screen).toMatch(/^data:image\/svg\+xml;base64,/);
      await screenshot(gallery.page, `studio-brands-preview-${screen.replace(/\//g, '-')}-375`);
    }
    await gallery.context.close();

    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect.poll(() => page.getByTestId('brand-save-state').textContent(), { timeout: 30_000 }).toContain('Saved renderer/public/logos/HARBOR_HOME.svg, sandbox/data/licenses.json and brands/HARBOR_HOME.json');
    await screenshot(page, 'studio-brands-saved-1280');
    const saved = JSON.parse(fs.readFileSync(path.join(config.root, 'brands', 'HARBOR_HOME.json'), 'utf8'));
    expect(saved).toMatchObject({ orgCode: 'HARBOR_HOME', names: { companyName: 'Harbor Home Credit, Inc.' }, support: { phone: { number: '5035550147', formatted: '(503) 555-0147' } }, behaviour: { webChat: false }, logoUrl: '/account/heloc/assets/logos/HARBOR_HOME.svg' });
    expect(saved.colors.primary).not.toBe('#E58FC1');
    expect(fs.readFileSync(path.join(config.root, 'renderer/public/logos/HARBOR_HOME.svg'), 'utf8')).toBe(LOGO);
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // The lender's applicants, at once: registration in the new brand at phone width, after a reload too.
    const applicant = await openPage(browser, { width: 375, height: 800 });
    await applicant.page.goto(`${base}/account/heloc/register-v2?org=HARBOR_HOME`);
    await applicant.page.locator('h1').first().waitFor({ timeout: 30_000 });
    await applicant.page.reload();
    await applicant.page.locator('h1').first().waitFor({ timeout: 30_000 });
    const text = await applicant.page.locator('body').innerText();
    expect(text).toContain('Harbor Home Credit, Inc.');
    expect(text).toContain('NMLS #7654321');
    expect(text).not.toMatch(/Example Home Lending|Figure Lending|GoodLeap/);
    const logo = applicant.page.locator('img[alt="Harbor Home"]').first();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await applicant.page.locator('link[rel="icon"]').getAttribute('href')).toBe('/account/heloc/assets/logos/HARBOR_HOME.svg');
    expect(await applicant.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(applicant.page, 'studio-brands-new-brand-register-375');
    expect(applicant.csp).toEqual([]);
    await applicant.context.close();
  });

  it('refuses an org code that is taken and a logo that carries a script, and writes nothing', async () => {
    const answer = async (brand: Record<string, unknown>, logo: string) => {
      const res = await fetch(`${base}/studio/brands`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-token': TOKEN }, body: JSON.stringify({ brand, logo: Buffer.from(logo).toString('base64') }) });
      return { status: res.status, body: await res.json() as { problems: { pointer: string; message: string }[] } };
    };
    const taken = await answer({ orgCode: 'GOODLEAP_LLC', names: { companyName: 'Another, LLC' } }, LOGO);
    expect(taken.status).toBe(422);
    expect(taken.body.problems).toContainEqual({ pointer: '/orgCode', message: 'A brand with the org code GOODLEAP_LLC exists already: open it from the list of brands to change it.' });
    const scripted = await answer({ orgCode: 'SCRIPTED_LENDER' }, LOGO.replace('</svg>', '<script>alert(1)</script></svg>'));
    expect(scripted.status).toBe(422);
    expect(scripted.body.problems.find((p) => p.pointer === '/logoUrl')?.message).toBe('The SVG logo carries a script; export it as a plain drawing (or as a PNG) and upload it again.');
    expect(fs.existsSync(path.join(config.root, 'brands', 'SCRIPTED_LENDER.json'))).toBe(false);
    expect(fs.existsSync(path.join(config.root, 'renderer/public/logos/SCRIPTED_LENDER.svg'))).toBe(false);
    expect((await fetch(`${base}/studio/brands/data`)).status).toBe(401);
  });

  it('opens an existing brand in the same form: its footer links and licensed states are changed without JSON, and its pages show them', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 1000 });
    await page.goto(`${base}/studio/brands?token=${TOKEN}`);
    await page.getByLabel('Change an existing brand').selectOption('UNION_HOME_MORTGAGE_CORP');
    await page.getByRole('heading', { name: 'Change UNION_HOME_MORTGAGE_CORP' }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Org code').inputValue()).toBe('UNION_HOME_MORTGAGE_CORP');
    expect(await page.getByLabel('Equal housing image').inputValue()).toBe('EHO');
    expect(await page.getByLabel("Privacy policy opens on the lender's site").isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add a link' }).click();
    const n = await page.locator('.brand-form__link').count();
    await page.getByLabel(`Link ${n} text`).fill('Rate sheet');
    await page.getByLabel(`Link ${n} address`).fill('https://unionhome.test/rates');
    // Ohio only: a Texas property is then refused on the first step.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Ohio (OH)').check();
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'studio-brands-change-1280');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByTestId('brand-save-state').textContent(), { timeout: 30_000 }).toContain('Saved sandbox/data/licenses.json and brands/UNION_HOME_MORTGAGE_CORP.json');
    const saved = JSON.parse(fs.readFileSync(path.join(config.root, 'brands', 'UNION_HOME_MORTGAGE_CORP.json'), 'utf8'));
    expect(saved.footer.extraLinks).toContainEqual({ label: 'Rate sheet', url: 'https://unionhome.test/rates' });
    expect(JSON.parse(fs.readFileSync(path.join(config.root, 'sandbox/data/licenses.json'), 'utf8')).UNION_HOME_MORTGAGE_CORP).toEqual(['OH']);
    expect(errors).toEqual([]);
    await context.close();

    const applicant = await openPage(browser, { width: 375, height: 800 });
    await applicant.page.goto(`${base}/account/heloc/register-v2?org=UNION_HOME_MORTGAGE_CORP`);
    await applicant.page.locator('h1').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => applicant.page.getByRole('link', { name: 'Rate sheet' }).getAttribute('href'), { timeout: 30_000 }).toBe('https://unionhome.test/rates');
    await applicant.context.close();
  });

  it('reads at phone width', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${base}/studio/brands?token=${TOKEN}`);
    await page.getByLabel('Org code').waitFor();
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('things to fix');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'studio-brands-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
