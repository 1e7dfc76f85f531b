/**
 * A screen rule that applies to every applicant because the screen's own schema decides its
 * condition (README "What validate catches"): a condition whose every part every accepted answer
 * meets (`income is a number and income >= 0`, the income required, its minimum 0) would show its
 * warning or refusal to all. Only comparisons of the screen's own answers (`form.*`) with a number,
 * and the `typeOf` guard of a required number, are read; anything else leaves the condition
 * undecided, so only what is certain for every accepted answer is reported. The other half, a
 * comparison no accepted answer meets (`income < 0`), is checkStatusStrings.ts's (schema bounds);
 * conditions that contradict themselves whatever the schema says are checkLogicSense.ts's.
 */
import { formWords, logicWords } from './logicWords.ts';
import { pointer, type Problem } from './problems.ts';

interface Node { type?: unknown; minimum?: unknown; maximum?: unknown; exclusiveMinimum?: unknown; exclusiveMaximum?: unknown; required?: unknown; properties?: Record<string, Node | undefined> }
type Verdict = 'always' | 'open';
interface Part { verdict: Verdict; why?: string }

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const formVar = (v: unknown): string[] | null => {
  if (!isObj(v) || Object.keys(v).length !== 1 || typeof v['var'] !== 'string') return null;
  const [root, ...rest] = (v['var'] as string).split('.');
  return root === 'form' && rest.length ? rest : null;
};

/** The schema node of an answer, and whether every accepted answer has it (required all the way down). */
function answerAt(schema: Node | undefined, path: string[]): { node: Node; required: boolean } | null {
  let node = schema;
  let required = true;
  for (const seg of path) {
    if (!node?.properties || !Object.hasOwn(node.properties, seg)) return null;
    required &&= Array.isArray(node.required) && node.required.includes(seg);
    node = node.properties[seg];
  }
  return node ? { node, required } : null;
}

const onlyNumber = (n: Node) => n.type === 'number' || n.type === 'integer';
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The interval of accepted numbers: [low, high], each bound with whether it is itself accepted. */
function interval(n: Node): { low?: number; lowIn: boolean; high?: number; highIn: boolean } {
  const [min, xmin, max, xmax] = [num(n.minimum), num(n.exclusiveMinimum), num(n.maximum), num(n.exclusiveMaximum)];
  const low = xmin !== undefined && (min === undefined || xmin >= min) ? { low: xmin, lowIn: false } : { low: min, lowIn: true };
  const high = xmax !== undefined && (max === undefined || xmax <= max) ? { high: xmax, highIn: false } : { high: max, highIn: true };
  return { ...low, ...high };
}

function partOf(rule: unknown, schema: Node | undefined): Part {
  if (!isObj(rule) || Object.keys(rule).length !== 1) return { verdict: 'open' };
  const [op, args] = Object.entries(rule)[0]!;
  if (!Array.isArray(args) || args.length !== 2) return { verdict: 'open' };
  const [a, b] = args;
  // {"===": [{"typeOf": [{"var": "form.x"}]}, "number"]}: holds for every accepted answer of a required number.
  if ((op === '===' || op === '==') && b === 'number' && isObj(a) && Array.isArray(a['typeOf'])) {
    const path = formVar((a['typeOf'] as unknown[])[0]);
    const at = path && answerAt(schema, path);
    return at && at.required && onlyNumber(at.node) ? { verdict: 'always', why: `${logicWords((a['typeOf'] as unknown[])[0], formWords(schema))} must be answered with a number` } : { verdict: 'open' };
  }
  if (!['<', '<=', '>', '>='].includes(op)) return { verdict: 'open' };
  const flipped = formVar(a) === null;
  const path = flipped ? formVar(b) : formVar(a);
  const k = num(flipped ? a : b);
  const at = path && answerAt(schema, path);
  if (!at || k === undefined || !onlyNumber(at.node) && !(Array.isArray(at.node.type) && at.node.type.includes('number'))) return { verdict: 'open' };
  const { low, lowIn, high, highIn } = interval(at.node);
  // x < k (or k > x): an upper bound on x; x > k a lower one.
  const upper = op.startsWith('<') !== flipped;
  const inclusive = op.endsWith('=');
  const field = logicWords({ var: `form.${path.join('.')}` }, formWords(schema));
  const said = (n: number) => logicWords({ '<': [{ var: `form.${path.join('.')}` }, n] }, formWords(schema)).replace(/^.* is less than /, '');
  const answered = at.required && onlyNumber(at.node);
  if (!answered) return { verdict: 'open' };
  // x < k (upper): every accepted value is below k; x > k: every one is above it.
  if (upper && high !== undefined && (high < k || (high === k && (inclusive || !highIn)))) return { verdict: 'always', why: `${field} is never more than ${said(high)}` };
  if (!upper && low !== undefined && (low > k || (low === k && (inclusive || !lowIn)))) return { verdict: 'always', why: `${field} is never below ${said(low)}` };
  return { verdict: 'open' };
}

/** The parts of a condition read together: an `and`'s operands (nested ones too), else the condition itself. */
function conjuncts(when: unknown): unknown[] {
  if (isObj(when) && Object.keys(when).length === 1 && Array.isArray(when['and'])) return (when['and'] as unknown[]).flatMap(conjuncts);
  return [when];
}

/**
 * An upper bound on an answer (`form.x < n`, `n > form.x`, `<=`) that an empty box meets: JSON logic
 * reads a missing answer as null and null as 0, so without a guard in the same `and` (`typeOf` is
 * "number", `present`, `!!`, or a lower bound above 0) the rule fires before anything is typed and
 * adds its message to "Enter …". The pointer of each such comparison, with the answer's path.
 */
function unguardedUpperBounds(when: unknown, at: string): { at: string; path: string }[] {
  const parts = isObj(when) && Object.keys(when).length === 1 && Array.isArray(when['and']) ? (when['and'] as unknown[]).map((p, i) => ({ p, at: `${at}/and/${i}` })) : [{ p: when, at }];
  const guarded = new Set<string>();
  const bounds: { at: string; path: string }[] = [];
  for (const { p, at: here } of parts) {
    if (!isObj(p) || Object.keys(p).length !== 1) continue;
    const [op, args] = Object.entries(p)[0]!;
    const list = Array.isArray(args) ? args : [args];
    const [a, b] = list;
    if ((op === '===' || op === '==') && b === 'number' && isObj(a) && Array.isArray(a['typeOf'])) { const f = formVar((a['typeOf'] as unknown[])[0]); if (f) guarded.add(f.join('.')); continue; }
    if (op === 'present' || op === '!!') { const f = formVar(a); if (f) guarded.add(f.join('.')); continue; }
    if (!['<', '<=', '>', '>='].includes(op) || list.length !== 2) continue;
    const flipped = formVar(a) === null;
    const f = flipped ? formVar(b) : formVar(a);
    const other = flipped ? a : b;
    if (!f) continue;
    const upper = op.startsWith('<') !== flipped;
    const k = num(other);
    // A lower bound above 0 already fails on an empty box (null > 5 is false).
    if (!upper) { if (k !== undefined && (k > 0 || (k === 0 && !op.endsWith('=')))) guarded.add(f.join('.')); continue; }
    // null < k holds for k > 0 (and k taken from data, unknown here); null <= 0 too.
    if (k === undefined || k > 0 || (k === 0 && op.endsWith('='))) bounds.push({ at: `${here}${pointer(op)}`, path: f.join('.') });
  }
  return bounds.filter((b) => !guarded.has(b.path));
}

export function checkRuleBounds(screen: { schema?: unknown; rules?: unknown }, file: string): Problem[] {
  const schema = screen.schema as Node | undefined;
  if (!schema || !Array.isArray(screen.rules)) return [];
  const out: Problem[] = [];
  screen.rules.forEach((rule: unknown, i) => {
    if (!isObj(rule) || rule['when'] === undefined) return;
    for (const b of unguardedUpperBounds(rule['when'], pointer('rules', i, 'when'))) {
      const field = logicWords({ var: `form.${b.path}` }, formWords(schema));
      out.push({ file, pointer: b.at, message: `${typeof rule['id'] === 'string' ? `the rule "${rule['id']}"` : 'this rule'} also applies while ${field.replace(/^the answer to /, 'the box for ')} is empty (JSON logic reads an empty answer as 0, and 0 is below the value), so its message is added to "please answer". Add {"===": [{"typeOf": [{"var": "form.${b.path}"}]}, "number"]} to its "and"` });
    }
    const parts = conjuncts(rule['when']).map((c) => partOf(c, schema));
    const name = typeof rule['id'] === 'string' ? `the rule "${rule['id']}"` : 'this rule';
    if (parts.length && parts.every((p) => p.verdict === 'always')) {
      out.push({ file, pointer: pointer('rules', i, 'when'), message: `${name} applies to every applicant: ${parts.map((p) => p.why).join(', and ')}, so its condition holds for every answer the screen accepts. Change the value it compares with` });
    }
  });
  return out;
}
