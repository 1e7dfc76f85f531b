import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { storeDocument, type Upload } from '../db/documents.js';
import type { SignerProgress } from '../db/signers.js';
import { requireAuth, requireSigner } from '../http/auth.js';
import { notFound } from '../http/errors.js';
import { closingDates, closingWait } from '../../engine/index.ts';
import type { ApplicationRecord } from '../db/applications.js';
import { appointmentTime, closesInPerson, invitedSigners } from '../simulator/notarySteps.js';
import type { StateLaw } from '../simulator/stateLaw.js';
import { legalName } from './signedRecord.js';
import { pathOf } from './operationPaths.js';

/** Why this signer was invited: whose line, on which home, and as whom (closingSteps.ts inviteSigners `helocSigners` role). */
function invitationOf(ctx: Ctx, record: ApplicationRecord, identityUuid: string) {
  const applicant = ctx.identities.byUuid(record.identityUuid);
  const listed = invitedSigners(record.data).find((p) => p.identityUuid === identityUuid);
  return {
    applicantName: applicant ? legalName(applicant) : null,
    propertyAddress: ((record.data['property'] as { fullAddress?: unknown } | null | undefined)?.fullAddress as string | undefined) ?? null,
    role: listed?.role === 'SPOUSE' ? 'SPOUSE' : 'OWNER',
  };
}

/**
 * What a signer of an in-person closing is told (schemas/signer/in-person.json): whose appointment, where, the
 * earliest day it can be (engine/closingDates.ts closingWait, the decision the applicant's page reads) and, once
 * the applicant has booked it, when.
 */
function inPersonFacts(ctx: Ctx, record: ApplicationRecord) {
  const applicant = ctx.identities.byUuid(record.identityUuid);
  const appointment = record.data['manualNotaryAppointment'] as { startsAt?: string; timeZone?: string; location?: string | null; confirmation?: string; status?: string } | null | undefined;
  const booked = appointment && appointment.status !== 'CANCELLED' ? appointment : null;
  return {
    applicantName: applicant ? legalName(applicant) : null,
    office: (record.data['stateLaw'] as StateLaw | null | undefined)?.closingOffice ?? null,
    earliestOn: closingWait(record.data as Record<string, unknown>).result?.earliestOn ?? null,
    appointment: booked?.startsAt && booked.timeZone
      ? { when: appointmentTime(Date.parse(booked.startsAt), booked.timeZone), location: booked.location ?? null, confirmation: booked.confirmation ?? null }
      : null,
  };
}


/**
 * The additional signer's area (000 §2, §6): they see and change only their own signer record. Their
 * notary session is with the notary in the console (sandbox/notary/), like the borrower's.
 */
export function coDeedRoutes(app: FastifyInstance, ctx: Ctx): void {
  const mine = (identityUuid: string): SignerProgress => {
    const progress = ctx.signers.forIdentity(identityUuid)[0];
    if (!progress) throw notFound('The signer record');
    return progress;
  };

  // Signers get their own progress; borrowers get their signers' progress per application.
  app.get(pathOf('signerStatus'), async (request) => {
    const auth = requireAuth(request);
    if (auth.type === 'CO_DEEDER') {
      const progress = mine(auth.identityUuid);
      const record = ctx.applications.get(progress.applicationUuid);
      // The line's dates once signed (the days the signer's notice of the right to cancel states): the engine's one decision.
      const closing = record ? closingDates(record.data as Record<string, unknown>).result : null;
      // Where the state's law has the whole closing at an office, the signer signs at the applicant's appointment (schemas/data/signer.schema.json inPerson).
      const inPerson = record && closesInPerson(record.data) ? { inPerson: inPersonFacts(ctx, record) } : {};
      // The home's state: the signer's pages state its figures, as the applicant's do (renderer/shell/Layout.tsx).
      const propertyState = (record?.data['property'] as { state?: unknown } | null | undefined)?.state;
      // Whose line, which home and why they sign, said before anything is asked of them (schemas/signer/identity.json).
      const invitation = record ? invitationOf(ctx, record, auth.identityUuid) : null;
      return { ...progress, cancelled: progress.cancelled || record?.status === 'CANCELLED', ...(closing ? { closing } : {}), ...inPerson, ...(typeof propertyState === 'string' ? { propertyState } : {}), ...(invitation ? { invitation } : {}) };
    }
    return ctx.tx(() =>
      ctx.applications.byIdentity(auth.identityUuid).map((a) => {
        const record = ctx.backOffice.catchUp(a, ctx.now());
        return { applicationUuid: record.uuid, coDeedStatus: record.data['coDeedStatus'] ?? null, signers: ctx.signers.forApplication(record.uuid) };
      }),
    );
  });

  app.post(pathOf('signerIdentityDocument'), { bodyLimit: ctx.validator.bodyLimit('signerIdentityDocument') }, async (request) => {
    const auth = requireSigner(request);
    const body = ctx.validator.check('signerIdentityDocument', request.body);
    await ctx.validator.checkFiles('signerIdentityDocument', body);
    return ctx.tx(() => {
      const progress = mine(auth.identityUuid);
      const document = storeDocument(ctx.db, progress.applicationUuid, auth.identityUuid, body, ctx.now());
      const next = { ...progress, identityComplete: true, notaryReady: true };
      ctx.signers.save(next);
      return { ...next, document };
    });
  });

  // What a signer may see of the application they sign.
  app.get(pathOf('signerApplication'), async (request) => {
    const auth = requireSigner(request);
    const { uuid } = request.params as { uuid: string };
    const progress = mine(auth.identityUuid);
    if (progress.applicationUuid !== uuid) throw notFound('The application');
    const record = ctx.applications.get(uuid);
    if (!record) throw notFound('The application');
    // A signer sees what they sign, not the borrower's finances.
    return { uuid: record.uuid, loanNumber: record.data['loanNumber'], property: record.data['property'], serverStatus: record.status };
  });
}
