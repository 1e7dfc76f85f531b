import { earliestClosingOn, type StateLaw } from './stateLaw.js';
import { calendarDay, formatDisplayDate } from '../../engine/index.ts';
import type { ApplicationRecord } from '../db/applications.js';
import { isUniqueViolation } from '../db/identities.js';
import { DEFAULT_NETWORK, NotarySlots, type NotaryAppointment, type NotaryNetwork } from '../db/notarySlots.js';
import type { SignerProgress } from '../db/signers.js';
import { ApiError, ValidationError } from '../http/errors.js';
import type { Plan } from './plan.js';
import type { InvitedSigner } from '../../engine/types/application.ts';
import type { StepDef } from './stepTypes.js';

/** Statuses in which the online notary meets the borrower (000 §4.3 → notary/intro, notary/session). */
export const ONLINE_NOTARY_STATUSES = ['NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING'];
export const MANUAL_NOTARY_STATUS = 'MANUAL_DEED_SIGNING';

/** The notary completed the borrower's session: the deed is signed (000 §4.2 enotarySigned). */
export function onlineNotaryCompleted(app: ApplicationRecord, sessionUuid: string, now: number): Plan {
  Object.assign(app.data.status, { primaryParticipantAcceptComplete: true, disclosurelistNotaryComplete: true });
  app.data['notarySessionId'] = sessionUuid;
  app.data['deedSignedAt'] = new Date(now).toISOString();
  return { keepPolling: ['WAITING_FOR_NOTARY_REVIEW'], settle: [{ status: 'TRUST_AND_INSURANCE' }] };
}

/**
 * Whether the home's state has the whole closing, the line agreement with the deed, signed in person
 * at an office (app.stateLaw.inPersonClosing from sandbox/data/pricing.json stateRules, e.g. Texas
 * Constitution Art. XVI §50(a)(6)(N) and 7 TAC §153.15): then the agreement is read at home and
 * signed at the appointment (closingSteps.ts closingReview).
 */
export const closesInPerson = (data: ApplicationRecord['data']): boolean => (data['stateLaw'] as StateLaw | null | undefined)?.inPersonClosing === true;

/**
 * Whether the owner and the lender sign an acknowledgment of the home's fair market value at closing
 * (app.stateLaw.fairMarketValueAcknowledgment from sandbox/data/pricing.json stateRules; document
 * fairMarketValue), kept as signed with the deed.
 */
export const acknowledgesFairMarketValue = (data: ApplicationRecord['data']): boolean => (data['stateLaw'] as StateLaw | null | undefined)?.fairMarketValueAcknowledgment === true;

/**
 * The notary met the borrower in person and the deed came back signed (000 §4.2 manualEnotarySigned);
 * where the whole closing is in person, the agreement and closing disclosure were signed at the same
 * appointment (the console keeps them as signed, routes/notaryConsole.ts), so the closing flags say so.
 */
export function manualNotaryCompleted(app: ApplicationRecord, now: number): Plan {
  app.data['deedSignedAt'] = new Date(now).toISOString();
  if (closesInPerson(app.data)) app.data.status['disclosurelistClosingComplete'] = true;
  const appointment = app.data['manualNotaryAppointment'] as Record<string, unknown> | null | undefined;
  if (appointment) app.data['manualNotaryAppointment'] = { ...appointment, status: 'COMPLETED' };
  return { keepPolling: ['WAITING_FOR_MANUAL_NOTARY'], settle: [{ status: 'TRUST_AND_INSURANCE', patch: { status: { manualDeedSigningComplete: true } } }] };
}

/** Everyone else invited to sign for the home (closingSteps.ts inviteSigners; `helocSigners` in schemas/data/application.schema.json). */
export const invitedSigners = (data: Record<string, unknown>): InvitedSigner[] =>
  (Array.isArray(data['helocSigners']) ? (data['helocSigners'] as InvitedSigner[]) : []);

/** The application's list of who else signs (`helocSigners`) records when this one signed the deed: the deed then shows their signature (sandbox/documents/deedOfTrust.ts). */
export function recordSignerSigned(app: ApplicationRecord, identityUuid: string, now: number): void {
  app.data['helocSigners'] = invitedSigners(app.data).map((p) => (p.identityUuid === identityUuid ? { ...p, signedAt: new Date(now).toISOString() } : p));
}

/** An additional signer's session is complete; once every signer is, notary documents follow. */
export function signerNotarised(progress: SignerProgress): SignerProgress {
  return { ...progress, notaryComplete: true, signingComplete: true };
}

/**
 * Every additional signer is done: notary documents follow (000 §4.2 co-deed), in person where that was
 * decided when the application was made (status.manualNotary: the persona, or a state that closes in
 * person such as Texas, where a spouse's consent is what most often brings the application here), as
 * closingSteps.ts closingSignature goes on when no one else signs.
 */
export function afterCoDeed(app: ApplicationRecord): Plan {
  const status = app.data.status['manualNotary'] === true ? 'MANUAL_DEED_SIGNING' : 'NOTARY_DISCLOSURE';
  return { keepPolling: ['WAITING_FOR_NOTARY'], settle: [{ status, patch: { coDeedStatus: 'COMPLETE', status: { disclosurelistNotaryReady: true } } }] };
}

export const timeZoneOf = (network: NotaryNetwork, app: ApplicationRecord): string => {
  const state = String((app.data['property'] as { state?: string } | null)?.state ?? '').toUpperCase();
  return network.timeZones[state] ?? network.defaultTimeZone;
};

/** "Mon, Nov 23, 10:00 AM PST": an appointment's time in its own zone, as the console lists it (sandbox/ops/notary.js) and a signer reads it. */
export const appointmentTime = (at: number, timeZone: string) =>
  new Date(at).toLocaleString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** What the application keeps of its booking (000 §3 requestedManualNotaryTime, plus the details). */
export function appointmentView(a: NotaryAppointment) {
  return {
    uuid: a.uuid,
    confirmation: a.confirmation,
    startsAt: new Date(a.slot.startsAt).toISOString(),
    endsAt: new Date(a.slot.endsAt).toISOString(),
    timeZone: a.slot.timeZone,
    notaryName: a.slot.notaryName,
    location: a.location,
    status: a.status,
  };
}

const network = (ctx: { dataFile: <T>(name: string, fallback: T) => T }) => ctx.dataFile('notary.json', DEFAULT_NETWORK);

/**
 * Books (or rebooks) the in-person notary on a free slot of the property's time zone (000 §2
 * notary/schedule-manual). The status stays MANUAL_DEED_SIGNING until the notary reports the deed
 * signed from the console; reserve-manual then shows the booking.
 */
export const manualNotary: StepDef = {
  path: 'manual-notary',
  operation: 'manualNotary',
  screen: 'notary/schedule-manual',
  allowed: [MANUAL_NOTARY_STATUS],
  run(ctx, body: { slotUuid: string; location?: string }): Plan {
    const slots = new NotarySlots(ctx.db);
    const net = network(ctx);
    const slot = slots.slot(body.slotUuid);
    const gone = () => new ValidationError([{ pointer: '/slotUuid', message: 'That time was just taken. Please choose another.' }]);
    if (!slot || slot.timeZone !== timeZoneOf(net, ctx.app)) throw new ValidationError([{ pointer: '/slotUuid', message: 'Select a time' }]);
    if (slot.startsAt < ctx.now + net.minimumLeadHours * 3_600_000) throw new ValidationError([{ pointer: '/slotUuid', message: 'Select a time at least a day from now' }]);
    const earliest = earliestClosingOn(ctx.app.data);
    if (earliest === 'notice') throw new ValidationError([{ pointer: '/slotUuid', message: 'Acknowledge your state\'s home equity notice before you choose a time' }]);
    if (earliest !== null && (calendarDay(slot.startsAt, slot.timeZone) ?? '') < earliest) throw new ValidationError([{ pointer: '/slotUuid', message: `Select a time on ${formatDisplayDate(earliest)} or later` }]);
    const current = slots.booked(ctx.app.uuid);
    if (current?.slotUuid !== slot.uuid && slots.isTaken(slot.uuid)) throw gone();
    // Where the state's law says the line closes (Texas §50(a)(6)(N): an office of the lender, an attorney or a title company), not where the applicant asks.
    const law = ctx.app.data['stateLaw'] as StateLaw | null | undefined;
    const location = law?.inPersonClosing && law.closingOffice ? law.closingOffice : body.location?.trim() || null;
    let booked = current;
    if (current?.slotUuid !== slot.uuid) {
      try {
        booked = slots.book(ctx.app.uuid, slot.uuid, location, ctx.now);
      } catch (error) {
        // Two applicants on the same slot at once: the unique index lets one booking in.
        if (isUniqueViolation(error)) throw gone();
        throw error;
      }
    }
    Object.assign(ctx.app.data, { requestedManualNotaryTime: new Date(slot.startsAt).toISOString(), manualNotaryAppointment: { ...appointmentView(booked!), location } });
    return { keepPolling: [], settle: [] };
  },
};

/** Cancels the booking; the slot is free again and the applicant can book another time. */
export const manualNotaryCancel: StepDef = {
  path: 'manual-notary/cancel',
  operation: 'manualNotaryCancel',
  screen: 'notary/reserve-manual',
  allowed: [MANUAL_NOTARY_STATUS],
  run(ctx): Plan {
    const slots = new NotarySlots(ctx.db);
    const current = slots.booked(ctx.app.uuid);
    if (!current) throw new ApiError(409, 'There is no appointment to cancel.');
    slots.setStatus(current.uuid, 'CANCELLED', ctx.now);
    Object.assign(ctx.app.data, { requestedManualNotaryTime: null, manualNotaryAppointment: null });
    return { keepPolling: [], settle: [] };
  },
};
