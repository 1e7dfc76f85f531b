import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { storeDocument, type UploadedFile } from '../db/documents.js';
import { requireAuth } from '../http/auth.js';
import { forbidden, notFound } from '../http/errors.js';
import { pathOf } from './operationPaths.js';
import type { OpsConditionBody } from '../../engine/types/bodies.ts';

export interface Condition {
  uuid: string;
  categoryEnum: string;
  created: string;
  notes: string | null;
  commentsToBorrower: string | null;
  actionNeeded: boolean;
  requestDocuments: boolean;
  xtraData: { numDocsRequired: number };
  documents?: unknown[];
}

export function listConditions(ctx: Ctx, applicationUuid: string): Condition[] {
  const rows = ctx.db.prepare('SELECT data_json FROM conditions WHERE application_uuid = ? ORDER BY created_at, uuid').all(applicationUuid) as { data_json: string }[];
  return rows.map((r) => JSON.parse(r.data_json) as Condition);
}

export function addCondition(ctx: Ctx, applicationUuid: string, body: OpsConditionBody): Condition {
  const now = ctx.now();
  const condition: Condition = {
    uuid: randomUUID(),
    categoryEnum: body.categoryEnum,
    created: new Date(now).toISOString(),
    notes: body.notes ?? null,
    commentsToBorrower: body.commentsToBorrower ?? null,
    actionNeeded: true,
    requestDocuments: body.requestDocuments !== false,
    xtraData: { numDocsRequired: body.numDocsRequired ?? 1 },
  };
  ctx.db.prepare('INSERT INTO conditions (uuid, application_uuid, data_json, created_at) VALUES (?, ?, ?, ?)').run(condition.uuid, applicationUuid, JSON.stringify(condition), now);
  return condition;
}

/** The borrower of the application, or (flag permitting, 001 §4) one of its additional signers. */
function mayRead(ctx: Ctx, request: FastifyRequest, applicationUuid: string): void {
  const auth = requireAuth(request);
  const app = ctx.applications.get(applicationUuid);
  if (!app) throw notFound('The application');
  if (auth.type === 'BORROWER' && app.identityUuid === auth.identityUuid) return;
  const isSigner = ctx.signers.forIdentity(auth.identityUuid).some((s) => s.applicationUuid === applicationUuid);
  const flagOn = ctx.flags(app.orgCode)['fe-heloc-additional-signer-conditions']?.enabled === true;
  if (auth.type === 'CO_DEEDER' && isSigner && flagOn) return;
  throw forbidden('This application belongs to someone else.');
}


export function conditionRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §7: condition cards; set through the operations API (POST /ops/applications/{uuid}/conditions).
  app.get(pathOf('conditions'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    mayRead(ctx, request, uuid);
    return listConditions(ctx, uuid).filter((c) => c.actionNeeded);
  });

  // Ours (the upload-document screens): the same upload with the condition named in the body.
  app.post(pathOf('conditionUpload'), { bodyLimit: ctx.validator.bodyLimit('conditionUpload') }, async (request) => {
    const { uuid } = request.params as { uuid: string };
    mayRead(ctx, request, uuid);
    const body = ctx.validator.check('conditionUpload', request.body);
    await ctx.validator.checkFiles('conditionUpload', body);
    return ctx.tx(() => {
      const condition = listConditions(ctx, uuid).find((c) => c.uuid === body.conditionUuid && c.actionNeeded);
      if (!condition) throw notFound('The condition');
      const document = storeDocument(ctx.db, uuid, request.auth!.identityUuid, { type: body.type ?? 'SUPPORT', file: body.file }, ctx.now());
      const next = { ...condition, actionNeeded: false, documents: [...(condition.documents ?? []), document] };
      ctx.db.prepare('UPDATE conditions SET data_json = ? WHERE uuid = ?').run(JSON.stringify(next), condition.uuid);
      return next;
    });
  });

  // Ours (conditions/phone-number, 001 §2): the borrower's missing phone number is saved on their
  // profile and the MISSING_PHONE_NUMBER card is closed.
  app.post(pathOf('conditionPhoneNumber'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    mayRead(ctx, request, uuid);
    const body = ctx.validator.check('conditionPhoneNumber', request.body);
    return ctx.tx(() => {
      const condition = listConditions(ctx, uuid).find((c) => c.uuid === body.conditionUuid && c.actionNeeded);
      if (!condition || condition.categoryEnum !== 'MISSING_PHONE_NUMBER') throw notFound('The phone number request');
      const identity = ctx.identities.byUuid(request.auth!.identityUuid);
      if (!identity) throw notFound('The profile');
      ctx.identities.saveProfile(identity.uuid, { ...identity.profile, phoneNumber: body.phoneNumber }, ctx.now());
      const next = { ...condition, actionNeeded: false };
      ctx.db.prepare('UPDATE conditions SET data_json = ? WHERE uuid = ?').run(JSON.stringify(next), condition.uuid);
      return next;
    });
  });

  // Ours: upload a document for a condition; the card is then done.
  app.post(pathOf('conditionDocument'), { bodyLimit: ctx.validator.bodyLimit('conditionDocument') }, async (request) => {
    const { uuid, conditionUuid } = request.params as { uuid: string; conditionUuid: string };
    mayRead(ctx, request, uuid);
    const body = ctx.validator.check('conditionDocument', request.body);
    await ctx.validator.checkFiles('conditionDocument', body);
    return ctx.tx(() => {
      // A closed card takes no more uploads (issue 14: it did), like the route above.
      const condition = listConditions(ctx, uuid).find((c) => c.uuid === conditionUuid && c.actionNeeded);
      if (!condition) throw notFound('The condition');
      const document = storeDocument(ctx.db, uuid, request.auth!.identityUuid, { type: body.type ?? 'SUPPORT', file: body.file }, ctx.now());
      const next = { ...condition, actionNeeded: false, documents: [...(condition.documents ?? []), document] };
      ctx.db.prepare('UPDATE conditions SET data_json = ? WHERE uuid = ?').run(JSON.stringify(next), conditionUuid);
      return next;
    });
  });
}
