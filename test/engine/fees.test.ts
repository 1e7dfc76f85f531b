/**
 * Which fees paid to others apply (engine/fees.ts): charged, not charged, or not yet decided, and
 * the finance figures deduct only the charged ones (Regulation Z §1026.4(c)(7): not finance
 * charges, so the APR stays; the amount paid to the borrower changes).
 */
import { describe, expect, it } from 'vitest';
import { applicationFinance } from '../../engine/pricing.ts';
import { feeDecisions, withFees } from '../../engine/fees.ts';

const brand = { pricing: { valuationFee: 180, manualNotaryFee: 300 } };
const offers = [{ uuid: 'o-10', term: 10, rate: 8.95, originationFeePercent: 2.99 }];
const line = { amount: 50000, rate: 8.95, term: 10, offers, selectedOfferUuid: 'o-10' };
const app = (status: Record<string, unknown>) => ({ ...line, status });

describe('feeDecisions', () => {
  it('before the closing disclosure is ready, a fee not charged is not decided: conditional, with its amount', () => {
    const d = feeDecisions({ app: app({ bpo: null, manualNotary: false, disclosurelistClosingReady: false }), brand });
    expect(d.result.valuation).toEqual({ state: 'conditional', amount: 180, price: 180, lenderPays: 0, label: 'Valuation fee (no automated valuation of the home)' });
    expect(d.result.manualNotary).toEqual({ state: 'conditional', amount: 300, price: 300, lenderPays: 0, label: 'In-person notarization' });
    // No state cap on this offer: no lender's part, and the pricing's recording range.
    expect(d.result.cap).toBeUndefined();
    expect(d.trace.map((s) => [s.rule, s.outcome])).toEqual([['valuation', 'conditional'], ['manualNotary', 'conditional'], ['recording', 'borrower']]);
  });

  it('a fee known to apply is charged whenever it is known: a BPO ordered, in-person notarization decided when the application was made', () => {
    const d = feeDecisions({ app: app({ bpo: 'REQUIRED', manualNotary: true, disclosurelistClosingReady: false }), brand });
    expect([d.result.valuation.state, d.result.manualNotary.state]).toEqual(['charged', 'charged']);
    expect(d.trace[0]!.note).toMatch(/status\.bpo REQUIRED/);
  });

  it('once the closing disclosure is ready, a fee not charged is decided: not charged', () => {
    const d = feeDecisions({ app: app({ bpo: null, manualNotary: false, disclosurelistClosingReady: true }), brand });
    expect([d.result.valuation.state, d.result.manualNotary.state]).toEqual(['notCharged', 'notCharged']);
  });

  it('withFees gives screens the decisions as `fees`; nothing without an application', () => {
    expect(withFees({ app: app({ bpo: 'COMPLETE' }), brand }).fees?.valuation.state).toBe('charged');
    expect(withFees({ brand })).toEqual({ brand });
  });
});

describe('applicationFinance deducts the charged fees only', () => {
  it('a conditional fee is not deducted; a charged one lowers the amount received, not the APR or the finance charge', () => {
    const undecided = applicationFinance({ app: app({ manualNotary: false }), brand }).result!;
    const charged = applicationFinance({ app: app({ manualNotary: true }), brand }).result!;
    expect(undecided.paidToOthers).toEqual([]);
    expect(charged.paidToOthers).toEqual([{ label: 'In-person notarization', amount: 300 }]);
    expect(charged.amountReceived).toBeCloseTo(undecided.amountReceived - 300, 2);
    expect(charged.apr).toBe(undecided.apr);
    expect(charged.financeCharge).toBe(undecided.financeCharge);
    expect(charged.amountFinanced).toBe(undecided.amountFinanced);
  });
});
