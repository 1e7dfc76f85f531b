import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import type { ApplicationRecord } from '../db/applications.js';
import type { Identity } from '../db/identities.js';
import { requireBorrower, type Auth } from '../http/auth.js';
import { ApiError, forbidden, notFound } from '../http/errors.js';
import { finishedStatuses, isUuid, type Journey } from '../../engine/index.ts';
import heloc from '../../journeys/heloc.json' with { type: 'json' };

export function identityOf(ctx: Ctx, auth: Auth): Identity {
  const identity = ctx.identities.byUuid(auth.identityUuid);
  if (!identity) throw new ApiError(401, 'unauthenticated');
  return identity;
}

/** Statuses after which the application is no longer active (GET .../all `active`): the journey's own (journeys/heloc.json statusRouting.vocabulary.finished). */
export const FINISHED: ReadonlySet<string> = new Set(finishedStatuses(heloc as Journey));

/** The application as answered to the client: the stored object plus server status and activity. */
export function present(app: ApplicationRecord) {
  return { ...app.data, uuid: app.uuid, serverStatus: app.status, active: !FINISHED.has(app.status), orgCode: app.orgCode };
}

/**
 * The signed-in borrower's own application, brought up to date by the back office.
 * 401 without a token, 403 for someone else's (or a signer's token), 404 when it does not exist.
 * Call inside a transaction.
 */
export function ownApplication(ctx: Ctx, request: FastifyRequest, uuid: string): { auth: Auth; app: ApplicationRecord } {
  const auth = requireBorrower(request);
  if (!isUuid(uuid)) throw notFound('The application');
  const app = ctx.applications.get(uuid);
  if (!app) throw notFound('The application');
  if (app.identityUuid !== auth.identityUuid) throw forbidden('This application belongs to someone else.');
  return { auth, app: ctx.backOffice.catchUp(app, ctx.now()) };
}
