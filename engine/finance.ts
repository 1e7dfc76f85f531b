/**
 * Payment arithmetic for offers (000 §9, 001 §4): interest accrues on a 365.25-day year, a month is
 * 365.25/12 days; amounts are rounded to cents. Interest-only payments (age-restricted interest-only)
 * are rounded up to the next whole dollar.
 */

export const DAYS_PER_YEAR = 365.25;
export const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

const cents = (v: number) => Math.round(v * 100) / 100;

/** Interest for one month on a balance at an annual rate given in percent (8.45 = 8.45%). */
export function monthlyInterest(balance: number, annualRatePercent: number): number {
  const daily = (balance * annualRatePercent) / 100 / DAYS_PER_YEAR;
  return cents(daily * DAYS_PER_MONTH);
}

/** Interest-only monthly payment, rounded up to the dollar (001 §4). */
export function interestOnlyPayment(balance: number, annualRatePercent: number): number {
  return Math.ceil(monthlyInterest(balance, annualRatePercent));
}

/** Level monthly payment that repays the balance over `years` at the rate (365.25-day year). */
export function amortizedPayment(balance: number, annualRatePercent: number, years: number): number {
  const n = Math.round(years * 12);
  if (n <= 0) return 0;
  const r = ((annualRatePercent / 100) / DAYS_PER_YEAR) * DAYS_PER_MONTH;
  if (r === 0) return cents(balance / n);
  return cents((balance * r) / (1 - (1 + r) ** -n));
}

/** An offer is shown only when both its rate and amount are above 0 (001 §4). */
export const offerShowable = (rate: unknown, amount: unknown): boolean =>
  typeof rate === 'number' && typeof amount === 'number' && rate > 0 && amount > 0;
