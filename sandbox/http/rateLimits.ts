import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';

/** A number of requests (or bytes) per window. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * How much one client or identity may ask of the server (issue 14: 30 registrations, 150 chatbot
 * messages and 60 chat sessions in a row were all accepted; five telemetry events grew the database
 * by 60 MiB). Production-like defaults; tests that drive many applicants from 127.0.0.1 pass
 * generous ones explicitly (`generousRateLimits`).
 */
export interface RateLimits {
  /** Every request from one client address. */
  perClient: Limit;
  /** Every request made with one identity's token, from any address. */
  perIdentity: Limit;
  /** POST, PUT and PATCH without a signed-in identity, per client address. */
  anonymousWrites: Limit;
  /** Registrations per client address. */
  registrations: Limit;
  /** Agent chat sessions started per client address. */
  chatSessions: Limit;
  /** Bytes of request bodies an anonymous client may have stored (telemetry, chatbot, chat). */
  anonymousBytes: Limit;
  /** The same over every anonymous client together. */
  anonymousBytesTotal: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultRateLimits: RateLimits = {
  perClient: { max: 600, windowMs: MINUTE },
  perIdentity: { max: 300, windowMs: MINUTE },
  anonymousWrites: { max: 100, windowMs: 10 * MINUTE },
  registrations: { max: 10, windowMs: HOUR },
  chatSessions: { max: 10, windowMs: HOUR },
  anonymousBytes: { max: 2 * 1024 * 1024, windowMs: HOUR },
  anonymousBytesTotal: { max: 200 * 1024 * 1024, windowMs: 24 * HOUR },
};

/** For harnesses that register hundreds of applicants from one address; the limits stay on. */
export const generousRateLimits: RateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([k, v]) => [k, { ...v, max: v.max * 1000 }]),
) as unknown as RateLimits;

export function resolveRateLimits(given: Partial<RateLimits> | undefined): RateLimits {
  return { ...defaultRateLimits, ...given };
}

/** Which extra limit a route counts against (route `config.limit`). */
export type RouteLimit = 'registrations' | 'chatSessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: RouteLimit;
    /** The route stores what an anonymous client sends: its body counts against the storage quota. */
    anonymousStorage?: true;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const tooMany = (seconds: number) =>
  new ApiError(429, 'Too many requests. Please wait a little and try again.', {}, { 'retry-after': String(Math.max(1, seconds)) });

/** Bytes used per key within a window, in memory (one sandbox process). */
class ByteQuota {
  private readonly used = new Map<string, { start: number; bytes: number }>();
  constructor(private readonly limit: Limit, private readonly clock: () => number) {}

  /** Seconds to wait when `bytes` more would pass the quota; otherwise records them and answers 0. */
  take(key: string, bytes: number): number {
    const now = this.clock();
    let entry = this.used.get(key);
    if (!entry || entry.start + this.limit.windowMs <= now) {
      entry = { start: now, bytes: 0 };
      this.used.set(key, entry);
    }
    if (entry.bytes + bytes > this.limit.max) return Math.ceil((entry.start + this.limit.windowMs - now) / 1000);
    entry.bytes += bytes;
    if (this.used.size > 100_000) this.sweep(now);
    return 0;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.used) if (entry.start + this.limit.windowMs <= now) this.used.delete(key);
  }
}

/**
 * Rate limits by @fastify/rate-limit (its in-memory store), per client address and per signed-in
 * identity, plus anonymous writes, registrations and chat sessions per address; and a byte quota on
 * what anonymous clients get stored. Install after the auth hook (the identity comes from it).
 */
export async function installRateLimits(app: FastifyInstance, limits: RateLimits, clock: () => number): Promise<void> {
  await app.register(rateLimit, { global: false });
  const limiter = (limit: Limit, prefix: string, key: (r: FastifyRequest) => string) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (r: FastifyRequest) => `${prefix}:${key(r)}` });
  const byClient = (r: FastifyRequest) => r.ip;
  const checks = {
    perClient: limiter(limits.perClient, 'client', byClient),
    perIdentity: limiter(limits.perIdentity, 'identity', (r) => r.auth?.identityUuid ?? ''),
    anonymousWrites: limiter(limits.anonymousWrites, 'anonymous-write', byClient),
    registrations: limiter(limits.registrations, 'registration', byClient),
    chatSessions: limiter(limits.chatSessions, 'chat-session', byClient),
  };
  const check = async (name: keyof typeof checks, request: FastifyRequest) => {
    const result = await checks[name](request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds ?? 60);
  };

  app.addHook('onRequest', async (request) => {
    await check('perClient', request);
    if (request.auth) await check('perIdentity', request);
    else if (WRITES.has(request.method)) await check('anonymousWrites', request);
    const routeLimit = request.routeOptions.config?.limit;
    if (routeLimit) await check(routeLimit, request);
  });

  const perClientBytes = new ByteQuota(limits.anonymousBytes, clock);
  const totalBytes = new ByteQuota(limits.anonymousBytesTotal, clock);
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config?.anonymousStorage || request.auth) return;
    const bytes = Number(request.headers['content-length'] ?? 0) || JSON.stringify(request.body ?? null).length;
    const wait = perClientBytes.take(request.ip, bytes) || totalBytes.take('all', bytes);
    if (wait > 0) throw new ApiError(429, 'We cannot store more from you right now. Please try again later.', {}, { 'retry-after': String(wait) });
  });
}
