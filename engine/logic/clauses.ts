/**
 * What the traced evaluation walks itself (so each clause's value can be traced: json-logic-js has
 * no trace), how deep it may go, and how a clause is written in the trace. Shared by the compiled
 * evaluator (compile.ts) and the reference walk it must agree with (interpret.ts).
 */

/** Operators whose parts are traced one by one; any other node is one clause. */
export const WALKED: ReadonlySet<string> = new Set(['and', 'or', '!', '!!', 'if', '?:', 'ref']);

export const MAX_DEPTH = 64;

export const tooDeep = (): Error => new Error(`Rule nesting deeper than ${MAX_DEPTH} (a named condition that refers to itself?)`);

export const unknownCondition = (name: unknown): Error => new Error(`Unknown named condition "${String(name)}"`);

/** A rule as the trace shows it: its JSON, shortened for reading. */
export function short(rule: unknown, max = 140): string {
  const s = JSON.stringify(rule) ?? String(rule);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** The operator of a JSON-logic node (an object with exactly one key), or null. */
export function operatorOf(rule: unknown): string | null {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return null;
  const keys = Object.keys(rule);
  return keys.length === 1 ? keys[0]! : null;
}

/** A node's arguments as a list ({"!": x} is {"!": [x]}). */
export function argsOf(rule: Record<string, unknown>, op: string): unknown[] {
  const a = rule[op];
  return Array.isArray(a) ? a : [a];
}
