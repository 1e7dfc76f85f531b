/**
 * Every money figure a person sees, from one module (docs/finance.md): the periodic payment on the
 * 365.25-day year, the interest-only payment, the origination fee, the amount financed, the finance
 * charge, the total of payments, the payment schedule, the amount the borrower receives at the first
 * draw, and the annual percentage rate by the actuarial method of Regulation Z, Appendix J. Pure;
 * `financeTerms` returns its figures with a trace that states every assumption, like every other
 * engine decision. No other file computes an APR or a payment (test/engine/financeSingleSource.test.ts).
 */
import type { FinanceTerms, ScheduleLine } from './types/finance.ts';
import type { Decision, TraceStep } from './types/logic.ts';

export const DAYS_PER_YEAR = 365.25;
export const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;
/** Monthly unit periods: 12 in a year (Appendix J (b)(4), (b)(5)). */
export const MONTHS_PER_YEAR = 12;

const cents = (v: number) => Math.round((v + Number.EPSILON * Math.sign(v)) * 100) / 100;

/** The monthly interest factor of an annual rate in percent: daily rate × days in a month (000 §9). */
export function monthlyFactor(annualRatePercent: number): number {
  return (annualRatePercent / 100 / DAYS_PER_YEAR) * DAYS_PER_MONTH;
}

/** Interest for one month on a balance at an annual rate in percent (8.45 = 8.45%), in cents. */
export function monthlyInterest(balance: number, annualRatePercent: number): number {
  return cents(balance * monthlyFactor(annualRatePercent));
}

/** Interest-only monthly payment, rounded up to the next dollar (001 §4). */
export function interestOnlyPayment(balance: number, annualRatePercent: number): number {
  return Math.ceil(monthlyInterest(balance, annualRatePercent));
}

/** Level monthly payment that repays the balance over `years` at the rate (365.25-day year), in cents. */
export function amortizedPayment(balance: number, annualRatePercent: number, years: number): number {
  const n = Math.round(years * MONTHS_PER_YEAR);
  if (n <= 0) return 0;
  const r = monthlyFactor(annualRatePercent);
  if (r === 0) return cents(balance / n);
  return cents((balance * r) / (1 - (1 + r) ** -n));
}

/** An offer is shown only when both its rate and amount are above 0 (001 §4). */
export const offerShowable = (rate: unknown, amount: unknown): boolean =>
  typeof rate === 'number' && typeof amount === 'number' && rate > 0 && amount > 0;

// ---------------------------------------------------------------------------------------------
// Appendix J, the actuarial method.

/**
 * An advance or a payment and when it happens, counted from the start of the term (Appendix J
 * (b)(2)): `periods` whole unit periods plus `fraction` of one (the odd days of (b)(5)).
 */
export interface CashFlow {
  amount: number;
  periods: number;
  fraction?: number;
}

/** Σ amount / ((1 + f·i)(1 + i)^t): one side of Appendix J's general equation (b)(8) at unit-period rate i. */
export function presentValue(i: number, flows: readonly CashFlow[]): number {
  let sum = 0;
  for (const f of flows) sum += f.amount / ((1 + (f.fraction ?? 0) * i) * (1 + i) ** f.periods);
  return sum;
}

/** d/di of presentValue, for Newton's method. */
function presentValueSlope(i: number, flows: readonly CashFlow[]): number {
  let sum = 0;
  for (const f of flows) {
    const frac = f.fraction ?? 0;
    const a = 1 + frac * i;
    const b = (1 + i) ** f.periods;
    sum -= (f.amount * (frac * b + a * f.periods * (1 + i) ** (f.periods - 1))) / (a * b) ** 2;
  }
  return sum;
}

/**
 * The unit-period rate i at which the advances and the payments are equal in value (Appendix J
 * (b)(8)): Newton's method from the simple-interest guess, kept inside a bracket that halves when a
 * step would leave it, to 1e-12. Null when no rate in [0, 100%) per unit period balances them
 * (payments worth less than the advances at a zero rate).
 */
export function unitPeriodRate(advances: readonly CashFlow[], payments: readonly CashFlow[]): number | null {
  const gap = (i: number) => presentValue(i, payments) - presentValue(i, advances);
  if (gap(0) < 0) return null;
  if (Math.abs(gap(0)) < 1e-9) return 0;
  let lo = 0;
  let hi = 1;
  if (gap(hi) > 0) return null;
  let i = 0.01;
  for (let step = 0; step < 200; step++) {
    const g = gap(i);
    if (Math.abs(g) < 1e-10) return i;
    if (g > 0) lo = i; else hi = i;
    const slope = presentValueSlope(i, payments) - presentValueSlope(i, advances);
    let next = slope !== 0 ? i - g / slope : (lo + hi) / 2;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - i) < 1e-14) return next;
    i = next;
  }
  return i;
}

/** The annual percentage rate in percent: the unit-period rate × unit periods a year (Appendix J (b)(1)). */
export function actuarialApr(advances: readonly CashFlow[], payments: readonly CashFlow[], unitPeriodsPerYear: number): number | null {
  const i = unitPeriodRate(advances, payments);
  return i === null ? null : i * unitPeriodsPerYear * 100;
}

/** The APR as disclosed: two decimals (Regulation Z §1026.22(a)(2) tolerance is 1/8 point). */
export const disclosedApr = (apr: number): number => Math.round(apr * 100 + 1e-9) / 100;

// ---------------------------------------------------------------------------------------------
// The figures of one line of credit.

export interface FinanceInput {
  /** The line amount, drawn in full at closing (the initial draw). */
  amount: number;
  /** The fixed annual interest rate on the initial draw, in percent. */
  ratePercent: number;
  /** Repayment term in years. */
  termYears: number;
  /** The origination fee in percent of the initial draw (a prepaid finance charge). */
  originationFeePercent?: number;
  /** Age-restricted interest-only (001 §4): interest-only payments, the balance due with the last. */
  interestOnly?: boolean;
  /**
   * Other amounts deducted from the initial draw and paid to others on the borrower's behalf that
   * are not finance charges (a valuation fee, a notary fee: Regulation Z §1026.4(c)(7)).
   */
  paidToOthers?: readonly { label: string; amount: number }[];
  /**
   * A state's cap on the fees the borrower pays (engine/pricing.ts offerFeeCap): the origination fee
   * is at most what `maxPercent` of the amount leaves after the `reserved` fees. The part of those
   * fees the lender pays is decided once, by engine/fees.ts feeDecisions: `paidToOthers` states what
   * the borrower pays, and nothing here reduces it again.
   */
  feeCap?: FeeCapInput;
}

/** A cap on the fees (engine/pricing.ts offerFeeCap): `reserved` are the fixed fees that count, charged or not yet decided. */
export interface FeeCapInput {
  maxPercent: number;
  /** The law, for the trace. */
  law: string;
  reserved: readonly { label: string; amount: number }[];
}

export type { FinanceTerms, ScheduleLine };

const ASSUMPTIONS = {
  draw: 'The line is drawn in full at closing: the initial draw equals the line amount, and no further draw is assumed.',
  firstPayment: 'The first payment is due one month after the draw (no odd first period); payments are monthly, 12 unit periods a year.',
  interest: 'Interest accrues daily on a 365.25-day year; a month is 365.25/12 days; each month\'s interest is rounded to the cent.',
  fee: 'The origination fee is a prepaid finance charge: it is deducted from the initial draw and included in the APR.',
  others: 'Fees deducted from the draw are paid to others on the borrower\'s behalf and are not finance charges: valuation and notary fees (Regulation Z §1026.4(c)(7)), and the recording fees and taxes paid to public officials once they are quoted (§1026.4(e)(1)); recording costs not yet quoted are set by the county and not included.',
  method: 'APR by the actuarial method of Regulation Z, Appendix J: the unit-period rate at which the payments are worth the amount financed, times 12, disclosed to two decimals.',
};

/** The payment stream month by month: the regular payment, and a last one that settles the balance to the cent. */
function paymentStream(amount: number, ratePercent: number, n: number, payment: number): { final: number; interest: number } {
  let balance = amount;
  let interest = 0;
  for (let month = 1; month < n; month++) {
    const due = monthlyInterest(balance, ratePercent);
    interest = cents(interest + due);
    balance = cents(balance + due - payment);
  }
  const due = monthlyInterest(balance, ratePercent);
  return { final: cents(balance + due), interest: cents(interest + due) };
}

/**
 * Every figure of a line of credit at an amount, with its trace. The payments repay the initial
 * draw; the APR discounts them to the amount financed (Appendix J (b)(8)) with monthly unit periods.
 */
export function financeTerms(input: FinanceInput): Decision<FinanceTerms> {
  const trace: TraceStep[] = [];
  const step = (rule: string, outcome: number | string, note: string) => trace.push({ kind: 'finance', rule, outcome, note });
  const { amount, ratePercent, termYears } = input;
  const feePercent = input.originationFeePercent ?? 0;
  const interestOnly = input.interestOnly === true;
  const n = Math.max(1, Math.round(termYears * MONTHS_PER_YEAR));

  step('assumption', 'draw', ASSUMPTIONS.draw);
  step('assumption', 'firstPayment', ASSUMPTIONS.firstPayment);
  step('assumption', 'interest', ASSUMPTIONS.interest);
  step('monthlyFactor', monthlyFactor(ratePercent), `${ratePercent}% ÷ 100 ÷ ${DAYS_PER_YEAR} × ${DAYS_PER_MONTH} days`);

  const payment = interestOnly ? interestOnlyPayment(amount, ratePercent) : amortizedPayment(amount, ratePercent, termYears);
  step('monthlyPayment', payment, interestOnly
    ? `interest-only: one month's interest on ${amount}, rounded up to the dollar (001 §4); the balance is due with the last payment`
    : `level payment that repays ${amount} in ${n} months: P = B·r / (1 − (1 + r)^−n), to the cent`);

  const { final } = paymentStream(amount, ratePercent, n, payment);
  step('finalPayment', final, 'the balance after the regular payments plus its last month\'s interest, so the draw is repaid to the cent');
  const schedule: ScheduleLine[] = n === 1
    ? [{ count: 1, amount: final, from: 1, to: 1 }]
    : final === payment
      ? [{ count: n, amount: payment, from: 1, to: n }]
      : [{ count: n - 1, amount: payment, from: 1, to: n - 1 }, { count: 1, amount: final, from: n, to: n }];
  const totalOfPayments = cents(schedule.reduce((sum, line) => sum + line.count * line.amount, 0));
  step('totalOfPayments', totalOfPayments, schedule.map((l) => `${l.count} × ${l.amount}`).join(' + '));

  const feeByPercent = cents((amount * feePercent) / 100);
  step('assumption', 'fee', ASSUMPTIONS.fee);
  step('originationFee', feeByPercent, `${feePercent}% of the initial draw of ${amount}`);
  let originationFee = feeByPercent;
  const paidToOthersInput = input.paidToOthers ?? [];
  if (input.feeCap) {
    const cap = input.feeCap;
    const capAmount = cents((amount * cap.maxPercent) / 100);
    const reserved = cents(cap.reserved.reduce((sum, f) => sum + Math.max(0, f.amount), 0));
    const room = Math.max(0, cents(capAmount - reserved));
    originationFee = Math.min(feeByPercent, room);
    step('feeCap', capAmount, `${cap.law}: the fees are at most ${cap.maxPercent}% of ${amount} = ${capAmount}; ${cap.reserved.length > 0 ? cap.reserved.map((f) => `${f.amount} ${f.label}`).join(' + ') : 'no other fee'} count${cap.reserved.length === 1 ? 's' : ''} first, leaving ${room} for the origination fee`);
    if (originationFee < feeByPercent) step('originationFee', originationFee, `lowered from ${feeByPercent} to the ${room} the cap leaves`);
  }
  const effectivePercent = input.feeCap && originationFee !== feeByPercent ? (amount > 0 ? Math.round((originationFee / amount) * 1e6) / 1e4 : 0) : feePercent;
  const amountFinanced = cents(amount - originationFee);
  step('amountFinanced', amountFinanced, `${amount} − ${originationFee} (prepaid finance charge)`);
  const financeCharge = cents(totalOfPayments - amountFinanced);
  step('financeCharge', financeCharge, `${totalOfPayments} − ${amountFinanced} (total of payments − amount financed)`);

  const payments: CashFlow[] = [];
  for (const line of schedule) for (let m = line.from; m <= line.to; m++) payments.push({ amount: line.amount, periods: m });
  const exact = actuarialApr([{ amount: amountFinanced, periods: 0 }], payments, MONTHS_PER_YEAR) ?? 0;
  const apr = disclosedApr(exact);
  step('assumption', 'method', ASSUMPTIONS.method);
  step('apr', apr, `unit-period rate ${(exact / 100 / MONTHS_PER_YEAR).toFixed(10)} × 12 = ${exact.toFixed(6)}%`);
  trace[trace.length - 1]!.decided = true;

  const paidToOthers = paidToOthersInput.filter((p) => p.amount > 0).map((p) => ({ label: p.label, amount: cents(p.amount) }));
  if (paidToOthers.length > 0) step('assumption', 'others', ASSUMPTIONS.others);
  const amountReceived = cents(amountFinanced - paidToOthers.reduce((sum, p) => sum + p.amount, 0));
  step('amountReceived', amountReceived, [`${amountFinanced} amount financed`, ...paidToOthers.map((p) => `− ${p.amount} ${p.label}`)].join(' '));

  const assumptions = [ASSUMPTIONS.draw, ASSUMPTIONS.firstPayment, ASSUMPTIONS.interest, ASSUMPTIONS.fee, ...(paidToOthers.length > 0 ? [ASSUMPTIONS.others] : []), ASSUMPTIONS.method];
  return {
    result: {
      amount, ratePercent, termYears,
      paymentKind: interestOnly ? 'interestOnly' : 'amortized',
      paymentCount: n,
      monthlyPayment: payment,
      finalPayment: final,
      schedule,
      originationFeePercent: effectivePercent,
      originationFee,
      amountFinanced,
      totalOfPayments,
      financeCharge,
      apr,
      aprExact: exact,
      paidToOthers,
      amountReceived,
      assumptions,
    },
    trace,
    decidedBy: 'apr',
  };
}
