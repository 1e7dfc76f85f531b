/**
 * Which pages are prerendered (host/page/prerender.ts) follows from the journeys: their public
 * routes without parameters; and the page assembly (host/page/pages.ts pageHtml) puts a
 * prerendered page's markup, marker and brand theme in the document, escaped.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeyRouteTables } from '../../engine/config/journeyRouteTables.ts';
import { prerenderable, prerenderedRoutes } from '../../host/page/prerender.ts';
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
});
