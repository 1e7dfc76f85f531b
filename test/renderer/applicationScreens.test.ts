/**
 * Contract for the application screens of batch A (start, product, credit, review-app, error, hold,
 * payoff, bpo): every message a screen can show (its schema's `errorMessage`s and its rules) appears
 * for the input that should cause it, through the same validator setup (ajv-errors) and error
 * transform as the app; copy resolves with no placeholder left; the copy variants of 000 §5 apply.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ajvErrors from 'ajv-errors';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { evaluateScreenRules, interpolate, mergeBrand, resolveActions, resolveCopy, type RuleContext, type Screen } from '../../engine/index.ts';
import { transformErrors } from '../../renderer/theme/transformErrors.ts';
import { SchemaScreen } from '../../renderer/screens/SchemaScreen.tsx';
import { brands, config, heloc, UUID } from '../helpers/config.ts';
import { ruleContext, type TestContext } from '../helpers/data.ts';

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
const screen = (id: string) => config.screens[`application/${id}`]!.data as Screen;
const brand = mergeBrand(brands, 'FIGURE');
const offers = [{ uuid: 'o-1', term: 10, rate: 8.95, apr: 9.25, originationFeePercent: 2.99, minAmount: 20000, maxAmount: 85000 }];
const baseCtx: TestContext = {
  brand,
  flags: {},
  query: {},
  today: '2026-11-21',
  params: { uuid: UUID },
  profile: { name: { firstName: 'Pat', lastName: 'Happy' }, hasSsn: false },
  app: { uuid: UUID, amount: 50000, rate: 8.95, term: 10, offers, property: { street1: '1 Main St', city: 'Portland', state: 'OR', zip: '97201', fullAddress: '1 Main St, Portland, OR 97201' }, status: { disclosurelistSummaryReady: true } },
};

/** Every message the applicant can see for these answers: schema errors, rule errors, blocks, warnings, confirmations. */
function messages(id: string, data: Record<string, unknown>, ctx: TestContext = baseCtx): string[] {
  const s = screen(id);
  const schemaErrors = s.schema ? validator.validateFormData(data, s.schema as RJSFSchema, undefined, transformErrors).errors.map((e) => e.message ?? '') : [];
  const r = evaluateScreenRules(s, ruleContext({ ...ctx, form: data })).result;
  return [...schemaErrors, ...[...r.errors, ...r.blocks, ...r.warnings, ...r.confirms].map((m) => m.message)];
}

/** Screen, answers, context changes: together they must produce every message the screen declares. */
const cases: [string, Record<string, unknown>, Partial<TestContext>?][] = [
  ['start/profile', {}],
  ['start/profile', { consent: false }],
  ['start/profile', { directDebtPayoffConsent: 'yes' }],
  ['start/contact', {}],
  ['start/contact', { ownership: 'RENTER', maritalStatus: 'X', ssn: '12-3', hardCreditConsent: false }],
  ['start/contact', { ssn: 123456789 }, { profile: { hasSsn: true } }],
  ['start/contact', { ownership: 'JOINT_WITH_SPOUSE', maritalStatus: 'UNMARRIED', hardCreditConsent: true }],
  ['start/hmda', {}],
  ['start/hmda', { ethnicity: ['MARTIAN'], race: ['MARTIAN'], sex: 'OTHER' }],
  ['start/hmda', { declined: true, otherAsianRace: 'x'.repeat(101) }],
  ['start/hmda', { declined: true, otherHispanicOrigin: 'x'.repeat(101), americanIndianTribe: 'x'.repeat(101) }],
  ['start/hmda', { declined: 'yes' }],
  ['start/hmda', { otherHispanicOrigin: 5, americanIndianTribe: 5, otherAsianRace: 5, otherPacificIslanderRace: 5 }],
  ['start/app-summary', {}, { app: { status: {} } }],
  ['start/app-summary', { accepted: true, signatureName: 'P' }],
  ['start/app-summary', { accepted: true, signatureName: 'P'.repeat(129) }],
  ['start/app-summary', { accepted: true, signatureName: 7 }],
  // A signature that is not the legal name on file (Pat Happy): one rule for every signature (schemas/rules/signature.json).
  ['start/app-summary', { accepted: true, signatureName: 'Pat H' }],
  ['product/select', {}],
  ['product/select', { offerUuid: '', amount: 5 }],
  ['product/select', { offerUuid: 'o-1', amount: 500000 }],
  ['product/select', { offerUuid: 'o-1', amount: 50000.5 }],
  ['product/select', { offerUuid: 'o-1', amount: 'lots' }],
  ['product/select', { offerUuid: 'o-1', amount: 90000 }],
  ['product/select', { offerUuid: 'o-1', amount: 16000 }],
  ['product/select', { amount: 120000 }],
  ['product/select', { offerUuid: 'o-1', amount: 3000 }, { app: { ...baseCtx.app, stateLaw: { minAdvance: 4000, minAdvanceLaw: 'Texas Constitution Art. XVI §50(t)(2)' } } }],
  ['product/assets', {}],
  ['product/assets', { checkingSavings: 0, investments: 0, retirement: 0, attested: true }],
  ['product/assets', { checkingSavings: -1, investments: 1e9, retirement: 'x', attested: true }],
  ['product/prequal-winback', {}],
  ['credit/social', {}],
  ['credit/social', { ssn: '12345' }],
  ['credit/social', { ssn: 12 }],
  ['credit/error', {}],
  ['bpo/condition', {}],
  ['bpo/condition', { condition: 'RUINED', accessNotes: 'x'.repeat(501) }],
  ['bpo/condition', { recentRenovations: 'yes' }],
  ['bpo/estimate-value', {}],
  ['bpo/estimate-value', { estimatedValue: 1000 }],
  ['bpo/estimate-value', { estimatedValue: 30000000 }],
  ['bpo/estimate-value', { estimatedValue: 'a lot' }],
  ['bpo/order-bpo', { accessNotes: 'x'.repeat(501) }],
];

/** Every applicant-visible message a screen file declares. */
function declared(s: Screen): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === 'errorMessage') collect(v);
      else walk(v);
    }
  };
  const collect = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  walk(s.schema);
  // Rule messages as the applicant reads them, placeholders filled from the screen's context; a
  // rule's own figures ({{values.maximum:money}}) depend on the answers, so any figure stands there.
  for (const r of s.rules ?? []) if (r.message) out.push(interpolate(r.message.replace(/\{\{\s*values\.[^}]*\}\}/g, ANY_FIGURE), baseCtx));
  return out;
}

const ANY_FIGURE = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A declared message is seen when a message read matches it, any figure standing for a rule's value (a figure may be words: the law a state's rule names). */
const seenAs = (declaredMessage: string, seen: Set<string>) =>
  seen.has(declaredMessage) || (declaredMessage.includes(ANY_FIGURE) && [...seen].some((m) => new RegExp(`^${declaredMessage.split(ANY_FIGURE).map(escape).join('.+?')}$`).test(m)));

const formScreens = [...new Set(cases.map(([id]) => id))];

describe('every message of every form screen appears for the input that causes it', () => {
  it.each(formScreens)('%s', (id) => {
    const seen = new Set(cases.filter(([c]) => c === id).flatMap(([c, data, over]) => messages(c, data, { ...baseCtx, ...over })));
    const missing = declared(screen(id)).filter((m) => !seenAs(m, seen));
    expect(missing).toEqual([]);
  });

  it('answers the specific messages for specific input', () => {
    expect(messages('start/contact', { ownership: 'SOLE', maritalStatus: 'MARRIED', hardCreditConsent: true })).toEqual(['Enter your Social Security number']);
    expect(messages('start/contact', { ownership: 'SOLE', maritalStatus: 'MARRIED', hardCreditConsent: true }, { ...baseCtx, profile: { hasSsn: true } })).toEqual(['We already have your Social Security number on file, so you can leave this blank.']);
    expect(messages('start/hmda', { declined: true })).toEqual([]);
    expect(messages('start/hmda', { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['ASIAN', 'WHITE'], sex: 'FEMALE' })).toEqual([]);
    expect(messages('product/select', { offerUuid: 'o-1', amount: 85000 })).toEqual([]);
    expect(messages('product/select', { offerUuid: 'o-1', amount: 85001 })).toEqual(['The offer you chose lends up to $85,000. Enter $85,000 or less, or choose another offer']);
    expect(messages('product/select', { offerUuid: 'unknown', amount: 16000 })).toEqual([]);
    // Above every offer before one is chosen: the most any offer lends.
    expect(messages('product/select', { amount: 120000 })).toEqual(expect.arrayContaining(['The most we can lend you is $85,000. Enter $85,000 or less to see your offers']));
    expect(messages('product/select', { amount: 85000 })).not.toEqual(expect.arrayContaining([expect.stringMatching(/^The most we can lend/)]));
    // Past the schema's own limit the chosen offer's maximum is said at once, so one correction is enough.
    expect(messages('product/select', { offerUuid: 'o-1', amount: 500000 })).toEqual(['Enter an amount of $400,000 or less', 'The offer you chose lends up to $85,000. Enter $85,000 or less, or choose another offer']);
    expect(messages('product/select', { offerUuid: 'o-1', amount: 5000 })).toEqual(['Enter an amount of $15,000 or more']);
    // An empty box is one problem, said once: not also "at least $15,000" (null < 15000 holds in JSON logic).
    expect(messages('product/select', { offerUuid: 'o-1' })).toEqual(['Enter how much you would like to borrow']);
    expect(messages('product/select', { offerUuid: 'o-1' }, { ...baseCtx, app: { ...baseCtx.app, stateLaw: { minAdvance: 4000, minAdvanceLaw: 'Texas Constitution Art. XVI §50(t)(2)' } } })).toEqual(['Enter how much you would like to borrow']);
    // A home whose state sets a minimum advance (pricing stateRules minAdvance, carried on app.stateLaw): one message, naming it, why, and the line's own start.
    const minAdvance = { ...baseCtx, app: { ...baseCtx.app, stateLaw: { minAdvance: 4000, minAdvanceLaw: 'Texas Constitution Art. XVI §50(t)(2)' } } };
    expect(messages('product/select', { offerUuid: 'o-1', amount: 3000 }, minAdvance)).toEqual(['The law of the state your home is in (Texas Constitution Art. XVI §50(t)(2)) says each advance on a home equity line, your initial draw included, must be at least $4,000, and your line starts at $20,000. Enter $20,000 or more']);
    expect(messages('product/select', { amount: 3000 }, minAdvance)).toEqual(['Select an offer', 'The law of the state your home is in (Texas Constitution Art. XVI §50(t)(2)) says each advance on a home equity line, your initial draw included, must be at least $4,000, and your line starts at $20,000. Enter $20,000 or more']);
    expect(messages('product/select', { offerUuid: 'o-1', amount: 5000 }, minAdvance)).toEqual(['Enter an amount of $15,000 or more']);
    expect(messages('start/app-summary', { readToEnd: true, accepted: true, signatureName: 'Pat Happy' })).toEqual([]);
    expect(messages('credit/social', { ssn: '123-45-6789' })).toEqual([]);
    expect(messages('bpo/order-bpo', {})).toEqual(['Confirm that you agree to the valuation fee']);
    // Answers that contradict each other are caught before the hard credit check: title held with a spouse, yet unmarried.
    expect(messages('start/contact', { ownership: 'JOINT_WITH_SPOUSE', maritalStatus: 'UNMARRIED', hardCreditConsent: true })).toContain('You said you hold title jointly with your spouse. Choose Married or Separated, or change how you hold title');
    expect(messages('start/contact', { ownership: 'JOINT_WITH_SPOUSE', maritalStatus: 'SEPARATED', hardCreditConsent: true })).not.toContain('You said you hold title jointly with your spouse. Choose Married or Separated, or change how you hold title');
  });
});

const html = (id: string, ctx: TestContext) => renderToStaticMarkup(createElement(SchemaScreen, { screen: screen(id), validator, ctx: ruleContext(ctx), onSubmit: async () => undefined }));

describe('start/profile: the credit-pull authorisation varies (000 §5)', () => {
  it('standard wording, without the New York or liability paragraphs', () => {
    const out = html('start/profile', baseCtx);
    expect(out).toContain('Let&#x27;s check your offers');
    expect(out).toContain('You&#x27;re applying as Pat Happy for 1 Main St, Portland, OR 97201.');
    expect(out).toContain('through a soft inquiry, to verify your identity');
    expect(out).toContain('I have read the credit authorization below and I agree to it.');
    expect(out).not.toContain('New York residents');
    expect(out).not.toContain('liabilities');
    expect(out).not.toContain('prescreened');
  });
  it('prescreened direct-mail referral', () => {
    const out = html('start/profile', { ...baseCtx, query: { utm_medium: 'referral', utm_source: 'prescreen direct mail' } });
    expect(out).toContain('You received a prescreened offer of credit');
    expect(out).toContain('1-888-5-OPT-OUT');
    expect(html('start/profile', { ...baseCtx, query: { utm_medium: 'email', utm_source: 'prescreen direct mail' } })).not.toContain('prescreened offer');
  });
  it('New York property with the fair-credit-reporting flag only', () => {
    const ny = { ...baseCtx, app: { ...baseCtx.app, property: { street1: '1 Main St', city: 'Albany', state: 'ny', zip: '12207' } } };
    expect(html('start/profile', { ...ny, flags: { 'fe-heloc-ny-fcra': { enabled: true } } })).toContain('New York residents');
    expect(html('start/profile', ny)).not.toContain('New York residents');
  });
  it('direct debt payoff adds the liability lookup and records the consent', () => {
    const ctx = { ...baseCtx, flags: { 'fe-heloc-direct-debt-payoff': { enabled: true } } };
    const out = html('start/profile', ctx);
    expect(out).toContain('I have read the credit and liability authorization below and I agree to it.');
    expect(out).toContain('look up your outstanding debts (liabilities)');
  });
});

describe('other form screens render their copy', () => {
  it('start/app-summary shows the chosen offer\'s figures from the finance module and blocks until the summary is ready', () => {
    const chosen = { ...baseCtx, app: { ...baseCtx.app, selectedOfferUuid: 'o-1' } };
    const figure = (label: string, value: string) => new RegExp(`<dt>${label.replace(/[()]/g, '\\$&')}</dt><dd><span class="screen__figure-value">${value.replace(/[$.]/g, '\\$&')}</span>`);
    const out = html('start/app-summary', chosen);
    // $50,000 at 8.95% for 10 years with a 2.99% fee: 120 payments of $632.03 (the last $631.59).
    expect(out).toMatch(figure('Line amount, drawn in full at closing', '$50,000'));
    expect(out).toMatch(figure('Interest rate', '8.95%'));
    expect(out).toMatch(figure('Annual percentage rate (APR)', '9.66%'));
    expect(out).toMatch(figure('Amount financed', '$48,505.00'));
    expect(out).toMatch(figure('Origination fee', '$1,495.00'));
    expect(out).toMatch(figure('Monthly payment', '$632.03'));
    expect(out).toContain('Payment schedule: 120 monthly payments; the last one is');
    expect(out).not.toContain('still being prepared');
    // Without a chosen offer no figure is made up: the fallbacks say where to look.
    expect(html('start/app-summary', baseCtx)).toMatch(figure('Annual percentage rate (APR)', 'see your disclosure'));
    const waiting = html('start/app-summary', { ...chosen, app: { ...chosen.app, status: {} } });
    expect(waiting).toContain('Your application summary is still being prepared.');
    expect(waiting).toMatch(/<button type="submit"[^>]*disabled=""/);
    const io = html('start/app-summary', { ...chosen, app: { ...chosen.app, isAgeRestrictedInterestOnly: true } });
    expect(io).toContain('Your monthly payments pay interest only');
    // Interest-only: one month's interest rounded up to the dollar ($373), the balance with the last payment.
    expect(io).toMatch(figure('Monthly payment', '$373.00'));
    expect(io).toMatch(/120 monthly payments of interest only; the last one, \$50,356\.91, also repays the whole of your initial draw/);
    expect(io).not.toContain('Payment schedule: 120 monthly payments;');
  });
  it('start/app-summary outside Texas: the amount paid is labelled with exactly what is still deducted, the county\'s recording fee and the recording tax, with their ranges (engine/fees.ts recordingCosts)', () => {
    // The figure deducts the origination fee and the fees charged (engine/pricing.ts applicationFinance), not the recording costs.
    const pricing = { valuationFee: 180, manualNotaryFee: 300, recordingFeeMin: 0, recordingFeeMax: 315, recordingTaxPer100kMax: 1400 };
    const decided = { ...baseCtx, brand: { ...brand, pricing }, app: { ...baseCtx.app, selectedOfferUuid: 'o-1', status: { ...(baseCtx.app as { status?: object }).status, disclosurelistClosingReady: true } } };
    const figure = (label: string, value: string) => new RegExp(`<dt>${label.replace(/[()$.]/g, '\\$&')}</dt><dd><span class="screen__figure-value">${value.replace(/[$.]/g, '\\$&')}</span>`);
    const out = html('start/app-summary', decided);
    // $50,000 less the $1,495.00 origination fee; the recording tax on a $50,000 line is at most $1,400 × 0.5 = $700.00.
    // As a range: at worst the $315 fee and the $700.00 tax come off too: $48,505.00 − $1,015.00 = $47,490.00.
    expect(out).toMatch(figure('Paid to your account at closing: between these, once the county&#x27;s recording fee ($0 to $315) and the recording tax ($0 to $700.00) are known', '$47,490.00 to $48,505.00'));
    expect(out).toContain('are not known before closing: the lower figure takes them off at the most they can be');
    expect(out).not.toContain('before county fees');
    const undecided = html('start/app-summary', { ...decided, app: { ...decided.app, status: {} } });
    // And the fees not yet decided, the $180 valuation and the $300 notary: $48,505.00 − $1,015.00 − $480.00 = $47,010.00.
    expect(undecided).toMatch(figure('Paid to your account at closing: between these, once the fees not yet decided, the county&#x27;s recording fee ($0 to $315) and the recording tax ($0 to $700.00) are known', '$47,010.00 to $48,505.00'));
  });
  it('product/select shows the offers and, for a verified offer, the final-offer wording', () => {
    expect(html('product/select', baseCtx)).toContain('10-year line, 9.66% APR');
    expect(html('product/select', { ...baseCtx, query: { from: 'signing/intro' } })).toContain('Confirm your final offer');
  });
  it('credit/error explains the three bureaus and asks for a confirmation', () => {
    const out = html('credit/error', baseCtx);
    for (const bureau of ['Equifax', 'Experian', 'TransUnion']) expect(out).toContain(bureau);
    expect(out).toContain('I have lifted the freeze or lock on my credit file');
  });
  it('bpo/order-bpo and the Texas bpo/condition name the valuation fee at the lender pricing and ask consent (001 §9)', () => {
    const priced = { ...baseCtx, brand: { ...brand, pricing: { valuationFee: 180 } } };
    for (const id of ['bpo/order-bpo', 'bpo/condition']) {
      const out = html(id, priced);
      expect(out).toContain('I agree to the $180 valuation fee');
      expect(out).toMatch(/<dt>Valuation fee<\/dt><dd><span class="screen__figure-value">\$180<\/span>/);
      expect(out).not.toMatch(/no cost to you/i);
    }
    expect(messages('bpo/condition', { condition: 'GOOD' })).toEqual(['Confirm that you agree to the valuation fee']);
  });
  it('a $15,000 Texas line: the summary and bpo/condition say the lender pays the whole valuation fee and the borrower pays nothing for it (engine/fees.ts)', () => {
    // 2% of 15,000 is 300; the $180 valuation and $300 notary pass it by 180, which the lender pays from the valuation.
    const feeCap = { state: 'TX', law: 'Texas Constitution Art. XVI §50(a)(6)', maxPercent: 2, fees: [{ id: 'valuation', label: 'Valuation fee', amount: 180 }, { id: 'manualNotary', label: 'In-person notarization', amount: 300 }], recording: { taxPer100kMax: 0, paidBy: 'lender' } };
    const pricing = { valuationFee: 180, manualNotaryFee: 300, recordingFeeMin: 0, recordingFeeMax: 315, recordingTaxPer100kMax: 1400 };
    const texas = { ...baseCtx, brand: { ...brand, pricing }, app: { ...baseCtx.app, amount: 15_000, rate: 9.45, term: 5, offers: [{ uuid: 'o-tx', term: 5, rate: 9.45, originationFeePercent: 4.99, feeCap }], selectedOfferUuid: 'o-tx', status: { ...(baseCtx.app as { status?: object }).status, bpo: 'REQUIRED', manualNotary: true } } };
    const summary = html('start/app-summary', texas);
    expect(summary).toMatch(/<dt>Valuation fee<\/dt><dd><span class="screen__figure-value">\$0\.00<\/span>/);
    expect(summary).toContain('We pay its $180.00 fee so your fees stay within the limit your state&#x27;s law sets; you pay nothing for it.');
    expect(summary).not.toContain('Your part is paid from your initial draw');
    expect(summary).toMatch(/<dt>Paid to your account at closing<\/dt><dd><span class="screen__figure-value">\$14,700\.00<\/span>/);
    const condition = html('bpo/condition', texas);
    expect(condition).toContain('I agree to the valuation of my home by a person. We pay its $180.00 fee; I pay nothing for it.');
    expect(condition).not.toContain('you won&#x27;t be charged');
  });
});

const infoScreens = ['review-app/incorrect-pin', 'review-app/no-credit', 'review-app/property', 'review-app/uw', 'review-app/delinquency', 'review-app/incorrect-ownership',
  'error/decline', 'error/credit', 'error/income', 'error/timeout', 'error/flood-cert', 'hold', 'payoff/hold', 'bpo/hold', 'bpo/waiting'];

describe('information screens', () => {
  it.each(infoScreens)('%s: copy and actions resolve, and it says how to reach support', (id) => {
    const s = screen(id);
    expect(s.schema).toBeUndefined();
    const copy = resolveCopy(s, ruleContext(baseCtx));
    const text = JSON.stringify(copy);
    expect(copy.title).toBeTruthy();
    expect(text).not.toContain('{{');
    expect(text).toContain('(888) 819-6388');
    const actions = resolveActions(s, ruleContext(baseCtx));
    expect(actions.length).toBeGreaterThan(0);
    for (const a of actions) expect(a.href).not.toContain('{{');
    expect(actions.some((a) => a.href === `mailto:${(brand['support'] as { email: string }).email}`)).toBe(true);
  });
  it('declines say an adverse action notice comes by mail within 30 days', () => {
    for (const id of ['error/decline', 'error/credit', 'error/income']) expect(JSON.stringify(resolveCopy(screen(id), ruleContext(baseCtx)))).toContain('within 30 days');
  });
  it('error/timeout: "Try again" leads to the application index', () => {
    expect(resolveActions(screen('error/timeout'), ruleContext(baseCtx))[0]).toEqual({ label: 'Try again', href: `/account/heloc/${UUID}` });
  });
  it('status variants: several properties, appraisal holds, final title', () => {
    expect(resolveCopy(screen('review-app/property'), ruleContext({ ...baseCtx, serverStatus: 'MULTIPLE_PROPERTIES' })).subtitle).toContain('more than one property');
    expect(resolveCopy(screen('hold'), ruleContext({ ...baseCtx, serverStatus: 'ONSITE_APPRAISAL_PAYMENT' })).title).toBe('Your home needs an on-site appraisal');
    expect(resolveCopy(screen('hold'), ruleContext({ ...baseCtx, serverStatus: 'ONSITE_APPRAISAL_PENDING' })).title).toBe('Your appraisal is under way');
    expect(resolveCopy(screen('bpo/hold'), ruleContext({ ...baseCtx, serverStatus: 'FINAL_TITLE_PROCESSING' })).title).toBe("We're finishing the title review");
  });
});

describe('routes', () => {
  const route = (p: string) => heloc.routes.find((r) => r.path === `/:uuid/${p}`)!;
  it.each([...formScreens, ...infoScreens])('%s is attached to its route', (id) => {
    expect(route(id).screen).toBe(`application/${id}`);
  });
  it('review-app/datatree and signdocs show the timeout screen; error and review pages follow the status', () => {
    expect(route('review-app/datatree').sameScreenAs).toBe('/:uuid/error/timeout');
    expect(route('review-app/signdocs').sameScreenAs).toBe('/:uuid/error/timeout');
    for (const id of infoScreens.filter((i) => i.startsWith('error/') || i.startsWith('review-app/'))) expect(route(id).anyStatus).toBeFalsy();
    expect(route('bpo/waiting').within).toEqual(['/:uuid/bpo/hold']);
  });
});
