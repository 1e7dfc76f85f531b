/** Property-based checks of navigate() over generated applications, statuses, paths and tries (fast-check). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchPath, navigate, routeAt, routeForStatus } from '../../engine/index.ts';
import type { Journey } from '../../engine/index.ts';
import { BASE, heloc, signer } from '../helpers/config.ts';
import { application } from '../helpers/arbitraries.ts';
import { appParts, signerParts } from '../helpers/data.ts';

const v = heloc.statusRouting!.vocabulary;
const status = fc.oneof(fc.constantFrom(...v.stopPolling, ...v.keepPolling, ...v.routed), fc.constant('WAITING_FOR_X'), fc.stringMatching(/^[A-Z][A-Z_]{0,20}$/));
const fill = (pattern: string, uuid: string) => `${BASE}${pattern.replace(':uuid', uuid).replace(':type', 'paystub')}`;
const pathOn = (journey: Journey) => fc.constantFrom(...journey.routes.map((r) => r.path));
const input = fc.record({
  app: application,
  status: fc.option(status, { nil: undefined }),
  route: pathOn(heloc),
  previousStatus: fc.option(status, { nil: undefined }),
  attempt: fc.integer({ min: 1, max: 20 }),
  query: fc.constantFrom<Record<string, string>[]>({}, { 'pop-webchat': 'true' }, { utm_source: 'x', 'pop-webchat': '1' }),
});
const siteTargets = new Set(heloc.statusRouting!.rows.flatMap((r) => (typeof r.to === 'object' && 'site' in r.to ? [r.to.site] : [])));
siteTargets.add((heloc.statusRouting!.fallback.unknown as { site: string }).site);

type Input = { app: Record<string, unknown>; status?: string; route: string; previousStatus?: string; attempt: number; query: Record<string, string> };
const run = (i: Input) =>
  navigate(heloc, { status: i.status, app: appParts(i.app), profile: { uuid: 'p1' }, path: fill(i.route, i.app.uuid as string), previousStatus: i.previousStatus, attempt: i.attempt, query: i.query });

describe('navigate properties (application journey)', () => {
  it('gives the same decision for the same inputs', () => {
    fc.assert(fc.property(input, (i) => {
      expect(run(i)).toEqual(run(i));
    }), { numRuns: 300 });
  });

  it('never stays on a page the status does not allow', () => {
    fc.assert(fc.property(input, (i) => {
      const d = run(i);
      if (d.result.action !== 'stay') return;
      const here = routeAt(heloc, i.route.replace(':uuid', i.app.uuid as string).replace(':type', 'paystub'))!;
      if (here.anyStatus) return;
      const routed = routeForStatus(heloc, { status: d.result.status!, app: appParts(i.app), profile: { uuid: 'p1' }, path: fill(i.route, i.app.uuid as string) }).result;
      expect([here.path, ...(here.within ?? [])]).toContain(routed.routePattern);
      expect(here.statusRouter).not.toBe(true);
    }), { numRuns: 500 });
  });

  it('always moves to a route of the journey (uuid filled) or a site page the table names', () => {
    const routes = new Set(heloc.routes.map((r) => r.path));
    fc.assert(fc.property(input, (i) => {
      const d = run(i);
      if (d.result.action !== 'move') return;
      const r = d.result;
      if (siteTargets.has(r.route!)) return;
      expect(routes.has(r.routePattern!)).toBe(true);
      expect(matchPath(r.routePattern!, r.route!.slice(BASE.length))?.params.uuid).toBe(i.app.uuid);
      for (const key of Object.keys(r.query)) expect(['pop-webchat', 'from', 'uwDecision']).toContain(key);
    }), { numRuns: 500 });
  });

  it('waits only with a delay, and only one trace step decides', () => {
    fc.assert(fc.property(input, (i) => {
      const d = run(i);
      expect(d.trace.filter((t) => t.decided)).toHaveLength(1);
      if (d.result.action === 'wait') expect(d.result.pollAfterMs).toBeGreaterThanOrEqual(0);
      else expect(d.result.pollAfterMs).toBeNull();
    }), { numRuns: 300 });
  });
});

describe('navigate properties (additional signer journey)', () => {
  const data = fc.record({ identityComplete: fc.boolean(), notaryReady: fc.boolean(), notaryComplete: fc.boolean(), signingComplete: fc.boolean(), cancelled: fc.boolean() });
  it('stays only where the step machine allows and moves only to signer routes', () => {
    const routes = new Set(signer.routes.map((r) => r.path));
    fc.assert(fc.property(data, pathOn(signer), (s, route) => {
      const d = navigate(signer, { signer: signerParts(s), path: `${BASE}${route}` });
      expect(d).toEqual(navigate(signer, { signer: signerParts(s), path: `${BASE}${route}` }));
      if (d.result.action === 'move') expect(routes.has(d.result.routePattern!)).toBe(true);
      if (d.result.action === 'stay') {
        const here = routeAt(signer, route)!;
        if (!here.anyStatus) expect([here.path, ...(here.within ?? [])]).toContain(navigate(signer, { signer: signerParts(s), path: `${BASE}/heloc-signer/resume` }).result.routePattern);
      }
    }), { numRuns: 300 });
  });
});
