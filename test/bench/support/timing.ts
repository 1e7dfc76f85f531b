/**
 * Microsecond timings for `npm run bench`: variants of one measurement timed in alternating
 * batches, so that the load of a shared machine falls on all of them alike.
 */

export interface Timing { median: number; p95: number }

/** Median and p95 microseconds per call of each variant, batches interleaved. */
export function timeTogether(variants: Record<string, (i: number) => unknown>, { batches = 200, perBatch = 50 } = {}): Record<string, Timing> {
  const names = Object.keys(variants);
  for (const n of names) for (let i = 0; i < 2000; i++) variants[n]!(i); // warm up the JIT
  const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let b = 0; b < batches; b++) {
    for (const n of b % 2 ? [...names].reverse() : names) {
      const fn = variants[n]!;
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < perBatch; i++) fn(b * perBatch + i);
      samples[n]!.push(Number(process.hrtime.bigint() - t0) / 1000 / perBatch);
    }
  }
  return Object.fromEntries(names.map((n) => {
    const s = samples[n]!.sort((x, y) => x - y);
    return [n, { median: s[Math.floor(s.length / 2)]!, p95: s[Math.floor(s.length * 0.95)]! }];
  }));
}
