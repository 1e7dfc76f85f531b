/**
 * A limit met (429 with Retry-After) in the request client: a call the person made says how long to
 * wait, in words; a background call never says it: it waits out Retry-After and tries again, and
 * other background calls to the same path wait too instead of meeting the limit again. Against the
 * real sandbox with a one-second window.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, resetLimits } from '../../renderer/api/client.ts';
import { defaultRateLimits } from '../../sandbox/http/rateLimits.ts';
import { start, type Running } from '../sandbox/helpers.ts';

let server: Running;
const realFetch = globalThis.fetch;
const answers: number[] = [];

beforeAll(async () => { server = await start({ rateLimits: { ...defaultRateLimits, perVisitor: { max: 2, windowMs: 1000 } } }); });
afterAll(async () => { vi.unstubAllGlobals(); await server.close(); });
beforeEach(async () => {
  answers.length = 0;
  resetLimits();
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('window', { location: { origin: server.url } });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const res = await realFetch(`${server.url}${url}`, init);
    answers.push(res.status);
    return res;
  });
  await new Promise((r) => setTimeout(r, 1100)); // a fresh window
});

const BANNERS = '/banners/banners.json';

describe('a limit met', () => {
  it('by a call the person made: an error saying how long to wait, in words, from Retry-After', async () => {
    await request(BANNERS);
    await request(BANNERS);
    const error = await request(BANNERS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).retryAfter).toBe(1);
    expect((error as ApiError).message).toBe('Please wait 1 second and try again.');
  });

  it('by a background call: waited out and tried again; another background call waits instead of meeting it', async () => {
    await request(BANNERS);
    await request(BANNERS);
    const started = Date.now();
    const first = request(BANNERS, { background: true });
    await vi.waitUntil(() => answers.includes(429));
    const second = request(BANNERS, { background: true });
    await expect(first).resolves.toBeTruthy();
    await expect(second).resolves.toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(answers).toEqual([200, 200, 429, 200, 200]);
  });
});
