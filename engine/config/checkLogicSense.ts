/**
 * Conditions that can never hold, or always hold (README "What validate catches"): a rule pasted
 * twice with one side changed, a rule that names one value and its opposite. A small analysis that
 * is sound, so it reports only what is certain whatever the data:
 * - inside an `and`, one value compared equal to two different literals, equal and unequal to the
 *   same literal, or `in` lists with no common member (with each other or with an equality): never true;
 * - inside an `and`, one value compared with numbers that no number can satisfy together (below
 *   15000 and above 20000), or held strictly equal to a number outside them: never true (JSON logic
 *   reads both sides of a comparison as the same number, so no value passes both);
 * - inside an `or`, a value equal to a literal or unequal to it: always true;
 * - anywhere, `in` over an empty list: never true (nothing is a member of no values), so what the
 *   rule decides never happens.
 * Comparisons of one value are matched by the `var` written the same way, within one `and`/`or`
 * (nested ones of the same kind are read as one). Loose `==`/`!=` count only where loose equality
 * cannot make two different literals both match ("1" == 1, "" == 0): with text that is not a number.
 * Literals a value can never hold by its data schema are checkStatusStrings.ts's (known values).
 */
import { logicWords } from './logicWords.ts';
import { pointer, type Problem } from './problems.ts';

type Literal = string | number | boolean | null;
interface Fact {
  /** The compared value, the `var` as written. */
  key: string;
  kind: 'eq' | 'ne' | 'in' | 'lt' | 'gt';
  /** lt/gt: the bound includes the number itself (<=, >=). */
  inclusive?: boolean;
  strict: boolean;
  /** eq/ne: one literal; in: the list. */
  values: Literal[];
  at: string;
  text: string;
}

const isLiteral = (v: unknown): v is Literal => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const varKey = (v: unknown): string | null =>
  v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && 'var' in v ? JSON.stringify((v as { var: unknown }).var) : null;
/** Text that loose equality cannot mistake for another literal (no number, no empty text). */
const plainText = (v: Literal): boolean => typeof v === 'string' && v.trim() !== '' && Number.isNaN(Number(v));

function factOf(rule: unknown, at: string): Fact | null {
  if (!rule || typeof rule !== 'object' || Array.isArray(rule) || Object.keys(rule).length !== 1) return null;
  const [op, args] = Object.entries(rule)[0]!;
  if (!Array.isArray(args) || args.length !== 2) return null;
  const text = logicWords(rule);
  if (['===', '!==', '==', '!='].includes(op)) {
    const [a, b] = args;
    const [key, lit] = varKey(a) !== null && isLiteral(b) ? [varKey(a)!, b] : varKey(b) !== null && isLiteral(a) ? [varKey(b)!, a] : [null, null];
    if (key === null) return null;
    return { key, kind: op.startsWith('!') ? 'ne' : 'eq', strict: op.length === 3, values: [lit as Literal], at, text };
  }
  if (['<', '<=', '>', '>='].includes(op)) {
    const [a, b] = args;
    // x < 5 is an upper bound on x; 5 < x a lower one.
    const flipped = varKey(a) === null;
    const key = flipped ? varKey(b) : varKey(a);
    const lit = flipped ? a : b;
    if (key === null || typeof lit !== 'number' || !Number.isFinite(lit)) return null;
    const upper = op.startsWith('<') !== flipped;
    return { key, kind: upper ? 'lt' : 'gt', inclusive: op.endsWith('='), strict: true, values: [lit], at, text };
  }
  if (op === 'in' && varKey(args[0]) !== null && Array.isArray(args[1]) && args[1].every(isLiteral)) {
    return { key: varKey(args[0])!, kind: 'in', strict: true, values: args[1] as Literal[], at, text };
  }
  return null;
}

/** The operands of an and/or with nested ones of the same kind read as one, each with its pointer. */
function operands(op: 'and' | 'or', args: unknown[], at: string): { rule: unknown; at: string }[] {
  return args.flatMap((r, i) => {
    const here = `${at}/${i}`;
    if (r && typeof r === 'object' && !Array.isArray(r) && Object.keys(r).length === 1 && Array.isArray((r as Record<string, unknown>)[op])) {
      return operands(op, (r as Record<string, unknown[]>)[op]!, `${here}${pointer(op)}`);
    }
    return [{ rule: r, at: here }];
  });
}

/** A bound and another bound or a strict equality with a number that no number satisfies together; the reason, or null. */
function outOfRange(a: Fact, b: Fact): string | null {
  const bound = (f: Fact) => f.kind === 'lt' || f.kind === 'gt';
  if (!bound(a) && !bound(b)) return null;
  const [r, s] = bound(a) ? [a, b] : [b, a];
  const n = r.values[0] as number;
  const within = (v: number) => (r.kind === 'lt' ? (r.inclusive ? v <= n : v < n) : (r.inclusive ? v >= n : v > n));
  const said = `${r.kind === 'lt' ? (r.inclusive ? 'at most' : 'below') : (r.inclusive ? 'at least' : 'above')} ${n}`;
  if (s.kind === 'eq' && s.strict && typeof s.values[0] === 'number') return within(s.values[0]) ? null : `${s.values[0]} is not ${said}`;
  if (!bound(s) || s.kind === r.kind) return null;
  const m = s.values[0] as number;
  const [low, high] = r.kind === 'gt' ? [r, s] : [s, r];
  const [lo, hi] = [low.values[0] as number, high.values[0] as number];
  const empty = lo > hi || (lo === hi && !(low.inclusive && high.inclusive));
  return empty ? `no number is ${said} and ${s.kind === 'lt' ? (s.inclusive ? 'at most' : 'below') : (s.inclusive ? 'at least' : 'above')} ${m}` : null;
}

/** Two facts about one value that cannot both hold; the reason, or null. */
function contradiction(a: Fact, b: Fact, name: string): string | null {
  if (a.kind === 'lt' || a.kind === 'gt' || b.kind === 'lt' || b.kind === 'gt') return outOfRange(a, b);
  const [x, y] = a.kind === 'eq' ? [a, b] : b.kind === 'eq' ? [b, a] : [a, b];
  const lit = (v: Literal) => JSON.stringify(v);
  if (x.kind === 'eq' && y.kind === 'eq') {
    const [u, v] = [x.values[0]!, y.values[0]!];
    if (u === v) return null;
    if ((x.strict && y.strict) || (plainText(u) && plainText(v))) return `${name} cannot be both ${lit(u)} and ${lit(v)}`;
    return null;
  }
  if (x.kind === 'eq' && y.kind === 'ne') {
    // x === a makes x != a and x !== a false; x == a makes x != a false.
    if (x.values[0] === y.values[0] && (x.strict || !y.strict)) return `${name} cannot be ${lit(x.values[0]!)} and not ${lit(x.values[0]!)}`;
    return null;
  }
  if (x.kind === 'eq' && y.kind === 'in') {
    if (x.strict && !y.values.includes(x.values[0]!)) return `${lit(x.values[0]!)} is not one of ${y.values.map(lit).join(', ')}`;
    return null;
  }
  if (x.kind === 'in' && y.kind === 'ne') {
    if (y.strict && x.values.every((v) => v === y.values[0])) return `the list allows only ${lit(y.values[0]!)}, which the other rules out`;
    return null;
  }
  if (x.kind === 'ne' && y.kind === 'in') return contradiction(y, x, name);
  if (x.kind === 'in' && y.kind === 'in') {
    if (!x.values.some((v) => y.values.includes(v))) return `the lists ${x.values.map(lit).join(', ')} and ${y.values.map(lit).join(', ')} have no value in common`;
    return null;
  }
  return null;
}

/** Two facts about one value of which one always holds; the reason, or null. */
function tautology(a: Fact, b: Fact, name: string): string | null {
  const [x, y] = a.kind === 'eq' ? [a, b] : [b, a];
  if (x.kind !== 'eq' || y.kind !== 'ne' || x.values[0] !== y.values[0]) return null;
  // x !== a fails only when x === a (then x == a too); x != a fails only when x == a.
  return y.strict || !x.strict ? `${name} is either ${JSON.stringify(x.values[0])} or not` : null;
}

function check(op: 'and' | 'or', args: unknown[], at: string, file: string, out: Problem[]): void {
  const facts = operands(op, args, at).map((o) => factOf(o.rule, o.at)).filter((f): f is Fact => f !== null);
  for (let i = 0; i < facts.length; i++) {
    for (let j = i + 1; j < facts.length; j++) {
      const [a, b] = [facts[i]!, facts[j]!];
      if (a.key !== b.key) continue;
      const value = JSON.parse(a.key) as unknown;
      const name = Array.isArray(value) ? String(value[0]) : String(value);
      const why = op === 'and' ? contradiction(a, b, name) : tautology(a, b, name);
      if (!why) continue;
      out.push({
        file,
        pointer: at,
        message: op === 'and'
          ? `this condition can never be true: it asks that ${a.text} and that ${b.text}, but ${why}; what it decides never happens`
          : `this condition is always true: it holds when ${a.text} or when ${b.text}, and ${why}; it decides nothing`,
      });
      return;
    }
  }
}

/** `{"in": [x, []]}`: the value it asks about in words, or null. */
function emptyList(n: object): string | null {
  const entries = Object.entries(n);
  if (entries.length !== 1 || entries[0]![0] !== 'in') return null;
  const args = entries[0]![1];
  return Array.isArray(args) && args.length === 2 && Array.isArray(args[1]) && args[1].length === 0 ? logicWords(args[0]) : null;
}

/** Every and/or anywhere in `node` (rules may sit anywhere in a file) that can never hold or always holds. */
export function checkLogicSense(node: unknown, file: string, path: string = ''): Problem[] {
  const out: Problem[] = [];
  // `inside`: the and/or whose operands `n` is among (a nested one of the same kind was read with it).
  const walk = (n: unknown, at: string, inside: string | null) => {
    if (Array.isArray(n)) { n.forEach((v, i) => walk(v, `${at}/${i}`, inside)); return; }
    if (!n || typeof n !== 'object') return;
    const entries = Object.entries(n);
    const logical = entries.length === 1 && (entries[0]![0] === 'and' || entries[0]![0] === 'or') && Array.isArray(entries[0]![1]) ? entries[0]![0] : null;
    const empty = emptyList(n);
    if (empty) out.push({ file, pointer: at, message: `this condition can never be true: it asks whether ${empty} is one of a list, but the list is empty and nothing is in it. Name at least one value, or remove the condition` });
    if (logical && logical !== inside) check(logical as 'and' | 'or', entries[0]![1] as unknown[], `${at}${pointer(logical)}`, file, out);
    for (const [k, v] of entries) walk(v, `${at}${pointer(k)}`, logical);
  };
  walk(node, path, null);
  return out;
}
