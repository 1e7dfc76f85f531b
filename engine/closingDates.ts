/**
 * The dates of a signed line (schemas/data/closing.schema.json), as screens read them through
 * `{{closing.*}}`: the day the borrower signed, the last day of the right to cancel, the day the
 * line is funded and the first payment's due date. Pure; each date comes with its trace.
 *
 * - Signed: the later of the closing documents' signature (`app.signedDocuments.closing.signedAt`)
 *   and the notarised deed (`app.deedSignedAt`): the security interest exists once both are signed.
 * - Right to cancel: until midnight of the third business day after the latest of consummation, the
 *   delivery of the notice of the right to cancel and the delivery of the material disclosures
 *   (Regulation Z §1026.15(a)(3)). The notice (sandbox/documents/rescissionNotice.ts) is listed to
 *   each owner before they sign (schemas/application/notary/intro.json, schemas/signer/intro.json) and
 *   the material disclosures are the closing disclosure signed, so the latest is the signing; for rescission a business day is every calendar day except Sundays and the
 *   federal legal public holidays of 5 U.S.C. 6103(a), on their actual dates, not the day a
 *   holiday is observed (§1026.2(a)(6) and its official interpretation 2(a)(6)-2).
 * - Funding: no money moves until the right to cancel has expired (§1026.15(c)); the line is funded
 *   on the first banking day after it: Monday to Friday, not a federal holiday (a holiday on a
 *   Sunday is kept the next Monday).
 * - First payment: one month after funding, the finance figures' assumption (docs/finance.md).
 */
import type { ClosingDates } from './types/closing.ts';
import type { ClosingWait } from './types/closingWait.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { StateLaw } from './types/application.ts';

export type { ClosingDates, ClosingWait, StateLaw };

/** The calendar the dates are counted in: the lender's business days. */
export const CLOSING_TIME_ZONE = 'America/New_York';
/** Business days the borrower may cancel in (Regulation Z §1026.15(a)(3)). */
export const RESCISSION_BUSINESS_DAYS = 3;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/** A calendar day as [year, month 1–12, day]; arithmetic in UTC so no clock or zone shifts it. */
type Day = Date;
const day = (y: number, m: number, d: number): Day => new Date(Date.UTC(y, m - 1, d));
const iso = (d: Day) => d.toISOString().slice(0, 10);
const addDays = (d: Day, n: number): Day => new Date(d.getTime() + n * 86_400_000);
const weekday = (d: Day) => d.getUTCDay();
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, wd: number, n: number): Day {
  if (n > 0) {
    const first = day(year, month, 1);
    return addDays(first, ((wd - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = day(year, month + 1, 0);
  return addDays(last, -((weekday(last) - wd + 7) % 7));
}

/** The federal legal public holidays of 5 U.S.C. 6103(a) in a year, on their actual dates. */
export function federalHolidays(year: number): { date: string; name: string }[] {
  return [
    [day(year, 1, 1), "New Year's Day"],
    [nthWeekday(year, 1, 1, 3), 'Birthday of Martin Luther King, Jr.'],
    [nthWeekday(year, 2, 1, 3), "Washington's Birthday"],
    [nthWeekday(year, 5, 1, -1), 'Memorial Day'],
    [day(year, 6, 19), 'Juneteenth National Independence Day'],
    [day(year, 7, 4), 'Independence Day'],
    [nthWeekday(year, 9, 1, 1), 'Labor Day'],
    [nthWeekday(year, 10, 1, 2), 'Columbus Day'],
    [day(year, 11, 11), 'Veterans Day'],
    [nthWeekday(year, 11, 4, 4), 'Thanksgiving Day'],
    [day(year, 12, 25), 'Christmas Day'],
  ].map(([d, name]) => ({ date: iso(d as Day), name: name as string }));
}

const holidayOn = (d: Day) => federalHolidays(d.getUTCFullYear()).find((h) => h.date === iso(d))?.name;

/** Why a day is not a business day for rescission (a Sunday or a holiday), or null when it is one. */
function notRescissionDay(d: Day): string | null {
  if (weekday(d) === 0) return 'Sunday';
  return holidayOn(d) ?? null;
}

/** Why a day is not a banking day (weekend, holiday, a Sunday holiday kept on Monday), or null. */
function notBankingDay(d: Day): string | null {
  if (weekday(d) === 0 || weekday(d) === 6) return WEEKDAYS[weekday(d)]!;
  const holiday = holidayOn(d);
  if (holiday) return holiday;
  const sunday = weekday(d) === 1 ? holidayOn(addDays(d, -1)) : undefined;
  return sunday ? `${sunday} (kept on Monday)` : null;
}

/** The calendar day of an instant in the lender's time zone. */
export function calendarDay(instant: string | number, timeZone = CLOSING_TIME_ZONE): string | null {
  const t = new Date(instant);
  if (Number.isNaN(t.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(t);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const parseDay = (s: string): Day => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  return day(y, m, d);
};

/** One month after a day; the month's last day when it has no such date (31 January → 28 or 29 February). */
export function oneMonthAfter(s: string): string {
  const d = parseDay(s);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 2;
  const last = day(y, m + 1, 0).getUTCDate();
  return iso(day(y, m, Math.min(d.getUTCDate(), last)));
}

/**
 * The dates that follow from a signing day (yyyy-MM-dd): the rescission deadline, the funding day
 * and the first payment's due date, each with the days it skipped and why.
 */
export function datesAfterSigning(signedOn: string): Decision<ClosingDates> {
  const trace: TraceStep[] = [];
  const step = (rule: string, outcome: string, note: string) => trace.push({ kind: 'closing', rule, outcome, note });
  step('signedOn', signedOn, 'the day the closing documents and the deed were both signed');

  let d = parseDay(signedOn);
  const counted: string[] = [];
  const skipped: string[] = [];
  while (counted.length < RESCISSION_BUSINESS_DAYS) {
    d = addDays(d, 1);
    const why = notRescissionDay(d);
    if (why) skipped.push(`${iso(d)} (${why})`);
    else counted.push(iso(d));
  }
  const rescissionEndsOn = iso(d);
  step('rescissionEndsOn', rescissionEndsOn, `midnight of the third business day after signing (Regulation Z §1026.15(a)(3)): ${counted.join(', ')} counted${skipped.length ? `; not business days: ${skipped.join(', ')}` : ''}; Saturdays count, Sundays and federal holidays do not (§1026.2(a)(6))`);

  const notBanking: string[] = [];
  let f = addDays(d, 1);
  for (let why = notBankingDay(f); why; why = notBankingDay(f)) {
    notBanking.push(`${iso(f)} (${why})`);
    f = addDays(f, 1);
  }
  const fundingOn = iso(f);
  step('fundingOn', fundingOn, `the first banking day after the right to cancel expires (§1026.15(c): nothing is disbursed before)${notBanking.length ? `; skipped ${notBanking.join(', ')}` : ''}`);

  const firstPaymentDueOn = oneMonthAfter(fundingOn);
  step('firstPaymentDueOn', firstPaymentDueOn, 'one month after funding, as the finance figures assume (docs/finance.md); the month\'s last day when it has no such date');
  trace[trace.length - 1]!.decided = true;
  return { result: { signedOn, rescissionEndsOn, fundingOn, firstPaymentDueOn }, trace, decidedBy: 'firstPaymentDueOn' };
}

/**
 * The dates of the application's line, from its signatures (see the top of this file). Null until
 * both the closing documents and the deed are signed.
 */
export function closingDates(app: Obj | undefined, timeZone = CLOSING_TIME_ZONE): Decision<ClosingDates | null> {
  const closingSignedAt = obj(obj(obj(app)['signedDocuments'])['closing'])['signedAt'];
  const deedSignedAt = obj(app)['deedSignedAt'];
  const missing = (why: string): Decision<null> => ({ result: null, trace: [{ kind: 'closing', rule: 'signatures', outcome: false, decided: true, note: why }], decidedBy: 'signatures' });
  if (typeof closingSignedAt !== 'string') return missing('the closing documents are not signed yet (signedDocuments.closing.signedAt)');
  if (typeof deedSignedAt !== 'string') return missing('the deed is not signed before a notary yet (deedSignedAt)');
  const days = [calendarDay(closingSignedAt, timeZone), calendarDay(deedSignedAt, timeZone)];
  if (days.some((s) => s === null)) return missing(`a signing time is not a date (${closingSignedAt}, ${deedSignedAt})`);
  const signedOn = (days as string[]).sort().at(-1)!;
  const signatures: TraceStep = { kind: 'closing', rule: 'signatures', outcome: true, note: `closing documents signed ${days[0]}, deed signed ${days[1]} (calendar days in ${timeZone}); the later one counts` };
  const d = datesAfterSigning(signedOn);
  return { result: d.result, trace: [signatures, ...d.trace], decidedBy: d.decidedBy };
}

/** The context with the line's dates as `closing` (screens read `{{closing.fundingOn:date|…}}`); unchanged before signing. */
export function withClosingDates<C extends { app?: Obj; closing?: ClosingDates }>(ctx: C): C {
  if (!ctx.app) return ctx;
  const closing = closingDates(ctx.app).result;
  return closing ? { ...ctx, closing } : ctx;
}

/**
 * The earliest day a line may close for a home whose state sets a wait (sandbox/data/pricing.json
 * `stateRules`: Texas Constitution Art. XVI §50(a)(6)(M)): not before the `waitDays`-th day after the
 * later of the application day and the day the borrower received the state's notice; and, once the
 * final itemized disclosure of the fees is given (the closing disclosure signed), at least
 * `disclosureBusinessDays` business days after it (§50(a)(6)(M)(ii); a business day here is every
 * day but Sundays and federal holidays, as for rescission above). Days are yyyy-MM-dd in the
 * property's calendar. Null when the notice has not been given: the line cannot close yet.
 */
export function earliestClosing(input: { appliedOn: string; noticeReceivedOn: string | null; waitDays: number; disclosureOn?: string | null; disclosureBusinessDays?: number }): Decision<string | null> {
  const trace: TraceStep[] = [];
  if (!input.noticeReceivedOn) {
    return { result: null, trace: [{ kind: 'closing', rule: 'notice', outcome: false, decided: true, note: 'the state\'s notice has not been given: the line cannot close until the wait after it has passed' }], decidedBy: 'notice' };
  }
  const later = [input.appliedOn, input.noticeReceivedOn].sort().at(-1)!;
  let earliest = iso(addDays(parseDay(later), input.waitDays));
  trace.push({ kind: 'closing', rule: 'noticeWait', outcome: earliest, note: `applied ${input.appliedOn}, notice received ${input.noticeReceivedOn}: not before the ${input.waitDays}th day after the later, ${later}` });
  if (input.disclosureOn && (input.disclosureBusinessDays ?? 0) > 0) {
    let d = parseDay(input.disclosureOn);
    for (let counted = 0; counted < input.disclosureBusinessDays!;) {
      d = addDays(d, 1);
      if (!notRescissionDay(d)) counted++;
    }
    const afterDisclosure = iso(d);
    trace.push({ kind: 'closing', rule: 'finalDisclosure', outcome: afterDisclosure, note: `the final itemized fees were given ${input.disclosureOn}: at least ${input.disclosureBusinessDays} business day(s) before closing (Sundays and federal holidays are not business days)` });
    if (afterDisclosure > earliest) earliest = afterDisclosure;
  }
  trace.push({ kind: 'closing', rule: 'earliestClosingOn', outcome: earliest, decided: true, note: 'the later of the days above' });
  return { result: earliest, trace, decidedBy: 'earliestClosingOn' };
}

/**
 * The application's earliest closing day under its state's wait, decided from the facts recorded
 * on `app.stateLaw` (schemas/data/application.schema.json: the application day, the owner's receipt
 * of the notice, the wait, the property's time zone) and the signed closing disclosure
 * (`signedDocuments.closing.signedAt`, counted in the property's calendar). The one decision of the
 * day: screens read it as `{{closingWait.*}}` (withClosingWait) and the sandbox refuses an earlier
 * appointment or deed with it, so no stored copy of the day can make them disagree. Null where no
 * state wait applies; `earliestOn` null while the notice is not received (the line cannot close).
 */
export function closingWait(app: Obj | undefined): Decision<ClosingWait | null> {
  const law = obj(obj(app)['stateLaw']) as Partial<StateLaw>;
  if (typeof law.noticeWaitDays !== 'number' || typeof law.appliedOn !== 'string') {
    return { result: null, trace: [{ kind: 'closing', rule: 'stateWait', outcome: false, decided: true, note: 'no state wait applies to this home (app.stateLaw has no noticeWaitDays)' }], decidedBy: 'stateWait' };
  }
  const timeZone = typeof law.timeZone === 'string' && law.timeZone ? law.timeZone : CLOSING_TIME_ZONE;
  // The final itemized fees are given when the closing disclosure is signed, or, where the agreement is signed at
  // the closing itself (an in-person closing state, sandbox/simulator/closingSteps.ts closingReview), when it is received at home.
  const receivedAt = obj(obj(app)['closingReview'])['receivedAt'];
  const signedAt = typeof receivedAt === 'string' ? receivedAt : obj(obj(obj(app)['signedDocuments'])['closing'])['signedAt'];
  const finalDisclosureOn = typeof signedAt === 'string' ? calendarDay(signedAt, timeZone) : null;
  const noticeReceivedOn = typeof law.noticeReceivedOn === 'string' && law.noticeReceivedOn ? law.noticeReceivedOn : null;
  const facts: TraceStep = { kind: 'closing', rule: 'facts', outcome: true, note: `applied ${law.appliedOn}, notice received ${noticeReceivedOn ?? 'not yet'}, wait ${law.noticeWaitDays} days, closing disclosure ${typeof receivedAt === 'string' ? 'received' : 'signed'} ${finalDisclosureOn ?? 'not yet'} (days in ${timeZone}${law.timeZone ? '' : ', the lender\'s calendar: the property\'s is not recorded'})` };
  const d = earliestClosing({ appliedOn: law.appliedOn, noticeReceivedOn, waitDays: law.noticeWaitDays, disclosureOn: finalDisclosureOn, disclosureBusinessDays: law.finalDisclosureBusinessDays ?? 0 });
  return {
    result: { earliestOn: d.result, appliedOn: law.appliedOn, noticeReceivedOn, waitDays: law.noticeWaitDays, finalDisclosureOn, timeZone },
    trace: [facts, ...d.trace],
    decidedBy: d.decidedBy,
  };
}

/** The context with the state's wait as `closingWait` (screens read `{{closingWait.earliestOn:date|…}}`); unchanged where none applies. */
export function withClosingWait<C extends { app?: Obj; closingWait?: ClosingWait }>(ctx: C): C {
  if (!ctx.app) return ctx;
  const wait = closingWait(ctx.app).result;
  return wait ? { ...ctx, closingWait: wait } : ctx;
}
