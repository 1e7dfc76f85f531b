/**
 * What the host reads for its pages (pricing, licensed states, flags, banners, hours, an
 * application's org) kept for a while: the first read is waited for, later ones answer at once with
 * the last value and read again in the background once it is older than `ttlMs`. A read that fails
 * keeps the last value (an upstream that is down does not take the pages down with it); with no
 * value yet, the failure is the caller's. Bounded: the oldest keys go first past `maxKeys`.
 */
export interface Refreshing<T> {
  get(key: string): Promise<T>;
}

export function refreshing<T>(read: (key: string) => Promise<T>, options: { ttlMs: number; maxKeys?: number; now?: () => number }): Refreshing<T> {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 1000;
  const entries = new Map<string, { value?: T; at: number; pending?: Promise<T> }>();
  const load = (key: string): Promise<T> => {
    const entry = entries.get(key) ?? { at: 0 };
    const pending = read(key).then(
      (value) => {
        entries.set(key, { value, at: now() });
        return value;
      },
      (error: unknown) => {
        const { pending: _p, ...kept } = entries.get(key) ?? { at: 0 };
        if (kept.value === undefined) entries.delete(key);
        else entries.set(key, kept);
        throw error;
      },
    );
    entries.delete(key);
    entries.set(key, { ...entry, pending });
    while (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
    return pending;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry || entry.value === undefined) return entry?.pending ?? load(key);
      if (now() - entry.at >= options.ttlMs && !entry.pending) load(key).catch(() => {});
      return Promise.resolve(entry.value);
    },
  };
}
