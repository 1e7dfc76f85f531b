/**
 * JSON pointers (RFC 6901) and dotted paths, written once: a pointer segment escapes `~` as `~0`
 * and `/` as `~1` (and unescapes `~1` before `~0`, so `~01` reads back as `~1`); a dotted path
 * ("app.offers.0.rate") is read over an object through its own properties only, so a path never
 * reads what an object inherits (`constructor`, `__proto__`). Pure; used by engine/, sandbox/,
 * renderer/ and host/ alike.
 */

/** One segment as a JSON pointer writes it: `~` → `~0`, `/` → `~1` (a number as its digits). */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One segment of a JSON pointer as the key it names: `~1` → `/`, then `~0` → `~`. */
export function unescapePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The keys a JSON pointer names ("/copy/a~1b" → ["copy", "a/b"]; "" → []). */
export function pointerSegments(pointer: string): string[] {
  return pointer.split('/').slice(1).map(unescapePointerSegment);
}

export interface ReadPathOptions {
  /** Walk into arrays by index (true, the default); false stops at an array, as for form answers' objects only. */
  arrays?: boolean;
}

/**
 * The value at a dotted path ("a.b.c") or at a list of keys, through own properties only;
 * undefined where a step is missing or not an object. The path is split on every dot, so "" names
 * the key "" (a caller that means "the whole value" says so itself).
 */
export function readPath(data: unknown, path: string | readonly (string | number)[], options: ReadPathOptions = {}): unknown {
  const keys = typeof path === 'string' ? path.split('.') : path;
  const arrays = options.arrays !== false;
  let cur: unknown = data;
  for (const key of keys) {
    if (cur === null || typeof cur !== 'object' || (!arrays && Array.isArray(cur)) || !Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
}
