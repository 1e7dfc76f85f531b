/**
 * The retry helper (000 §9, 001 §9): up to `attempts` tries (default 5), waiting `delayMs` (default
 * 1000 ms) before the second and doubling before each further one. The last failure is rethrown,
 * or `failure(lastError)` when given (telemetry's "retries failed" message, 001 §8).
 *
 * Kept rather than TanStack Query's `retry`: its one caller, renderer/telemetry/telemetry.ts
 * ensureSession, is not a query or a mutation. It is a promise shared by module-level functions
 * (track, trackDecision, the experiments and replay-link code) called from event handlers and
 * outside any React tree, so it has no QueryClient to run under, and the app's queries are set to
 * retry nothing (renderer/app/queryClient.ts).
 */
export interface RetryOptions {
  attempts?: number;
  delayMs?: number;
  factor?: number;
  /** Replaced in tests; resolves after `ms`. */
  sleep?: (ms: number) => Promise<void>;
  failure?: (lastError: unknown) => Error;
}

export const RETRY_DEFAULTS = { attempts: 5, delayMs: 1000, factor: 2 } as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? RETRY_DEFAULTS.attempts);
  const factor = options.factor ?? RETRY_DEFAULTS.factor;
  const sleep = options.sleep ?? wait;
  let delay = options.delayMs ?? RETRY_DEFAULTS.delayMs;
  let last: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      last = error;
      if (attempt === attempts) break;
      await sleep(delay);
      delay *= factor;
    }
  }
  throw options.failure ? options.failure(last) : last;
}
