import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Database from 'better-sqlite3';
import { buildServer, type ServerOptions } from '../../sandbox/server.js';
import { generousRateLimits } from '../../sandbox/http/rateLimits.js';

export interface Running {
  app: FastifyInstance;
  url: string;
  dir: string;
  databasePath: string;
  /** Moves the server's clock. */
  advance(ms: number): void;
  /** The server's clock. */
  now(): number;
  close(): Promise<void>;
}

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A real server on 127.0.0.1 (port 0) over a real SQLite file in a temp dir. Delays 0 unless given;
 * generous rate limits (the tests register many applicants from one address) and a low scrypt
 * cost (2^10) unless given: tests of the limits and of hashing pass their own.
 */
export async function start(options: Partial<ServerOptions> & { dir?: string; startAt?: number } = {}): Promise<Running> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const databasePath = options.databasePath ?? path.join(dir, 'sandbox.sqlite');
  let now = options.startAt ?? Date.parse('2026-11-20T18:00:00Z');
  const app = await buildServer({ delays: { stepMs: 0, holdMs: 0 }, clock: () => now, distDir: path.join(dir, 'dist'), rateLimits: generousRateLimits, passwordCost: 10, ...options, databasePath });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    app, dir, databasePath,
    url: `http://127.0.0.1:${address.port}`,
    advance: (ms) => { now += ms; },
    now: () => now,
    close: () => app.close(),
  };
}

export function client(server: { url: string }) {
  return async function api<T = any>(method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await fetch(`${server.url}${url}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let parsed: unknown = text;
    try { parsed = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, headers: res.headers, body: parsed as T };
  };
}

/** Row count of a table, read straight from the SQLite file. */
export function count(databasePath: string, table: string): number {
  const db = new Database(databasePath, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export const PASSWORD = 'Sandbox-Passw0rd!';

let seq = 0;
export const uniqueEmail = (prefix = 'applicant') => `${prefix}.${process.pid}.${Date.now()}.${++seq}@example.com`;

export function registration(email = uniqueEmail()) {
  return {
    email, phoneNumber: '(555) 555-1234', smsMarketingConsent: false, smsTransactionalConsent: true,
    password: PASSWORD, confirmPassword: PASSWORD, termPrivacyConsent: true, communicationConsent: true,
  };
}

export function applicationAnswers(lastName = 'Happy', overrides: { state?: string; zip?: string; income?: number } = {}) {
  return {
    propertyAddress: { street1: '12 Main Street', city: 'Portland', state: overrides.state ?? 'OR', zip: overrides.zip ?? '97201', occupancyType: 'PRIMARY' },
    isListedForSale: false,
    income: { income: overrides.income ?? 120000, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: { firstName: 'Pat', lastName },
    dob: { day: 14, month: 3, year: 1980 },
  };
}

export const APP = '/service-application/api/v1/application/heloc';

/** Registers an identity and creates an application; answers the token, the e-mail (to sign in again once the clock moves past the token) and the application. */
export async function newApplicant(api: ReturnType<typeof client>, lastName = 'Happy', overrides: { state?: string; zip?: string; income?: number } = {}) {
  const email = uniqueEmail();
  const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration(email) });
  if (reg.status !== 200) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const token = reg.body.jwt as string;
  const created = await api('POST', APP, { token, body: applicationAnswers(lastName, overrides) });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  return { token, email, uuid: created.body.uuid as string, app: created.body };
}

/** A real 1×1 PNG (the notary console shows identity documents as images). */
export const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';
/** A small PNG as the upload bodies nest it (schemas/fields/file.json). */
export const uploadFile = (fileName = 'id.png') => ({ fileName, contentType: 'image/png', content: pngBase64 });
export const upload = (type: string) => ({ type, file: uploadFile() });
