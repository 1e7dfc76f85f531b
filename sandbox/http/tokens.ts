import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database.js';

export type IdentityType = 'BORROWER' | 'CO_DEEDER';

export interface Claims {
  identityUuid: string;
  type: IdentityType;
  orgCode: string;
  jti: string;
  exp: number;
}

const TOKEN_LIFETIME_S = 12 * 60 * 60;

/** Signs and checks the sandbox's HS256 JWTs; logout revokes by token id. */
export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(identityUuid: string, type: IdentityType, orgCode: string): Promise<string> {
    const now = Math.floor(this.clock() / 1000);
    return new SignJWT({ typ: type, org: orgCode })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(identityUuid)
      .setJti(randomUUID())
      .setIssuer('heloc-sandbox')
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_LIFETIME_S)
      .sign(this.key);
  }

  /** The claims of a valid, unrevoked token, or null. */
  async verify(token: string): Promise<Claims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: 'heloc-sandbox',
        currentDate: new Date(this.clock()),
        // A token without an expiry would never expire (issue 14); ours always carry these.
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      const revoked = this.db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?').get(payload.jti);
      if (revoked) return null;
      const type = payload['typ'] === 'CO_DEEDER' ? 'CO_DEEDER' : 'BORROWER';
      return { identityUuid: payload.sub, type, orgCode: String(payload['org'] ?? ''), jti: payload.jti, exp: payload.exp ?? 0 };
    } catch {
      return null;
    }
  }

  revoke(claims: Claims): void {
    this.db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)').run(claims.jti, claims.exp * 1000);
    this.db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?').run(this.clock());
  }
}
