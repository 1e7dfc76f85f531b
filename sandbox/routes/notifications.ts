import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { requireAuth } from '../http/auth.js';
import { notFound, ValidationError } from '../http/errors.js';
import { Notifications, type Notification } from '../db/notifications.js';
import { pathOf } from './operationPaths.js';

export type { Notification };

interface Row { uuid: string; status: 'UNREAD' | 'READ'; data_json: string }

/** The panel shows at most 8 unread (001 §4); the list keeps the newest 50 of any status. */
const LIST_LIMIT = 50;

const present = (r: Row): Notification => ({ ...(JSON.parse(r.data_json) as Omit<Notification, 'uuid' | 'status'>), uuid: r.uuid, status: r.status });

export function notificationRoutes(app: FastifyInstance, ctx: Ctx): void {
  // The signed-in identity's notifications, newest first (the seeds do not show this call: ours).
  app.get(pathOf('notifications'), async (request) => {
    const auth = requireAuth(request);
    const rows = ctx.db.prepare('SELECT uuid, status, data_json FROM notifications WHERE identity_uuid = ? ORDER BY created_at DESC, rowid DESC LIMIT ?').all(auth.identityUuid, LIST_LIMIT) as Row[];
    return rows.map(present);
  });

  // Marks one as read (001 §4: "a call that marks as read is not shown"; ours). Idempotent.
  app.post(pathOf('notificationRead'), async (request) => {
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
    const body = ctx.validator.check('opsNotification', request.body);
    const identity = body.identityUuid ? ctx.identities.byUuid(body.identityUuid) : body.email ? ctx.identities.byEmail(body.email) : null;
    if (!body.identityUuid && !body.email) throw new ValidationError([{ pointer: '/email', message: 'Please give the email or identityUuid of the identity' }]);
    if (!identity) throw notFound('The identity');
    const createdAt = body.created ? Date.parse(body.created) : ctx.now();
    const { email: _email, identityUuid: _identityUuid, created: _created, ...fields } = body;
    const notification = ctx.tx(() => new Notifications(ctx.db).add(identity.uuid, fields, createdAt));
    return notification;
  });
}
