import type { Ctx } from '../context.js';
import type { Auth } from '../http/auth.js';
import { ApiError, conflict, notFound, ValidationError } from '../http/errors.js';
import { NotarySessions, type NotarySession } from '../db/notarySessions.js';
import { keepSigned, legalName } from '../routes/signedRecord.js';
import { acknowledgesFairMarketValue, afterCoDeed, closesInPerson, recordSignerSigned, onlineNotaryCompleted, ONLINE_NOTARY_STATUSES, signerNotarised } from '../simulator/notarySteps.js';
import { NotaryHub } from './hub.js';

/** The identity document kinds a notary checks (001 §3). */
export const IDENTITY_DOCUMENT_TYPES = ['DRIVERS_LICENSE_FRONT', 'ID_CARD_FRONT', 'PASSPORT_FRONT', 'PERMANENT_RESIDENT_FRONT', 'DRIVERS_LICENSE_BACK'];

/**
 * The remote online notary provider, as the sandbox plays it (000 §2 notary/session): sessions in
 * SQLite, live over the hub's websockets. A participant (the borrower in an online-notary status,
 * or an additional signer whose identity is verified) joins the waiting room; a notary in the
 * console admits them, the two see each other over WebRTC (the hub relays the signalling), the
 * notary checks the identity document on file, asks for the signature, sees it, and completes the
 * session, which moves the application on through the back office. Writes run in one transaction;
 * the sockets hear of them after it commits.
 */
export class NotaryService {
  readonly sessions: NotarySessions;
  readonly hub = new NotaryHub();

  constructor(private readonly ctx: Ctx) {
    this.sessions = new NotarySessions(ctx.db);
  }

  private latestIdentityDocument(applicationUuid: string, identityUuid: string): string | null {
    const marks = IDENTITY_DOCUMENT_TYPES.map(() => '?').join(', ');
    const row = this.ctx.db
      .prepare(`SELECT uuid FROM documents WHERE application_uuid = ? AND identity_uuid = ? AND type IN (${marks}) ORDER BY created_at DESC, rowid DESC LIMIT 1`)
      .get(applicationUuid, identityUuid, ...IDENTITY_DOCUMENT_TYPES) as { uuid: string } | undefined;
    return row?.uuid ?? null;
  }

  /** The participant's open session for the application, or a new one in the waiting room. */
  join(auth: Auth, applicationUuid: string): NotarySession {
    const session = this.ctx.tx(() => {
      const identity = this.ctx.identities.byUuid(auth.identityUuid);
      if (!identity) throw new ApiError(401, 'unauthenticated');
      const app = this.ctx.applications.get(applicationUuid);
      if (!app) throw notFound('The application');
      let party: NotarySession['party'];
      if (auth.type === 'BORROWER') {
        if (app.identityUuid !== auth.identityUuid) throw new ApiError(403, 'This application belongs to someone else.');
        const current = this.ctx.backOffice.catchUp(app, this.ctx.now());
        if (!ONLINE_NOTARY_STATUSES.includes(current.status)) {
          throw conflict(`The notary session is not open while the application is in status ${current.status}.`, { status: current.status, allowed: ONLINE_NOTARY_STATUSES });
        }
        party = 'APPLICANT';
      } else {
        const progress = this.ctx.signers.forIdentity(auth.identityUuid).find((p) => p.applicationUuid === applicationUuid);
        if (!progress) throw notFound('The signer record');
        // Where the state's law has the whole closing at an office (Texas §50(a)(6)(N)), every signer signs there, in
        // person, at the applicant's appointment (routes/notaryConsole.ts): no online notary for them either.
        if (closesInPerson(app.data)) throw conflict('You sign in person at the closing appointment, together with the applicant, not online.', { code: 'SIGNS_IN_PERSON' });
        if (!progress.notaryReady || progress.notaryComplete) throw conflict('Please verify your identity before the notary session.');
        party = 'SIGNER';
      }
      const open = this.sessions.open(applicationUuid, auth.identityUuid);
      if (open) return open;
      const name = identity.profile.name;
      return this.sessions.create({
        applicationUuid, identityUuid: auth.identityUuid, party,
        participantName: name ? [name.firstName, name.middleName, name.lastName, name.suffix].filter(Boolean).join(' ') : identity.email,
        identityDocumentUuid: this.latestIdentityDocument(applicationUuid, auth.identityUuid),
      }, this.ctx.now());
    });
    this.announce(session);
    return session;
  }

  forToken(token: unknown): NotarySession {
    const s = typeof token === 'string' && token ? this.sessions.byToken(token) : null;
    if (!s) throw new ApiError(401, 'invalid token');
    return s;
  }

  /** The participant's own session by id (HTTP calls carry the participant's login). */
  own(auth: Auth, uuid: string): NotarySession {
    const s = this.sessions.get(uuid);
    if (!s || s.identityUuid !== auth.identityUuid) throw notFound('The notary session');
    return s;
  }

  get(uuid: string): NotarySession {
    const s = this.sessions.get(uuid);
    if (!s) throw notFound('The notary session');
    return s;
  }

  private change(uuid: string, allowed: NotarySession['status'][], fn: (s: NotarySession, now: number) => void): NotarySession {
    const s = this.ctx.tx(() => {
      const current = this.get(uuid);
      if (!allowed.includes(current.status)) throw conflict(`The session is ${current.status.toLowerCase().replace('_', ' ')}.`, { status: current.status });
      const now = this.ctx.now();
      fn(current, now);
      current.updatedAt = now;
      this.sessions.save(current);
      return current;
    });
    this.announce(s);
    return s;
  }

  admit(uuid: string, notaryName: string): NotarySession {
    return this.change(uuid, ['WAITING', 'IN_SESSION'], (s, now) => {
      if (s.status === 'IN_SESSION' && s.notaryName !== notaryName) throw conflict(`${s.notaryName} is already with this applicant.`);
      s.status = 'IN_SESSION';
      s.notaryName = notaryName;
      s.admittedAt ??= now;
    });
  }

  verifyIdentity(uuid: string): NotarySession {
    return this.change(uuid, ['IN_SESSION'], (s, now) => {
      if (!s.identityDocumentUuid) throw conflict('There is no identity document on file.');
      s.identityVerifiedAt = now;
    });
  }

  requestSignature(uuid: string): NotarySession {
    return this.change(uuid, ['IN_SESSION'], (s, now) => {
      if (!s.identityVerifiedAt) throw conflict('Check the identity document before the signature.');
      s.signatureRequestedAt = now;
    });
  }

  /** The participant signs the deed while the notary watches (body: application/notary/deed-signature). */
  sign(session: NotarySession, body: { signatureName: string }): NotarySession {
    return this.change(session.uuid, ['IN_SESSION'], (s, now) => {
      if (!s.signatureRequestedAt) throw conflict('Please wait for your notary to ask for your signature.');
      s.signatureName = body.signatureName.trim();
      s.signedAt = now;
    });
  }

  /** The notary completes the session: the application (or the signer) moves on. */
  complete(uuid: string): NotarySession {
    const done = this.change(uuid, ['IN_SESSION'], (s, now) => {
      if (!s.identityVerifiedAt || !s.signedAt) throw conflict('Check the ID and witness the signature before completing.');
      s.status = 'COMPLETED';
      s.finishedAt = now;
      const record = this.ctx.applications.get(s.applicationUuid);
      if (!record) throw notFound('The application');
      if (s.party === 'APPLICANT') {
        const app = this.ctx.backOffice.catchUp(record, now);
        if (!ONLINE_NOTARY_STATUSES.includes(app.status)) throw conflict(`The application moved on (status ${app.status}).`, { status: app.status });
        // The deed as signed in the session: served as signed from now on (routes/documents.ts).
        const borrower = this.ctx.identities.byUuid(app.identityUuid);
        if (borrower) keepSigned(this.ctx, app, borrower, 'deed', s.signatureName ?? legalName(borrower), now);
        // With it, where the state's rule asks one, the acknowledgment of the home's fair market value (document fairMarketValue).
        if (borrower && acknowledgesFairMarketValue(app.data)) keepSigned(this.ctx, app, borrower, 'fairMarketValue', s.signatureName ?? legalName(borrower), now);
        this.ctx.backOffice.start(app, 'notary', onlineNotaryCompleted(app, s.uuid, now), now);
      } else {
        const progress = this.ctx.signers.forIdentity(s.identityUuid).find((p) => p.applicationUuid === s.applicationUuid);
        if (!progress) throw notFound('The signer record');
        this.ctx.signers.save(signerNotarised(progress));
        // The deed the applicant signs next shows this signature (sandbox/documents/deedOfTrust.ts).
        recordSignerSigned(record, s.identityUuid, now);
        this.ctx.applications.save(record);
        const everyone = this.ctx.signers.forApplication(s.applicationUuid);
        if (everyone.every((p) => p.signingComplete) && record.status === 'CO_DEED_REQUIRED') this.ctx.backOffice.start(record, 'co-deed', afterCoDeed(record), now);
      }
    });
    this.hub.release(uuid);
    return done;
  }

  /** Ends the session unfinished (the notary stops it, or the participant leaves). */
  end(uuid: string, reason: string): NotarySession {
    const s = this.change(uuid, ['WAITING', 'IN_SESSION'], (current, now) => {
      current.status = 'ENDED';
      current.endedReason = reason.trim().slice(0, 300) || 'The session ended.';
      current.finishedAt = now;
    });
    this.hub.release(uuid);
    return s;
  }

  /** What the participant sees. */
  participantView(s: NotarySession) {
    return {
      sessionId: s.uuid,
      status: s.status,
      notaryName: s.notaryName,
      identityVerified: s.identityVerifiedAt !== null,
      signatureRequested: s.signatureRequestedAt !== null,
      signed: s.signedAt !== null,
      endedReason: s.endedReason,
    };
  }

  /** What the notary sees in the console. */
  consoleView(s: NotarySession) {
    const record = this.ctx.applications.get(s.applicationUuid);
    const property = (record?.data['property'] ?? null) as { fullAddress?: string; state?: string } | null;
    const document = s.identityDocumentUuid
      ? (this.ctx.db.prepare('SELECT uuid, type, file_name AS fileName, content_type AS contentType FROM documents WHERE uuid = ?').get(s.identityDocumentUuid) as Record<string, string> | undefined) ?? null
      : null;
    return {
      sessionId: s.uuid,
      status: s.status,
      party: s.party,
      participantName: s.participantName,
      applicationUuid: s.applicationUuid,
      loanNumber: (record?.data['loanNumber'] as string | undefined) ?? null,
      propertyAddress: property?.fullAddress ?? null,
      propertyState: property?.state ?? null,
      notaryName: s.notaryName,
      online: this.hub.online(s.uuid),
      waitingSince: new Date(s.createdAt).toISOString(),
      identityDocument: document,
      identityVerified: s.identityVerifiedAt !== null,
      signatureRequested: s.signatureRequestedAt !== null,
      signatureName: s.signatureName,
      signedAt: s.signedAt === null ? null : new Date(s.signedAt).toISOString(),
      endedReason: s.endedReason,
    };
  }

  list() {
    return this.sessions.list().map((s) => this.consoleView(s));
  }

  /** Tells the participant and every console what changed. */
  announce(s: NotarySession): void {
    this.hub.toParticipants(s.uuid, { type: 'session', session: this.participantView(s) });
    this.hub.toConsoles({ type: 'sessions', sessions: this.list() });
  }

  /** The participant is connected with camera on: the console holding the call (re)starts it. */
  peerReady(uuid: string): void {
    const s = this.sessions.get(uuid);
    if (s?.status === 'IN_SESSION') this.hub.toOwner(uuid, { type: 'peerReady', sessionId: uuid });
  }

  /** The identity document on file, for the console. */
  identityDocument(uuid: string): { fileName: string; contentType: string; content: Buffer } {
    const s = this.get(uuid);
    const row = s.identityDocumentUuid
      ? (this.ctx.db.prepare('SELECT file_name AS fileName, content_type AS contentType, content FROM documents WHERE uuid = ?').get(s.identityDocumentUuid) as { fileName: string; contentType: string; content: Buffer } | undefined)
      : undefined;
    if (!row) throw notFound('The identity document');
    return row;
  }
}
