/**
 * The lender's clock, as its answers' `Date` headers tell it (sandbox/http/serverTiming.ts), so the
 * dates the app words against today (the line page's "will be funded" or "funded", engine rules
 * reading `today`) agree with the server's and not with a phone whose clock is wrong or, on the
 * sandbox, with a clock operations moved on (POST /ops/clock). Until an answer has come, the
 * phone's clock. A header is whole seconds, so a difference under two seconds is taken as none.
 */
let offsetMs = 0;

/** Notes the server's time from an answer's Date header, received at `receivedAt` (the phone's clock). */
export function noteServerDate(header: string | null, receivedAt = Date.now()): void {
  if (!header) return;
  const at = Date.parse(header);
  if (!Number.isFinite(at)) return;
  const offset = at - receivedAt;
  offsetMs = Math.abs(offset) < 2_000 ? 0 : offset;
}

/** Now on the server's clock (ms). */
export const serverNow = (): number => Date.now() + offsetMs;

/**
 * Today as YYYY-MM-DD on the server's clock, in the phone's time zone; built by hand, since the first
 * toLocaleDateString call loads the locale data (~80 ms at 4× throttling, issue 13).
 */
export function serverToday(): string {
  const d = new Date(serverNow());
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
