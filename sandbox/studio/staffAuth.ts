/**
 * Who is using the studio, and what they may do (README "Studio staff and history"): the members of
 * the staff file (engine/config/staffFile.ts) sign in at /studio/sign-in with their id and token and
 * carry an httpOnly, SameSite=Strict session cookie; the shared operations token (OPS_TOKEN) acts as
 * a publisher only while there is no staff file (a sandbox demo, the existing scripts), and always
 * for /ops. Sessions live in memory: restarting the sandbox signs everyone out.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { readStaff, StaffFileError, tokenMatches, type StaffMember, type StaffRole } from '../../engine/config/staffFile.ts';

export const SESSION_COOKIE = 'studio_session';
/** A session lasts a working day. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

/** The person a studio request is made by: a staff member, or the operations token standing in for one. */
export interface StudioActor {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** How they were recognised. */
  via: 'session' | 'ops-token' | 'open';
}

/** The operations token's stand-in, the author of what it saves. */
export const OPS_ACTOR: Omit<StudioActor, 'via'> = { id: 'ops', name: 'Studio (operations token)', email: 'ops@sandbox.invalid', role: 'publisher' };

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

export class StudioAuth {
  private sessions = new Map<string, { member: string; expires: number }>();
  private cache: { mtimeMs: number; size: number; staff: StaffMember[] } | null = null;

  constructor(private readonly root: string, readonly staffFile: string, private readonly now: () => number) {}

  /** The staff file's members (re-read when it changes, so a new member or role counts at once), or null when there is none. */
  staff(): StaffMember[] | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.staffFile);
    } catch {
      this.cache = null;
      return null;
    }
    if (this.cache && this.cache.mtimeMs === stat.mtimeMs && this.cache.size === stat.size) return this.cache.staff;
    const staff = readStaff(this.root, this.staffFile) ?? [];
    this.cache = { mtimeMs: stat.mtimeMs, size: stat.size, staff };
    return staff;
  }

  /** A new session for a member whose id and token match, or null (the same answer for an unknown id and a wrong token). */
  signIn(id: unknown, token: unknown): { session: string; member: StaffMember } | null {
    if (typeof id !== 'string' || typeof token !== 'string' || token.length > 200) return null;
    const member = (this.staff() ?? []).find((m) => m.id === id.trim().toLowerCase());
    if (!member || !tokenMatches(token.trim(), member.tokenHash)) return null;
    const session = randomBytes(32).toString('base64url');
    this.sessions.set(session, { member: member.id, expires: this.now() + SESSION_MS });
    return { session, member };
  }

  signOut(session: string | undefined): void {
    if (session) this.sessions.delete(session);
  }

  /** The member a session cookie belongs to, as the staff file says now (a removed member's session ends). */
  member(session: string | undefined): StaffMember | null {
    if (!session) return null;
    const s = this.sessions.get(session);
    if (!s || s.expires < this.now()) {
      if (s) this.sessions.delete(session);
      return null;
    }
    return (this.staff() ?? []).find((m) => m.id === s.member) ?? null;
  }
}

export { StaffFileError };
