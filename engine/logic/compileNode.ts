/**
 * One JSON-logic node compiled once into a closure with json-logic-js 2.0.5's own semantics: the
 * nodes the traced walk takes as a single clause ({"===": …}, {"var": …}, {"in": …}, our named
 * operations). json-logic-js's `apply` looks up the operator, wraps a lone argument and maps the
 * arguments on every call; here that happens once, at compile time. Operators this file does not
 * implement (log, missing, missing_some, dotted or unknown names) are handed to json-logic-js at run
 * time, so their behaviour and errors stay exactly its own. Closures only, never `new Function`:
 * pages run without 'unsafe-eval'.
 */
import { jsonLogic, truthy } from './jsonLogic.ts';
import { operations } from './operations.ts';

export type NodeFn = (data: unknown) => unknown;
type Op = (this: unknown, ...args: unknown[]) => unknown;
// json-logic-js applies JavaScript's operators to whatever values it meets; these casts only quiet
// the type checker, the operators behave as in JavaScript (e.g. "10" > "9" is false).
type N = number;

const isLogic = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1;
const isPrimitive = (v: unknown): boolean => v === null || typeof v !== 'object';
const NONE = Symbol('none');

/** json-logic-js's operations (logic.js `operations`), with the same arities and `this` (the data). */
const BUILTINS = new Map<string, Op>([
  // Loose equality is json-logic's own (journey validate rejects it in config; kept for identical results).
  ['==', (a, b) => a == b],
  ['===', (a, b) => a === b],
  ['!=', (a, b) => a != b],
  ['!==', (a, b) => a !== b],
  ['>', (a, b) => (a as N) > (b as N)],
  ['>=', (a, b) => (a as N) >= (b as N)],
  ['<', (a, b, c) => (c === undefined ? (a as N) < (b as N) : (a as N) < (b as N) && (b as N) < (c as N))],
  ['<=', (a, b, c) => (c === undefined ? (a as N) <= (b as N) : (a as N) <= (b as N) && (b as N) <= (c as N))],
  ['!!', (a) => truthy(a)],
  ['!', (a) => !truthy(a)],
  ['%', (a, b) => (a as N) % (b as N)],
  ['in', (a, b) => {
    if (!b || typeof (b as { indexOf?: unknown }).indexOf === 'undefined') return false;
    return (b as { indexOf: (x: unknown) => number }).indexOf(a) !== -1;
  }],
  ['cat', (...xs) => xs.join('')],
  ['substr', (source, start, end) => {
    if ((end as N) < 0) {
      const temp = String(source).substr(start as N);
      return temp.substr(0, temp.length + (end as N));
    }
    return String(source).substr(start as N, end as N);
  }],
  ['+', (...xs) => xs.reduce((a: unknown, b) => parseFloat(a as string) + parseFloat(b as string), 0)],
  ['*', (...xs) => xs.reduce((a, b) => parseFloat(a as string) * parseFloat(b as string))],
  ['-', (a, b) => (b === undefined ? -(a as N) : (a as N) - (b as N))],
  ['/', (a, b) => (a as N) / (b as N)],
  ['min', (...xs) => Math.min(...(xs as N[]))],
  ['max', (...xs) => Math.max(...(xs as N[]))],
  ['merge', (...xs) => xs.reduce((a: unknown[], b) => a.concat(b), [])],
  ['var', function (this: unknown, a, b) {
    const notFound = b === undefined ? null : b;
    if (a === undefined || a === '' || a === null) return this;
    return walkPath(this, String(a).split('.'), notFound);
  }],
]);

function walkPath(data: unknown, parts: string[], notFound: unknown): unknown {
  let x = data;
  for (let i = 0; i < parts.length; i++) {
    if (x === null || x === undefined) return notFound;
    x = (x as Record<string, unknown>)[parts[i]!];
    if (x === undefined) return notFound;
  }
  return x;
}

/** Operators json-logic-js evaluates itself, before its operation table (their arguments are lazy or scoped). */
const CONTROL = new Map<string, (values: unknown[]) => NodeFn>([
  ['if', compileIf],
  ['?:', compileIf],
  ['and', (values) => {
    const fs = values.map(compileNode);
    return (d) => {
      let cur: unknown;
      for (let i = 0; i < fs.length; i++) {
        cur = fs[i]!(d);
        if (!truthy(cur)) return cur;
      }
      return cur;
    };
  }],
  ['or', (values) => {
    const fs = values.map(compileNode);
    return (d) => {
      let cur: unknown;
      for (let i = 0; i < fs.length; i++) {
        cur = fs[i]!(d);
        if (truthy(cur)) return cur;
      }
      return cur;
    };
  }],
  ['filter', scoped((list, fn) => list.filter((x) => truthy(fn(x))), () => [])],
  ['map', scoped((list, fn) => list.map((x) => fn(x)), () => [])],
  ['all', scoped((list, fn) => list.length > 0 && !anyItem(list, fn, false), () => false)],
  ['none', scoped((list, fn) => !anyItem(list, fn, true), () => true)],
  ['some', scoped((list, fn) => anyItem(list, fn, true), () => false)],
  ['reduce', (values) => {
    const source = compileNode(values[0]);
    const fn = compileNode(values[1]);
    const initial = typeof values[2] !== 'undefined' ? compileNode(values[2]) : null;
    return (d) => {
      const list = source(d);
      const start = initial ? initial(d) : null;
      if (!Array.isArray(list)) return start;
      return list.reduce((accumulator: unknown, current: unknown) => fn({ current, accumulator }), start);
    };
  }],
]);

function compileIf(values: unknown[]): NodeFn {
  const fs = values.map(compileNode);
  const n = fs.length;
  return (d) => {
    let i = 0;
    for (; i < n - 1; i += 2) {
      if (truthy(fs[i]!(d))) return fs[i + 1]!(d);
    }
    return n === i + 1 ? fs[i]!(d) : null;
  };
}

/** filter/map/all/none/some: the list from the first argument, the second evaluated per item. */
function scoped(onList: (list: unknown[], fn: NodeFn) => unknown, notList: () => unknown) {
  return (values: unknown[]): NodeFn => {
    const source = compileNode(values[0]);
    const fn = compileNode(values[1]);
    return (d) => {
      const list = source(d);
      return Array.isArray(list) ? onList(list, fn) : notList();
    };
  };
}

/** Whether some item's value has the given truth (every index, holes included, as json-logic-js loops). */
function anyItem(list: unknown[], fn: NodeFn, truth: boolean): boolean {
  for (let i = 0; i < list.length; i++) if (truthy(fn(list[i])) === truth) return true;
  return false;
}

/** An operation called with its evaluated arguments, as json-logic-js does (`op.apply(data, values)`). */
function call(fn: Op, args: NodeFn[]): NodeFn {
  const [a, b, c] = args;
  switch (args.length) {
    case 0: return (d) => fn.call(d);
    case 1: return (d) => fn.call(d, a!(d));
    case 2: return (d) => fn.call(d, a!(d), b!(d));
    case 3: return (d) => fn.call(d, a!(d), b!(d), c!(d));
    default: return (d) => fn.apply(d, args.map((f) => f(d)));
  }
}

/** The hottest shapes of our config, without the generic call: var with a literal path, a comparison with a literal, in a literal list. */
function specialised(op: string, values: unknown[], args: NodeFn[]): NodeFn | null {
  if (op === 'var' && values.length === 1 && isPrimitive(values[0])) {
    const path = values[0];
    if (path === undefined || path === '' || path === null) return (d) => d;
    const parts = String(path).split('.');
    if (parts.length === 1) {
      const key = parts[0]!;
      return (d) => {
        if (d === null || d === undefined) return null;
        const v = (d as Record<string, unknown>)[key];
        return v === undefined ? null : v;
      };
    }
    return (d) => walkPath(d, parts, null);
  }
  if (values.length !== 2) return null;
  const [a, b] = args as [NodeFn, NodeFn];
  const literal = isPrimitive(values[1]) ? values[1] : NONE;
  if (op === '===') return literal === NONE ? (d) => a(d) === b(d) : (d) => a(d) === literal;
  if (op === '!==') return literal === NONE ? (d) => a(d) !== b(d) : (d) => a(d) !== literal;
  if (op === 'in' && Array.isArray(values[1]) && values[1].every(isPrimitive)) {
    // The list is rebuilt on every call in json-logic-js; `in` only reads it, so one copy serves.
    const list: unknown[] = values[1].slice();
    return (d) => list.indexOf(a(d)) !== -1;
  }
  return null;
}

export function compileNode(node: unknown): NodeFn {
  if (Array.isArray(node)) {
    const fs = node.map(compileNode);
    return (d) => fs.map((f) => f(d));
  }
  if (!isLogic(node)) return () => node;
  const op = Object.keys(node)[0]!;
  const raw = node[op];
  const values = Array.isArray(raw) ? raw : [raw];
  const control = CONTROL.get(op);
  if (control) return control(values);
  const own = Object.hasOwn(operations, op) ? operations[op]!.fn : BUILTINS.get(op);
  if (!own) return (d) => jsonLogic.apply(node as never, d as never);
  const args = values.map(compileNode);
  return (Object.hasOwn(operations, op) ? null : specialised(op, values, args)) ?? call(own, args);
}
