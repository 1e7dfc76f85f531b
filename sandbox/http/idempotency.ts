import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { ApiError, ValidationError } from './errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long an answer is kept for retries (Stripe keeps 24 hours). */
const KEEP_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds an Idempotency-Key reservation. */
    idempotency: { scope: string; key: string } | null;
  }
}

interface Row {
  request_hash: string;
  status: number | null;
  response: string | null;
  content_type: string | null;
}

/** The identity (or, signed out, the client address): two callers never share a key. */
const scopeOf = (request: FastifyRequest) => (request.auth ? `identity:${request.auth.identityUuid}` : `client:${request.ip}`);

/** What the request asks: method, path and body. A key reused for another request is refused. */
const fingerprint = (request: FastifyRequest) =>
  createHash('sha256').update(`${request.method} ${request.url.split('?')[0]}\n${JSON.stringify(request.body ?? null)}`).digest('hex');

/**
 * Stripe-style `Idempotency-Key` on every write (issue 14: 20 identical concurrent uploads stored 20
 * documents). The first request with a key reserves it; its 2xx answer is kept for 24 hours and
 * replayed to every retry with the same key (`Idempotent-Replayed: true`); a retry while the first
 * still runs answers 409; the same key with another request answers 422. A 4xx or 5xx answer frees
 * the key so the request can be corrected and sent again. Requests without the header are untouched.
 */
export function installIdempotency(app: FastifyInstance, db: Db, clock: () => number): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !WRITES.has(request.method)) return;
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw new ValidationError([{ pointer: '', message: 'The Idempotency-Key header must be 1 to 255 visible characters.' }]);
    }
    const scope = scopeOf(request);
    const hash = fingerprint(request);
    const now = clock();
    const row = db.transaction(() => {
      db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(now - KEEP_MS);
      const found = db.prepare('SELECT request_hash, status, response, content_type FROM idempotency_keys WHERE scope = ? AND key = ?').get(scope, key) as Row | undefined;
      if (!found) db.prepare('INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES (?, ?, ?, ?)').run(scope, key, hash, now);
      return found;
    }).immediate();
    if (!row) {
      request.idempotency = { scope, key };
      return;
    }
    if (row.request_hash !== hash) throw new ApiError(422, 'This Idempotency-Key was already used for a different request.');
    if (row.status === null) throw new ApiError(409, 'A request with this Idempotency-Key is still being processed.', {}, { 'retry-after': '1' });
    return reply.code(row.status).header('idempotent-replayed', 'true').type(row.content_type ?? 'application/json; charset=utf-8').send(row.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && (typeof payload === 'string' || payload === null)) {
      db.prepare('UPDATE idempotency_keys SET status = ?, response = ?, content_type = ? WHERE scope = ? AND key = ?')
        .run(reply.statusCode, payload ?? '', String(reply.getHeader('content-type') ?? ''), held.scope, held.key);
    } else {
      db.prepare('DELETE FROM idempotency_keys WHERE scope = ? AND key = ?').run(held.scope, held.key);
    }
    return payload;
  });

  // A request that never answers (the client went away) frees its key too.
  app.addHook('onResponse', async (request) => {
    const held = request.idempotency;
    if (held) db.prepare('DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND status IS NULL').run(held.scope, held.key);
  });
}
