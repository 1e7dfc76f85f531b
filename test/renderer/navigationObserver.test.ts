// @vitest-environment jsdom
/**
 * The navigation observer (renderer/status/navigationObserver.ts) with a real QueryClient and no
 * React: one navigate() call per status read, the next read set from the decision (pollAfterMs on
 * wait, watchAfterMs on a watching page, none otherwise), no reads on anyStatus pages, the page a
 * decision moved to taking it over without reading, a missing application, the first-read error.
 * TanStack Query schedules its intervals only where `window` exists, hence jsdom.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, focusManager } from '@tanstack/react-query';
import { navigate, type NavigateResult } from '../../engine/navigate.ts';
import type { Decision } from '../../engine/index.ts';
import { NavigationObserver, type ObservedStatus, type Page } from '../../renderer/status/navigationObserver.ts';
import { applicationStatus, signerStatus } from '../../renderer/status/observedStatus.ts';
import { statusReadKey, type StatusRead } from '../../renderer/api/applicationStatus.ts';
import { ApiError } from '../../renderer/api/client.ts';
import { app, at, BASE, heloc, UUID } from '../helpers/config.ts';
import { brandParts } from '../helpers/data.ts';

const PROFILE = { uuid: 'p1' };
const INDEX = `${BASE}/${UUID}`;
const page = (path: string): Page => ({ path, query: {}, profile: PROFILE, brand: brandParts({}) });

/** A status query whose reads come from `statuses` in turn (the last one repeats), counted. */
function observed(statuses: string[]) {
  const decisions: { label: string; decision: Decision<NavigateResult> }[] = [];
  let reads = 0;
  let attempt = 0;
  const status: ObservedStatus<StatusRead> = {
    journey: heloc,
    queryKey: statusReadKey(UUID),
    read: async () => {
      const s = statuses[Math.min(reads, statuses.length - 1)]!;
      reads += 1;
      attempt += 1;
      return { status: s, app: app({ serverStatus: s }), attempt, at: Date.now() };
    },
    inputOf: (read) => ({ status: read.status, app: read.app, attempt: read.attempt }),
    missing: () => undefined,
    readAt: (read) => read.at,
    label: (read, path) => `${read.status} on ${path}`,
    onDecision: (label, decision) => decisions.push({ label, decision }),
  };
  return { status, decisions, reads: () => reads };
}

let client: QueryClient;
const stops: (() => void)[] = [];
/** An observer with a listener, as a page has while it shows. */
function open<T>(status: ObservedStatus<T>, p: Page) {
  const o = new NavigationObserver(client, status, p);
  let notified = 0;
  stops.push(o.subscribe(() => { notified += 1; }));
  return { o, notified: () => notified };
}
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false } } });
  // What QueryClientProvider does: focus and reconnect reach the cache.
  client.mount();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('navigation observer: one decision per read', () => {
  it('decides once on each read, for the page it is on, however often the page and the timers ask', async () => {
    const { status, decisions, reads } = observed(['HMDA']);
    const { o } = open(status, page(at('start/hmda')));
    expect(o.getSnapshot().decision).toBeNull();
    await settle();
    expect(reads()).toBe(1);
    const first = o.getSnapshot();
    expect(first.decision).toMatchObject({ action: 'stay', routePattern: '/:uuid/start/hmda' });
    expect(first.read?.status).toBe('HMDA');
    // Asked again (renders, the interval callback): the same snapshot, no new navigate() call.
    for (let i = 0; i < 5; i += 1) expect(o.getSnapshot()).toBe(first);
    await settle(60_000);
    expect(reads()).toBe(1);
    expect(decisions.map((d) => d.label)).toEqual([`HMDA on ${at('start/hmda')}`]);
  });

  it('on wait reads again after the decision\'s pollAfterMs, deciding once per read, until the status settles', async () => {
    const { status, decisions, reads } = observed(['SOFT_CREDIT', 'SOFT_CREDIT', 'HMDA']);
    const expected = navigate(heloc, { status: 'SOFT_CREDIT', app: app({ serverStatus: 'SOFT_CREDIT' }), profile: PROFILE, path: INDEX, attempt: 1 }).result;
    expect(expected.action).toBe('wait');
    const delay = expected.pollAfterMs!;
    expect(delay).toBeGreaterThan(1);
    const { o } = open(status, page(INDEX));
    await settle();
    expect(reads()).toBe(1);
    expect(o.getSnapshot().decision).toMatchObject({ action: 'wait', waiting: 'inProgress', pollAfterMs: delay });
    await settle(delay - 1);
    expect(reads()).toBe(1);
    await settle(1);
    expect(reads()).toBe(2);
    const second = o.getSnapshot().decision!;
    expect(second.action).toBe('wait');
    await settle(second.pollAfterMs!);
    expect(reads()).toBe(3);
    expect(o.getSnapshot().decision).toMatchObject({ action: 'move', routePattern: '/:uuid/start/hmda' });
    await settle(60_000);
    expect(reads()).toBe(3);
    expect(decisions.map((d) => d.decision.result.action)).toEqual(['wait', 'wait', 'move']);
  });

  it('on a watching page reads again after watchAfterMs in view, nothing out of view, and at once back in view', async () => {
    const { status, decisions, reads } = observed(['BPO_PROCESSING']);
    const { o } = open(status, page(at('bpo/hold')));
    await settle();
    const d = o.getSnapshot().decision!;
    expect(d).toMatchObject({ action: 'stay', watchAfterMs: 10_000 });
    await settle(10_000);
    expect(reads()).toBe(2);
    focusManager.setFocused(false);
    await settle(50_000);
    expect(reads()).toBe(2);
    focusManager.setFocused(true);
    await settle();
    expect(reads()).toBe(3);
    expect(decisions).toHaveLength(3);
  });

  it('reads nothing on a page reachable whatever the status (anyStatus)', async () => {
    const { status, decisions, reads } = observed(['HMDA']);
    const anyStatus = heloc.routes.find((r) => r.anyStatus)!;
    const { o } = open(status, page(`${BASE}${anyStatus.path.replace(':uuid', UUID)}`));
    await settle(60_000);
    expect(reads()).toBe(0);
    expect(decisions).toHaveLength(0);
    expect(o.getSnapshot()).toMatchObject({ observing: false, decision: { action: 'stay' } });
  });
});

describe('navigation observer: the hand-over', () => {
  it('the page a decision moved to takes the decision over: no read, no navigate() call, it stays with the decision\'s progress', async () => {
    const { status, decisions, reads } = observed(['HMDA']);
    const index = open(status, page(INDEX));
    await settle();
    const moved = index.o.getSnapshot().decision!;
    expect(moved).toMatchObject({ action: 'move', route: at('start/hmda') });
    stops.pop()!();
    // Later: the page reached starts after the read it was moved by.
    await settle(500);
    const hmda = open(status, page(at('start/hmda')));
    await settle(60_000);
    expect(reads()).toBe(1);
    expect(decisions).toHaveLength(1);
    const snapshot = hmda.o.getSnapshot();
    expect(snapshot.decision).toMatchObject({ action: 'stay', route: at('start/hmda'), progress: moved.progress });
    expect(snapshot.read?.status).toBe('HMDA');
  });

  it('a page the last decision did not move to reads afresh and decides on its own read', async () => {
    const { status, decisions, reads } = observed(['HMDA']);
    open(status, page(at('start/hmda')));
    await settle();
    stops.pop()!();
    await settle(500);
    const other = open(status, page(at('start/hmda')));
    expect(other.o.getSnapshot().decision).toBeNull();
    await settle();
    expect(reads()).toBe(2);
    expect(decisions).toHaveLength(2);
  });
});

describe('navigation observer: reads that fail', () => {
  it('a missing application (404) decides with app null: leave, not an error', async () => {
    const status = { ...applicationStatus(client, UUID), read: () => Promise.reject(new ApiError(404, 'not found', null)), onDecision: undefined };
    const { o } = open(status, page(INDEX));
    await settle();
    expect(o.getSnapshot()).toMatchObject({ missing: true, error: false, decision: { action: 'leave' } });
  });

  it('a first read that fails otherwise is the page\'s error, with no decision', async () => {
    const status = { ...applicationStatus(client, UUID), read: () => Promise.reject(new ApiError(500, 'down', null)), onDecision: undefined };
    const { o } = open(status, page(INDEX));
    await settle();
    expect(o.getSnapshot()).toMatchObject({ missing: false, error: true, decision: null });
  });

  it('a signer status that cannot be read moves the signer to the journey\'s readError page, where the page stays unread', async () => {
    const status = { ...signerStatus, read: () => Promise.reject(new ApiError(500, 'down', null)), onDecision: undefined };
    const { o } = open(status, page(`${BASE}/heloc-signer/identity`));
    await settle();
    expect(o.getSnapshot()).toMatchObject({ missing: true, decision: { action: 'move', route: `${BASE}/heloc-signer/error` } });
  });

  it('startedAt is when the page started observing', () => {
    vi.setSystemTime(1_700_000_000_000);
    const { status } = observed(['HMDA']);
    expect(new NavigationObserver(client, status, page(INDEX)).startedAt).toBe(1_700_000_000_000);
  });
});
