import { earliestClosingOn } from '../simulator/stateLaw.js';
import { calendarDay, formatDisplayDate } from '../../engine/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { limitLifetime } from '../http/socketLifetime.js';
import type { Ctx } from '../context.js';
import { send } from '../chat/hub.js';
import { frame, socketError } from '../chat/frames.js';
import { NotarySlots, type NotaryAppointment } from '../db/notarySlots.js';
import { staffTokenMatches } from '../http/staffGuard.js';
import { conflict, notFound } from '../http/errors.js';
import type { NotaryService } from '../notary/service.js';
import { acknowledgesFairMarketValue, appointmentTime, appointmentView, closesInPerson, MANUAL_NOTARY_STATUS, manualNotaryCompleted, recordSignerSigned, signerNotarised } from '../simulator/notarySteps.js';
import { keepSigned, legalName } from './signedRecord.js';
import type { DocumentKind } from '../documents/disclosureDocuments.js';
import type { ApplicationRecord } from '../db/applications.js';
import { repoRoot } from '../options.js';
import { validSignal } from './notary.js';

const opsDir = path.join(repoRoot, 'sandbox', 'ops');
/** The notary console's websocket (under /ops: it checks OPS_TOKEN itself, `?token=`). */
export const NOTARY_CONSOLE_SOCKET = '/ops/notary/ws';
const DEFAULT_NOTARY = 'Sandbox notary';


const notaryNameOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 64) : DEFAULT_NOTARY);

/**
 * The notary's side of the provider the sandbox plays (000 §2 notary/session, reserve-manual): the
 * console page (/ops/notary, script /ops/notary.js, no inline script) with the waiting room, the
 * video call, the identity document on file, the signature and completion; the same actions over
 * HTTP for scripts and tests; and the in-person appointments, which the notary reports signed.
 */
export function notaryConsoleRoutes(app: FastifyInstance, ctx: Ctx, notary: NotaryService): void {
  // The notary's video call: the camera and microphone (every other staff page may use neither).
  app.get('/ops/notary', async (_request, reply) => reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=(), payment=()').type('text/html; charset=utf-8').send(fs.readFileSync(path.join(opsDir, 'notary.html'))));
  app.get('/ops/notary.js', { config: { staff: 'public' } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(fs.readFileSync(path.join(opsDir, 'notary.js'))));

  const id = (request: FastifyRequest) => (request.params as { id: string }).id;
  const body = (request: FastifyRequest) => ctx.validator.check('opsNotary', request.body ?? {});

  app.get('/ops/notary/sessions', async () => notary.list());
  app.get('/ops/notary/sessions/:id', async (request) => notary.consoleView(notary.get(id(request))));
  app.get('/ops/notary/sessions/:id/identity-document', async (request, reply) => {
    const file = notary.identityDocument(id(request));
    return reply.type(file.contentType).header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.\- ]/g, '_')}"`).send(file.content);
  });
  app.post('/ops/notary/sessions/:id/admit', async (request) => notary.consoleView(notary.admit(id(request), notaryNameOf(body(request).notary))));
  app.post('/ops/notary/sessions/:id/verify-identity', async (request) => notary.consoleView(notary.verifyIdentity(id(request))));
  app.post('/ops/notary/sessions/:id/request-signature', async (request) => notary.consoleView(notary.requestSignature(id(request))));
  app.post('/ops/notary/sessions/:id/complete', async (request) => notary.consoleView(notary.complete(id(request))));
  app.post('/ops/notary/sessions/:id/end', async (request) => notary.consoleView(notary.end(id(request), body(request).reason ?? 'The notary ended the session.')));

  // In-person appointments (notary/reserve-manual): soonest first; the notary reports the deed signed.
  const slots = new NotarySlots(ctx.db);
  // Each says what the notary has signed at it: the deed, the agreement too where the whole closing is in person, and the
  // acknowledgment of the home's fair market value where the state's rule asks the owner and the lender to sign one at closing.
  const signedThere = (data: ApplicationRecord['data']): DocumentKind[] =>
    [...(closesInPerson(data) ? ['closing' as const] : []), 'deed', ...(acknowledgesFairMarketValue(data) ? ['fairMarketValue' as const] : [])];
  const signsAt = (applicationUuid: string): DocumentKind[] => { const record = ctx.applications.get(applicationUuid); return record ? signedThere(record.data) : ['deed']; };
  // Who must be there: the applicant and everyone invited to sign for the home (the notary checks each one's ID).
  const signersAt = (applicationUuid: string): string[] => {
    const record = ctx.applications.get(applicationUuid);
    const applicant = record ? ctx.identities.byUuid(record.identityUuid) : null;
    const others = ctx.signers.forApplication(applicationUuid).filter((p) => !p.cancelled).map((p) => ctx.identities.byUuid(p.identityUuid)).filter((i): i is NonNullable<typeof i> => i !== null);
    return [...(applicant ? [legalName(applicant)] : []), ...others.map(legalName)];
  };
  const listed = (a: NotaryAppointment) => ({ ...appointmentView(a), applicationUuid: a.applicationUuid, signs: signsAt(a.applicationUuid), signers: signersAt(a.applicationUuid) });
  app.get('/ops/notary/appointments', async () => slots.upcoming().map(listed));
  app.post('/ops/notary/appointments/:id/complete', async (request) => {
    const { confirmEarly } = body(request);
    const done = ctx.tx(() => {
      const appointment = slots.appointment(id(request));
      if (!appointment) throw notFound('The appointment');
      if (appointment.status !== 'BOOKED') throw conflict(`The appointment is ${appointment.status.toLowerCase()}.`);
      const record = ctx.applications.get(appointment.applicationUuid);
      if (!record) throw notFound('The application');
      const now = ctx.now();
      // The deed is signed in front of the notary at the appointment: a report before its booked time
      // is most likely the wrong appointment, so it needs the notary's word that they met early.
      if (now < appointment.slot.startsAt && confirmEarly !== true) {
        throw conflict(`Appointment ${appointment.confirmation} is booked for ${appointmentTime(appointment.slot.startsAt, appointment.slot.timeZone)}; it has not started yet. Report the deed signed after you meet the applicant, or confirm that you met them early.`, { code: 'APPOINTMENT_NOT_STARTED', startsAt: new Date(appointment.slot.startsAt).toISOString() });
      }
      // A state's wait (Texas §50(a)(6)(M)): no deed is signed before the earliest closing day, even met early.
      const earliest = earliestClosingOn(record.data);
      if (earliest === 'notice') throw conflict('The line cannot close: the owner has not acknowledged receiving the state\'s notice, so its wait has not begun.', { code: 'STATE_NOTICE_DUE' });
      // Signed when they met: at the appointment's time when the notary reports it afterwards (the report may come the next
      // morning), or now when they met early; the documents, the right to cancel and funding count from that moment.
      const signedAt = now >= appointment.slot.startsAt ? appointment.slot.startsAt : now;
      if (earliest !== null && (calendarDay(signedAt, appointment.slot.timeZone) ?? '') < earliest) {
        throw conflict(`The line cannot close before ${formatDisplayDate(earliest)}: the state's wait after the application and its notice has not passed.`, { code: 'CLOSING_TOO_EARLY', earliestClosingOn: earliest });
      }
      const current = ctx.backOffice.catchUp(record, now);
      if (current.status !== MANUAL_NOTARY_STATUS) throw conflict(`The application moved on (status ${current.status}).`, { status: current.status });
      slots.setStatus(appointment.uuid, 'COMPLETED', now);
      // What was signed at the appointment, kept as signed now: the deed, and where the state's law
      // has the whole closing at an office (closesInPerson) the agreement and closing disclosure too,
      // so the right to cancel and funding count from this signing (engine/closingDates.ts).
      const borrower = ctx.identities.byUuid(current.identityUuid);
      if (!borrower) throw notFound('The applicant');
      // What the notary reports signed at the appointment: the agreement where the whole closing is in person, the deed,
      // and the fair-market-value acknowledgment, signed by the owner and for the lender on the date of closing.
      // Everyone else who signs for the home (closingSteps.ts inviteSigners: a Texas spouse among them) signed at the same
      // appointment, before the same notary, who checked their ID there: their part is done, and the deed kept as signed names them signed.
      for (const signer of ctx.signers.forApplication(current.uuid)) {
        if (signer.cancelled) continue;
        ctx.signers.save({ ...signerNotarised(signer), identityComplete: true });
        recordSignerSigned(current, signer.identityUuid, signedAt);
      }
      for (const kind of signedThere(current.data)) keepSigned(ctx, current, borrower, kind, legalName(borrower), signedAt, { inPerson: true });
      if (current.data['coDeedStatus'] === 'PENDING') current.data['coDeedStatus'] = 'COMPLETE';
      ctx.backOffice.start(current, 'manual-notary', manualNotaryCompleted(current, signedAt), now);
      return slots.appointment(appointment.uuid)!;
    });
    return listed(done);
  });

  app.get(NOTARY_CONSOLE_SOCKET, { websocket: true, config: { staff: 'public' } }, (socket: WebSocket, request) => {
    const query = request.query as { token?: unknown; notary?: unknown };
    if (!staffTokenMatches(query.token, ctx.options.opsToken)) {
      send(socket, { type: 'error', code: 'TOKEN_INVALID', message: 'The operations token is missing or wrong (?token=).' });
      socket.close(4401, 'invalid token');
      return;
    }
    const notaryName = notaryNameOf(query.notary);
    notary.hub.addConsole(socket);
    limitLifetime(socket, ctx.options.socketLifetimeMs);
    send(socket, { type: 'sessions', notaryName, sessions: notary.list() });
    socket.on('message', (raw) => {
      const data = frame(raw);
      if (!data) return;
      const sessionId = typeof data['sessionId'] === 'string' ? data['sessionId'] : '';
      try {
        switch (data['type']) {
          case 'ping':
            send(socket, { type: 'pong' });
            break;
          case 'admit':
            notary.admit(sessionId, notaryName);
            notary.hub.own(sessionId, socket);
            // The participant is there with the camera on: the console starts the call.
            if (notary.hub.online(sessionId)) send(socket, { type: 'peerReady', sessionId });
            break;
          case 'signal':
            if (notary.hub.ownerOf(sessionId) === socket && validSignal(data['data'])) notary.hub.toParticipants(sessionId, { type: 'signal', data: data['data'] });
            break;
          case 'verifyIdentity':
            notary.verifyIdentity(sessionId);
            break;
          case 'requestSignature':
            notary.requestSignature(sessionId);
            break;
          case 'complete':
            notary.complete(sessionId);
            break;
          case 'end':
            notary.end(sessionId, typeof data['reason'] === 'string' && data['reason'].trim() ? data['reason'] : 'The notary ended the session.');
            break;
          default:
            break;
        }
      } catch (error) {
        send(socket, { ...socketError(error), sessionId });
      }
    });
  });
}
