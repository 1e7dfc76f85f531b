/**
 * A line funds only on figures the borrower signed (engine/signedFigures.ts): the closing
 * disclosure's figures are kept on signing and compared before funding; any change sends the
 * borrower to sign a revised disclosure that says what changed.
 */
import { describe, expect, it } from 'vitest';
import { applicationFinance } from '../../engine/pricing.ts';
import { compareSignedFigures, disclosedFigures, type DisclosedFigures } from '../../engine/signedFigures.ts';

const brand = { pricing: { valuationFee: 180, manualNotaryFee: 300 } };
const offers = [{ uuid: 'o-10', term: 10, rate: 8.95, originationFeePercent: 2.99 }];
const figuresOf = (status: Record<string, unknown>, amount = 50000): DisclosedFigures =>
  disclosedFigures(applicationFinance({ app: { amount, rate: 8.95, term: 10, offers, selectedOfferUuid: 'o-10', status }, brand }).result!);
const online = figuresOf({ disclosurelistClosingReady: true });
const signed = { signedAt: '2026-07-01T14:20:00.000Z', figures: online };

describe('compareSignedFigures', () => {
  it('the figures as signed hold: the line may fund, and the trace checked every figure', () => {
    const d = compareSignedFigures(signed, figuresOf({ disclosurelistClosingReady: true }));
    expect(d.result).toEqual({ holds: true, changes: [], words: null });
    expect(d.decidedBy).toBe('holds');
    expect(d.trace.map((s) => s.rule)).toEqual(['amount', 'apr', 'financeCharge', 'amountFinanced', 'originationFee', 'amountReceived', 'holds']);
  });

  it('in-person notarization added after signing: the fee and the amount paid change, the APR and finance charge do not (Regulation Z §1026.4(c)(7))', () => {
    const d = compareSignedFigures(signed, figuresOf({ disclosurelistClosingReady: true, manualNotary: true }));
    expect(d.result.holds).toBe(false);
    expect(d.result.changes).toEqual([
      { figure: 'fee:In-person notarization', label: 'In-person notarization', was: null, now: 300 },
      { figure: 'amountReceived', label: 'paid to your account at closing', was: 48505, now: 48205 },
    ]);
    expect(d.result.words).toBe('Revised: in-person notarization $300.00 added; paid to your account at closing $48,205.00, was $48,505.00.');
    expect(d.trace.find((s) => s.rule === 'apr')!.outcome).toBe(true);
    expect(d.trace.at(-1)).toMatchObject({ rule: 'holds', outcome: false, decided: true });
  });

  it('a fee removed and a line amount changed are named, each with what was signed', () => {
    const both = { signedAt: 'x', figures: figuresOf({ bpo: 'COMPLETE' }) };
    const d = compareSignedFigures(both, figuresOf({ disclosurelistClosingReady: true }, 40000));
    expect(d.result.words).toMatch(/^Revised: valuation fee \(no automated valuation of the home\) \$180\.00 removed; credit line amount \$40,000\.00, was \$50,000\.00; /);
    // The origination fee is a share of the line, so the APR stays; the finance charge does not.
    expect(d.result.changes.map((c) => c.figure)).toEqual(['fee:Valuation fee (no automated valuation of the home)', 'amount', 'financeCharge', 'amountFinanced', 'originationFee', 'amountReceived']);
  });

  it('an APR is worded as a percentage', () => {
    const d = compareSignedFigures(signed, { ...online, apr: online.apr + 0.25 });
    expect(d.result.words).toBe(`Revised: annual percentage rate (APR) ${(online.apr + 0.25).toFixed(2)}%, was ${online.apr.toFixed(2)}%.`);
  });

  it('a cent of rounding is no change; a cent more is', () => {
    const tiny = { ...online, amountReceived: online.amountReceived + 0.004 };
    expect(compareSignedFigures(signed, tiny).result.holds).toBe(true);
    expect(compareSignedFigures(signed, { ...online, amountReceived: online.amountReceived - 0.01 }).result.holds).toBe(false);
  });

  it('nothing signed: no figures to hold to; signed without kept figures, or no figures now: sign again', () => {
    expect(compareSignedFigures(null, online).result.holds).toBe(true);
    expect(compareSignedFigures({ signedAt: 'x' }, online).result).toMatchObject({ holds: false, changes: [] });
    expect(compareSignedFigures(signed, null).result.holds).toBe(false);
    expect(compareSignedFigures({ signedAt: 'x' }, online).decidedBy).toBe('comparable');
  });
});
