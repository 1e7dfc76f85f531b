/**
 * The lender API operation table (schemas/operations.json) as code uses it: the URL of an operation
 * with its `{param}`s filled in, the route pattern a Fastify server registers, and which operation a
 * request's method and path are (a gateway's routing: anything else is answered 404 without reaching
 * an upstream). Pure: no Node, no DOM.
 */
import type { Operation, OperationMethod } from './types/operations.ts';

/** What the functions need of a table: name → method and path (the browser's slim copy is enough). */
export type OperationPaths = Record<string, Pick<Operation, 'method' | 'path'>>;

/** A `{param}` placeholder: a whole path segment named in camelCase. */
export const PARAM = /\{([a-z][a-zA-Z0-9]*)\}/g;

/** The names of the `{param}`s of a path, in order. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]!);
}

/**
 * The operation's URL: its path with each `{param}` replaced by the encoded value. Throws for an
 * unknown operation and for a param not given (a URL with `{uuid}` or `undefined` in it would reach
 * some other route).
 */
export function operationUrl(table: OperationPaths, name: string, params: Record<string, string | undefined> = {}): string {
  const op = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!op) throw new Error(`Unknown API operation "${name}" (schemas/operations.json)`);
  return op.path.replace(PARAM, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`API operation "${name}" needs {${key}} (${op.path})`);
    return encodeURIComponent(value);
  });
}

/** The path as a Fastify route: `{uuid}` → `:uuid`. */
export function routePattern(op: Pick<Operation, 'path'>): string {
  return op.path.replace(PARAM, (_m, key: string) => `:${key}`);
}

export interface OperationMatch<T> {
  name: string;
  operation: T;
  /** The decoded value of each `{param}`. */
  params: Record<string, string>;
}

/** The method as a request carries it: a websocket upgrade is a GET. */
const requestMethod = (method: OperationMethod): string => (method === 'WS' ? 'GET' : method);

/**
 * The operation a request is, with its params, or null. `method` is the request's (GET for a
 * websocket upgrade; pass `WS` to match only websockets); `pathname` is without the query. A literal
 * segment wins over a `{param}` one where both would match (`heloc/all` is not `heloc/{uuid}`), as in
 * Fastify. A param is one non-empty segment; a value that does not decode is no match.
 */
export function matchOperation<T extends Pick<Operation, 'method' | 'path'>>(table: Record<string, T>, method: string, pathname: string): OperationMatch<T> | null {
  const wanted = method.toUpperCase();
  const segments = pathname.split('/');
  let best: { match: OperationMatch<T>; literals: number[] } | null = null;
  for (const [name, operation] of Object.entries(table)) {
    if (wanted !== operation.method && wanted !== requestMethod(operation.method)) continue;
    const pattern = operation.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const literals: number[] = [];
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      const part = pattern[i]!;
      const seg = segments[i]!;
      const param = /^\{([a-z][a-zA-Z0-9]*)\}$/.exec(part);
      if (!param) {
        literals.push(part === seg ? 1 : 0);
        ok = part === seg;
        continue;
      }
      literals.push(0);
      if (seg === '') { ok = false; continue; }
      try {
        params[param[1]!] = decodeURIComponent(seg);
      } catch {
        ok = false;
      }
    }
    if (!ok) continue;
    // Prefer the operation whose first differing segment is literal.
    if (!best || moreLiteral(literals, best.literals)) best = { match: { name, operation, params }, literals };
  }
  return best?.match ?? null;
}

function moreLiteral(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
