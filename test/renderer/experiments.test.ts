/**
 * Telemetry and experiments against the real sandbox (000 §7, §9, 001 §7, §8, §9): the session-replay
 * link (401 swallowed, others rethrown), v1/feature and v2/decision with optimizeUser {attributes,
 * trackerId} ("Could not establish session."), experiments saved on the application with their
 * tracking and the tracker uuid ("App ID is required to save experiment"), the tracker profile
 * linked, monitoring at the brand's sample rates, and the error fallback page's error tracked.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newApplicant, start, client, type Running } from '../sandbox/helpers.ts';
import { resetTelemetry, TRACKER_KEY } from '../../renderer/telemetry/telemetry.ts';
import { putReplayLink, replayLinkFor, resetReplayLinks, sendReplayLink } from '../../renderer/telemetry/replayLink.ts';
import {
  APP_ID_REQUIRED, decide, fetchFeature, flushExperiments, linkTrackerProfile, optimizeUser, rememberExperiment, saveExperiments, saveTrackerUuid, SESSION_UNAVAILABLE,
} from '../../renderer/telemetry/experiments.ts';
import { notePage, resetMonitoring, startMonitoring, trackError } from '../../renderer/telemetry/monitoring.ts';
import { ErrorBoundary } from '../../renderer/shell/ErrorBoundary.tsx';
import { NO_PROFILE_UUID } from '../../renderer/api/identity.ts';
import defaults from '../../brands/_defaults.json' with { type: 'json' };

let server: Running;
let api: ReturnType<typeof client>;
const realFetch = globalThis.fetch;
let calls: { method: string; url: string; body: any }[] = [];

beforeAll(async () => { server = await start({}); api = client(server); });
afterAll(async () => { vi.unstubAllGlobals(); await server.close(); });

function storage() {
  const store = new Map<string, string>();
  return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => { store.set(k, String(v)); }, removeItem: (k: string) => { store.delete(k); }, clear: () => store.clear() };
}

function browser(pathname = '/account/heloc/register-v2', override?: (url: string) => Promise<Response> | null) {
  calls = [];
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('window', { location: { origin: server.url, hostname: '127.0.0.1', pathname, search: '' }, screen: { width: 1280, height: 800 }, innerWidth: 1280, innerHeight: 720 });
  vi.stubGlobal('document', { referrer: '' });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    // The test's own calls (absolute URLs) go straight to the sandbox; the app's are recorded.
    if (url.startsWith('http')) return realFetch(url, init);
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return override?.(url) ?? realFetch(`${server.url}${url}`, init);
  });
}

const signIn = (token: string) => localStorage.setItem('jwt', `Bearer ${token}`);
const app = async (token: string, uuid: string) => (await api('GET', `/service-application/api/v1/application/heloc/${uuid}`, { token })).body;

beforeEach(() => {
  resetTelemetry();
  resetReplayLinks();
  resetMonitoring();
  browser();
});

describe('the session-replay link (000 §7, §8)', () => {
  it('is sent once per application when the path has one, and leads to the session\'s trail', async () => {
    const a = await newApplicant(api);
    browser(`/account/heloc/${a.uuid}/product/select`);
    signIn(a.token);
    expect(await sendReplayLink('/account/heloc/register-v2')).toBe(false);
    expect(await sendReplayLink(`/account/heloc/${a.uuid}/product/select`)).toBe(true);
    expect(await sendReplayLink(`/account/heloc/${a.uuid}/start/contact`)).toBe(false);
    expect(calls.filter((c) => c.url.endsWith('/full-story-link'))).toHaveLength(1);
    const link = (await app(a.token, a.uuid)).fullStoryLink as string;
    expect(link).toMatch(new RegExp(`^${server.url}/ops/telemetry/sessions/[0-9a-f-]{36}$`));
    const trail = await (await realFetch(link)).json();
    expect(trail).toMatchObject({ trackerUuid: localStorage.getItem(TRACKER_KEY), context: 'heloc' });
  });

  it('swallows a 401 and rethrows anything else', async () => {
    const a = await newApplicant(api);
    const other = await newApplicant(api);
    await expect(putReplayLink(a.uuid, replayLinkFor(server.url, 's'))).resolves.toBeUndefined();
    signIn(other.token);
    await expect(putReplayLink(a.uuid, replayLinkFor(server.url, 's'))).rejects.toMatchObject({ status: 403 });
    browser('/', () => Promise.resolve(new Response('{"message":"down"}', { status: 503 })));
    await expect(putReplayLink(a.uuid, 'x')).rejects.toMatchObject({ status: 503 });
  });
});

describe('features and decisions (001 §7, §8)', () => {
  it('v1/feature and v2/decision send optimizeUser {attributes, trackerId}', async () => {
    expect(await fetchFeature('fe-heloc-web-chat', 'FIGURE')).toMatchObject({ enabled: true });
    expect(await fetchFeature('fe-heloc-web-chat', 'FIGURE_WHOLESALE')).toMatchObject({ enabled: false });
    const tracker = localStorage.getItem(TRACKER_KEY);
    const sent = calls.find((c) => c.url.endsWith('/api/v1/feature'))!;
    expect(sent.body).toEqual({ featureKey: 'fe-heloc-web-chat', optimizeUser: { attributes: { organization: 'FIGURE' }, trackerId: tracker } });
    const d = await decide('fe-heloc-notary-intro-steps', 'FIGURE');
    expect(['control', 'steps']).toContain(d.variationKey);
    // The same tracker always gets the same variation.
    for (let i = 0; i < 3; i++) expect((await decide('fe-heloc-notary-intro-steps', 'FIGURE')).variationKey).toBe(d.variationKey);
    expect(calls.find((c) => c.url.endsWith('/api/v2/decision'))!.body.optimizeUser).toEqual({ attributes: { organization: 'FIGURE' }, trackerId: tracker });
  });

  it('trackers are spread over the variations', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12 && seen.size < 2; i++) {
      resetTelemetry();
      browser();
      seen.add((await decide('fe-heloc-notary-intro-steps', 'FIGURE')).variationKey);
    }
    expect([...seen].sort()).toEqual(['control', 'steps']);
  });

  it('"Could not establish session." when no telemetry session can be set up', async () => {
    browser('/', (url) => (url.startsWith('/ft/') ? Promise.resolve(new Response('{}', { status: 503 })) : null));
    vi.useFakeTimers();
    try {
      const failing = optimizeUser('FIGURE');
      const assertion = expect(failing).rejects.toThrow(SESSION_UNAVAILABLE);
      await vi.runAllTimersAsync();
      await assertion;
    } finally {
      vi.useRealTimers();
    }
    expect(calls.some((c) => c.url.includes('/decision'))).toBe(false);
  });
});

describe('experiments saved on the application (001 §7, §8)', () => {
  it('"App ID is required to save experiment" without an application, and nothing is sent', async () => {
    await expect(saveExperiments([{ name: 'x', variation: 'a' }], null)).rejects.toThrow(APP_ID_REQUIRED);
    await expect(saveTrackerUuid(undefined, 't')).rejects.toThrow(APP_ID_REQUIRED);
    expect(calls).toEqual([]);
    const res = await api('POST', '/service-application/api/v3/application/heloc/experiments/track', { body: { experiments: [{ name: 'x', variation: 'a' }] } });
    expect(res.body.errors).toEqual([{ pointer: '/appUuid', message: APP_ID_REQUIRED }]);
  });

  it('kept during registration, saved once an application exists: experiments, tracking and the tracker uuid', async () => {
    const a = await newApplicant(api);
    signIn(a.token);
    rememberExperiment({ name: 'fe-heloc-notary-intro-steps', variation: 'steps' });
    rememberExperiment({ name: 'fe-heloc-notary-intro-steps', variation: 'steps' });
    await saveTrackerUuid(a.uuid, 'tracker-123');
    expect(await flushExperiments(a.uuid)).toBe(1);
    expect(await flushExperiments(a.uuid)).toBe(0);
    expect(await app(a.token, a.uuid)).toMatchObject({ experiments: [{ name: 'fe-heloc-notary-intro-steps', variation: 'steps' }], trackerUuid: 'tracker-123' });
    const events = (await api('GET', '/ops/telemetry')).body;
    expect(events.find((e: any) => e.event === 'Experiment Tracked')).toMatchObject({ context: 'experiments', body: { appUuid: a.uuid, trackerUuid: 'tracker-123', experiments: [{ name: 'fe-heloc-notary-intro-steps', variation: 'steps' }] } });
  });

  it('links the identity\'s tracker profile to this tracker: GET, then PATCH only when it differs; "No profile uuid" without one', async () => {
    const a = await newApplicant(api);
    signIn(a.token);
    const profile = (await api('GET', '/service-profile/api/v1/profile', { token: a.token })).body;
    const tracker = await linkTrackerProfile(profile);
    await linkTrackerProfile(profile);
    expect(calls.filter((c) => c.url.includes('optermizerly-profile')).map((c) => c.method)).toEqual(['GET', 'PATCH', 'GET']);
    const stored = await api('GET', `/service-application/api/v3/application/heloc/optermizerly-profile?identityUuid=${profile.uuid}`, { token: a.token });
    expect(stored.body.optimizelyProfileUuid).toBe(tracker);
    await expect(linkTrackerProfile({})).rejects.toThrow(NO_PROFILE_UUID);
  });
});

describe('monitoring and the error fallback page (000 §9, 001 §8, §9)', () => {
  const errors = async () => (await api('GET', '/ops/telemetry')).body.filter((e: any) => e.event === 'Error');

  it('the brand defaults are the seed\'s rates: every session monitored, none replayed', () => {
    expect(defaults.monitoring).toEqual({ sessionSampleRate: 100, sessionReplaySampleRate: 0 });
    expect(startMonitoring(defaults.monitoring, () => 0.999)).toEqual({ monitored: true, replay: false });
  });

  it('the error fallback page tracks the error through telemetry', async () => {
    const before = (await errors()).length;
    startMonitoring(defaults.monitoring);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const boundary = new ErrorBoundary({ ctx: {} as never, resetKey: '/x', children: null });
    boundary.componentDidCatch(new TypeError('cannot read offers'), { componentStack: '' });
    await vi.waitFor(async () => expect((await errors()).length).toBe(before + 1));
    expect((await errors())[0].body).toMatchObject({ eventType: 'ERROR', productType: 'HELOC', eventProperties: { name: 'TypeError', message: 'cannot read offers', source: 'error-boundary', path: '/account/heloc/register-v2' } });
    expect((await errors())[0].body.eventProperties.pages).toBeUndefined();
  });

  it('a session outside the sample reports nothing; a replayed one carries the pages before the error', async () => {
    startMonitoring({ sessionSampleRate: 0 });
    expect(await trackError(new Error('unsent'), 'window')).toBe(false);
    resetMonitoring();
    startMonitoring({ sessionSampleRate: 100, sessionReplaySampleRate: 100 });
    notePage('/account/heloc/register-v2');
    notePage('/account/heloc/register-v2/for-sale');
    expect(await trackError(new Error('replayed'), 'window')).toBe(true);
    expect((await errors())[0].body.eventProperties).toMatchObject({ message: 'replayed', pages: ['/account/heloc/register-v2', '/account/heloc/register-v2/for-sale'] });
  });
});
