/**
 * The studio's staff file (engine/config/staffFile.ts, schemas/meta/staff.schema.json): tokens kept as
 * scrypt hashes only and checked in constant time, the roles' order, the file's checks (meta-schema,
 * repeated ids), `journey staff add` printing the token once, and `journey validate` reading the file.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addStaff, checkStaff, hashToken, readStaff, roleAllows, StaffFileError, tokenMatches } from '../../engine/config/staffFile.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'staff-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tokens', () => {
  it('are kept as a salted scrypt hash that only the token matches', () => {
    const hash = hashToken('s3cret-token');
    expect(hash).toMatch(/^scrypt:16384:8:1:[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/);
    expect(hash).not.toContain('s3cret');
    expect(hashToken('s3cret-token')).not.toBe(hash);
    expect(tokenMatches('s3cret-token', hash)).toBe(true);
    expect(tokenMatches('s3cret-tokem', hash)).toBe(false);
    expect(tokenMatches('', hash)).toBe(false);
  });

  it('refuses a stored value that is not a scrypt hash, or one with a cost out of bounds, without throwing', () => {
    expect(tokenMatches('x', 'x')).toBe(false);
    expect(tokenMatches('x', 'plain:abc')).toBe(false);
    const [, , r, p, salt, key] = hashToken('x').split(':');
    expect(tokenMatches('x', `scrypt:${2 ** 30}:${r}:${p}:${salt}:${key}`)).toBe(false);
    expect(tokenMatches('x', `scrypt:1000:${r}:${p}:${salt}:${key}`)).toBe(false);
  });
});

describe('roles', () => {
  it('each includes the one before: viewer < editor < publisher', () => {
    expect(roleAllows('viewer', 'viewer')).toBe(true);
    expect(roleAllows('viewer', 'editor')).toBe(false);
    expect(roleAllows('editor', 'editor')).toBe(true);
    expect(roleAllows('editor', 'publisher')).toBe(false);
    expect(roleAllows('publisher', 'editor')).toBe(true);
    expect(roleAllows('publisher', 'publisher')).toBe(true);
  });
});

describe('the staff file', () => {
  const member = { id: 'ana', name: 'Ana Ruiz', email: 'ana@lender.example', role: 'editor' as const, tokenHash: hashToken('t') };

  it('is checked against its meta-schema, and ids are unique', () => {
    expect(checkStaff(ROOT, { staff: [member] }, 'staff.json')).toEqual([]);
    expect(checkStaff(ROOT, { staff: [{ ...member, role: 'owner' }] }, 'staff.json')).toEqual([{ file: 'staff.json', pointer: '/staff/0/role', message: 'must be equal to one of the allowed values: viewer, editor, publisher (schemas/meta/staff.schema.json)' }]);
    expect(checkStaff(ROOT, { staff: [{ ...member, token: 'plain' }] }, 'staff.json')[0]!.message).toContain('must NOT have additional properties "token"');
    expect(checkStaff(ROOT, { staff: [{ ...member, email: 'not an address' }] }, 'staff.json')[0]!.pointer).toBe('/staff/0/email');
    expect(checkStaff(ROOT, { staff: [member, { ...member, name: 'Other' }] }, 'staff.json')).toEqual([{ file: 'staff.json', pointer: '/staff/1/id', message: 'the id "ana" is used by an earlier member: each person signs in with their own id' }]);
  });

  it('is read as its members, or null when absent; a broken one says what is wrong', () => {
    const file = join(dir, 'read.json');
    expect(readStaff(ROOT, file)).toBeNull();
    writeFileSync(file, JSON.stringify({ staff: [member] }));
    expect(readStaff(ROOT, file)).toEqual([member]);
    writeFileSync(file, JSON.stringify({ staff: [{ ...member, role: 'boss' }] }));
    expect(() => readStaff(ROOT, file)).toThrow(StaffFileError);
    expect(() => readStaff(ROOT, file)).toThrow(/\/staff\/0\/role must be equal to one of the allowed values/);
  });

  it('gets a member added, or an existing id a new token, keeping only the hash', () => {
    const file = join(dir, 'add.json');
    const first = addStaff(ROOT, file, { id: 'ana', name: 'Ana Ruiz', email: 'ana@lender.example', role: 'editor' });
    const again = addStaff(ROOT, file, { id: 'ana', name: 'Ana Ruiz', email: 'ana@lender.example', role: 'publisher' });
    expect(again.replaced).toBe(true);
    const [ana] = readStaff(ROOT, file)!;
    expect(ana!.role).toBe('publisher');
    expect(tokenMatches(again.token, ana!.tokenHash)).toBe(true);
    expect(tokenMatches(first.token, ana!.tokenHash)).toBe(false);
    expect(readFileSync(file, 'utf8')).not.toContain(again.token);
  });
});

describe('the CLI', () => {
  const journey = (...args: string[]) => spawnSync('npx', ['tsx', 'engine/cli/journey.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, STAFF_FILE: '' } });

  it('journey staff add prints the token once and writes its hash; a wrong role is a usage error', () => {
    const file = join(dir, 'cli.json');
    const added = journey('staff', 'add', 'pat', '--name', 'Pat Lee', '--email', 'pat@lender.example', '--role', 'publisher', '--file', file);
    expect(added.status, added.stderr).toBe(0);
    const token = added.stdout.trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(added.stderr).toContain('shown once');
    expect(tokenMatches(token, readStaff(ROOT, file)![0]!.tokenHash)).toBe(true);
    const wrong = journey('staff', 'add', 'pat', '--name', 'Pat', '--email', 'pat@lender.example', '--role', 'owner', '--file', file);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('staff add needs --role viewer|editor|publisher');
  }, 60_000);

  it('journey validate checks the staff file when there is one', () => {
    const copy = mkdtempSync(join(tmpdir(), 'staff-validate-'));
    try {
      for (const p of ['journeys', 'schemas', 'brands', 'locales', 'fixtures', 'sandbox/data/pricing.json', 'sandbox/data/stateTerms.json', 'renderer/registry.json', 'renderer/public', 'renderer/styles', 'package.json']) {
        execFileSync('cp', ['-r', '--parents', p, copy], { cwd: ROOT });
      }
      expect(journey('validate', '--root', copy).status).toBe(0);
      writeFileSync(join(copy, 'staff.json'), JSON.stringify({ staff: [{ id: 'x', name: 'X', email: 'x@lender.example', role: 'editor', tokenHash: 'plain' }] }));
      const broken = journey('validate', '--root', copy);
      expect(broken.status).toBe(1);
      expect(broken.stdout).toContain('/staff/0/id');
      expect(broken.stdout).toContain('/staff/0/tokenHash');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
