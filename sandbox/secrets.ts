import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db/database.js';

export interface Secrets {
  jwtSecret: string;
  ssnKey: string;
}

const MIN_LENGTH = 32;

/** Why a configured secret is refused, or null (issue 14: JWT_SECRET=secret was accepted). */
export function weakSecret(name: string, value: string): string | null {
  const distinct = new Set(value).size;
  if (value.length < MIN_LENGTH || distinct < 10) {
    return `${name} is too weak: use at least ${MIN_LENGTH} random characters (for example the output of \`openssl rand -base64 48\`)`;
  }
  return null;
}

const generate = () => randomBytes(48).toString('base64url');

/**
 * The signing secret of the tokens and the key of the SSN hash: from the options (environment) when
 * given, refused when weak; otherwise generated once and kept in a secrets file beside the database
 * (mode 0600), never in the database itself, so a copy of the database cannot forge a token or test
 * SSNs against their hashes. A secret an older sandbox kept in the database moves to the file.
 */
export function loadSecrets(db: Db, options: { jwtSecret?: string | undefined; ssnKey?: string | undefined; secretsFile: string; databasePath: string }): Secrets {
  for (const [name, value] of [['JWT_SECRET', options.jwtSecret], ['SSN_KEY', options.ssnKey]] as const) {
    const problem = value !== undefined ? weakSecret(name, value) : null;
    if (problem) throw new Error(problem);
  }
  const inMemory = options.databasePath === ':memory:';
  let stored: Partial<Secrets> = {};
  if (!inMemory && fs.existsSync(options.secretsFile)) stored = JSON.parse(fs.readFileSync(options.secretsFile, 'utf8')) as Partial<Secrets>;
  const legacy = db.prepare("SELECT value FROM settings WHERE key = 'jwtSecret'").get() as { value: string } | undefined;
  const secrets: Secrets = {
    jwtSecret: options.jwtSecret ?? stored.jwtSecret ?? legacy?.value ?? generate(),
    ssnKey: options.ssnKey ?? stored.ssnKey ?? generate(),
  };
  const toKeep = { jwtSecret: stored.jwtSecret ?? (options.jwtSecret ? undefined : secrets.jwtSecret), ssnKey: stored.ssnKey ?? (options.ssnKey ? undefined : secrets.ssnKey) };
  if (!inMemory && (toKeep.jwtSecret !== stored.jwtSecret || toKeep.ssnKey !== stored.ssnKey)) {
    fs.mkdirSync(path.dirname(path.resolve(options.secretsFile)), { recursive: true });
    fs.writeFileSync(options.secretsFile, `${JSON.stringify(toKeep, null, 2)}\n`, { mode: 0o600 });
    fs.chmodSync(options.secretsFile, 0o600);
  }
  if (legacy) db.prepare("DELETE FROM settings WHERE key = 'jwtSecret'").run();
  return secrets;
}
