/** Telemetry against the real sandbox: session setup with 3 tries, page views stored with productType HELOC. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { start, type Running } from '../sandbox/helpers.ts';
import { applicationUuidOf, ensureSession, resetTelemetry, SESSION_FAILED, trackPageView, TRACKER_KEY } from '../../renderer/telemetry/telemetry.ts';

let server: Running;
const realFetch = globalThis.fetch;

beforeAll(async () => { server = await start({}); });
afterAll(async () => { vi.unstubAllGlobals(); await server.close(); });
/** The few browser globals the client reads (no DOM library in this project). */
function browserGlobals() {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => { store.set(k, String(v)); }, removeItem: (k: string) => { store.delete(k); }, clear: () => store.clear() });
  vi.stubGlobal('window', { location: { origin: server.url, hostname: '127.0.0.1', pathname: '/account/heloc/register-v2', search: '?utm_source=mail' }, screen: { width: 1280, height: 800 }, innerWidth: 1280, innerHeight: 720 });
  vi.stubGlobal('document', { referrer: '' });
}

beforeEach(() => {
  resetTelemetry();
  browserGlobals();
  // The app calls relative URLs; send them to the sandbox.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(`${server.url}${url}`, init));
});

describe('telemetry (001 §7, §8)', () => {
  it('sets a session up, keeps the tracker uuid and stores page views with productType HELOC', async () => {
    const key = await ensureSession();
    expect(key).toMatchObject({ uuid: expect.any(String), trackerUuid: expect.any(String) });
    expect(localStorage.getItem(TRACKER_KEY)).toBe(key.trackerUuid);
    await trackPageView('/account/heloc/2b8f0c9e-4f4a-4c39-9a53-0c8c1f7d2e11/product/select');
    const events = await (await realFetch(`${server.url}/ops/telemetry`)).json();
    expect(events[0]).toMatchObject({ context: 'heloc', event: 'Page View', body: { productType: 'HELOC', eventType: 'PAGE_VIEW', applicationUuid: '2b8f0c9e-4f4a-4c39-9a53-0c8c1f7d2e11', sessionKey: { uuid: key.uuid } } });
  });

  it('tries the session 3 times, then fails with the seed message', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => { calls++; return new Response('{"message":"down"}', { status: 503 }); });
    await expect(ensureSession({ sleep: async () => {} })).rejects.toThrow(SESSION_FAILED);
    expect(calls).toBe(3);
  });

  it('finds the application id in the path', () => {
    expect(applicationUuidOf('/account/heloc/register-v2')).toBeNull();
    expect(applicationUuidOf('/account/heloc/2B8F0C9E-4F4A-4C39-9A53-0C8C1F7D2E11/identity')).toBe('2B8F0C9E-4F4A-4C39-9A53-0C8C1F7D2E11');
  });
});
