/**
 * The studio's staff file (schemas/meta/staff.schema.json): who may sign in to /studio, with which
 * role, and the scrypt hash of each person's token. Read by the sandbox (sandbox/studio/staffAuth.ts),
 * checked by `journey validate` when present, written by `journey staff add`.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { createAjv } from './ajv.ts';
import { compileCached } from './compileCache.ts';
import { parseJson } from './jsonText.ts';
import type { Problem } from './problems.ts';
import type { StaffFile, StaffMember, StaffRole } from '../types/staff.ts';

export type { StaffFile, StaffMember, StaffRole } from '../types/staff.ts';

export const STAFF_META = 'schemas/meta/staff.schema.json';
/** The staff file when STAFF_FILE does not name one: beside the config, git-ignored (.gitignore). */
export const DEFAULT_STAFF_FILE = 'staff.json';

/** The staff file of a config root: STAFF_FILE (relative to the working directory) or staff.json in the root. */
export function staffFilePath(root: string, env: Record<string, string | undefined> = process.env): string {
  return env['STAFF_FILE'] ? resolve(env['STAFF_FILE']) : join(root, DEFAULT_STAFF_FILE);
}

/** What each role may do, each including the one before: viewer < editor < publisher. */
export const ROLES: readonly StaffRole[] = ['viewer', 'editor', 'publisher'];
export const roleAllows = (role: StaffRole, needed: StaffRole): boolean => ROLES.indexOf(role) >= ROLES.indexOf(needed);

/** scrypt cost: N=2^14, r=8, p=1 (node's defaults), a 16-byte salt and a 32-byte key. */
const N = 16384, R = 8, P = 1, KEY = 32;

export function hashToken(token: string, salt: Buffer = randomBytes(16)): string {
  const key = scryptSync(token, salt, KEY, { N, r: R, p: P });
  return `scrypt:${N}:${R}:${P}:${salt.toString('base64')}:${key.toString('base64')}`;
}

/** True when `token` hashes to `stored` (constant time); false for any stored value not in the scrypt form. */
export function tokenMatches(token: string, stored: string): boolean {
  const m = /^scrypt:(\d+):(\d+):(\d+):([A-Za-z0-9+/]+=*):([A-Za-z0-9+/]+=*)$/.exec(stored);
  if (!m) return false;
  const expected = Buffer.from(m[5]!, 'base64');
  const [n, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // A cost outside what node accepts by default is refused rather than thrown.
  if (n < 2 || n > 1 << 20 || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16 || expected.length < 16) return false;
  const key = scryptSync(token, Buffer.from(m[4]!, 'base64'), expected.length, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 });
  return timingSafeEqual(key, expected);
}

/** A new sign-in token: 24 random bytes, base64url (32 characters). */
export const newToken = () => randomBytes(24).toString('base64url');

/** The problems of a staff file's content: its meta-schema, then ids that repeat. `file` names it in each problem. */
export function checkStaff(root: string, data: unknown, file: string): Problem[] {
  const validate = compileCached(parseJson(readFileSync(join(root, STAFF_META), 'utf8')) as object, () => createAjv('staff'), 'meta');
  if (!validate(data)) {
    return (validate.errors ?? []).map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : e.keyword === 'enum' ? `: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` : '';
      return { file, pointer: e.instancePath, message: `${e.message ?? 'invalid'}${extra} (${STAFF_META})` };
    });
  }
  const seen = new Set<string>();
  const problems: Problem[] = [];
  (data as StaffFile).staff.forEach((m, i) => {
    if (seen.has(m.id)) problems.push({ file, pointer: `/staff/${i}/id`, message: `the id "${m.id}" is used by an earlier member: each person signs in with their own id` });
    seen.add(m.id);
  });
  return problems;
}

/** Thrown when the staff file exists but cannot be used: what is wrong, where. */
export class StaffFileError extends Error {}

/** The staff file's members, or null when there is no staff file. */
export function readStaff(root: string, path: string): StaffMember[] | null {
  if (!existsSync(path)) return null;
  let data: unknown;
  try {
    data = parseJson(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new StaffFileError(`${path}: ${(e as Error).message}`);
  }
  const problems = checkStaff(root, data, path);
  if (problems.length) throw new StaffFileError(`${path} is not a valid staff file: ${problems.map((p) => `${p.pointer || '/'} ${p.message}`).join('; ')}`);
  return (data as StaffFile).staff;
}

/**
 * Adds a member (or gives an existing id a new token, name, e-mail and role) and writes the file;
 * returns the token, which is kept nowhere else: only its hash is written.
 */
export function addStaff(root: string, path: string, member: Omit<StaffMember, 'tokenHash'>): { token: string; replaced: boolean } {
  const current: StaffFile = existsSync(path) ? { staff: readStaff(root, path) ?? [] } : { $schema: `./${STAFF_META}`, staff: [] };
  if (existsSync(path)) Object.assign(current, parseJson(readFileSync(path, 'utf8')) as StaffFile);
  const token = newToken();
  const entry: StaffMember = { ...member, tokenHash: hashToken(token) };
  const replaced = current.staff.some((m) => m.id === member.id);
  current.staff = replaced ? current.staff.map((m) => (m.id === member.id ? entry : m)) : [...current.staff, entry];
  const problems = checkStaff(root, current, path);
  if (problems.length) throw new StaffFileError(problems.map((p) => `${p.pointer || '/'} ${p.message}`).join('; '));
  const temp = `${path}.${process.pid}.saving`;
  writeFileSync(temp, JSON.stringify(current, null, 2) + '\n', { mode: 0o600 });
  renameSync(temp, path);
  return { token, replaced };
}
