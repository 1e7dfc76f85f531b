/**
 * The finance module (engine/finance.ts, docs/finance.md) against what a compliance reviewer
 * accepts: Regulation Z Appendix J's own worked examples reproduced to their stated precision,
 * the Truth in Lending identities, and properties over generated offers checked against an
 * independent solver (bisection on the unit-period rate, written here from the appendix's
 * equation without any code of the module).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actuarialApr, amortizedPayment, disclosedApr, financeTerms, interestOnlyPayment, type CashFlow } from '../../engine/finance.ts';

const level = (amount: number, count: number, first = 1, fraction = 0): CashFlow[] =>
  Array.from({ length: count }, (_, k) => ({ amount, periods: first + k, fraction }));

describe('Regulation Z, Appendix J (c): the worked examples, to their stated precision', () => {
  // Each example gives the amount advanced, the payments and their timing, and the APR it states.
  it('monthly payments, regular first period: $5,000 advanced, 24 payments of $230 → 9.69%', () => {
    expect(disclosedApr(actuarialApr([{ amount: 5000, periods: 0 }], level(230, 24), 12)!)).toBe(9.69);
  });
  it('an odd first payment: $250, then 23 payments of $230 on $5,000 → 10.08%', () => {
    const payments = [{ amount: 250, periods: 1 }, ...level(230, 23, 2)];
    expect(disclosedApr(actuarialApr([{ amount: 5000, periods: 0 }], payments, 12)!)).toBe(10.08);
  });
  it('an odd final payment: 23 payments of $230, then $280 on $5,000 → 10.50%', () => {
    const payments = [...level(230, 23), { amount: 280, periods: 24 }];
    expect(disclosedApr(actuarialApr([{ amount: 5000, periods: 0 }], payments, 12)!)).toBe(10.5);
  });
  it('a single payment of $1,200 a year and a half after $1,000 (yearly unit period, f = 6/12) → 12.79%', () => {
    expect(disclosedApr(actuarialApr([{ amount: 1000, periods: 0 }], [{ amount: 1200, periods: 1, fraction: 6 / 12 }], 1)!)).toBe(12.79);
  });
  it('a single payment of $1,080 eight months after $1,000 (one unit period of 8 months, 1.5 a year) → 12.00%', () => {
    expect(disclosedApr(actuarialApr([{ amount: 1000, periods: 0 }], [{ amount: 1080, periods: 1 }], 1.5)!)).toBe(12);
  });
});

describe('the offer a borrower checked with a calculator', () => {
  // $220,000 drawn in full, 9.45% for 5 years, a 4.99% fee: the payment the page shows and the APR
  // at which those payments are worth what the borrower received ($209,022).
  const t = financeTerms({ amount: 220_000, ratePercent: 9.45, termYears: 5, originationFeePercent: 4.99 }).result;
  it('states the payment, the fee, the amount financed and an APR of 11.67%', () => {
    expect(t.monthlyPayment).toBe(4615.04);
    expect(t.originationFee).toBe(10_978);
    expect(t.amountFinanced).toBe(209_022);
    expect(t.apr).toBe(11.67);
  });
  it('the trace states the draw assumption and the method', () => {
    const { trace } = financeTerms({ amount: 75_000, ratePercent: 8.95, termYears: 10, originationFeePercent: 2.99 });
    expect(trace.find((s) => s.outcome === 'draw')?.note).toMatch(/drawn in full at closing/);
    expect(trace.find((s) => s.outcome === 'method')?.note).toMatch(/Appendix J/);
    expect(trace.find((s) => s.decided)?.rule).toBe('apr');
  });
  it('says what the borrower receives: $75,000 less the $2,242.50 fee, less what is paid to others', () => {
    const r = financeTerms({ amount: 75_000, ratePercent: 8.95, termYears: 10, originationFeePercent: 2.99, paidToOthers: [{ label: 'Valuation fee', amount: 180 }] }).result;
    expect(r.originationFee).toBe(2242.5);
    expect(r.amountFinanced).toBe(72_757.5);
    expect(r.amountReceived).toBe(72_577.5);
  });
});

/** An independent solver: bisection on Σ P/(1+i)^k − A over [0, 1] per month, 200 halvings. */
function bisectionApr(amountFinanced: number, schedule: { count: number; amount: number; from: number }[]): number {
  const value = (i: number) => {
    let v = 0;
    for (const line of schedule) for (let k = 0; k < line.count; k++) v += line.amount / Math.pow(1 + i, line.from + k);
    return v - amountFinanced;
  };
  let lo = 0;
  let hi = 1;
  for (let n = 0; n < 200; n++) {
    const mid = (lo + hi) / 2;
    if (value(mid) > 0) lo = mid; else hi = mid;
  }
  return ((lo + hi) / 2) * 12 * 100;
}

const offer = fc.record({
  amount: fc.integer({ min: 15_000, max: 400_000 }),
  ratePercent: fc.integer({ min: 100, max: 2400 }).map((v) => v / 100),
  termYears: fc.constantFrom(5, 10, 15, 20, 30),
  originationFeePercent: fc.integer({ min: 1, max: 499 }).map((v) => v / 100),
  interestOnly: fc.boolean(),
});

describe('properties over generated offers', () => {
  it('with no fee the APR is the interest rate', () => {
    fc.assert(fc.property(offer, (o) => {
      const t = financeTerms({ ...o, originationFeePercent: 0 }).result;
      // Cent rounding of the payments moves the exact figure by far less than a hundredth of a point.
      expect(Math.abs(t.aprExact - o.ratePercent)).toBeLessThan(0.005);
      expect(t.apr).toBe(o.ratePercent);
    }), { numRuns: 150 });
  });
  it('with a fee the APR exceeds the rate, and a larger fee gives a larger APR', () => {
    fc.assert(fc.property(offer, fc.integer({ min: 1, max: 300 }), (o, more) => {
      const a = financeTerms(o).result;
      const b = financeTerms({ ...o, originationFeePercent: o.originationFeePercent + more / 100 }).result;
      expect(a.aprExact).toBeGreaterThan(o.ratePercent);
      expect(b.aprExact).toBeGreaterThan(a.aprExact);
    }), { numRuns: 150 });
  });
  it('agrees with an independent solver within 0.01 point', () => {
    fc.assert(fc.property(offer, (o) => {
      const t = financeTerms(o).result;
      expect(Math.abs(t.aprExact - bisectionApr(t.amountFinanced, t.schedule))).toBeLessThan(0.01);
    }), { numRuns: 150 });
  });
  it('the disclosure identities hold to the cent', () => {
    fc.assert(fc.property(offer, (o) => {
      const t = financeTerms(o).result;
      const cents = (v: number) => Math.round(v * 100);
      expect(cents(t.financeCharge)).toBe(cents(t.totalOfPayments) - cents(t.amountFinanced));
      expect(cents(t.amountFinanced)).toBe(cents(t.amount) - cents(t.originationFee));
      expect(cents(t.totalOfPayments)).toBe(t.schedule.reduce((sum, l) => sum + l.count * cents(l.amount), 0));
      expect(t.schedule.reduce((n, l) => n + l.count, 0)).toBe(t.paymentCount);
      // The schedule repays the draw: the payments exceed it by the interest alone.
      expect(t.totalOfPayments).toBeGreaterThan(t.amount);
    }), { numRuns: 150 });
  });
  it('the regular payment is the one the offer cards show, and the last payment differs from it by the cent rounding alone (level payments)', () => {
    // Interest accrues by the day (docs/finance.md), so months of 28 to 31 days also move the last
    // payment; at rates up to 12% that stays well inside the rounding bound below (8.45% to 9.45% are the
    // lender's, sandbox/data/pricing.json), while from about 20% over 30 years it can pass it by a few
    // percent (22.94% on $284,115: $252.87 against $242.21), which says nothing of the rounding.
    const atLenderRates = offer.map((o) => ({ ...o, ratePercent: Math.min(o.ratePercent, 12) }));
    fc.assert(fc.property(atLenderRates, (o) => {
      const t = financeTerms(o).result;
      expect(t.monthlyPayment).toBe(o.interestOnly ? interestOnlyPayment(o.amount, o.ratePercent) : amortizedPayment(o.amount, o.ratePercent, o.termYears));
      // The payment is rounded to the cent: half a cent a month, grown at the rate, is all the last payment may differ by.
      const r = o.ratePercent / 1200;
      const drift = 0.005 * (((1 + r) ** t.paymentCount - 1) / r) + 0.01 * t.paymentCount;
      if (!o.interestOnly) expect(Math.abs(t.finalPayment - t.monthlyPayment)).toBeLessThanOrEqual(drift);
      // Interest-only: the payment is rounded up to the dollar, so less than a dollar a month (and its interest) repays principal early; the balance comes with the last.
      else expect(t.finalPayment).toBeGreaterThan(o.amount - ((1 + r) ** t.paymentCount - 1) / r);
    }), { numRuns: 150 });
  });
});
