/** The journeys' site-level redirects answered by the server (000 §2, 001 §2), decided by the engine's resolvePath. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { start, type Running } from './helpers.js';
import { fastifyPathsFor, siteRedirectRoutes } from '../../sandbox/routes/siteRedirects.js';
import type { Ctx } from '../../sandbox/context.js';
import type { Journey } from '../../engine/index.ts';

let server: Running;
beforeAll(async () => { server = await start(); });
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('site redirects', () => {
  it.each([
    ['/account/register?x=1', '/account/heloc/register?x=1'],
    ['/account/register/?utm_source=cloc&referrer=abc', '/account/heloc/register?utm_source=cloc&referrer=abc'],
    ['/account/heloc-signer/resume?x=1', '/account/heloc/heloc-signer/resume?x=1'],
    ['/account/heloc-signer/conditions/upload-document', '/account/heloc/heloc-signer/conditions/upload-document'],
    ['/account/heloc-signer', '/account/heloc/heloc-signer'],
    ['/account', '/dashboard'],
    ['/account/', '/dashboard'],
    ['/', '/dashboard'],
  ])('%s → %s', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
  });

  it('reads {{brand.*}} targets from the brand of the request', async () => {
    const res = await get('/account?org=GOODLEAP_LLC');
    // The query goes along, so the dashboard and its sign-in stay under the lender the link names.
    expect(res.headers.location).toBe('/dashboard?org=GOODLEAP_LLC');
    expect((await get('/')).headers.location).toBe('/dashboard');
  });

  it('leaves everything else alone: app routes, the dashboard, unknown paths', async () => {
    expect((await get('/dashboard')).statusCode).toBe(200);
    expect((await get('/account/other')).statusCode).toBe(404);
    expect((await get('/account/heloc-signers')).statusCode).toBe(404);
  });
});

describe('one generic handler for every site redirect in config', () => {
  it('covers a pattern, its bare prefix and a trailing slash', () => {
    expect(fastifyPathsFor('/account/heloc-signer/*')).toEqual(['/account/heloc-signer', '/account/heloc-signer/*']);
    expect(fastifyPathsFor('/account')).toEqual(['/account', '/account/']);
    expect(fastifyPathsFor('/')).toEqual(['/']);
  });

  it('serves a redirect added to a journey file with no code for it', async () => {
    const journey = {
      id: 'x', basePath: '/account/heloc', dataSchema: '', routes: [],
      redirects: [
        { id: 'oldSigner', from: '/signer/*', scope: 'site', to: '/heloc-signer/*', keepQuery: true },
        { id: 'partnerSite', from: '/partners', scope: 'site', to: '{{brand.companyUrl}}', external: true },
      ],
    } as unknown as Journey;
    const app = Fastify();
    const ctx = { brand: () => ({ companyUrl: 'https://lender.example' }), orgOf: () => 'FIGURE', options: { orgCode: 'FIGURE' } } as unknown as Ctx;
    siteRedirectRoutes(app, ctx, [journey]);
    const partners = await app.inject({ method: 'GET', url: '/partners' });
    expect(partners.headers.location).toBe('https://lender.example');
    const signer = await app.inject({ method: 'GET', url: '/signer/login?next=1' });
    expect(signer.statusCode).toBe(302);
    expect(signer.headers.location).toBe('/account/heloc/heloc-signer/login?next=1');
    await app.close();
  });
});
