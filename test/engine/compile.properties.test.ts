/**
 * The compiled evaluator (engine/logic/compile.ts) against the reference walk (interpret.ts) on
 * generated rules and data (fast-check): the same value, clause trace and error, with and without
 * the trace, on a first and a cached second evaluation, for json-logic-js's operators, ours, and
 * {"ref": …} to named conditions (unknown names and self-reference included).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluate, holds } from '../../engine/logic/evaluate.ts';
import { interpret } from '../../engine/logic/interpret.ts';
import { truthy } from '../../engine/logic/jsonLogic.ts';
import type { EvalOptions } from '../../engine/logic/evaluate.ts';
import type { NamedConditions } from '../../engine/index.ts';
import { heloc, register } from '../helpers/config.ts';

const KEYS = ['a', 'b', 'c', 'list'] as const;
const PATHS = ['a', 'b', 'c', 'list', 'a.b', 'b.a', 'list.0', 'list.length', 'a.length', '', 'missing', 'a.b.c', 'constructor', 0, null];

const scalar = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 2.5, 10, 9, 15000, '', '0', '1', '10', '9', 'A', 'a', 'TX', 'tx', 'FULL_TIME', true, false, null),
  fc.integer({ min: -20, max: 20 }),
  fc.string({ maxLength: 4 }),
);
const { value: dataValue } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('list'), tie('object')),
  list: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 3 }),
}));
const data = fc.dictionary(fc.constantFrom(...KEYS), dataValue, { maxKeys: 4 });

const CONDITION_NAMES = ['yes', 'no', 'deep', 'self', 'unknown'];
const BINARY = ['==', '===', '!=', '!==', '>', '>=', '<', '<=', '%', '-', '/', 'in', 'startsWith', 'endsWith'];
const VARIADIC = ['cat', '+', '*', 'min', 'max', 'merge', 'and', 'or', 'if', '?:', '!', '!!', 'missing', 'missing_some', 'substr', 'present', 'upper', 'length', 'typeOf', 'findWhere', 'get'];
const SCOPED = ['filter', 'map', 'all', 'none', 'some', 'reduce'];

const leaf = fc.oneof(scalar, fc.record({ var: fc.constantFrom(...PATHS) }));

const { rule } = fc.letrec((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.record({ var: fc.oneof(fc.constantFrom(...PATHS), fc.tuple(fc.constantFrom(...PATHS), scalar), tie('rule')) }),
    // Operators over plain values and data, often enough that every arity and branch is met.
    fc.constantFrom(...BINARY, ...VARIADIC).chain((op) => fc.array(leaf, { maxLength: 3 }).map((args) => ({ [op]: args }))),
    fc.constantFrom(...BINARY).chain((op) => fc.array(tie('rule'), { minLength: 1, maxLength: 3 }).map((args) => ({ [op]: args }))),
    fc.constantFrom(...VARIADIC).chain((op) => fc.oneof(fc.array(tie('rule'), { maxLength: 5 }), tie('rule')).map((args) => ({ [op]: args }))),
    fc.constantFrom(...SCOPED).chain((op) => fc.array(tie('rule'), { minLength: 1, maxLength: 3 }).map((args) => ({ [op]: args }))),
    fc.constantFrom(...CONDITION_NAMES).map((name) => ({ ref: name })),
    fc.record({ in: fc.tuple(tie('rule'), fc.array(scalar, { maxLength: 4 })) }),
    fc.constantFrom({ nope: [1] }, { 'var.length': [] }, { 'var.x': [1] }, { ref: 5 }, { a: 1, b: 2 }, {}, { '!': [] }),
    fc.array(tie('rule'), { maxLength: 3 }),
  ),
}));

const conditionsArb: fc.Arbitrary<NamedConditions> = fc.tuple(rule, rule).map(([yes, deep]) => ({
  yes: { when: yes },
  no: { when: { '!': { ref: 'yes' } } },
  deep: { when: { and: [{ ref: 'yes' }, deep] } },
  self: { when: { or: [{ '===': [{ var: 'a' }, 'stop'] }, { ref: 'self' }] } },
}));

type Outcome = { ok: true; value: unknown; holds?: boolean } | { ok: false; error: string };
function outcome(fn: () => { value: unknown; clauses?: unknown }): Outcome | { ok: true; result: unknown } {
  try {
    return { ok: true, result: fn() };
  } catch (e) {
    return { ok: false, error: `${(e as Error).name}: ${(e as Error).message}` };
  }
}

const agree = (r: unknown, d: unknown, options: EvalOptions) => {
  const want = outcome(() => interpret(r, d, options));
  expect(outcome(() => evaluate(r, d, options))).toStrictEqual(want);
  // Twice: the second evaluation runs the cached closures.
  expect(outcome(() => evaluate(r, d, options))).toStrictEqual(want);
  const h = outcome(() => holds(r, d, options));
  if (want.ok && 'result' in want) {
    const w = want.result as { value: unknown; clauses?: unknown };
    expect(h).toStrictEqual({ ok: true, result: { ...w, holds: truthy(w.value) } });
  } else expect(h).toStrictEqual(want);
};

describe('compiled rules agree with the reference walk', () => {
  it('on generated rules and data: value, clause trace and error', () => {
    fc.assert(fc.property(rule, data, conditionsArb, fc.boolean(), (r, d, conditions, trace) => {
      agree(r, d, { conditions, trace });
    }), { numRuns: 5000 });
  });

  it('when the same rule meets other named conditions or none', () => {
    fc.assert(fc.property(rule, data, conditionsArb, conditionsArb, (r, d, one, two) => {
      for (const conditions of [one, two, undefined, one]) agree(r, d, { conditions, trace: true });
    }), { numRuns: 500 });
  });

  it('on every rule of the shipped journeys, over generated data', () => {
    const journeys = [heloc, register];
    const rules: { rule: unknown; conditions?: NamedConditions }[] = journeys.flatMap((j) => [
      ...(j.statusRouting?.rows ?? []).flatMap((r) => (r.when === undefined ? [] : [r.when])),
      ...(j.stepMachine?.triggers ?? []).map((t) => t.when),
      ...(j.gates ?? []).map((g) => g.when),
      ...Object.values(j.conditions ?? {}).map((c) => c.when),
    ].map((r) => ({ rule: r, conditions: j.conditions })));
    const context = fc.record({ app: data, profile: data, flags: data, brand: data, path: fc.constantFrom('', '/register-v2', '/x/product/select'), state: fc.constantFrom('PROFILE', 'OFFER') });
    fc.assert(fc.property(fc.constantFrom(...rules), context, fc.boolean(), ({ rule: r, conditions }, d, trace) => {
      agree(r, d, { conditions, trace });
    }), { numRuns: 2000 });
  });

  it('names the json-logic-js error for a ref where json-logic-js evaluates (not walked)', () => {
    const r = { '===': [{ ref: 'yes' }, true] };
    expect(() => evaluate(r, {}, { conditions: { yes: { when: true } } })).toThrow('Unrecognized operation ref');
    expect(() => evaluate({ ref: 'self' }, {}, { conditions: { self: { when: { ref: 'self' } } } })).toThrow(/nesting deeper than 64/);
  });
});
