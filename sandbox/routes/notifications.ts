import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { requireAuth } from '../http/auth.js';
import { notFound, ValidationError } from '../http/errors.js';

/** One notification as the shell reads it (001 §3). */
export interface Notification {
  uuid: string;
  created: string;
  title: string;
  description: string | null;
  status: 'UNREAD' | 'READ';
  ctas: { title?: string; redirectPath: string }[];
  walletAddress: string | null;
}

interface Row { uuid: string; status: 'UNREAD' | 'READ'; data_json: string }

const BASE = '/service-notification/secure/api/v1/notifications';
/** The panel shows at most 8 unread (001 §4); the list keeps the newest 50 of any status. */
const LIST_LIMIT = 50;

const present = (r: Row): Notification => ({ ...(JSON.parse(r.data_json) as Omit<Notification, 'uuid' | 'status'>), uuid: r.uuid, status: r.status });

export function notificationRoutes(app: FastifyInstance, ctx: Ctx): void {
  // The signed-in identity's notifications, newest first (the seeds do not show this call: ours).
  app.get(BASE, async (request) => {
    const auth = requireAuth(request);
    const rows = ctx.db.prepare('SELECT uuid, status, data_json FROM notifications WHERE identity_uuid = ? ORDER BY created_at DESC, rowid DESC LIMIT ?').all(auth.identityUuid, LIST_LIMIT) as Row[];
    return rows.map(present);
  });

  // Marks one as read (001 §4: "a call that marks as read is not shown"; ours). Idempotent.
  app.post(`${BASE}/:uuid/read`, async (request) => {
    const auth = requireAuth(request);
    const { uuid } = request.params as { uuid: string };
    return ctx.tx(() => {
      const row = ctx.db.prepare('SELECT uuid, status, data_json FROM notifications WHERE uuid = ? AND identity_uuid = ?').get(uuid, auth.identityUuid) as Row | undefined;
      if (!row) throw notFound('The notification');
      ctx.db.prepare("UPDATE notifications SET status = 'READ' WHERE uuid = ?").run(uuid);
      return present({ ...row, status: 'READ' });
    });
  });

  // Operations: a notification for an identity, by e-mail or uuid (schemas/api/ops-notification.json).
  app.post('/ops/notifications', async (request) => {
    const body = ctx.validator.check<{ email?: string; identityUuid?: string; title: string; description?: string; status?: 'UNREAD' | 'READ'; created?: string; walletAddress?: string; ctas?: Notification['ctas'] }>('opsNotification', request.body);
    const identity = body.identityUuid ? ctx.identities.byUuid(body.identityUuid) : body.email ? ctx.identities.byEmail(body.email) : null;
    if (!body.identityUuid && !body.email) throw new ValidationError([{ pointer: '/email', message: 'Please give the email or identityUuid of the identity' }]);
    if (!identity) throw notFound('The identity');
    const createdAt = body.created ? Date.parse(body.created) : ctx.now();
    const notification: Notification = {
      uuid: randomUUID(),
      created: new Date(createdAt).toISOString(),
      title: body.title,
      description: body.description ?? null,
      status: body.status ?? 'UNREAD',
      ctas: body.ctas ?? [],
      walletAddress: body.walletAddress ?? null,
    };
    const { uuid, status, ...data } = notification;
    ctx.tx(() => ctx.db.prepare('INSERT INTO notifications (uuid, identity_uuid, status, data_json, created_at) VALUES (?, ?, ?, ?, ?)').run(uuid, identity.uuid, status, JSON.stringify(data), createdAt));
    return notification;
  });
}
