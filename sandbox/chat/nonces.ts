import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/** 001 §9: the widget renews its nonce every 60 s; a nonce lives twice that, so one missed renewal is tolerated. */
export const NONCE_TTL_MS = 2 * 60 * 1000;
export const BORROWER_AUTH_FLAG = 'fe-heloc-borrower-authentication';

export interface Nonce {
  nonce: string;
  identityUuid: string;
  expiresAt: number;
}

/** Borrower-authentication nonces for chat (001 §6, §7), in SQLite with their expiry. */
export class ChatNonces {
  constructor(private readonly db: Db) {}

  issue(identityUuid: string, now: number): Nonce {
    this.db.prepare('DELETE FROM chat_nonces WHERE expires_at <= ?').run(now);
    const nonce = randomBytes(24).toString('base64url');
    this.db.prepare('INSERT INTO chat_nonces (nonce, identity_uuid, expires_at, created_at) VALUES (?, ?, ?, ?)').run(nonce, identityUuid, now + NONCE_TTL_MS, now);
    return { nonce, identityUuid, expiresAt: now + NONCE_TTL_MS };
  }

  /** A live nonce (of this identity, when given), or null for a missing, unknown, expired or someone else's one. */
  valid(nonce: unknown, now: number, identityUuid?: string): Nonce | null {
    if (typeof nonce !== 'string' || !nonce) return null;
    const row = this.db.prepare('SELECT nonce, identity_uuid, expires_at FROM chat_nonces WHERE nonce = ?').get(nonce) as { nonce: string; identity_uuid: string; expires_at: number } | undefined;
    if (!row || row.expires_at <= now || (identityUuid && row.identity_uuid !== identityUuid)) return null;
    return { nonce: row.nonce, identityUuid: row.identity_uuid, expiresAt: row.expires_at };
  }

  /** Replaces a live nonce with a new one (the old one stops working), or null. */
  refresh(nonce: unknown, identityUuid: string, now: number): Nonce | null {
    const current = this.valid(nonce, now, identityUuid);
    if (!current) return null;
    this.db.prepare('DELETE FROM chat_nonces WHERE nonce = ?').run(current.nonce);
    return this.issue(identityUuid, now);
  }
}
