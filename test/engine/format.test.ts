import { describe, expect, it } from 'vitest';
import {
  amortizedPayment, formatDisplayDate, formatFileSize, formatMoney, formatPercent, formatTransportDate, FORMAT_MONEY_ERROR,
  interestOnlyPayment, interpolate, lastFour, monthlyInterest, offerShowable, shortenWallet,
} from '../../engine/index.ts';

describe('money and percent (001 §9, 000 §8)', () => {
  it('formats US dollars with 0 decimals by default', () => {
    expect(formatMoney(15000)).toBe('$15,000');
    expect(formatMoney(1234.5, 2)).toBe('$1,234.50');
  });
  it('throws the seed message on invalid input', () => {
    for (const [v, p] of [[Number.NaN, 0], ['12', 0], [12, -1], [12, Number.NaN]] as const) {
      expect(() => formatMoney(v, p as number)).toThrow(FORMAT_MONEY_ERROR);
    }
  });
  it('percent has 1 decimal and NaN text on invalid input', () => {
    expect(formatPercent(8.45)).toBe('8.5%');
    expect(formatPercent('7.6')).toBe('7.6%');
    expect(formatPercent('abc')).toBe('NaN%');
    expect(formatPercent(undefined)).toBe('NaN%');
  });
});

describe('dates, sizes, wallets, accounts', () => {
  it('displays MM/dd/yyyy and sends yyyy-MM-dd', () => {
    expect(formatDisplayDate('2026-03-04')).toBe('03/04/2026');
    expect(formatTransportDate(new Date(2026, 2, 4))).toBe('2026-03-04');
    expect(formatDisplayDate('not a date')).toBe('');
    // An instant reads as its day in the lender's zone (the closing dates' calendar), whatever the browser's:
    // 02:45 UTC on 28 November is 9:45 pm on the 27th in New York.
    expect(formatDisplayDate('2026-11-28T02:45:00.000Z')).toBe('11/27/2026');
    expect(formatDisplayDate(Date.parse('2026-11-28T05:30:00.000Z'))).toBe('11/28/2026');
  });
  it('shows bytes under 1000, KB under 1,000,000, else MB', () => {
    expect(formatFileSize(999)).toBe('999 bytes');
    expect(formatFileSize(1500)).toBe('1.5 KB');
    expect(formatFileSize(2_500_000)).toBe('2.5 MB');
  });
  it('shortens wallet addresses longer than 11 characters to the first 6 and last 5', () => {
    expect(shortenWallet('tp1abcdefghijklmnop')).toBe('tp1abc...lmnop');
    expect(shortenWallet('tp1abcdefgh')).toBe('tp1abcdefgh');
  });
  it('keeps the last four digits of an account', () => {
    expect(lastFour('****6789')).toBe('6789');
    expect(lastFour(123456789)).toBe('6789');
  });
});

describe('payments on a 365.25-day year (000 §9, 001 §4)', () => {
  it('monthly interest uses the 365.25/12 month', () => {
    // 100,000 × 8.45% / 365.25 × 30.4375 = 704.1666… → 704.17
    expect(monthlyInterest(100_000, 8.45)).toBe(704.17);
  });
  it('interest-only payments are rounded up to the dollar', () => {
    expect(interestOnlyPayment(100_000, 8.45)).toBe(705);
    expect(interestOnlyPayment(120_000, 10)).toBe(1000);
  });
  it('amortised payments repay the balance', () => {
    const p = amortizedPayment(50_000, 9, 10);
    expect(p).toBeGreaterThan(630);
    expect(p).toBeLessThan(635);
    expect(amortizedPayment(12_000, 0, 1)).toBe(1000);
  });
  it('offers show only when rate and amount are above 0', () => {
    expect(offerShowable(8.5, 20000)).toBe(true);
    expect(offerShowable(0, 20000)).toBe(false);
    expect(offerShowable(8.5, 0)).toBe(false);
    expect(offerShowable(undefined, 20000)).toBe(false);
  });
});

describe('placeholder formats', () => {
  const ctx = { app: { amount: 25000, rate: 8.45, created: '2026-11-02', mask: '****4321' } };
  it('formats and falls back', () => {
    expect(interpolate('{{app.amount:money}} at {{app.rate:percent}}', ctx)).toBe('$25,000 at 8.45%');
    // A `*` segment adds up a list; items without a number there count nothing; none at all is the fallback.
    const sources = { app: { incomeSources: [{ income: 31000 }, { income: 24000 }, { employer: 'x' }], none: [{}] } };
    expect(interpolate('{{app.incomeSources.*.income:money}}', sources)).toBe('$55,000');
    expect(interpolate('{{app.none.*.income:money|not given}}', sources)).toBe('not given');
    expect(interpolate('{{app.missing.*.income|not given}}', sources)).toBe('not given');
    expect(interpolate('on {{app.created:date}}, account ending {{app.mask:lastFour}}', ctx)).toBe('on 11/02/2026, account ending 4321');
    expect(interpolate('{{app.missing:money|soon}}', ctx)).toBe('soon');
    expect(interpolate('{{app.amount|x}}', ctx)).toBe('25000');
    // People listed as a sentence lists them; no one named is the fallback.
    const people = { app: { one: [{ firstName: 'Sam', lastName: 'Rivera' }], three: [{ firstName: 'Sam', lastName: 'Rivera' }, { firstName: 'Jo' }, { firstName: 'Ana', lastName: 'Lee' }], none: [] } };
    expect(interpolate('{{app.one:names}}', people)).toBe('Sam Rivera');
    expect(interpolate('{{app.three:names}}', people)).toBe('Sam Rivera, Jo and Ana Lee');
    expect(interpolate('{{app.three.0:names|x}}, {{app.none:names|no one else}}', people)).toBe('x, no one else');
  });
});
