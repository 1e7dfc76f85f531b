import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pleaseWait } from '../../engine/waitWords.ts';
import { ApiError } from './errors.js';
import { addressKey } from './visitor.js';

/** A number of requests (or bytes) per window. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * How much one visitor, identity or address may ask of the server (issue 14: 30 registrations, 150
 * chatbot messages and 60 chat sessions in a row were all accepted; five telemetry events grew the
 * database by 60 MiB). Limits count what an attacker repeats: requests per browser session
 * (http/visitor.ts) and per signed-in identity, registrations per e-mail address, failed sign-ins per
 * account (http/loginThrottle.ts). A household or an office shares one address, so the per-address
 * limits are far larger flood guards only: four people registering from one home never meet them.
 * Production-like defaults; tests that drive hundreds of applicants pass `generousRateLimits`.
 */
export interface RateLimits {
  /** Every request from one browser session (an address when the request has no session cookie). */
  perVisitor: Limit;
  /** Flood guard: every request from one address, whatever its sessions. */
  perAddress: Limit;
  /** Every request made with one identity's token, from any address. */
  perIdentity: Limit;
  /** POST, PUT, PATCH and DELETE without a signed-in identity, per browser session (telemetry, which the page sends on its own, is not counted: route `background`). */
  anonymousWrites: Limit;
  /** Flood guard: the same per address. */
  anonymousWritesPerAddress: Limit;
  /** Registrations per browser session. */
  registrations: Limit;
  /** Registrations naming one e-mail address, from anywhere. */
  registrationsPerEmail: Limit;
  /** Flood guard: registrations per address. */
  registrationsPerAddress: Limit;
  /** Agent chat sessions started per browser session. */
  chatSessions: Limit;
  /** Flood guard: agent chat sessions started per address. */
  chatSessionsPerAddress: Limit;
  /** Bytes of request bodies one anonymous browser session may have stored (telemetry, chatbot, chat). */
  anonymousBytes: Limit;
  /** Flood guard: the same per address. */
  anonymousBytesPerAddress: Limit;
  /** The same over every anonymous client together. */
  anonymousBytesTotal: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultRateLimits: RateLimits = {
  perVisitor: { max: 600, windowMs: MINUTE },
  perAddress: { max: 6000, windowMs: MINUTE },
  perIdentity: { max: 300, windowMs: MINUTE },
  anonymousWrites: { max: 100, windowMs: 10 * MINUTE },
  anonymousWritesPerAddress: { max: 2000, windowMs: 10 * MINUTE },
  registrations: { max: 10, windowMs: HOUR },
  registrationsPerEmail: { max: 5, windowMs: HOUR },
  registrationsPerAddress: { max: 100, windowMs: HOUR },
  chatSessions: { max: 10, windowMs: HOUR },
  chatSessionsPerAddress: { max: 100, windowMs: HOUR },
  anonymousBytes: { max: 2 * 1024 * 1024, windowMs: HOUR },
  anonymousBytesPerAddress: { max: 20 * 1024 * 1024, windowMs: HOUR },
  anonymousBytesTotal: { max: 200 * 1024 * 1024, windowMs: 24 * HOUR },
};

/** For harnesses that register hundreds of applicants from one address; the limits stay on. */
export const generousRateLimits: RateLimits = scaledRateLimits(defaultRateLimits, 1000);

/** Every limit and quota multiplied by `factor` (RATE_LIMIT_FACTOR). */
export function scaledRateLimits(limits: RateLimits, factor: number): RateLimits {
  return Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, { ...v, max: Math.ceil(v.max * factor) }])) as RateLimits;
}

export function resolveRateLimits(given: Partial<RateLimits> | undefined): RateLimits {
  return { ...defaultRateLimits, ...given };
}

/** Which extra limits a route counts against (route `config.limit`). */
export type RouteLimit = 'registrations' | 'chatSessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: RouteLimit;
    /** The route stores what an anonymous client sends: its body counts against the storage quota. */
    anonymousStorage?: true;
    /**
     * The page calls it on its own, not the person (telemetry): counted by the per-session limit and
     * the storage quota, never against the anonymous writes a person makes, so a page's own traffic
     * cannot use up the budget that signing in and registering share.
     */
    background?: true;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The refusal: the wait in words and in Retry-After (the app words it from the header, engine/waitWords.ts). */
const tooMany = (seconds: number) => {
  const wait = Math.max(1, Math.ceil(seconds));
  return new ApiError(429, `Too many requests. ${pleaseWait(wait)}`, {}, { 'retry-after': String(wait) }, (t) => `${t('Too many requests.')} ${pleaseWait(wait, t)}`);
};

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
 * Rate limits by @fastify/rate-limit (its in-memory store): per browser session, per signed-in
 * identity and per address (the flood guard); anonymous writes, registrations (also per e-mail
 * address) and chat sessions; and a byte quota on what anonymous clients get stored. Install after
 * the auth hook and the visitor hook (the identity and the session come from them).
 */
export async function installRateLimits(app: FastifyInstance, limits: RateLimits, clock: () => number): Promise<void> {
  await app.register(rateLimit, { global: false });
  const limiter = (limit: Limit, prefix: string, key: (r: FastifyRequest) => string) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (r: FastifyRequest) => `${prefix}:${key(r)}` });
  const byVisitor = (r: FastifyRequest) => r.visitor;
  const checks = {
    perVisitor: limiter(limits.perVisitor, 'all', byVisitor),
    perAddress: limiter(limits.perAddress, 'all-flood', addressKey),
    perIdentity: limiter(limits.perIdentity, 'identity', (r) => r.auth?.identityUuid ?? ''),
    anonymousWrites: limiter(limits.anonymousWrites, 'anonymous-write', byVisitor),
    anonymousWritesPerAddress: limiter(limits.anonymousWritesPerAddress, 'anonymous-write-flood', addressKey),
    registrations: limiter(limits.registrations, 'registration', byVisitor),
    registrationsPerAddress: limiter(limits.registrationsPerAddress, 'registration-flood', addressKey),
    registrationsPerEmail: limiter(limits.registrationsPerEmail, 'registration-email', emailOf),
    chatSessions: limiter(limits.chatSessions, 'chat-session', byVisitor),
    chatSessionsPerAddress: limiter(limits.chatSessionsPerAddress, 'chat-session-flood', addressKey),
  };
  const check = async (name: keyof typeof checks, request: FastifyRequest) => {
    const result = await checks[name](request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds ?? 60);
  };
  const perVisitorAndAddress = async (visitor: keyof typeof checks, address: keyof typeof checks, request: FastifyRequest) => {
    await check(visitor, request);
    await check(address, request);
  };
  const ROUTE_CHECKS: Record<RouteLimit, [keyof typeof checks, keyof typeof checks]> = {
    registrations: ['registrations', 'registrationsPerAddress'],
    chatSessions: ['chatSessions', 'chatSessionsPerAddress'],
  };

  app.addHook('onRequest', async (request) => {
    await perVisitorAndAddress('perVisitor', 'perAddress', request);
    if (request.auth) await check('perIdentity', request);
    else if (WRITES.has(request.method) && !request.routeOptions.config?.background) await perVisitorAndAddress('anonymousWrites', 'anonymousWritesPerAddress', request);
    const routeLimit = request.routeOptions.config?.limit;
    if (routeLimit) await perVisitorAndAddress(...ROUTE_CHECKS[routeLimit], request);
  });
  // The e-mail address is in the body: counted once it is parsed (an attacker's one target address).
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.limit === 'registrations' && emailOf(request)) await check('registrationsPerEmail', request);
  });

  const perVisitorBytes = new ByteQuota(limits.anonymousBytes, clock);
  const perAddressBytes = new ByteQuota(limits.anonymousBytesPerAddress, clock);
  const totalBytes = new ByteQuota(limits.anonymousBytesTotal, clock);
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config?.anonymousStorage || request.auth) return;
    const bytes = Number(request.headers['content-length'] ?? 0) || JSON.stringify(request.body ?? null).length;
    const wait = perVisitorBytes.take(request.visitor, bytes) || perAddressBytes.take(addressKey(request), bytes) || totalBytes.take('all', bytes);
    if (wait > 0) throw new ApiError(429, `We cannot store more from you right now. ${pleaseWait(wait)}`, {}, { 'retry-after': String(wait) }, (t) => `${t('We cannot store more from you right now.')} ${pleaseWait(wait, t)}`);
  });
}

/** The e-mail address a registration names, as the identity store compares it; '' when none. */
function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
