/** Deep merge of plain JSON objects: objects merge key by key, anything else (arrays too) replaces. */

const isPlain = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

export function deepMerge<T>(base: T, ...overrides: unknown[]): T {
  let out: unknown = base;
  for (const o of overrides) out = mergeTwo(out, o);
  return out as T;
}

function mergeTwo(a: unknown, b: unknown): unknown {
  if (b === undefined) return a;
  if (!isPlain(a) || !isPlain(b)) return b;
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (UNSAFE.has(k)) continue;
    out[k] = mergeTwo(a[k], v);
  }
  return out;
}
