import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from './database.js';

export type NotaryParty = 'APPLICANT' | 'SIGNER';
export type NotarySessionStatus = 'WAITING' | 'IN_SESSION' | 'COMPLETED' | 'ENDED';

/** One remote online notarisation session (migration 005). */
export interface NotarySession {
  uuid: string;
  applicationUuid: string;
  identityUuid: string;
  party: NotaryParty;
  participantName: string;
  /** The participant's socket token (the browser cannot send headers on a websocket). */
  token: string;
  status: NotarySessionStatus;
  notaryName: string | null;
  identityDocumentUuid: string | null;
  identityVerifiedAt: number | null;
  signatureRequestedAt: number | null;
  signatureName: string | null;
  signedAt: number | null;
  endedReason: string | null;
  createdAt: number;
  updatedAt: number;
  admittedAt: number | null;
  finishedAt: number | null;
}

interface Row {
  uuid: string; application_uuid: string; identity_uuid: string; party: NotaryParty; participant_name: string; token: string;
  status: NotarySessionStatus; notary_name: string | null; identity_document_uuid: string | null; identity_verified_at: number | null;
  signature_requested_at: number | null; signature_name: string | null; signed_at: number | null; ended_reason: string | null;
  created_at: number; updated_at: number; admitted_at: number | null; finished_at: number | null;
}

const fromRow = (r: Row): NotarySession => ({
  uuid: r.uuid, applicationUuid: r.application_uuid, identityUuid: r.identity_uuid, party: r.party, participantName: r.participant_name,
  token: r.token, status: r.status, notaryName: r.notary_name, identityDocumentUuid: r.identity_document_uuid,
  identityVerifiedAt: r.identity_verified_at, signatureRequestedAt: r.signature_requested_at, signatureName: r.signature_name,
  signedAt: r.signed_at, endedReason: r.ended_reason, createdAt: r.created_at, updatedAt: r.updated_at,
  admittedAt: r.admitted_at, finishedAt: r.finished_at,
});

export const OPEN_STATUSES: readonly NotarySessionStatus[] = ['WAITING', 'IN_SESSION'];

export class NotarySessions {
  constructor(private readonly db: Db) {}

  create(input: { applicationUuid: string; identityUuid: string; party: NotaryParty; participantName: string; identityDocumentUuid: string | null }, now: number): NotarySession {
    const uuid = randomUUID();
    this.db
      .prepare(`INSERT INTO notary_sessions (uuid, application_uuid, identity_uuid, party, participant_name, token, status, identity_document_uuid, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, 'WAITING', ?, ?, ?)`)
      .run(uuid, input.applicationUuid, input.identityUuid, input.party, input.participantName, randomBytes(24).toString('base64url'), input.identityDocumentUuid, now, now);
    return this.get(uuid)!;
  }

  get(uuid: string): NotarySession | null {
    const row = this.db.prepare('SELECT * FROM notary_sessions WHERE uuid = ?').get(uuid) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  byToken(token: string): NotarySession | null {
    const row = this.db.prepare('SELECT * FROM notary_sessions WHERE token = ?').get(token) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  /** The participant's open session for this application, if any. */
  open(applicationUuid: string, identityUuid: string): NotarySession | null {
    const row = this.db
      .prepare("SELECT * FROM notary_sessions WHERE application_uuid = ? AND identity_uuid = ? AND status IN ('WAITING', 'IN_SESSION')")
      .get(applicationUuid, identityUuid) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  /** Open sessions (waiting first, oldest first), then the last finished ones. */
  list(limit = 50): NotarySession[] {
    const rows = this.db
      .prepare(`SELECT * FROM notary_sessions ORDER BY CASE status WHEN 'WAITING' THEN 0 WHEN 'IN_SESSION' THEN 1 ELSE 2 END,
        CASE WHEN status IN ('WAITING', 'IN_SESSION') THEN created_at ELSE -updated_at END LIMIT ?`)
      .all(limit) as Row[];
    return rows.map(fromRow);
  }

  /** Saves the changed fields of a session. */
  save(s: NotarySession): void {
    this.db
      .prepare(`UPDATE notary_sessions SET status = ?, notary_name = ?, identity_verified_at = ?, signature_requested_at = ?, signature_name = ?,
        signed_at = ?, ended_reason = ?, updated_at = ?, admitted_at = ?, finished_at = ? WHERE uuid = ?`)
      .run(s.status, s.notaryName, s.identityVerifiedAt, s.signatureRequestedAt, s.signatureName, s.signedAt, s.endedReason, s.updatedAt, s.admittedAt, s.finishedAt, s.uuid);
  }
}
