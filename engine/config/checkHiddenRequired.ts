/**
 * A question hidden whenever it is asked for (README "What validate catches"): a screen's `hide` rule
 * on a field whose condition holds every time a rule that asks for that field holds (a `require` rule,
 * or an `error` rule on the field), so the applicant is told to answer a question they cannot see and
 * cannot go on. Certain only, so it reports a hide condition that is the asking rule's condition, or
 * one of the parts of its `and`: wherever the asking rule holds, the hide rule holds too.
 */
import { pointer, type Problem } from './problems.ts';

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts of a condition that all hold when it holds: the condition and, for an `and`, each part (nested too). */
function impliedParts(when: unknown): unknown[] {
  if (isObj(when) && Object.keys(when).length === 1 && Array.isArray(when['and'])) return [when, ...(when['and'] as unknown[]).flatMap(impliedParts)];
  return [when];
}

export function checkHiddenRequired(screen: { rules?: unknown }, file: string): Problem[] {
  if (!Array.isArray(screen.rules)) return [];
  const rules = screen.rules.filter(isObj);
  const out: Problem[] = [];
  screen.rules.forEach((hide: unknown, i) => {
    if (!isObj(hide) || hide['effect'] !== 'hide' || typeof hide['field'] !== 'string' || hide['when'] === undefined) return;
    const asking = rules.find((r) => (r['effect'] === 'require' || r['effect'] === 'error') && r['field'] === hide['field'] && r['when'] !== undefined && impliedParts(r['when']).some((p) => same(p, hide['when'])));
    if (!asking) return;
    const name = (r: Record<string, unknown>) => (typeof r['id'] === 'string' ? `"${r['id']}"` : 'a rule');
    out.push({
      file,
      pointer: pointer('rules', i, 'when'),
      message: `the rule ${name(hide)} hides "${hide['field']}" whenever ${name(asking)} asks the applicant to answer it, so they are told to answer a question they cannot see and cannot go on. Hide it only when it is not asked for (the opposite condition)`,
    });
  });
  return out;
}
