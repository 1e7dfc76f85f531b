/** The register-v2 cross-field rules (000 §5, 001 §5) evaluated by the engine. */
import { describe, expect, it } from 'vitest';
import { evaluateScreenRules, mergeBrand, prefillFor, resolveCopy, resolveActions, withAnswers, withoutHidden, isHiddenPath } from '../../engine/index.ts';
import type { RuleContext, Screen } from '../../engine/index.ts';
import { brands, config } from '../helpers/config.ts';
import { appParts } from '../helpers/data.ts';

const screen = (id: string): Screen => config.screens[id]!.data;
const figure = mergeBrand(brands, 'FIGURE');
const outcome = (id: string, ctx: RuleContext) => evaluateScreenRules(screen(id), { brand: figure, flags: {}, today: '2026-11-21', ...ctx }).result;
const address = (state: string, zip = '90210') => ({ propertyAddress: { street1: '1 Main St', city: 'Town', state, zip, occupancyType: 'PRIMARY' } });
const ids = (list: ({ rule: string } | { id: string })[]) => list.map((x) => ('rule' in x ? x.rule : x.id));

describe('property address', () => {
  const BLOCK = 'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';
  it('blocks a referred applicant outside the licensed states', () => {
    const originator = { enforceLicensedStatesForReferral: true, licensedStates: ['CA', 'AZ'] };
    expect(outcome('register-v2/property-address', { form: address('nv'), originator }).blocks).toEqual([{ rule: 'outsideReferrerLicensedStates', message: BLOCK }]);
    expect(outcome('register-v2/property-address', { form: address('ca'), originator }).blocks).toEqual([]);
    expect(outcome('register-v2/property-address', { form: address('NV'), originator: { ...originator, enforceLicensedStatesForReferral: false } }).blocks).toEqual([]);
  });

  it('opens the New York modal on the main brand when the flag allows', () => {
    const flags = { 'fe-heloc-figure-ny-modal': { enabled: true } };
    const o = outcome('register-v2/property-address', { form: address('ny'), flags });
    expect(ids(o.dialogs)).toEqual(['newYorkOnMainBrand']);
    expect(o.dialogs[0]!.dialog.actions[0]!.href).toBe((figure.partners as Record<string, string>).newYorkSiteUrl);
    expect(outcome('register-v2/property-address', { form: address('NY'), flags: {} }).dialogs).toEqual([]);
  });

  it('opens the main-site modal on the New York brand for other states', () => {
    const flags = { 'fe-heloc-figure-ny-modal': { enabled: true } };
    const ny = mergeBrand(brands, 'FIGURE_NY');
    expect(ids(evaluateScreenRules(screen('register-v2/property-address'), { brand: ny, flags, form: address('NJ') }).result.dialogs)).toEqual(['otherStateOnNewYorkBrand']);
    expect(evaluateScreenRules(screen('register-v2/property-address'), { brand: ny, flags, form: address('ny') }).result.dialogs).toEqual([]);
  });

  it('opens the Hawaii dialog on the main brand only', () => {
    const o = outcome('register-v2/property-address', { form: address('HI') });
    expect(ids(o.dialogs)).toEqual(['hawaiiOnMainBrand']);
    expect(o.dialogs[0]!.dialog.title).toBe("We don't lend in Hawaii");
    expect(o.dialogs[0]!.dialog.body.join(' ')).toContain(String((figure.names as Record<string, string>).companyName));
    expect(evaluateScreenRules(screen('register-v2/property-address'), { brand: mergeBrand(brands, 'MOVEMENT'), form: address('HI') }).result.dialogs).toEqual([]);
  });

  it('warns, without blocking, for a zip in the disaster list', () => {
    const flags = { 'fe-heloc-disaster-zips': { enabled: true, variables: { disasterZips: ['96761', '90265'] } } };
    const o = outcome('register-v2/property-address', { form: address('CA', '90265'), flags });
    expect(o.warnings).toHaveLength(1);
    expect(o.warnings[0]!.field).toBe('propertyAddress.zip');
    expect(o.warnings[0]!.message).toContain('post-disaster inspection');
    expect(o.blocks).toEqual([]);
    expect(outcome('register-v2/property-address', { form: address('CA', '90210'), flags }).warnings).toEqual([]);
  });
});

describe('income', () => {
  const income = (employmentType: string, amount: number) => ({ income: { income: amount, otherIncome: 0, employmentType } });
  it('rejects unemployed applicants', () => {
    expect(outcome('register-v2/annual-income', { form: income('UNEMPLOYED', 50000) }).errors).toEqual([{ rule: 'unemployed', field: 'income.employmentType', message: "We apologize. At this time, we don't lend to unemployed borrowers." }]);
    expect(outcome('register-v2/annual-income', { form: income('RETIRED', 50000) }).errors).toEqual([]);
  });
  it('asks to confirm an income under 15000 as annual pre-tax', () => {
    expect(ids(outcome('register-v2/annual-income', { form: income('FULL_TIME', 14999) }).confirms)).toEqual(['lowIncomeConfirmation']);
    expect(outcome('register-v2/annual-income', { form: income('FULL_TIME', 15000) }).confirms).toEqual([]);
    expect(outcome('register-v2/annual-income', { form: { income: { employmentType: 'FULL_TIME' } } }).confirms).toEqual([]);
  });
});

describe('birthdate (000 §5)', () => {
  const dob = (year: number, month: number, day: number) => ({ dob: { year, month, day } });
  const at18 = "You must be at least 18 years old to apply for this home equity line of credit.";
  const al19 = "In Alabama, you must be at least 19 years old to apply for this home equity line of credit.";
  it('needs 18 years on the start of today', () => {
    expect(outcome('register-v2/birthdate', { form: dob(2008, 11, 21), registration: address('CA') }).errors).toEqual([]);
    expect(outcome('register-v2/birthdate', { form: dob(2008, 11, 22), registration: address('CA') }).errors.map((e) => e.message)).toEqual([at18]);
  });
  it('needs 19 in Alabama (home address first, then property)', () => {
    expect(outcome('register-v2/birthdate', { form: dob(2008, 1, 1), registration: address('AL') }).errors.map((e) => e.message)).toEqual([al19]);
    expect(outcome('register-v2/birthdate', { form: dob(2008, 1, 1), registration: address('CA') }).errors).toEqual([]);
    const secondHome = { propertyAddress: { ...address('CA').propertyAddress, occupancyType: 'SECONDARY' }, homeAddress: { state: 'al' } };
    expect(outcome('register-v2/birthdate', { form: dob(2008, 1, 1), registration: secondHome }).errors).toHaveLength(1);
    // A primary residence is where the applicant lives: a home address left from another answer does not count.
    expect(outcome('register-v2/birthdate', { form: dob(2008, 1, 1), registration: { ...address('CA'), homeAddress: { state: 'al' } } }).errors).toEqual([]);
    expect(outcome('register-v2/birthdate', { form: dob(2007, 11, 21), registration: address('AL') }).errors).toEqual([]);
    expect(outcome('register-v2/birthdate', { form: dob(2007, 11, 22), registration: address('AL') }).errors).toHaveLength(1);
  });
  it('is the same rule on the classic one-page /register, reading the answers typed on that page', () => {
    const classic = (form: Record<string, unknown>) => evaluateScreenRules(screen('register/index'), withAnswers({ brand: figure, flags: {}, today: '2026-11-21', registration: {} }, form)).result;
    const secondHome = { propertyAddress: { ...address('CA').propertyAddress, occupancyType: 'SECONDARY' }, homeAddress: { state: 'AL' } };
    expect(classic({ ...dob(2008, 1, 1), ...secondHome }).errors.map((e) => e.message)).toEqual([al19]);
    expect(classic({ ...dob(2008, 1, 1), ...address('CA') }).errors).toEqual([]);
    expect(classic({ ...dob(2008, 1, 1), ...address('AL') }).errors.map((e) => e.message)).toEqual([al19]);
    // The shared date rules (schemas/rules/date-of-birth.json), then the classic page's own age rules, stand where register-v2's birthdate rules would.
    const classicDob = ['dateOfBirthNotReal', 'dateOfBirthBefore1900', 'dateOfBirthInFuture', 'olderAgeMode', 'minimumAge', 'minimumAgeAlabama'];
    expect(ids(screen('register/index').rules ?? [])).toEqual(['property-address', 'annual-income', 'birthdate', 'phone-and-email', 'set-password'].flatMap((s) => (s === 'birthdate' ? classicDob : ids(screen(`register-v2/${s}`).rules ?? []))));
  });
  it('needs 62 when the brand restricts by age', () => {
    const older = mergeBrand(brands, 'NEW_AMERICAN_FUNDING');
    const r = evaluateScreenRules(screen('register-v2/birthdate'), { brand: older, today: '2026-11-21', form: dob(1970, 1, 1) }).result;
    expect(r.errors.map((e) => e.message)).toEqual(['You must be at least 62 years old to apply for this home equity line of credit.']);
    expect(evaluateScreenRules(screen('register-v2/birthdate'), { brand: older, today: '2026-11-21', form: dob(1960, 1, 1) }).result.errors).toEqual([]);
  });
  it('says what is wrong with a date: not in the calendar, before 1900, after today', () => {
    const messages = (form: Record<string, unknown>) => outcome('register-v2/birthdate', { form, today: '2026-11-21' }).errors.map((e) => e.message);
    expect(messages(dob(1990, 2, 30))).toEqual(['Date of birth must be a real date']);
    expect(messages(dob(1899, 5, 5))).toEqual(['Enter a date of birth in 1900 or later']);
    expect(messages(dob(2026, 11, 22))).toEqual(['Date of birth must be in the past']);
    // A month out of range or a two-digit year is the field's own message (fields/date-of-birth.json), not a rule's.
    expect(messages(dob(1990, 13, 1))).toEqual([]);
    expect(messages(dob(80, 1, 1))).toEqual([]);
    expect(messages(dob(1990, 2, 28))).toEqual([]);
  });
});

describe('contact and password', () => {
  it('prefills and locks an e-mail already on the profile', () => {
    const s = screen('register-v2/phone-and-email');
    expect(prefillFor(s, { profile: { email: 'ada@example.com' } })).toEqual({ email: 'ada@example.com' });
    expect(evaluateScreenRules(s, { profile: { email: 'ada@example.com' } }).result.disabled).toEqual(['email']);
    expect(evaluateScreenRules(s, { profile: {} }).result.disabled).toEqual([]);
  });
  it("says the passwords don't match on confirmPassword", () => {
    const r = outcome('register-v2/set-password', { form: { password: 'Abcdefghijk1!', confirmPassword: 'Abcdefghijk1?' } });
    expect(r.errors).toEqual([{ rule: 'passwordsMatch', field: 'confirmPassword', message: "Passwords must match" }]);
  });
});

describe('copy', () => {
  it('uses the partner for-sale wording where the brand asks for it', () => {
    expect(resolveCopy(screen('register-v2/for-sale'), { brand: figure }).title).toBe('Is this property currently for sale?');
    expect(resolveCopy(screen('register-v2/for-sale'), { brand: mergeBrand(brands, 'GOODLEAP_LLC') }).title).toBe('Is this property currently for sale, or will it be listed for sale within the next 6 months?');
  });
  it('fills the maintenance page from the flag, with the seed defaults', () => {
    const s = screen('pages/maintenance');
    expect(resolveCopy(s, { flags: {} })).toMatchObject({ title: 'Scheduled Maintenance', body: ['We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!'] });
    const flags = { 'fe-heloc-maintenance': { enabled: true, variables: { pageTitle: 'Back soon', message: 'Upgrading.', shouldShowDashboardLink: true } } };
    expect(resolveCopy(s, { flags })).toMatchObject({ title: 'Back soon', body: ['Upgrading.'] });
    expect(resolveActions(s, { flags, brand: figure }).map((a) => a.href)).toEqual([figure.dashboardUrl]);
    expect(resolveActions(s, { flags: {}, brand: figure })).toEqual([]);
  });
});

describe('require rules', () => {
  const contact = (profile: Record<string, unknown>, form: Record<string, unknown>) => outcome('application/start/contact', { profile, form });
  it('mark the SSN required while none is on file, and say so while it is empty', () => {
    const empty = contact({ hasSsn: false }, {});
    expect(empty.required).toEqual(['ssn']);
    expect(empty.errors).toEqual([{ rule: 'ssnRequired', field: 'ssn', message: 'Enter your Social Security number' }]);
    expect(contact({ hasSsn: false }, { ssn: '   ' }).errors.map((e) => e.rule)).toEqual(['ssnRequired']);
    const typed = contact({ hasSsn: false }, { ssn: '123-45-6789' });
    expect(typed.required).toEqual(['ssn']);
    expect(typed.errors).toEqual([]);
  });
  it('leave the SSN optional when one is on file', () => {
    const onFile = contact({ hasSsn: true }, {});
    expect(onFile.required).toEqual([]);
    expect(onFile.errors).toEqual([]);
  });
});

describe('bank accounts', () => {
  const CHECKSUM = "This routing number isn't valid. Check the 9 digits at the bottom left of a check, or ask your bank.";
  const MISMATCH = "The account numbers don't match. Please check both.";
  const bank = (id: string, form: Record<string, unknown>) => outcome(id, { form }).errors.map((e) => `${e.field}: ${e.message}`);
  it.each(['application/bank/disburse', 'application/bank/manual-disburse'])('%s: checks the routing checksum and compares the account number typed twice', (id) => {
    expect(bank(id, { routingNumber: '123456789', accountNumber: '1234567', accountNumberConfirm: '1234576' })).toEqual([`routingNumber: ${CHECKSUM}`, `accountNumberConfirm: ${MISMATCH}`]);
    expect(bank(id, { routingNumber: '011000015', accountNumber: '1234567', accountNumberConfirm: '1234567' })).toEqual([]);
  });
  it('autopay: asks for the account twice only for another account', () => {
    const other = { payType: 'AUTOPAY', useDisbursementAccount: false, routingNumber: '021000021', accountNumber: '98765432', accountType: 'SAVINGS', autopayAuthorization: true };
    expect(bank('application/bank/autopay', other)).toEqual(['accountNumberConfirm: Enter the account number again']);
    expect(bank('application/bank/autopay', { ...other, accountNumberConfirm: '98765423' })).toEqual([`accountNumberConfirm: ${MISMATCH}`]);
    expect(bank('application/bank/autopay', { ...other, accountNumberConfirm: '98765432' })).toEqual([]);
    expect(bank('application/bank/autopay', { payType: 'AUTOPAY', useDisbursementAccount: true, autopayAuthorization: true })).toEqual([]);
    // The other account's fields are left out (not greyed) unless autopay draws from another account;
    // the deposit-account question and the authorization until autopay is chosen.
    const hiddenOf = (form: Record<string, unknown>) => outcome('application/bank/autopay', { form }).hidden;
    const otherFields = ['routingNumber', 'accountNumber', 'accountNumberConfirm', 'accountType'];
    const autopayOnly = ['useDisbursementAccount', 'autopayAuthorization'];
    expect(hiddenOf({})).toEqual([...autopayOnly, ...otherFields]);
    expect(hiddenOf({ payType: 'MANUAL' })).toEqual([...autopayOnly, ...otherFields]);
    expect(hiddenOf({ payType: 'AUTOPAY' })).toEqual(otherFields);
    expect(hiddenOf({ payType: 'AUTOPAY', useDisbursementAccount: true })).toEqual(otherFields);
    expect(hiddenOf({ payType: 'AUTOPAY', useDisbursementAccount: false })).toEqual([]);
    expect(outcome('application/bank/autopay', { form: { payType: 'MANUAL' } }).disabled).toEqual([]);
  });

  it('autopay: nothing is chosen for the applicant, and autopay needs the deposit-account answer and the authorization (12 CFR 1005.10(b))', () => {
    const AUTHORIZE = 'Confirm that you authorize autopay, or choose to pay each month yourself';
    const s = screen('application/bank/autopay');
    const properties = s.schema?.properties as Record<string, object>;
    expect(properties['payType']).not.toHaveProperty('default');
    expect(properties['useDisbursementAccount']).not.toHaveProperty('default');
    expect(bank('application/bank/autopay', { payType: 'MANUAL' })).toEqual([]);
    expect(bank('application/bank/autopay', { payType: 'AUTOPAY' })).toEqual(['useDisbursementAccount: Select whether to pay from the deposit account', `autopayAuthorization: ${AUTHORIZE}`]);
    expect(bank('application/bank/autopay', { payType: 'AUTOPAY', useDisbursementAccount: true })).toEqual([`autopayAuthorization: ${AUTHORIZE}`]);
    expect(outcome('application/bank/autopay', { form: { payType: 'AUTOPAY' } }).required).toEqual(['useDisbursementAccount', 'autopayAuthorization']);
    expect(outcome('application/bank/autopay', { form: { payType: 'MANUAL' } }).required).toEqual([]);
  });

  it('a hidden field is not sent, and a require rule counts an empty group as unanswered', () => {
    expect(withoutHidden({ a: 1, b: { c: 2, d: 3 } }, ['b.c'])).toEqual({ a: 1, b: { d: 3 } });
    expect(withoutHidden({ routingNumber: '123', payType: 'AUTOPAY' }, ['routingNumber'])).toEqual({ payType: 'AUTOPAY' });
    expect(isHiddenPath('.thirdFile.fileName', ['thirdFile'])).toBe(true);
    expect(isHiddenPath('.file', ['thirdFile'])).toBe(false);
    const paystubs = (form: Record<string, unknown>) => outcome('application/income/upload', { form: { documentType: 'USER_UPLOADED_PAYSTUB', ...form } }).errors.map((e) => e.field);
    expect(paystubs({ secondFile: {} })).toEqual(['secondFile']);
    expect(paystubs({ secondFile: { fileName: 'p.png', contentType: 'image/png', content: 'AAAA' } })).toEqual([]);
    expect(outcome('application/income/upload', { form: { documentType: 'SUPPORT' } }).errors).toEqual([]);
    expect(outcome('application/income/upload', { form: { documentType: 'TAX_RETURN' } }).errors.map((e) => e.field)).toEqual(['secondFile', 'thirdFile']);
    // A retiree's one document is enough; the third slot shows for them as for the self-employed.
    expect(outcome('application/income/upload', { form: { documentType: 'RETIREMENT_INCOME' } }).errors).toEqual([]);
    expect(outcome('application/income/upload', { form: { documentType: 'RETIREMENT_INCOME' } }).hidden).toEqual([]);
    expect(outcome('application/income/upload', { form: { documentType: 'USER_UPLOADED_PAYSTUB' } }).hidden).toEqual(['thirdFile']);
  });
});

describe("a rule's values: the figures its words name", () => {
  const rule = (values: Screen['rules']) => ({ id: 's', rules: values } as unknown as Screen);
  const offers = [{ uuid: 'a', maxAmount: 120000 }, { uuid: 'b', maxAmount: 60000 }];
  const over = rule([{
    id: 'over', effect: 'error', field: 'amount',
    when: { '>': [{ var: 'form.amount' }, { get: [{ findWhere: [{ var: 'app.offers' }, 'uuid', { var: 'form.offerUuid' }] }, 'maxAmount'] }] },
    values: { maximum: { get: [{ findWhere: [{ var: 'app.offers' }, 'uuid', { var: 'form.offerUuid' }] }, 'maxAmount'] } },
    message: 'Up to {{values.maximum:money}} on this offer',
  }]);
  const run = (form: Record<string, unknown>) => evaluateScreenRules(over, { brand: figure, flags: {}, today: '2026-11-21', app: appParts({ offers }), form }).result;

  it('are worked out for the answers given, and named in the message', () => {
    expect(run({ offerUuid: 'a', amount: 130000 }).errors).toEqual([{ rule: 'over', field: 'amount', message: 'Up to $120,000 on this offer' }]);
    expect(run({ offerUuid: 'b', amount: 70000 }).errors[0]!.message).toBe('Up to $60,000 on this offer');
    expect(run({ offerUuid: 'b', amount: 50000 }).errors).toEqual([]);
  });
});

describe('product/select amount', () => {
  const offers = [{ uuid: 'o5', minAmount: 15000, maxAmount: 39000 }, { uuid: 'o10', minAmount: 15000, maxAmount: 65000 }];
  const errorsFor = (form: Record<string, unknown>) => outcome('application/product/select', { app: appParts({ offers }), form }).errors;
  it('says the most any offer lends when the amount is above every offer, before one is chosen', () => {
    expect(errorsFor({ amount: 80000 })).toEqual([
      expect.objectContaining({ rule: 'amountAboveEveryOffer', field: 'amount', message: 'The most we can lend you is $65,000. Enter $65,000 or less to see your offers' }),
    ]);
    expect(errorsFor({ amount: 65000 })).toEqual([]);
    // Once an offer is chosen, that offer's own limit speaks, once.
    expect(errorsFor({ amount: 80000, offerUuid: 'o5' }).map((e: { rule: string }) => e.rule)).toEqual(['amountAboveOffer']);
  });
});
