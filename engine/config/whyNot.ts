/**
 * Why a condition did not hold, in the map's words (engine/config/logicWords.ts): the first part of an
 * `and` that failed, every part of an `or`, a named condition through its own rule, and for each
 * comparison the value the data actually had. The staff simulator says this beside each status row
 * that did not match, so that staff read "the application's underwriting decision is DECLINE; here it
 * is APPROVE" rather than "condition false".
 */
import { evaluate, truthy } from '../logic/evaluate.ts';
import type { NamedConditions } from '../types/logic.ts';
import { logicWords, opOf, type WordsContext } from './logicWords.ts';

export interface WhyNotContext extends WordsContext {
  named?: NamedConditions;
}

type Rule = unknown;

const shown = (v: unknown): string => (v === undefined || v === null || v === '' ? 'not given' : typeof v === 'string' ? v : JSON.stringify(v));

/** The `var`s a comparison reads directly (not those inside some/all/none, which name each item). */
function readVars(rule: Rule, out: string[] = []): string[] {
  const op = opOf(rule);
  if (!op) return out;
  const [name, args] = op;
  if (name === 'var') {
    if (typeof args[0] === 'string' && args[0] !== '' && !out.includes(args[0])) out.push(args[0]);
    return out;
  }
  if (name === 'some' || name === 'all' || name === 'none') return readVars(args[0], out);
  for (const a of args) readVars(a, out);
  return out;
}

function holdsOn(rule: Rule, data: unknown, named: NamedConditions | undefined): boolean {
  try {
    return truthy(evaluate(rule, data, { conditions: named }).value);
  } catch {
    return false;
  }
}

/** The reason, as one sentence without a final full stop: "it matches only if …; here it is …". */
export function whyNot(rule: Rule, data: unknown, ctx: WhyNotContext = {}): string {
  const op = opOf(rule);
  const words = (r: Rule) => logicWords(r, ctx);
  if (!op) return `it matches only if ${words(rule)}`;
  const [name, args] = op;
  if (name === 'and') {
    const failed = args.find((a) => !holdsOn(a, data, ctx.named));
    return failed === undefined ? `it matches only if ${words(rule)}` : whyNot(failed, data, ctx);
  }
  if (name === 'or') return `none of these holds: ${args.map((a) => whyNot(a, data, ctx)).join('; ')}`;
  if (name === 'ref') {
    const named = ctx.named?.[String(args[0])];
    return named ? whyNot(named.when, data, ctx) : `the condition ${String(args[0])} is not defined`;
  }
  if (name === '!') return `it matches only if this does not hold: ${words(args[0])}`;
  const vars = readVars(rule);
  const valueOf = (v: string) => shown(evaluate({ var: v }, data).value);
  const here = vars.length === 1 ? `it is ${valueOf(vars[0]!)}` : vars.map((v) => `${logicWords({ var: v }, ctx)} is ${valueOf(v)}`).join(', and ');
  return `it matches only if ${words(rule)}${vars.length ? `; here ${here}` : ''}`;
}
