/**
 * A limit met, said in Spanish: the request client words the wait in the applicant's language
 * (setRequestLanguage with the dictionary, renderer/app/language.tsx), and the sandbox's own 429
 * answer to a Spanish reader of a lender offering Spanish says it in Spanish too. Against the real
 * sandbox with a one-second window.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, resetLimits, setRequestLanguage } from '../../renderer/api/client.ts';
import { defaultRateLimits } from '../../sandbox/http/rateLimits.ts';
import { dictionaryOf } from '../../engine/locale.ts';
import { languageStrings } from '../../engine/config/localeFiles.ts';
import { start, type Running } from '../sandbox/helpers.ts';

let server: Running;
const realFetch = globalThis.fetch;
const es = dictionaryOf({ code: 'es', name: 'Español', locale: 'es-US' }, [languageStrings('locales', 'es')]);

beforeAll(async () => { server = await start({ rateLimits: { ...defaultRateLimits, perVisitor: { max: 2, windowMs: 1000 } } }); });
afterAll(async () => { setRequestLanguage('en'); vi.unstubAllGlobals(); await server.close(); });
beforeEach(async () => {
  resetLimits();
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('window', { location: { origin: server.url } });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => realFetch(`${server.url}${url}`, init));
  await new Promise((r) => setTimeout(r, 1100)); // a fresh window
});

const BANNERS = '/banners/banners.json';

describe('a limit met, in Spanish', () => {
  it('the client says how long to wait in the applicant\'s words', async () => {
    setRequestLanguage('es', es);
    await request(BANNERS);
    await request(BANNERS);
    const error = await request(BANNERS).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toBe('Espere 1 segundo e inténtelo de nuevo.');
  });

  it('the sandbox answers a Spanish reader in Spanish', async () => {
    const headers = { 'x-org': 'NEW_AMERICAN_FUNDING', 'accept-language': 'es-US,es;q=0.9' };
    let last: Response | undefined;
    for (let i = 0; i < 3; i++) last = await realFetch(`${server.url}${BANNERS}`, { headers });
    expect(last!.status).toBe(429);
    expect(((await last!.json()) as { message: string }).message).toBe('Demasiadas solicitudes. Espere 1 segundo e inténtelo de nuevo.');
  });
});
