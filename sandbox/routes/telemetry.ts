import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { notFound, ValidationError } from '../http/errors.js';
import { pathOf } from './operationPaths.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function telemetryRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §7: session setup; answers the session key {uuid, epoch, trackerUuid}.
  app.post(pathOf('telemetrySession'), { config: { anonymousStorage: true, background: true } }, async (request) => {
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
  app.post(pathOf('telemetryEvent'), { config: { anonymousStorage: true, background: true } }, async (request) => {
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

  // The session replay the app links to (000 §7 full-story-link): the session and its events in order.
  app.get('/ops/telemetry/sessions/:uuid', async (request) => {
    const { uuid } = request.params as { uuid: string };
    const session = ctx.db.prepare('SELECT uuid, tracker_uuid, context, data_json, created_at FROM telemetry_sessions WHERE uuid = ?').get(uuid) as
      { uuid: string; tracker_uuid: string; context: string; data_json: string; created_at: number } | undefined;
    if (!session) throw notFound('The telemetry session');
    const events = ctx.db
      .prepare("SELECT id, event, data_json, created_at FROM telemetry_events WHERE json_extract(data_json, '$.sessionKey.uuid') = ? ORDER BY id LIMIT 1000")
      .all(uuid) as { id: number; event: string; data_json: string; created_at: number }[];
    return {
      uuid: session.uuid,
      trackerUuid: session.tracker_uuid,
      context: session.context,
      startedAt: new Date(session.created_at).toISOString(),
      setup: JSON.parse(session.data_json),
      events: events.map((e) => ({ id: e.id, event: e.event, body: JSON.parse(e.data_json), at: new Date(e.created_at).toISOString() })),
    };
  });
}
