import { createHmac } from 'node:crypto';
import type { Db } from './database.js';
import type { IdentityType } from '../http/tokens.js';

export type Address = {
  uuid: string;
  kind: 'PROPERTY' | 'HOME';
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  fullAddress: string;
  occupancyType?: string;
  ownership: string | null;
};

/** Profile as answered by GET /service-profile/api/v1/profile (000 §3). */
export type Profile = {
  name: { firstName: string; middleName?: string | null; lastName: string; suffix?: string | null } | null;
  dob: { day: number; month: number; year: number } | null;
  addresses: Address[];
  phoneNumber: string | null;
  smsMarketingConsent?: boolean;
  smsTransactionalConsent?: boolean;
  maritalStatus?: string;
  /** A broker (001 §6): set by staff (PATCH /ops/identities/{uuid}). */
  isBroker?: boolean;
  /**
   * What the applicant answered on the registration screens the register call sends (journeys/register.json
   * stepsComplete.calls: screens), every declared answer but writeOnly ones: kept with each application the
   * account makes (sandbox/routes/application.ts), so a field added to those screens reaches the review pages.
   */
  answers?: Record<string, unknown>;
};

export interface Identity {
  uuid: string;
  email: string;
  passwordHash: string;
  type: IdentityType;
  orgCode: string;
  profile: Profile;
  ssnLast4: string | null;
  createdAt: number;
  updatedAt: number;
}

interface Row {
  uuid: string;
  email: string;
  password_hash: string;
  type: IdentityType;
  org_code: string;
  profile_json: string;
  ssn_last4: string | null;
  created_at: number;
  updated_at: number;
}

const fromRow = (r: Row): Identity => ({
  uuid: r.uuid,
  email: r.email,
  passwordHash: r.password_hash,
  type: r.type,
  orgCode: r.org_code,
  profile: JSON.parse(r.profile_json) as Profile,
  ssnLast4: r.ssn_last4,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export class Identities {
  /** `ssnKey`: the HMAC key of SSN hashes, kept outside the database (secrets.ts). */
  constructor(private readonly db: Db, private readonly ssnKey: string) {}

  byEmail(email: string): Identity | null {
    const row = this.db.prepare('SELECT * FROM identities WHERE email = ?').get(email) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  byUuid(uuid: string): Identity | null {
    const row = this.db.prepare('SELECT * FROM identities WHERE uuid = ?').get(uuid) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  /** Throws SQLITE_CONSTRAINT_UNIQUE when the e-mail exists (any case). */
  insert(identity: Omit<Identity, 'ssnLast4'>): void {
    this.db
      .prepare(
        `INSERT INTO identities (uuid, email, password_hash, type, org_code, profile_json, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(identity.uuid, identity.email, identity.passwordHash, identity.type, identity.orgCode, JSON.stringify(identity.profile), identity.createdAt, identity.updatedAt);
  }

  saveProfile(uuid: string, profile: Profile, now: number): void {
    this.db.prepare('UPDATE identities SET profile_json = ?, updated_at = ? WHERE uuid = ?').run(JSON.stringify(profile), now, uuid);
  }

  savePasswordHash(uuid: string, passwordHash: string, now: number): void {
    this.db.prepare('UPDATE identities SET password_hash = ?, updated_at = ? WHERE uuid = ?').run(passwordHash, now, uuid);
  }

  /**
   * Keeps a keyed hash and the last four digits only. The key lives outside the database: a salted
   * sha256 beside the last four left a billion guesses at most (issue 14).
   */
  saveSsn(uuid: string, ssn: string, now: number): void {
    const digits = ssn.replace(/\D/g, '');
    const hash = `hmac-sha256$${createHmac('sha256', this.ssnKey).update(`${uuid}:${digits}`).digest('hex')}`;
    this.db.prepare('UPDATE identities SET ssn_hash = ?, ssn_last4 = ?, updated_at = ? WHERE uuid = ?').run(hash, digits.slice(-4), now, uuid);
  }
}

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
