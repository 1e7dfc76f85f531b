import { describe, expect, it } from 'vitest';
import { quietSummary, traceItems } from '../../../renderer/studio/TraceTable.tsx';
import { simulate, type Journey, type TraceStep } from '../../../engine/index.ts';
import heloc from '../../../journeys/heloc.json' with { type: 'json' };

describe('the step machine trace, folded', () => {
  it('shows what fired first, each with its place, and folds every trigger that did not fire into one row', () => {
    const trace: TraceStep[] = [
      { kind: 'start', rule: 'INDEX', outcome: 'initial state' },
      { kind: 'trigger', rule: 'a', outcome: false },
      { kind: 'trigger', rule: 'b', outcome: true },
      { kind: 'trigger', rule: 'c', outcome: false },
      { kind: 'trigger', rule: 'd', outcome: false },
      { kind: 'event', rule: 'go', outcome: true, decided: true },
    ];
    const items = traceItems(trace, true);
    expect(items.map((i) => ('quiet' in i ? `fold:${i.quiet.map((q) => q.n).join(',')}` : `${i.n}:${i.step.rule}`))).toEqual(['1:INDEX', '3:b', '6:go', 'fold:2,4,5']);
    expect(quietSummary(trace.filter((s) => s.outcome === false))).toBe('3 triggers did not fire');
    expect(traceItems(trace, false)).toHaveLength(6);
  });

  it('folds a real application\'s trace to a few rows', () => {
    const result = simulate(heloc as unknown as Journey, { app: { uuid: '3f2b8c1e-0000-4000-8000-000000000000', serverStatus: 'OFFER_SELECTION', status: {} }, profile: {}, attempt: 1 });
    const items = traceItems(result.step.trace, true);
    const fold = items.find((i) => 'quiet' in i);
    expect(fold && 'quiet' in fold ? fold.quiet.length : 0).toBeGreaterThan(20);
    expect(items.length).toBeLessThan(8);
  });
});
