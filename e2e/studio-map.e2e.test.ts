/**
 * The staff studio's journey map and simulator (issue 16 items 1 and 2) in real Chromium against
 * one sandbox: the home page's links; searching a status, selecting a row and reading its rule in
 * words, its seed and its gallery link under the chosen brand; clicking a state on the drawing;
 * simulating a fixture and a real application made through the API, each decision with its trace
 * and its path lit on the map. Screenshots at 1280 px go to artifacts/e2e/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations, type WatchedPage } from './support/browser.ts';
import { createApplicant, setStatus } from './support/api.ts';

let base = '';
let browser: Browser;
useSandboxAndBrowser((sandbox, b) => { base = sandbox.url; browser = b; });

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);
/** The element is inside the visible part of the scrolling drawing. */
async function inView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const el = document.getElementById(target)!.getBoundingClientRect();
    const box = document.querySelector('.studio__drawing')!.getBoundingClientRect();
    return el.left >= box.left && el.right <= box.right && el.top >= box.top && el.bottom <= box.bottom;
  }, id);
}
const clean = (w: WatchedPage) => { expect(w.errors).toEqual([]); expect(w.csp).toEqual([]); };

describe('the studio: journey map and simulator', () => {
  it('links from the home page, finds a status, shows a row\'s rule in words with its seed and gallery link, selects a state on the drawing', async () => {
    const w = await openPage(browser, { width: 1280, height: 900 });
    const { page } = w;
    await page.goto(`${base}/studio`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Studio');
    const links = await page.locator('.studio-home__tools a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/studio/map', '/studio/simulator', '/studio/gallery', '/studio/brands', '/studio/editor', '/studio/history', '/studio/staff']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'studio-home-1280');

    await page.click('text=Journey map');
    await page.waitForURL(/\/studio\/map/);
    await byId(page, 'status:OFFER_SELECTION').waitFor();
    await page.getByLabel('Brand').selectOption('GOODLEAP_LLC');
    await page.fill('input[type=search]', 'offer_selection');
    await expect.poll(() => byId(page, 'status:OFFER_SELECTION').getAttribute('class')).toContain('is-match');
    // Highlighted as a person sees it: the node's shape filled with the match colour, not only classed.
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('status:OFFER_SELECTION')!.querySelector('path, polygon')!).fill)).toBe('rgb(254, 240, 138)');
    await expect.poll(() => inView(page, 'status:OFFER_SELECTION'), { timeout: 5000 }).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#node-panel-title').textContent()).toBe('OFFER_SELECTION');
    expect(await page.locator('.node-panel').textContent()).toContain('rows tried: declineOnward, stateNotice, offerSelectionVerified, offerSelection');

    await page.fill('input[type=search]', 'offerSelectionVerified');
    await page.click('.studio__matches button:has-text("offerSelectionVerified")');
    await expect.poll(() => page.locator('#node-panel-title').textContent()).toBe('row 15: offerSelectionVerified');
    const panel = page.locator('.node-panel');
    expect(await panel.locator('.node-panel__words').first().textContent()).toBe("In words: the application's underwriting sub-decision is VERIFIED_OFFER");
    expect(await panel.textContent()).toContain('Seed: 000 §4.3');
    await panel.locator('summary').click();
    expect(JSON.parse((await panel.locator('pre').textContent())!)).toEqual({ '===': [{ var: 'app.status.uwSubDecision' }, 'VERIFIED_OFFER'] });
    const gallery = panel.locator('a:has-text("in the gallery")');
    expect(await gallery.textContent()).toBe('The screen application/product/select in the gallery, under GOODLEAP_LLC');
    expect(await gallery.getAttribute('href')).toBe('/studio/gallery?screen=application%2Fproduct%2Fselect&brand=GOODLEAP_LLC');
    expect(await byId(page, 'row:offerSelectionVerified').getAttribute('class')).toContain('is-selected');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'studio-map-row-1280');

    await byId(page, 'state:PROFILE').click();
    await expect.poll(() => page.locator('#node-panel-title').textContent()).toBe('PROFILE (initial)');
    expect(new URL(page.url()).searchParams.get('node')).toBe('state:PROFILE');
    // The keyboard reaches a node and selects it: each node is a named button.
    await byId(page, 'state:PROFILE').focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ id: document.activeElement?.id ?? '', role: document.activeElement?.getAttribute('role'), name: document.activeElement?.getAttribute('aria-label') }));
    expect(focused.role).toBe('button');
    expect(focused.name).not.toBe('');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('node')).toBe(focused.id);
    // The deep link to the screen opens the gallery's tile.
    const tile = await page.goto(`${base}/studio/gallery?screen=application/product/select&brand=GOODLEAP_LLC`);
    expect(tile?.status()).toBe(200);
    clean(w);
    await w.context.close();
  });

  it('stays usable on a phone: the panel above the map, nothing wider than the window', async () => {
    const w = await openPage(browser, { width: 375, height: 800 });
    const { page } = w;
    await page.goto(`${base}/studio/map?brand=LAKEVIEW&node=row:offerSelectionVerified`);
    await expect.poll(() => page.locator('#node-panel-title').textContent()).toBe('row 15: offerSelectionVerified');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'studio-map-row-375');
    await page.goto(`${base}/studio`);
    await page.locator('h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'studio-home-375');
    clean(w);
    await w.context.close();
  });

  it('simulates a fixture and a real application: the decision with its trace, the step machine, progress and polling, lit on the map', async () => {
    const applicant = await createApplicant(base);
    await setStatus(base, applicant.uuid, 'OFFER_SELECTION', { status: { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVE' } });
    const w = await openPage(browser, { width: 1280, height: 900 });
    const { page } = w;
    await page.goto(`${base}/studio/simulator?brand=LAKEVIEW`);
    await page.locator('select').nth(1).waitFor();
    await page.selectOption('.simulator select', 'applications/happy-offer-selection');
    await page.click('text=Run the engine');
    const answer = page.locator('.simulator__answer');
    await answer.waitFor();
    expect(await answer.locator('.simulator__source').textContent()).toContain('applications/happy-offer-selection');
    expect(await answer.locator('.simulator__decision').textContent()).toMatch(/^move → \/account\/heloc\/[0-9a-f-]{36}\/product\/select · decided by index/);
    for (const caption of ['navigate() trace', 'Step machine trace', 'Progress trace', 'Polling plan trace']) expect(await answer.locator(`caption:has-text("${caption}")`).count(), caption).toBe(1);
    expect(await answer.locator('.trace__decided').count()).toBeGreaterThanOrEqual(3);
    expect(await answer.textContent()).toContain('Select Offer');
    for (const id of ['status:OFFER_SELECTION', 'row:offerSelection', 'route:/:uuid/product/select']) await expect.poll(() => byId(page, id).getAttribute('class'), { message: id }).toContain('is-lit');
    expect(await byId(page, 'row:offerSelectionVerified').getAttribute('class')).toContain('is-tried');
    // The row that did not match says why in words, with the value the fixture had.
    expect(await answer.locator('tr', { hasText: 'offerSelectionVerified' }).first().textContent()).toMatch(/Did not match: it matches only if the application's underwriting sub-decision is VERIFIED_OFFER; here it is (not given|[A-Z_]+)\./);
    // The step machine's rules that did not fire are folded into one row that opens.
    const folded = answer.locator('table:has(caption:has-text("Step machine trace")) .trace__folded summary');
    expect(await folded.first().textContent()).toMatch(/^\d+ triggers did not fire$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'studio-simulator-fixture-1280');

    // An application of this sandbox is picked from a list found by what staff know of it, and runs under its own brand.
    await page.check('input[value=database]');
    await page.fill('.simulator input[type=search]', applicant.uuid.slice(0, 13));
    await page.check(`input[name=application][value="${applicant.uuid}"]`);
    expect(await page.inputValue('input[placeholder^="3f2b8c1e"]')).toBe(applicant.uuid);
    await page.click('text=Run the engine');
    await expect.poll(() => answer.locator('.simulator__source').textContent()).toContain(`the application ${applicant.uuid} in this sandbox`);
    const own = /under ([A-Z_]+) \(its own brand\)/.exec((await answer.locator('.simulator__source').textContent()) ?? '')?.[1];
    expect(own).toBeTruthy();
    // The page's brand follows, so the gallery links open under it too.
    expect(await page.getByRole('combobox', { name: 'Brand', exact: true }).inputValue()).toBe(own);
    expect(await answer.locator('.simulator__decision').textContent()).toContain(`/account/heloc/${applicant.uuid}/product/select`);
    // The row with the condition this application meets decided, and the trace says so.
    await expect.poll(() => byId(page, 'row:offerSelectionVerified').getAttribute('class')).toContain('is-lit');
    expect(await answer.locator('tr.trace__decided').first().textContent()).toContain('index');
    expect(await answer.locator('table').first().textContent()).toContain('offerSelectionVerified');
    await screenshot(page, 'studio-simulator-database-1280');

    // A bad id is refused in words, and the page keeps what was typed.
    await page.fill('input[placeholder^="3f2b8c1e"]', 'not-an-id');
    await page.click('text=Run the engine');
    await expect.poll(() => page.locator('.simulator [role=alert]').textContent()).toContain('36 characters');
    expect(await page.inputValue('input[placeholder^="3f2b8c1e"]')).toBe('not-an-id');
    // Pasted text that is not JSON is refused in the studio's words, before any call.
    await page.check('input[value=pasted]');
    await page.fill('textarea', '{"uuid": ');
    await page.click('text=Run the engine');
    await expect.poll(() => page.locator('.simulator [role=alert]').textContent()).toMatch(/^The pasted text is not JSON: it (breaks at character \d+|is cut short)/);
    // The refusal is an answer the page expected: only the browser's own network line is logged.
    expect(w.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    expect(w.csp).toEqual([]);
    await w.context.close();
  });
});
