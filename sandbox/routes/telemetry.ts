import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { ValidationError } from '../http/errors.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function telemetryRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §7: session setup; answers the session key {uuid, epoch, trackerUuid}.
  app.post('/ft/:context/session', { config: { anonymousStorage: true } }, async (request) => {
    const { context } = request.params as { context: string };
    const body = request.body ?? {};
    if (!isObject(body)) throw new ValidationError([{ pointer: '', message: 'Expected an object' }]);
    const now = ctx.now();
    const existing = isObject(body['sessionKey']) ? body['sessionKey'] : {};
    const sessionKey = {
      uuid: randomUUID(),
      epoch: now,
      trackerUuid: typeof existing['trackerUuid'] === 'string' ? existing['trackerUuid'] : randomUUID(),
    };
    ctx.tx(() =>
      ctx.db.prepare('INSERT INTO telemetry_sessions (uuid, tracker_uuid, context, data_json, created_at) VALUES (?, ?, ?, ?, ?)').run(sessionKey.uuid, sessionKey.trackerUuid, context, JSON.stringify(body), now),
    );
    return { sessionKey };
  });

  // 001 §7: one event (page views carry productType HELOC). Stored for staff (GET /ops/telemetry).
  app.post('/ft/:context/event', { config: { anonymousStorage: true } }, async (request) => {
    const { context } = request.params as { context: string };
    const body = request.body;
    if (!isObject(body) || typeof body['event'] !== 'string' || !body['event']) {
      throw new ValidationError([{ pointer: '/event', message: 'Required' }]);
    }
    const info = ctx.tx(() =>
      ctx.db.prepare('INSERT INTO telemetry_events (context, event, data_json, created_at) VALUES (?, ?, ?, ?)').run(context, body['event'], JSON.stringify(body), ctx.now()),
    );
    return { id: Number(info.lastInsertRowid), accepted: true };
  });
}
