import { pleaseWait } from '../../engine/waitWords.ts';
import type { Db } from '../db/database.js';
import { ApiError } from './errors.js';

const WINDOW_MS = 15 * 60 * 1000;

/** Failures counted, how many are free, and the longest wait they can cause (seconds). */
interface Rule {
  free: number;
  capSeconds: number;
}

/**
 * Sign-in throttle (issue 14: five wrong passwords locked the real owner out for 15 minutes, and
 * nothing limited one client trying many e-mails). A client is a browser session (http/visitor.ts;
 * an address when the request carries no session cookie), so people sharing a household's or an
 * office's address do not add up. Failures in the last 15 minutes are counted four ways; past the
 * free ones each adds a wait that doubles from the last failure:
 * - this account from this client: 3 free, waits up to 5 minutes;
 * - this client, any account: 10 free, waits up to 15 minutes (one client guessing many e-mails);
 * - this address, any account: 50 free, waits up to 15 minutes (a flood guard against a client
 *   that takes a fresh session for every guess);
 * - this account, any client: 10 free, waits at most 30 seconds, so failures from elsewhere can
 *   slow the owner down but never lock them out.
 */
export const RULES = {
  accountFromClient: { free: 3, capSeconds: 5 * 60 },
  client: { free: 10, capSeconds: 15 * 60 },
  address: { free: 50, capSeconds: 15 * 60 },
  account: { free: 10, capSeconds: 30 },
} satisfies Record<string, Rule>;

/** Seconds to wait after `count` failures, the last at `last`. */
function waitFor(rule: Rule, count: number, last: number | null, now: number): number {
  if (count < rule.free || last === null) return 0;
  const delayMs = Math.min(rule.capSeconds, 2 ** (count - rule.free)) * 1000;
  return Math.max(0, Math.ceil((last + delayMs - now) / 1000));
}

export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /** Throws 429 with Retry-After while a wait is running. */
  check(email: string, client: string, address: string, now: number): void {
    const since = now - WINDOW_MS;
    const stats = (where: string, ...args: unknown[]) =>
      this.db.prepare(`SELECT COUNT(*) AS n, MAX(at) AS last FROM login_failures WHERE ${where} AND at > ?`).get(...args, since) as { n: number; last: number | null };
    const pair = stats('email = ? AND client = ?', email, client);
    const byClient = stats('client = ?', client);
    const byAddress = stats('address = ?', address);
    const byAccount = stats('email = ?', email);
    const wait = Math.max(
      waitFor(RULES.accountFromClient, pair.n, pair.last, now),
      waitFor(RULES.client, byClient.n, byClient.last, now),
      waitFor(RULES.address, byAddress.n, byAddress.last, now),
      waitFor(RULES.account, byAccount.n, byAccount.last, now),
    );
    if (wait > 0) {
      throw new ApiError(429, `Too many failed attempts. ${pleaseWait(wait)}`, {}, { 'retry-after': String(wait) }, (t) => `${t('Too many failed attempts.')} ${pleaseWait(wait, t)}`);
    }
  }

  fail(email: string, client: string, address: string, now: number): void {
    this.db.prepare('INSERT INTO login_failures (email, client, address, at) VALUES (?, ?, ?, ?)').run(email, client, address, now);
    this.db.prepare('DELETE FROM login_failures WHERE at <= ?').run(now - WINDOW_MS);
  }

  /** A success forgets this client's failures for the account. */
  succeed(email: string, client: string): void {
    this.db.prepare('DELETE FROM login_failures WHERE email = ? AND client = ?').run(email, client);
  }
}
