/**
 * Tokens, secrets and stored credentials (issue 14 item 4): a token without `exp` is refused,
 * logout revokes, a weak JWT_SECRET stops the server, the generated secrets live in a 0600 file
 * beside the database and never in it (an old one in the database moves out), passwords are hashed
 * with scrypt N = 2^17 by default and older hashes are upgraded at sign-in, SSNs get a keyed hash.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../sandbox/server.js';
import { APP, PASSWORD, client, newApplicant, registration, start, uniqueEmail, type Running } from './helpers.js';

const servers: Running[] = [];
afterAll(async () => { for (const s of servers) await s.close(); });
const run = async (options: Parameters<typeof start>[0] = {}) => {
  const s = await start(options);
  servers.push(s);
  return { server: s, api: client(s) };
};
const row = (file: string, sql: string, ...args: unknown[]) => {
  const db = new Database(file, { readonly: true });
  try { return db.prepare(sql).get(...args) as Record<string, any> | undefined; } finally { db.close(); }
};

const SECRET = 'k3y-for-tests-0123456789-abcdefghijklmnop';

describe('tokens', () => {
  it('refuses a correctly signed token without exp, and one logged out', async () => {
    const { api } = await run({ jwtSecret: SECRET });
    const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration() });
    const forever = await new SignJWT({ typ: 'BORROWER', org: 'FIGURE' }).setProtectedHeader({ alg: 'HS256' }).setSubject(reg.body.identity.uuid)
      .setJti('no-expiry').setIssuer('heloc-sandbox').setIssuedAt().sign(new TextEncoder().encode(SECRET));
    expect((await api('GET', '/identity/secure/api/v1/identity', { token: forever })).status).toBe(401);
    const token = reg.body.jwt as string;
    expect((await api('GET', '/identity/secure/api/v1/identity', { token })).status).toBe(200);
    expect((await api('POST', '/identity-broker/customer/secure/api/v3/logout', { token })).status).toBe(200);
    const after = await api('GET', '/identity/secure/api/v1/identity', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('invalid token');
    // The server signs and checks with the JWT_SECRET it was given: the same claims with an expiry are
    // accepted under it and refused under any other key.
    const signed = (key: string) => new SignJWT({ typ: 'BORROWER', org: 'FIGURE' }).setProtectedHeader({ alg: 'HS256' }).setSubject(reg.body.identity.uuid)
      .setJti(`with-expiry-${key.length}`).setIssuer('heloc-sandbox').setIssuedAt().setExpirationTime('10m').sign(new TextEncoder().encode(key));
    expect((await api('GET', '/identity/secure/api/v1/identity', { token: await signed(SECRET) })).status).toBe(200);
    expect((await api('GET', '/identity/secure/api/v1/identity', { token: await signed(`${SECRET}-other`) })).status).toBe(401);
  });

  it.each(['secret', 'changeme', 'a'.repeat(40), '0123456789012345678901234567890'])('a weak JWT_SECRET (%s) stops the server', async (jwtSecret) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-weak-'));
    await expect(buildServer({ databasePath: path.join(dir, 'db.sqlite'), jwtSecret, passwordCost: 10 })).rejects.toThrow(/JWT_SECRET is too weak/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('secrets outside the database', () => {
  it('generated once into a 0600 file beside the database; the database holds no secret; tokens survive a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-secrets-'));
    const { server, api } = await run({ dir });
    const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration() });
    const file = `${server.databasePath}.secrets.json`;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const secrets = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(secrets.ssnKey.length).toBeGreaterThanOrEqual(32);
    expect(row(server.databasePath, "SELECT COUNT(*) AS n FROM settings WHERE key = 'jwtSecret'")!['n']).toBe(0);
    await server.close();
    const again = await run({ dir });
    expect((await again.api('GET', '/identity/secure/api/v1/identity', { token: reg.body.jwt })).status).toBe(200);
  });

  it('a secret an older sandbox kept in the database moves to the file, and its tokens still work', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-legacy-'));
    const first = await run({ dir });
    const reg = await first.api('POST', '/identity/api/v1/registration/register', { body: registration() });
    const file = `${first.server.databasePath}.secrets.json`;
    const { jwtSecret } = JSON.parse(fs.readFileSync(file, 'utf8'));
    await first.server.close();
    fs.rmSync(file);
    const db = new Database(first.server.databasePath);
    db.prepare("INSERT INTO settings (key, value) VALUES ('jwtSecret', ?)").run(jwtSecret);
    db.close();
    const second = await run({ dir });
    expect((await second.api('GET', '/identity/secure/api/v1/identity', { token: reg.body.jwt })).status).toBe(200);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).jwtSecret).toBe(jwtSecret);
    expect(row(second.server.databasePath, "SELECT COUNT(*) AS n FROM settings WHERE key = 'jwtSecret'")!['n']).toBe(0);
  });
});

describe('stored credentials', () => {
  it('hashes with scrypt N = 2^17 unless a test lowers it, and upgrades a cheaper hash at sign-in', async () => {
    const { server, api } = await run({ passwordCost: 17 });
    const email = uniqueEmail('cost');
    await api('POST', '/identity/api/v1/registration/register', { body: registration(email) });
    expect(row(server.databasePath, 'SELECT password_hash FROM identities WHERE email = ?', email)!['password_hash']).toMatch(/^scrypt\$131072\$8\$1\$/);

    const low = await run({ passwordCost: 10 });
    const old = uniqueEmail('old');
    await low.api('POST', '/identity/api/v1/registration/register', { body: registration(old) });
    await low.server.close();
    const upgraded = await run({ dir: low.server.dir, passwordCost: 12 });
    expect((await upgraded.api('POST', '/identity/api/v1/login', { body: { email: old, password: PASSWORD } })).status).toBe(200);
    expect(row(upgraded.server.databasePath, 'SELECT password_hash FROM identities WHERE email = ?', old)!['password_hash']).toMatch(/^scrypt\$4096\$/);
  }, 60_000);

  it('keeps a keyed hash of the SSN, not sha256(uuid:ssn)', async () => {
    const { server, api } = await run();
    const { token, uuid } = await newApplicant(api, 'Nomatch');
    await api('POST', `/ops/applications/${uuid}/status`, { body: { status: 'CREDIT_NO_MATCH' } });
    const ssn = await api('POST', `${APP}/${uuid}/ssn`, { token, body: { ssn: '123-45-6789' } });
    expect(ssn.status).toBe(200);
    const identity = row(server.databasePath, 'SELECT uuid, ssn_hash, ssn_last4 FROM identities WHERE ssn_last4 IS NOT NULL')!;
    expect(identity['ssn_last4']).toBe('6789');
    expect(identity['ssn_hash']).toMatch(/^hmac-sha256\$[0-9a-f]{64}$/);
    expect(identity['ssn_hash']).not.toContain(createHash('sha256').update(`${identity['uuid']}:123456789`).digest('hex'));
  });
});
