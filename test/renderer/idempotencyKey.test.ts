/**
 * The request client sends an Idempotency-Key with every write (a new one per call unless given),
 * and the sandbox replays the first answer to a repeated call with the same key (issue 14).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, request } from '../../renderer/api/client.ts';
import { registration, start, type Running } from '../sandbox/helpers.ts';

let server: Running;
const realFetch = globalThis.fetch;
const sent: Headers[] = [];

beforeAll(async () => { server = await start({}); });
afterAll(async () => { vi.unstubAllGlobals(); await server.close(); });
beforeEach(() => {
  sent.length = 0;
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => { store.set(k, String(v)); }, removeItem: (k: string) => { store.delete(k); } });
  vi.stubGlobal('window', { location: { origin: server.url } });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    sent.push(new Headers(init?.headers));
    return realFetch(`${server.url}${url}`, init);
  });
});

describe('Idempotency-Key from the request client', () => {
  it('writes carry a fresh key, reads none', async () => {
    await request('/banners/banners.json');
    await request('/ft/heloc/event', { method: 'POST', body: { event: 'Page View' }, external: true });
    await request('/ft/heloc/event', { method: 'POST', body: { event: 'Page View' }, external: true });
    expect(sent[0]!.has('idempotency-key')).toBe(false);
    expect(sent[1]!.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[2]!.get('idempotency-key')).not.toBe(sent[1]!.get('idempotency-key'));
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('a repeated call with the same key gets the first answer and changes nothing more', async () => {
    const body = registration();
    const first = await request<{ identity: { uuid: string } }>('/identity/api/v1/registration/register', { method: 'POST', body, idempotencyKey: 'register-once', external: true });
    const again = await request<{ identity: { uuid: string } }>('/identity/api/v1/registration/register', { method: 'POST', body, idempotencyKey: 'register-once', external: true });
    expect(again.identity.uuid).toBe(first.identity.uuid);
  });
});
