/**
 * What a person sees of each screen, rendered by the real SchemaScreen with our theme (static
 * markup): no template text, no form-library default markup or words, lists of items in our own
 * labelled markup, every figure labelled exactly (interest rate vs APR), enum values by their
 * titles, "(required)" only where an answer is required, links in copy, HMDA sub-groups nested.
 */
import { createElement, type ReactElement } from 'react';
import { Router } from 'wouter';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ajvErrors from 'ajv-errors';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { applicationFinance, formatMoney, mergeBrand, type RuleContext, type Screen } from '../../engine/index.ts';
import { SchemaScreen } from '../../renderer/screens/SchemaScreen.tsx';
import { InfoScreen } from '../../renderer/screens/InfoScreen.tsx';
import { brands, config, UUID } from '../helpers/config.ts';
import { ruleContext, type TestContext } from '../helpers/data.ts';

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
const screen = (id: string) => config.screens[id]!.data as Screen;
const brand = mergeBrand(brands, 'GOODLEAP_LLC');
const offers = [{ uuid: 'o-1', term: 10, rate: 8.95, apr: 9.25, originationFeePercent: 2.99, minAmount: 15000, maxAmount: 220000 }];
const ctx: TestContext = {
  brand,
  flags: {},
  query: {},
  today: '2026-11-21',
  params: { uuid: UUID, type: 'payroll' },
  profile: { name: { firstName: 'Pat', lastName: 'Happy' }, hasSsn: false },
  app: {
    uuid: UUID, loanNumber: 'HEL1', amount: 100000, rate: 8.95, apr: 9.66, term: 10, offers, selectedOfferUuid: 'o-1', payType: 'AUTOPAY',
    disburseAccount: { uuid: 'd', routingNumber: '021000021', mask: '****6789' }, autopayAccount: { uuid: 'a', mask: '****6789' },
    incomeSources: [{ employmentType: 'FULL_TIME', income: 120000 }, { employmentType: 'OTHER', income: 5000 }],
    property: { street1: '1 Main St', city: 'Portland', state: 'OR', zip: '97201' }, status: { disclosurelistSummaryReady: true, disclosurelistClosingReady: true },
  },
};

const render = (id: string, formData: Record<string, unknown> = {}, over: Partial<TestContext> = {}) => {
  const s = screen(id);
  const c = ruleContext({ ...ctx, ...over });
  const page: ReactElement = s.schema
    ? createElement(SchemaScreen, { screen: s, validator, ctx: c, initialData: formData, onSubmit: async () => undefined })
    : createElement(InfoScreen, { screen: s, ctx: c });
  return renderToStaticMarkup(createElement(Router, { ssrPath: `/${UUID}`, children: page }));
};
/** The text a person reads (tags and attribute values dropped, entities decoded). */
const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('every screen', () => {
  // Screens with fields (the ones with a registered component are drawn by it, not by the theme).
  const ids = Object.keys(config.screens).filter((id) => config.screens[id]!.data.schema && !config.screens[id]!.data.component);
  it.each(ids)('%s: no template text, no form-library markup', (id) => {
    const html = render(id, id === 'application/income/link' ? { sources: ctx.app!.incomeSources } : {});
    expect(html).not.toContain('{{');
    expect(html).not.toMatch(/glyphicon|btn-(add|danger|info|default)|array-item-toolbox|rjsf-config-error|panel-default|col-xs-/);
    // RJSF's generated item titles ("Income to verify-1").
    expect(visible(html)).not.toMatch(/\w-\d\b/);
  });
});

describe('template text (issue 10 item 2)', () => {
  it('income/link: the authorization the applicant signs names the lender', () => {
    const text = visible(render('application/income/link', { sources: ctx.app!.incomeSources }));
    expect(text).toContain('I authorize GoodLeap, LLC to connect to my payroll provider');
  });
  it('bank/autopay: the question names the last four digits, as copy', () => {
    expect(visible(render('application/bank/autopay', { payType: 'AUTOPAY' }))).toContain('Pay from your deposit account ending in 6789?');
    expect(visible(render('application/bank/autopay', { payType: 'AUTOPAY' }, { app: { ...ctx.app, disburseAccount: null } }))).toContain('Pay from the account your funds are deposited into?');
  });
  it('bank/autopay: nothing is chosen, and the account question and the authorization show only for autopay, the authorization naming the lender, account, payment and how to stop it', () => {
    const fresh = render('application/bank/autopay');
    expect(fresh).not.toMatch(/checked=""/);
    expect(visible(fresh)).not.toContain('Pay from your deposit account');
    expect(visible(fresh)).not.toContain('I authorize');
    expect(visible(render('application/bank/autopay', { payType: 'MANUAL' }))).not.toContain('I authorize');
    const figures = applicationFinance(ruleContext({ app: ctx.app, brand })).result!;
    const payment = formatMoney(figures.monthlyPayment, 2);
    const names = brand['names'] as { companyName: string };
    const phone = (brand['support'] as { phone: { formatted: string } }).phone.formatted;
    expect(visible(render('application/bank/autopay', { payType: 'AUTOPAY' }))).toContain(
      `I authorize ${names.companyName} to draw my monthly payment of ${payment} from my deposit account ending in 6789 on each due date. The amount changes only if my balance does, for example after another draw (the rate on this draw is fixed), and the last payment, ${formatMoney(figures.finalPayment, 2)}, pays the draw off exactly. To stop a payment or cancel autopay, I'll call ${phone} at least three business days before the payment date.`,
    );
    expect(visible(render('application/bank/autopay', { payType: 'AUTOPAY', useDisbursementAccount: false }))).toContain(`monthly payment of ${payment} from the account I entered above on each due date`);
  });
  it('bank/confirm: an enum value reads as its title', () => {
    const text = visible(render('application/bank/confirm'));
    expect(text).toContain('Monthly payments: Autopay, drawn from your account ending in 6789');
    expect(text).not.toContain('AUTOPAY');
    expect(visible(render('application/bank/confirm', {}, { app: { ...ctx.app, payType: 'MANUAL' } }))).toContain('Monthly payments: Paid each month by you.');
  });
});

describe('a rate is never called an APR (issue 10 item 3)', () => {
  it('signing/sign labels the APR and the interest rate each', () => {
    const text = visible(render('application/signing/sign'));
    expect(text).toContain('Annual percentage rate (APR): 9.66%');
    expect(text).toContain('Interest rate on your initial draw: 8.95%');
    expect(text).not.toMatch(/8\.95% APR/);
  });
  it('start/app-summary states the APR beside the interest rate', () => {
    const text = visible(render('application/start/app-summary'));
    expect(text).toContain('Interest rate 8.95%');
    expect(text).toContain('Annual percentage rate (APR) 9.66%');
  });
  it('no copy anywhere puts "APR" after the interest rate placeholder', () => {
    const all = JSON.stringify([Object.values(config.screens).map((s) => s.data), Object.values(config.brands).map((b) => b.data)]);
    expect(all).not.toMatch(/\{\{\s*app\.rate[^}]*\}\}\s*APR/);
  });
});

describe('lists of items in our theme (issue 10 item 4)', () => {
  const html = render('application/income/link', { sources: ctx.app!.incomeSources });
  it('legends and buttons from config, marked as ours', () => {
    expect(html).toContain('<legend class="array__legend">Income to verify</legend>');
    expect(html).toContain('<legend class="object__legend">Income source 1</legend>');
    expect(html).toContain('<legend class="object__legend">Income source 2</legend>');
    expect(html).toMatch(/<button type="button" id="root_sources_1__remove"[^>]*data-theme="heloc"[^>]*>Remove income source 2<\/button>/);
    expect(html).toMatch(/<button type="button" id="root_sources__add"[^>]*>Add another income source<\/button>/);
    expect(html).toMatch(/<fieldset[^>]*class="array"[^>]*data-theme="heloc"/);
    // Every button has words.
    for (const b of html.match(/<button[^>]*>[^<]*<\/button>/g) ?? []) expect(b.replace(/<[^>]+>/g, '').trim()).not.toBe('');
  });
  it('no remove button while the list holds only its minimum', () => {
    const one = render('application/income/link', { sources: (ctx.app!.incomeSources as unknown[]).slice(0, 1) });
    expect(one).not.toContain('Remove income source 1');
    expect(one).toContain('Add another income source');
  });
});

describe('the required marker', () => {
  it('"Other annual income (optional)" is not also announced as required', () => {
    const html = render('register-v2/annual-income');
    expect(html).toMatch(/<label for="root_income_otherIncome" class="field__label">Other annual income \(optional\)<\/label>/);
    expect(html).not.toMatch(/id="root_income_otherIncome"[^>]*aria-required/);
    expect(html).toMatch(/<label for="root_income_income" class="field__label">Annual income \(before taxes\)<span class="visually-hidden"> \(required\)<\/span><\/label>/);
  });
});

describe('links in copy', () => {
  it('bank/disburse: the manual entry screen is a real link', () => {
    expect(render('application/bank/disburse')).toContain(`<a href="/${UUID}/bank/manual-disburse" class="text-link">Use the manual entry screen</a>`);
  });
});

describe('HMDA (issue 10 item 10)', () => {
  const html = render('application/start/hmda');
  const group = (name: string) => new RegExp(`<span>${name}</span></label><div class="w-choice-group__children" role="group" aria-labelledby="[^"]+">(.*?)</div></div>`).exec(html)?.[1] ?? '';
  it('nests the sub-groups under their group, as on the HMDA demographic information form', () => {
    expect(visible(group('Hispanic or Latino'))).toBe(' Mexican Puerto Rican Cuban Other Hispanic or Latino ');
    expect(visible(group('Asian'))).toBe(' Asian Indian Chinese Filipino Japanese Korean Vietnamese Other Asian ');
    expect(visible(group('Native Hawaiian or Other Pacific Islander'))).toBe(' Native Hawaiian Guamanian or Chamorro Samoan Other Pacific Islander ');
    expect(html).toContain('Other Asian: race (optional)');
  });
});
