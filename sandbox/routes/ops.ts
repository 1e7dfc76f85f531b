import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { installMergePatchParser } from '../http/bodyParsing.js';
import { conflict, notFound, ValidationError } from '../http/errors.js';
import { moveClockOn, repoRoot } from '../options.js';
import { isPlainObject } from '../util/mergePatch.js';
import { present } from './access.js';
import { addCondition, listConditions } from './conditions.js';

const opsDir = path.join(repoRoot, 'sandbox', 'ops');

/** Staff tools (protected by the operations token: http/staffGuard.ts): any status, any field, condition cards, what the simulator will do next. */
export function opsRoutes(app: FastifyInstance, ctx: Ctx): void {
  const load = (uuid: string) => {
    const record = ctx.applications.get(uuid);
    if (!record) throw notFound('The application');
    return ctx.backOffice.catchUp(record, ctx.now());
  };
  const detail = (uuid: string) => {
    const record = load(uuid);
    const identity = ctx.identities.byUuid(record.identityUuid);
    const signers = ctx.signers.forApplication(uuid).map((s) => ({ ...s, email: ctx.identities.byUuid(s.identityUuid)?.email }));
    return {
      application: present(record), persona: record.persona, email: identity?.email, profile: identity?.profile,
      pending: ctx.backOffice.pending(uuid), signers, conditions: listConditions(ctx, uuid),
    };
  };

  app.get('/ops', async (_request, reply) => reply.type('text/html; charset=utf-8').send(fs.readFileSync(path.join(opsDir, 'ops.html'))));
  app.get('/ops/ops.js', { config: { staff: 'public' } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(fs.readFileSync(path.join(opsDir, 'ops.js'))));

  app.get('/ops/statuses', async () => {
    const journey = JSON.parse(fs.readFileSync(path.join(ctx.options.configRoot, 'journeys', 'heloc.json'), 'utf8'));
    return journey.statusRouting.vocabulary;
  });

  app.get('/ops/applications', async () =>
    ctx.tx(() =>
      ctx.applications.all().map((a) => {
        const record = ctx.backOffice.catchUp(a, ctx.now());
        const identity = ctx.identities.byUuid(record.identityUuid);
        return { uuid: record.uuid, status: record.status, persona: record.persona, orgCode: record.orgCode, email: identity?.email, name: identity?.profile.name, updatedAt: new Date(record.updatedAt).toISOString() };
      }),
    ),
  );

  app.get('/ops/applications/:uuid', async (request) => ctx.tx(() => detail((request.params as { uuid: string }).uuid)));

  // The sandbox's clock, moved on (schemas/api/ops-clock.json): a Texas line's 12-day wait, a right to cancel, a funding day.
  app.get('/ops/clock', async () => ({ now: new Date(ctx.now()).toISOString() }));
  app.post('/ops/clock', async (request) => {
    const body = ctx.validator.check('opsClock', request.body ?? {});
    const ms = ((body.days ?? 0) * 24 + (body.hours ?? 0)) * 3_600_000;
    if (!moveClockOn(ctx.options, ms)) throw conflict('This sandbox runs on a clock it was given (a test\'s): it cannot be moved from here.');
    return { now: new Date(ctx.now()).toISOString(), movedHours: ms / 3_600_000 };
  });

  app.post('/ops/applications/:uuid/status', async (request) => {
    const { uuid } = request.params as { uuid: string };
    const body = ctx.validator.check('opsStatus', request.body);
    if (!ctx.isKnownStatus(body.status)) {
      throw new ValidationError([{ pointer: '/status', message: `${body.status} is not in the status vocabulary (journeys/heloc.json)` }]);
    }
    return ctx.tx(() => {
      ctx.backOffice.force(load(uuid), body.status, body.patch, ctx.now());
      return detail(uuid);
    });
  });

  // JSON merge patch (RFC 7396) of the application's fields; `persona` may be patched too. The
  // merge-patch content type is parsed for this route only, by the same parser as JSON.
  void app.register(async (scope) => {
    installMergePatchParser(scope);
    scope.patch('/ops/applications/:uuid', async (request) => {
      const { uuid } = request.params as { uuid: string };
      const body = request.body;
      if (!isPlainObject(body)) throw new ValidationError([{ pointer: '', message: 'Expected a JSON merge patch object' }]);
      const { persona, uuid: _ignored, ...patch } = body;
      if (persona !== undefined && typeof persona !== 'string') throw new ValidationError([{ pointer: '/persona', message: 'Expected a persona name' }]);
      return ctx.tx(() => {
        const record = load(uuid);
        if (typeof persona === 'string') record.persona = persona.toUpperCase();
        ctx.backOffice.force(record, record.status, patch, ctx.now());
        return detail(uuid);
      });
    });
  });

  app.post('/ops/applications/:uuid/conditions', async (request) => {
    const { uuid } = request.params as { uuid: string };
    const body = ctx.validator.check('opsCondition', request.body);
    return ctx.tx(() => {
      load(uuid);
      return addCondition(ctx, uuid, body);
    });
  });

  app.get('/ops/telemetry', async () => {
    const rows = ctx.db.prepare('SELECT id, context, event, data_json, created_at FROM telemetry_events ORDER BY id DESC LIMIT 100').all() as { id: number; context: string; event: string; data_json: string; created_at: number }[];
    return rows.map((r) => ({ id: r.id, context: r.context, event: r.event, body: JSON.parse(r.data_json), createdAt: new Date(r.created_at).toISOString() }));
  });

  // Marks an identity as a broker (001 §6), e.g. an additional signer who brokered the loan.
  app.patch('/ops/identities/:uuid', async (request) => {
    const { uuid } = request.params as { uuid: string };
    const body = ctx.validator.check('opsIdentity', request.body);
    return ctx.tx(() => {
      const identity = ctx.identities.byUuid(uuid);
      if (!identity) throw notFound('The identity');
      identity.profile = { ...identity.profile, isBroker: body.isBroker };
      ctx.identities.saveProfile(uuid, identity.profile, ctx.now());
      return { uuid, type: identity.type, email: identity.email, isBroker: body.isBroker };
    });
  });
}
