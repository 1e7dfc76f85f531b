/**
 * Which pages are prerendered (host/page/prerender.ts) follows from the journeys: their public
 * routes without parameters; and the page assembly (host/page/pages.ts pageHtml) puts a
 * prerendered page's markup, marker and brand theme in the document, escaped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeyRouteTables } from '../../engine/config/journeyRouteTables.ts';
import { pagePrerenderer, prerenderable, prerenderedRoutes } from '../../host/page/prerender.ts';
import { PAGE_PRERENDER_FILE } from '../../engine/types/pagePrerender.ts';
import { pageHtml } from '../../host/page/pages.ts';

const journeys = journeyRouteTables(path.resolve(import.meta.dirname, '../../journeys'))();

describe('prerendered pages', () => {
  it('are the journeys\' public routes without parameters, with any query', () => {
    const routes = prerenderedRoutes(journeys);
    expect(routes).toEqual(expect.arrayContaining(['/register', '/register-v2', '/register-v2/annual-income', '/heloc-signer/login']));
    for (const r of journeys.flatMap((j) => j.routes)) expect(routes.includes(r.path), r.path).toBe(r.public === true && !r.path.includes(':'));
    expect(prerenderable(journeys, '/register-v2?org=LAKEVIEW')).toBe(true);
    expect(prerenderable(journeys, '/register-v2/legal-name')).toBe(true);
    // An application's pages are not public; an unknown path is not a route.
    expect(prerenderable(journeys, '/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/product/select')).toBe(false);
    expect(prerenderable(journeys, '/no-such-page')).toBe(false);
  });

  it('come in #root with their marker, and the document in the brand\'s colours and title, escaped', () => {
    const index = '<!doctype html><html lang="en"><head><title>Home equity line of credit</title><script type="module" src="/account/heloc/assets/main-AAAAAAAA.js"></script></head><body><div id="root"></div></body></html>';
    const html = pageHtml(index, {
      preload: [],
      prerendered: { html: '<div class="page shell">drawn</div>', marker: 'LAKEVIEW /register-v2?org=LAKEVIEW&x="1"', theme: { properties: [['--brand-primary', '#123456']], title: 'Home equity line of credit · A & B', orgCode: 'LAKEVIEW' } },
    });
    expect(html).toContain('<html lang="en" data-org="LAKEVIEW" style="--brand-primary:#123456">');
    expect(html).toContain('<title>Home equity line of credit · A &amp; B</title>');
    expect(html).toContain('<div id="root" data-prerendered="LAKEVIEW /register-v2?org=LAKEVIEW&amp;x=&quot;1&quot;"><div class="page shell">drawn</div></div>');
    // Without a prerendered page the document is as built.
    expect(pageHtml(index, { preload: [] })).toBe(index);
  });

  it('are drawn one at a time and kept; a burst of new pages beyond the waiting ones comes without, not behind the queue', async () => {
    // A drawing that takes as long as the test says: each call waits for its turn to be released.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, PAGE_PRERENDER_FILE), `
      export const calls = [];
      globalThis.__release = [];
      export async function prerenderPage(input) {
        calls.push(input.url);
        await new Promise((resolve) => globalThis.__release.push(resolve));
        return { html: '<main>' + input.url + '</main>', errors: [], theme: { properties: [], title: 't', orgCode: 'LAKEVIEW' } };
      }`);
    const prerender = pagePrerenderer(dist, () => journeys);
    const input = (n: number) => ({ orgInfo: { orgCode: 'LAKEVIEW' }, flags: { orgCode: 'LAKEVIEW', features: [] }, answers: {}, url: `/register-v2?n=${n}` });
    const asked = Array.from({ length: 10 }, (_, n) => prerender(input(n)));
    const release = () => (globalThis as unknown as { __release: (() => void)[] }).__release;
    // Eight wait their turn; the ninth and tenth come at once without a prerender.
    expect(await asked[8]).toBeNull();
    expect(await asked[9]).toBeNull();
    for (let i = 0; i < 8; i++) {
      await new Promise((r) => setTimeout(r, 5));
      release().shift()?.();
    }
    const drawn = await Promise.all(asked.slice(0, 8));
    expect(drawn.map((p) => p?.html)).toEqual(Array.from({ length: 8 }, (_, n) => `<main>/register-v2?n=${n}</main>`));
    // Kept: asked again, the same page comes without drawing again.
    expect((await prerender(input(0)))?.marker).toBe('LAKEVIEW en /register-v2?n=0');
    expect(release()).toHaveLength(0);
  });
});
