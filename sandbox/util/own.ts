/**
 * `map[key]` when `key` is the map's own property, else undefined. For every lookup where a
 * request value (a host, an org code, a flag key, a path segment) indexes a plain object read from
 * a file: `map['__proto__']` or `map['constructor']` would otherwise answer Object's prototype or
 * its constructor (issue 14: `Host: __proto__` answered 500).
 */
export function own<T>(map: Record<string, T> | null | undefined, key: string): T | undefined {
  return map && typeof map === 'object' && Object.hasOwn(map, key) ? map[key] : undefined;
}
