import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { requireAuth, requireBorrower } from '../http/auth.js';
import { forbidden } from '../http/errors.js';
import { ownApplication } from './access.js';
import { pathOf } from './operationPaths.js';


export function experimentRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §7: experiments the applicant is in, kept on the application.
  app.patch(pathOf('experiments'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    return ctx.tx(() => {
      const { app: record } = ownApplication(ctx, request, uuid);
      const body = ctx.validator.check('experiments', request.body);
      const current = new Map(((record.data['experiments'] as { name: string; variation: string }[] | undefined) ?? []).map((e) => [e.name, e]));
      for (const e of body.experiments) current.set(e.name, { name: e.name, variation: e.variation });
      record.data['experiments'] = [...current.values()];
      ctx.applications.save(record);
      return { uuid, experiments: record.data['experiments'] };
    });
  });

  // 001 §7 experiment tracking (path ours): the experiments an applicant saw, counted on their application.
  app.post(pathOf('experimentTracking'), async (request) => {
    const body = ctx.validator.check('experimentTracking', request.body);
    return ctx.tx(() => {
      const { app: record } = ownApplication(ctx, request, body.appUuid);
      const tracked = { appUuid: record.uuid, trackerUuid: record.data['trackerUuid'] ?? null, experiments: body.experiments };
      const info = ctx.db.prepare('INSERT INTO telemetry_events (context, event, data_json, created_at) VALUES (?, ?, ?, ?)').run('experiments', 'Experiment Tracked', JSON.stringify(tracked), ctx.now());
      return { id: Number(info.lastInsertRowid), tracked: body.experiments.length };
    });
  });

  // 001 §7 tracker-uuid save (path ours): the telemetry tracker the application's experiments belong to.
  app.put(pathOf('trackerUuid'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    return ctx.tx(() => {
      const { app: record } = ownApplication(ctx, request, uuid);
      const body = ctx.validator.check('trackerUuid', request.body);
      record.data['trackerUuid'] = body.trackerUuid;
      ctx.applications.save(record);
      return { uuid, trackerUuid: body.trackerUuid };
    });
  });

  // 001 §7: the tracker (experimentation) profile of an identity, a borrower's or an additional signer's (the signer's
  // area runs the same shell, renderer/telemetry/experiments.ts). The seed's path spelling is kept.
  const identityParam = (request: { query: unknown }, own: string) => {
    const wanted = (request.query as { identityUuid?: string }).identityUuid;
    if (wanted && wanted !== own) throw forbidden('You can only read your own profile.');
    return own;
  };
  app.get(pathOf('trackerProfileRead'), async (request) => {
    const auth = requireAuth(request);
    const identityUuid = identityParam(request, auth.identityUuid);
    const row = ctx.db.prepare('SELECT profile_uuid FROM tracker_profiles WHERE identity_uuid = ?').get(identityUuid) as { profile_uuid: string } | undefined;
    return { identityUuid, optimizelyProfileUuid: row?.profile_uuid ?? null };
  });
  app.patch(pathOf('trackerProfile'), async (request) => {
    const auth = requireAuth(request);
    const identityUuid = identityParam(request, auth.identityUuid);
    const body = ctx.validator.check('trackerProfile', request.body);
    ctx.tx(() =>
      ctx.db
        .prepare('INSERT INTO tracker_profiles (identity_uuid, profile_uuid, updated_at) VALUES (?, ?, ?) ON CONFLICT (identity_uuid) DO UPDATE SET profile_uuid = excluded.profile_uuid, updated_at = excluded.updated_at')
        .run(identityUuid, body.optimizelyProfileUuid, ctx.now()),
    );
    return { identityUuid, optimizelyProfileUuid: body.optimizelyProfileUuid };
  });
}
