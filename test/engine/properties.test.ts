/** Property-based checks over generated applications and statuses (fast-check). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyStatus, pollPlan, routeForStatus, runStepMachine } from '../../engine/index.ts';
import { BASE, heloc } from '../helpers/config.ts';
import { application } from '../helpers/arbitraries.ts';
import { appParts } from '../helpers/data.ts';

const v = heloc.statusRouting!.vocabulary;
const known = [...v.stopPolling, ...v.keepPolling, ...v.routed];
const routes = new Set([...heloc.routes.map((r) => r.path)]);

const status = fc.oneof(fc.constantFrom(...known), fc.constant('WAITING_FOR_X'), fc.stringMatching(/^[A-Z][A-Z_]{0,20}$/));
const path = fc.constantFrom(undefined, '/x/document/disclosures', '/x/signing/intro');

describe('status routing properties', () => {
  it('always leads to a declared route (or the site root) with the uuid filled, the same way twice', () => {
    fc.assert(fc.property(application, status, path, (a, s, p) => {
      const one = routeForStatus(heloc, { status: s, app: appParts(a), path: p });
      const two = routeForStatus(heloc, { status: s, app: appParts(a), path: p });
      expect(two).toEqual(one);
      const r = one.result;
      if (r.route === '/') return;
      expect(r.route.startsWith(`${BASE}/${a.uuid}`)).toBe(true);
      expect(routes.has(r.routePattern)).toBe(true);
    }), { numRuns: 400 });
  });

  it('names the deciding rule, and exactly one trace step decided', () => {
    fc.assert(fc.property(application, status, (a, s) => {
      const d = routeForStatus(heloc, { status: s, app: appParts(a) });
      expect(d.decidedBy).toBeTruthy();
      expect(d.trace.filter((t) => t.decided)).toHaveLength(1);
      const rowIds = heloc.statusRouting!.rows.map((r) => r.id);
      expect(rowIds.includes(d.decidedBy!) || d.decidedBy!.startsWith('fallback:')).toBe(true);
    }), { numRuns: 300 });
  });

  it('never polls again on a stop-polling status', () => {
    fc.assert(fc.property(fc.constantFrom(...v.stopPolling), fc.integer({ min: 1, max: 40 }), (s, attempt) => {
      expect(pollPlan(heloc, { attempt, status: s }).result.action).toBe('stop');
    }));
  });

  it('keeps polling an in-progress status before the limit and gives up at it', () => {
    fc.assert(fc.property(fc.constantFrom(...v.keepPolling), fc.integer({ min: 1, max: 30 }), (s, attempt) => {
      const r = pollPlan(heloc, { attempt, status: s }).result;
      expect(classifyStatus(heloc, s)).toBe('keepPolling');
      expect(r.action).toBe(attempt < 14 ? 'poll' : 'giveUp');
      if (r.action === 'poll') expect(r.delayMs).toBeLessThanOrEqual(5000);
    }));
  });
});

describe('step machine properties', () => {
  it('always ends in a declared state whose screen is a declared route, deterministically', () => {
    fc.assert(fc.property(application, (a) => {
      const d = runStepMachine(heloc, { app: appParts(a) });
      expect(heloc.stepMachine!.states[d.result.state]).toBeDefined();
      expect(routes.has(d.result.routePattern)).toBe(true);
      expect(runStepMachine(heloc, { app: appParts(a) })).toEqual(d);
      for (const t of d.result.transitions) expect(d.trace.some((s) => s.rule === t.trigger && s.outcome === true)).toBe(true);
    }), { numRuns: 400 });
  });
});
