/**
 * The offerChoice widget (product/select): which offers show (rate and amount above 0, 001 §4),
 * the payment for the chosen amount on a 365.25-day year (000 §9), interest-only rounded up with
 * the term hidden (001 §4), and the cards rendered as one labelled radio group inside RJSF.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { widgets } from '../../renderer/widgets/index.ts';
import { templates } from '../../renderer/theme/templates.tsx';
import { offerCard, offerCards, readOffers } from '../../renderer/widgets/offerChoice.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { interestOnlyApplies, offerFeeCap, pricingFigures, type Pricing } from '../../engine/pricing.ts';
import { config } from '../helpers/config.ts';

const offer = (over: Record<string, unknown> = {}) => ({ uuid: 'o-10', term: 10, rate: 8.95, apr: 9.25, originationFeePercent: 2.99, minAmount: 15000, maxAmount: 85000, ...over });

describe('offer cards', () => {
  it('computes the amortized payment, APR, term and origination fee for the chosen amount', () => {
    const card = offerCard(offer(), 50000, false)!;
    // r = 8.95% / 365.25 × (365.25 / 12) = 0.0074583…; 50,000 over 120 months → 632.03.
    // The APR is the card's own, by Regulation Z's actuarial method (120 payments of 632.03 are worth
    // 48,505 at 9.66% a year), not the offer's 9.25 (rate + fee ÷ term).
    expect(card).toMatchObject({ amount: 50000, term: 10, apr: 9.66, paymentKind: 'amortized', monthlyPayment: 632.03, originationFee: 1495, amountFinanced: 48505 });
  });
  it("uses the offer's maximum until an amount is typed", () => {
    expect(offerCard(offer(), undefined, false)!.amount).toBe(85000);
  });
  it("never shows a payment for an amount outside the offer's limits", () => {
    // $500,000 typed on an offer of at most $85,000: the payment is for $85,000, and says why.
    expect(offerCard(offer(), 500000, false)).toMatchObject({ amount: 85000, amountLimit: 'max', monthlyPayment: offerCard(offer(), 85000, false)!.monthlyPayment });
    expect(offerCard(offer(), 5000, false)).toMatchObject({ amount: 15000, amountLimit: 'min' });
    expect(offerCard(offer(), 50000, false)).toMatchObject({ amount: 50000, amountLimit: null });
  });
  it('hides an offer whose rate is 0, or whose amount is 0', () => {
    expect(offerCard(offer({ rate: 0 }), 50000, false)).toBeNull();
    expect(offerCard(offer(), 0, false)).toBeNull();
    expect(offerCard(offer({ maxAmount: 0 }), undefined, false)).toBeNull();
    expect(offerCards([offer({ uuid: 'a', rate: 0 }), offer({ uuid: 'b' })], 20000, false).map((c) => c.uuid)).toEqual(['b']);
  });
  it('interest-only: the monthly interest rounded up to the dollar, no fixed term', () => {
    const card = offerCard(offer({ rate: 8.45, maxAmount: 400000 }), 100000, true)!;
    // 100,000 × 8.45% / 365.25 × 30.4375 = 704.17 → 705.
    expect(card).toMatchObject({ monthlyPayment: 705, term: null, paymentKind: 'interestOnly' });
    expect(offerCard(offer({ rate: 10, maxAmount: 400000 }), 120000, true)!.monthlyPayment).toBe(1000);
  });
  it('applies interest-only when the brand, the organisation option or the application says so', () => {
    expect(interestOnlyApplies({ brand: { behaviour: { interestOnlyAgeRestricted: true } } })).toBe(true);
    expect(interestOnlyApplies({ app: { isAgeRestrictedInterestOnly: true } })).toBe(true);
    expect(interestOnlyApplies({}, true)).toBe(true);
    expect(interestOnlyApplies({ brand: { behaviour: { interestOnlyAgeRestricted: false } }, app: { isAgeRestrictedInterestOnly: false } })).toBe(false);
    expect(interestOnlyApplies(undefined)).toBe(false);
  });
  it('leaves out malformed offers', () => {
    expect(readOffers([null, { uuid: 'x' }, { uuid: 'y', rate: '8', term: 10 }, offer()])).toHaveLength(1);
    expect(readOffers('nope')).toEqual([]);
  });
});

describe('the widget on the product/select screen', () => {
  const screen = config.screens['application/product/select']!.data as { schema: RJSFSchema; uiSchema: UiSchema };
  const render = (ctx: Record<string, unknown>, formData: Record<string, unknown>) => renderToStaticMarkup(createElement(Form, {
    schema: screen.schema, uiSchema: screen.uiSchema, validator, widgets, templates, formData, noHtml5Validate: true,
    formContext: { warnings: {}, copy: { offersLabel: 'Your offers' }, ctx: { ...ctx, form: formData } },
  }));
  const offers = [offer({ uuid: 'o-5', term: 5, rate: 9.45 }), offer(), offer({ uuid: 'o-zero', term: 30, rate: 0 })];

  it('renders each showable offer as a radio with its details tied by aria-describedby', () => {
    const html = render({ app: { offers } }, { amount: 50000, offerUuid: 'o-10' });
    expect(html).toContain('<legend class="w-legend">Your offers</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).not.toContain('o-zero');
    expect(html).toMatch(/id="root_offerUuid"[^>]*value="o-5"/);
    expect(html).toMatch(/id="root_offerUuid-1" aria-describedby="root_offerUuid-1__details [^"]*" name="root_offerUuid" checked="" value="o-10"/);
    // Each card's APR is the finance module's for the amount typed (Regulation Z, Appendix J).
    expect(html).toContain('10-year line, 9.66% APR');
    expect(html).toContain('5-year line, 10.76% APR');
    expect(html).toContain('<dt>Initial draw less the fee</dt><dd>$48,505.00</dd>');
    expect(html).toContain('<dt>Interest rate</dt><dd>8.95%</dd>');
    expect(html).not.toMatch(/8\.95% APR/);
    expect(html).toContain('$632.03');
    // Figures worked out to the cent show their cents, like the payment beside them.
    expect(html).toContain('$1,495.00 (2.99%)');
    expect(html).toContain('$15,000 to $85,000');
  });
  it('interest-only from the application hides the term and shows the rounded-up payment', () => {
    const html = render({ app: { offers: [offer({ rate: 8.45, maxAmount: 400000 })], isAgeRestrictedInterestOnly: true } }, { amount: 100000 });
    expect(html).toContain('Interest-only monthly payment');
    expect(html).toContain('$705 ');
    expect(html).not.toContain('Term');
    // Interest-only payments with the balance due at the end of the offer's 10 years.
    expect(html).toContain('Interest-only line, balance due after 10 years, 8.90% APR');
    // The balance comes with the last payment, and the card says so.
    expect(html).toMatch(/<dt>Last payment, with the whole balance<\/dt><dd>\$[\d,]+\.\d\d <span class="w-offer__for">in month 120<\/span>/);
  });
  it('says so when no offer shows', () => {
    const html = render({ app: { offers } }, { amount: 0 });
    expect(html).not.toContain('type="radio"');
    expect(html).toContain('No offer lends this amount. Change the amount to see your offers, or contact us for help.');
  });

  it('a home whose state closes in person (app.status.manualNotary from stateRules.TX): each card states the $300 notary fee and what is paid, in the screen\'s words', () => {
    const pricingFile = JSON.parse(readFileSync(join(config.root, 'sandbox/data/pricing.json'), 'utf8')) as Pricing;
    const feeCap = offerFeeCap(pricingFile, 'TX').result;
    const texasOffers = [offer({ uuid: 'o-30', term: 30, rate: 8.45, originationFeePercent: 1.99, feeCap }), offer({ feeCap })];
    const brand = { pricing: pricingFigures(pricingFile, {}, 'TX').result };
    const html = render({ brand, app: { offers: texasOffers, status: { manualNotary: true }, stateLaw: { inPersonClosing: true } } }, { amount: 15000 });
    // $15,000: 2% = $300, all of it the notary's; the valuation fee past it is the lender's, so $14,700 is paid.
    expect(html.match(/In-person notary fee: your closing is signed in person before a notary<\/dt><dd>\$300\.00/g)).toHaveLength(2);
    expect(html.match(/Paid to your account at closing, after every fee<\/dt><dd>\$14,700\.00/g)).toHaveLength(2);
    // Elsewhere, with no fee charged yet, a card states the origination fee alone, as before.
    expect(render({ brand, app: { offers } }, { amount: 15000 })).not.toContain('In-person notary fee');
  });
});
