import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const keyLength = 32;
const r = 8;
const p = 1;
/** OWASP's scrypt cost: N = 2^17 (128 MiB, r = 8). */
export const DEFAULT_COST = 17;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; room for that and a little more.
  const maxmem = 128 * options.N * options.r + 32 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem } satisfies ScryptOptions, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/**
 * Password hashes with scrypt at cost 2^`logN` (issue 14: it was 2^14). Stored as
 * `scrypt$N$r$p$salt$hash` (base64url), so hashes made at another cost still verify and are
 * re-hashed at sign-in (`needsRehash`). Tests pass a lower cost explicitly (ServerOptions.passwordCost).
 */
export class Passwords {
  private readonly N: number;
  private decoyHash: Promise<string> | null = null;

  constructor(logN = DEFAULT_COST) {
    if (!Number.isInteger(logN) || logN < 10 || logN > 20) throw new Error(`passwordCost must be an integer from 10 to 20, not ${logN}`);
    this.N = 2 ** logN;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, { N: this.N, r, p });
    return ['scrypt', this.N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, sr, sp, salt, hash] = stored.split('$');
    const params = { N: Number(n), r: Number(sr), p: Number(sp) };
    if (scheme !== 'scrypt' || !salt || !hash || !(params.N >= 2 && params.N <= 2 ** 20) || params.r > 32 || params.p > 4) return false;
    const expected = Buffer.from(hash, 'base64url');
    const key = await derive(password, Buffer.from(salt, 'base64url'), params);
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** A hash made at a lower cost than the current one. */
  needsRehash(stored: string): boolean {
    return Number(stored.split('$')[1]) < this.N;
  }

  /** A hash of a password nobody knows, so unknown e-mails take as long as wrong passwords. */
  decoy(): Promise<string> {
    this.decoyHash ??= this.hash(randomBytes(12).toString('hex'));
    return this.decoyHash;
  }
}
