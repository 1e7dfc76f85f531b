/**
 * A Texas homestead's rules as the pricing configures them (sandbox/data/pricing.json `stateRules.TX`):
 * the fees cap (engine/pricing.ts offerFeeCap, engine/finance.ts financeTerms `feeCap`) and the
 * combined loan-to-value (engine/pricing.ts lineSizing). Every figure is worked out by hand in the
 * comments; the lender's other homes are priced as before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earliestClosing } from '../../engine/closingDates.ts';
import { financeTerms } from '../../engine/finance.ts';
import { feeDecisions } from '../../engine/fees.ts';
import { applicationFinance, feeCapInput, lineSizing, offerFeeCap, pricingFigures, stateRuleFor, type Pricing } from '../../engine/pricing.ts';
import { offerCard } from '../../renderer/widgets/offerChoice.ts';
import { config } from '../helpers/config.ts';

const pricing = JSON.parse(readFileSync(join(config.root, 'sandbox/data/pricing.json'), 'utf8')) as Pricing;
const texas = offerFeeCap(pricing, 'tx').result!;
const cap = feeCapInput(texas)!;
// In Texas the home is valued by a broker price opinion and the deed is signed in person: both charged.
const charged = [
  { label: 'Valuation fee (no automated valuation of the home)', amount: 180, counted: true },
  { label: 'In-person notarization', amount: 300, counted: true },
];

describe('the Texas fee cap', () => {
  it('is the configured rule: 2% of the line, the valuation and in-person notary fees counted; no cap elsewhere', () => {
    expect(texas).toMatchObject({ state: 'TX', maxPercent: 2, fees: [{ id: 'valuation', amount: 180 }, { id: 'manualNotary', amount: 300 }] });
    expect(offerFeeCap(pricing, 'CA').result).toBeNull();
    expect(stateRuleFor(pricing, ' Tx ').trace[0]!.note).toMatch(/§50\(a\)\(6\)/);
  });

  it('$100,000 at 4.99%: 2% is $2,000; the $180 valuation and $300 notary leave $1,520 for the origination fee (1.52%), not $4,990', () => {
    const t = financeTerms({ amount: 100_000, ratePercent: 9.45, termYears: 5, originationFeePercent: 4.99, feeCap: cap, paidToOthers: charged }).result;
    expect(t.originationFee).toBe(1520);
    expect(t.originationFeePercent).toBe(1.52);
    // Amount financed 100,000 − 1,520 = 98,480; received 98,480 − 180 − 300 = 98,000.
    expect(t.amountFinanced).toBe(98_480);
    expect(t.amountReceived).toBe(98_000);
    // Fees the borrower pays: 1,520 + 180 + 300 = 2,000 = 2% of 100,000.
    expect(t.originationFee + t.paidToOthers.reduce((s, p) => s + p.amount, 0)).toBe(2000);
    // The APR follows the lower prepaid finance charge: below the uncapped offer's.
    const uncapped = financeTerms({ amount: 100_000, ratePercent: 9.45, termYears: 5, originationFeePercent: 4.99 }).result;
    expect(uncapped.originationFee).toBe(4990);
    expect(t.apr).toBeLessThan(uncapped.apr);
    expect(t.apr).toBeGreaterThan(9.45);
  });

  it('$400,000 at 2.99% (10 years): 2% is $8,000, less $480 leaves $7,520 (1.88%) instead of $11,960', () => {
    const t = financeTerms({ amount: 400_000, ratePercent: 8.95, termYears: 10, originationFeePercent: 2.99, feeCap: cap, paidToOthers: charged }).result;
    expect([t.originationFee, t.originationFeePercent]).toEqual([7520, 1.88]);
  });

  it('a fee already under the cap is unchanged: $50,000 at 1.99% would be $995, but 2% ($1,000) less $480 leaves $520', () => {
    const t = financeTerms({ amount: 50_000, ratePercent: 8.45, termYears: 30, originationFeePercent: 1.99, feeCap: cap, paidToOthers: charged }).result;
    expect(t.originationFee).toBe(520);
    // With no counted fee reserved, 1.99% of $50,000 = $995 is under $1,000 and stays.
    const alone = financeTerms({ amount: 50_000, ratePercent: 8.45, termYears: 30, originationFeePercent: 1.99, feeCap: { ...cap, reserved: [] } }).result;
    expect([alone.originationFee, alone.originationFeePercent]).toEqual([995, 1.99]);
  });

  it('$15,000: 2% is $300 but the counted fees are $480, so no origination fee and the lender pays $180 of them, one decision for every figure', () => {
    // The origination fee: 300 − 480 < 0 leaves nothing.
    const t = financeTerms({ amount: 15_000, ratePercent: 9.45, termYears: 5, originationFeePercent: 4.99, feeCap: cap }).result;
    expect(t.originationFee).toBe(0);
    // The lender's part is decided once, by engine/fees.ts, from the chosen offer's cap: 480 − 300 = 180 past it,
    // taken from the fees in countedFees' order (valuation first). Valuation: 180 − 180 = 0; notary: 300.
    const offers = [{ uuid: 'o-5', term: 5, rate: 9.45, originationFeePercent: 4.99, feeCap: texas }];
    const brand = { pricing: { valuationFee: 180, manualNotaryFee: 300, recordingFeeMin: 0, recordingFeeMax: 315, recordingTaxPer100kMax: 1400 } };
    const app = { amount: 15_000, rate: 9.45, term: 5, offers, selectedOfferUuid: 'o-5', status: { bpo: 'REQUIRED', manualNotary: true } };
    const fees = feeDecisions({ app, brand }).result;
    expect(fees.valuation).toMatchObject({ state: 'charged', price: 180, lenderPays: 180, amount: 0 });
    expect(fees.manualNotary).toMatchObject({ state: 'charged', price: 300, lenderPays: 0, amount: 300 });
    expect(fees.cap).toEqual({ state: 'TX', law: texas.law, maxPercent: 2, maxAmount: 300 });
    // The finance figures deduct exactly those amounts and reduce nothing again: received 15,000 − 0 − 300 = 14,700,
    // and the borrower's fees are 0 + 0 + 300 = 300 = 2% of 15,000.
    const fin = applicationFinance({ app, brand }).result!;
    expect(fin.paidToOthers).toEqual([{ label: charged[1]!.label, amount: 300 }]);
    expect(fin.amountReceived).toBe(14_700);
    expect(fin.originationFee + fees.valuation.amount + fees.manualNotary.amount).toBe(300);
    // No prepaid finance charge: the APR is the rate.
    expect(fin.apr).toBe(9.45);
    // Not yet known whether a person values the home: the same split, so no figure moves when it is decided.
    const undecided = feeDecisions({ app: { ...app, status: { bpo: null, manualNotary: true } }, brand }).result;
    expect([undecided.valuation.state, undecided.valuation.amount, undecided.manualNotary.amount]).toEqual(['conditional', 0, 300]);
    // Decided not charged: 300 alone is within the cap, the lender pays nothing, and the notary fee is still 300.
    const avm = feeDecisions({ app: { ...app, status: { bpo: null, manualNotary: true, disclosurelistClosingReady: true } }, brand }).result;
    expect([avm.valuation.state, avm.manualNotary.amount, avm.manualNotary.lenderPays]).toEqual(['notCharged', 300, 0]);
  });

  it('a Texas home: the lender pays the county recording fees (fees to record count toward the cap) and no recording tax is stated', () => {
    const offers = [{ uuid: 'o-5', term: 5, rate: 9.45, originationFeePercent: 4.99, feeCap: texas }];
    const brand = { pricing: { valuationFee: 180, manualNotaryFee: 300, recordingFeeMin: 0, recordingFeeMax: 315, recordingTaxPer100kMax: 1400 } };
    const app = { amount: 50_000, rate: 9.45, term: 5, offers, selectedOfferUuid: 'o-5', status: {} };
    expect(feeDecisions({ app, brand }).result.recording).toEqual({ feeMin: 0, feeMax: 315, taxPer100kMax: 0, taxMax: 0, paidBy: 'lender', settled: true });
    // Elsewhere: the pricing's range, paid from the draw; up to 1,400 per 100,000 is 700 on 50,000.
    const ohio = { ...app, offers: [{ ...offers[0], feeCap: undefined }] };
    expect(feeDecisions({ app: ohio, brand }).result.recording).toEqual({ feeMin: 0, feeMax: 315, taxPer100kMax: 1400, taxMax: 700, paidBy: 'borrower', settled: false });
  });

  it('the chosen offer carries the cap: the summary, documents and closing disclosure state the capped fee, which never changes as the other fees are decided', () => {
    const offers = [{ uuid: 'o-5', term: 5, rate: 9.45, originationFeePercent: 4.99, feeCap: texas }];
    const brand = { pricing: { valuationFee: 180, manualNotaryFee: 300 } };
    const app = (status: Record<string, unknown>) => ({ amount: 100_000, rate: 9.45, term: 5, offers, selectedOfferUuid: 'o-5', status });
    // Both fees charged (BPO ordered, in person): as above, $1,520.
    expect(applicationFinance({ app: app({ bpo: 'REQUIRED', manualNotary: true }), brand }).result!.originationFee).toBe(1520);
    // Not yet decided: reserved all the same.
    expect(applicationFinance({ app: app({ bpo: null, manualNotary: false }), brand }).result!.originationFee).toBe(1520);
    // The valuation decided not charged: still the $1,520 the offer stated; the borrower's fees are 1,520 + 300 = 1,820, under 2,000.
    const avm = applicationFinance({ app: app({ bpo: null, manualNotary: true, disclosurelistClosingReady: true }), brand }).result!;
    expect([avm.originationFee, avm.amountReceived]).toEqual([1520, 100_000 - 1520 - 300]);
    // Outside Texas (no feeCap on the offer): 4.99% of 100,000 = 4,990 as before.
    const plain = { ...app({ bpo: 'REQUIRED', manualNotary: true }), offers: [{ ...offers[0], feeCap: undefined }] };
    expect(applicationFinance({ app: plain, brand }).result!.originationFee).toBe(4990);
  });

  it('the offer card states the capped fee', () => {
    const card = offerCard({ uuid: 'o-5', term: 5, rate: 9.45, originationFeePercent: 4.99, minAmount: 15_000, maxAmount: 200_000, feeCap: texas }, 100_000, false)!;
    expect([card.originationFee, card.originationFeePercent, card.amountFinanced]).toEqual([1520, 1.52, 98_480]);
  });

  it('journey pricing --state TX: the largest origination fee is under 2% and the range follows the cap', () => {
    const tx = pricingFigures(pricing, { behaviour: {} }, 'TX').result;
    const all = pricingFigures(pricing, { behaviour: {} }).result;
    // $400,000 at any product: 2% = 8,000 − 480 = 7,520 = 1.88%, the largest.
    expect(tx.originationFeeMaxPercent).toBe(1.88);
    expect(all.originationFeeMaxPercent).toBe(4.99);
    expect(tx.aprMax).toBeLessThan(all.aprMax);
  });
});

describe('the Texas combined loan-to-value', () => {
  const product = pricing.products[2]!;
  it('a $500,000 home with 40% liens: 80% leaves $200,000 in Texas, 85% leaves $225,000 elsewhere', () => {
    const input = { homeValue: 500_000, annualIncome: 1_000_000 };
    const tx = lineSizing(pricing, product, { ...input, state: 'TX' });
    expect(tx.result).toEqual({ maxAmount: 200_000, limitedBy: 'equity' });
    expect(tx.trace.find((s) => s.rule === 'stateCombinedLoanToValue')?.outcome).toBe(0.8);
    expect(lineSizing(pricing, product, { ...input, state: 'CA' }).result).toEqual({ maxAmount: 225_000, limitedBy: 'equity' });
    expect(lineSizing(pricing, product, input).result).toEqual({ maxAmount: 225_000, limitedBy: 'equity' });
  });
});

describe('the Texas wait before closing (engine/closingDates.ts earliestClosing)', () => {
  it('the 12th day after the later of the application and the notice', () => {
    // Applied Friday 20 November 2026, notice the same day: 20 + 12 = 2 December.
    expect(earliestClosing({ appliedOn: '2026-11-20', noticeReceivedOn: '2026-11-20', waitDays: 12 }).result).toBe('2026-12-02');
    // The notice received later, on 23 November: 23 + 12 = 5 December.
    expect(earliestClosing({ appliedOn: '2026-11-20', noticeReceivedOn: '2026-11-23', waitDays: 12 }).result).toBe('2026-12-05');
    // No notice given: no closing day at all.
    expect(earliestClosing({ appliedOn: '2026-11-20', noticeReceivedOn: null, waitDays: 12 }).result).toBeNull();
  });

  it('and at least one business day after the final itemized fees', () => {
    // Fees given Saturday 5 December: Sunday the 6th is not a business day, so Monday 7 December, after the 2 December of the wait.
    const d = earliestClosing({ appliedOn: '2026-11-20', noticeReceivedOn: '2026-11-20', waitDays: 12, disclosureOn: '2026-12-05', disclosureBusinessDays: 1 });
    expect(d.result).toBe('2026-12-07');
    expect(d.trace.map((s) => s.rule)).toEqual(['noticeWait', 'finalDisclosure', 'earliestClosingOn']);
    // Given on 24 November: the next business day (25th) is before the wait's end, which stands.
    expect(earliestClosing({ appliedOn: '2026-11-20', noticeReceivedOn: '2026-11-20', waitDays: 12, disclosureOn: '2026-11-24', disclosureBusinessDays: 1 }).result).toBe('2026-12-02');
  });
});
