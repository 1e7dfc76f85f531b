import { describe, expect, it } from 'vitest';
import { retry, RETRY_DEFAULTS } from '../../renderer/telemetry/retry.ts';

describe('retry helper (000 §9)', () => {
  it('tries 5 times by default, waiting 1000 ms and doubling, then rethrows the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = retry(async (attempt) => { calls++; throw new Error(`fail ${attempt}`); }, { sleep: async (ms) => { waits.push(ms); } });
    await expect(failing).rejects.toThrow('fail 5');
    expect(calls).toBe(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(RETRY_DEFAULTS).toEqual({ attempts: 5, delayMs: 1000, factor: 2 });
  });

  it('stops at the first success and can replace the final error', async () => {
    const waits: number[] = [];
    const value = await retry(async (attempt) => { if (attempt < 3) throw new Error('not yet'); return attempt; }, { sleep: async (ms) => { waits.push(ms); } });
    expect(value).toBe(3);
    expect(waits).toEqual([1000, 2000]);
    await expect(retry(async () => { throw new Error('x'); }, { attempts: 2, sleep: async () => {}, failure: () => new Error('gave up') })).rejects.toThrow('gave up');
  });

  it('really waits between tries when no sleep is given', async () => {
    const started = Date.now();
    let calls = 0;
    await expect(retry(async () => { calls++; throw new Error('x'); }, { attempts: 3, delayMs: 20 })).rejects.toThrow('x');
    expect(calls).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});
