/**
 * The rules of registration in the browser (000 §2, §5; 001 §5): every message the register-v2
 * screen files can show is provoked and seen (the list is read from the files, so a new message
 * without a case fails here by name); the licensed-state block, the New York and Hawaii dialogs,
 * the disaster-zip warning, the low-income confirmation, UNEMPLOYED and the age rules appear for
 * the answers that cause them and not for others; the whole registration by keyboard alone; the
 * classic one-page /register when the redesign flag is off. axe-core on every step (once per way its messages show), a screenshot
 * per step per brand (artifacts/e2e).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { loadConfig } from '../engine/config/loadConfig.ts';
import type { Screen } from '../engine/index.ts';
import { startSandbox, type Sandbox } from './support/sandbox.ts';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { APP } from './support/api.ts';
import { person, waitForHeading } from './support/registration.ts';
import { applicationAnswers, registration } from '../test/sandbox/helpers.ts';

const config = loadConfig();
const flagsFile = JSON.parse(readFileSync('sandbox/flags.json', 'utf8')) as { flags: Record<string, { variables?: Record<string, unknown> }> };
const DISASTER_ZIPS = flagsFile.flags['fe-heloc-disaster-zips']!.variables!.disasterZips as string[];
const DRAFT_KEY = 'heloc_registration_draft';
const REFERRER = '11111111-2222-4333-8444-555555555555'; // enforces CA, OR, WA, TX (sandbox/data/originators.json)
const STEPS = ['property-address', 'home-address', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'phone-and-email', 'set-password'] as const;
type Step = (typeof STEPS)[number];

/** Every message a screen file can show: ajv-errors `errorMessage` values, rule messages and dialog titles. */
export function messagesOf(screen: Screen): string[] {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      // zipMismatchMessage: the state field's message for a zipcode outside the state (engine/address.ts).
      if (k === 'errorMessage' || k === 'zipMismatchMessage') collect(v);
      else walk(v);
    }
  };
  const collect = (v: unknown): void => {
    if (typeof v === 'string') out.add(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  walk(screen.schema);
  for (const r of screen.rules ?? []) {
    if (r.message) out.add(r.message);
    if (r.dialog) out.add(r.dialog.title);
  }
  return [...out];
}

// ---- the cases -------------------------------------------------------------------------------

type Where = 'form' | 'block' | 'dialog' | 'api';
interface Case {
  step: Step;
  name: string;
  expect: string[];
  /** Where the messages show: in the form (field errors, warnings, confirmations), the blocking banner, a dialog, or the API's field errors (input the UI cannot produce). */
  where?: Where;
  org?: string;
  query?: string;
  /** Run against the sandbox with the alternative flags (redesign off, regulator review on, own disaster list). */
  alt?: boolean;
  draft?: Record<string, unknown>;
  act?: (page: Page) => Promise<void>;
  /** Press Continue after acting (default true for form messages). */
  submit?: boolean;
  /** The words a person reads for each of `expect`, where a message fills in placeholders (same order). */
  reads?: string[];
  /** For `api`: the request that should be refused with the message. */
  api?: { path: 'register' | 'application'; body: (base: Record<string, any>) => Record<string, unknown> };
}

const today = new Date();
const yearsAgo = (years: number, days = 0) => new Date(today.getFullYear() - years, today.getMonth(), today.getDate() - days);
const dobOf = (d: Date) => ({ month: String(d.getMonth() + 1), day: String(d.getDate()), year: String(d.getFullYear()) });
/** The low-income confirmation as the applicant reads it, with the amount the form holds. */
const lowIncomeRead = (amount: string) => `You entered ${amount} a year. Confirm that this is your annual income before taxes, not a monthly or weekly amount`;
const MSG = {
  licensed: 'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
  nyDialog: 'New York properties apply on our New York site',
  nyBrandDialog: 'This site is for New York properties',
  hawaii: "We don't lend in Hawaii",
  regulator: "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
  disaster: 'This property is in an area affected by a recent disaster. You can continue your application, but properties in this area require a post-disaster inspection under our disaster response policy, which is available on request.',
  unemployed: "We apologize. At this time, we don't lend to unemployed borrowers.",
  lowIncome: 'You entered {{values.income:money}} a year. Confirm that this is your annual income before taxes, not a monthly or weekly amount',
  highIncome: "You entered {{values.income:money}} a year. Confirm that this is your own annual income before taxes, not your home's value or a total over several years",
  referrer: "The link you followed has a loan officer code we don't recognise, so your application will not be linked to a loan officer. You can go on without one, or ask your loan officer to send you their link again.",
  age18: 'You must be at least 18 years old to apply for this home equity line of credit.',
  age19Alabama: 'In Alabama, you must be at least 19 years old to apply for this home equity line of credit.',
  age62: 'You must be at least 62 years old to apply for this home equity line of credit.',
};

const typeIn = (page: Page, label: RegExp, text: string) => page.getByLabel(label).fill(text);
const manual = async (page: Page) => {
  const b = page.getByRole('button', { name: /enter (the |your )?address manually/i });
  if (await b.isVisible().catch(() => false)) await b.click();
};
const address = (p: { street?: string; street2?: string; city?: string; state?: string; zip?: string }) => async (page: Page) => {
  await manual(page);
  if (p.street !== undefined) await typeIn(page, /^Street address/, p.street);
  if (p.street2 !== undefined) await typeIn(page, /^Apartment, suite/, p.street2);
  if (p.city !== undefined) await typeIn(page, /^City/, p.city);
  if (p.state !== undefined) await typeIn(page, /^State/, p.state);
  if (p.zip !== undefined) await typeIn(page, /^Zipcode/, p.zip);
};
// Occupancy first: a state that opens a dialog (NY, HI) would cover the radios.
const property = (p: Parameters<typeof address>[0], occupancy = 'Primary residence') => async (page: Page) => {
  await page.getByLabel(occupancy).check();
  await address({ street: '123 Main Street', city: 'Sacramento', state: 'CA', zip: '95814', ...p })(page);
};
const income = (source: string, amount: string) => async (page: Page) => {
  await page.getByLabel(/^Primary source of income/).selectOption({ label: source });
  await typeIn(page, /^Annual income \(before taxes\)/, amount);
};
const dob = (d: { month: string; day: string; year: string }) => async (page: Page) => {
  await typeIn(page, /^Month/, d.month);
  await typeIn(page, /^Day/, d.day);
  await typeIn(page, /^Year/, d.year);
};
const addressMessages = ['Enter the street address', 'Enter the city', 'Select the state', 'Enter the zipcode'];
const addressInvalid = { street: 'Main', street2: 'x'.repeat(65), city: 'Sacramento 9', state: 'C', zip: '958' };
const addressInvalidMessages = ['Enter the street address with its number and street name, like 12 Main Street', 'Apartment or suite must be 64 characters or fewer', 'City must only include letters, spaces, hyphens, apostrophes and full stops', 'Select the state from the list', 'Zipcode must be 5 digits'];
const NOT_ON_LIST = 'Select the state from the list';
const stateFile = JSON.parse(readFileSync('schemas/fields/us-state.json', 'utf8')) as { zipMismatchMessage: string };
const ZIP_MISMATCH = stateFile.zipMismatchMessage;
const zipMismatch = (zip: string, state: string) => ZIP_MISMATCH.replace('{{zip}}', zip).replace('{{state}}', state);
const LENDER_LICENSED = config.screens['register-v2/property-address']!.data.rules!.find((r) => r.id === 'outsideLenderLicensedStates')!.message!;
const AL = { propertyAddress: { street1: '1 Dexter Avenue', city: 'Montgomery', state: 'AL', zip: '36104', occupancyType: 'PRIMARY' } };

export const CASES: Case[] = [
  { step: 'property-address', name: 'nothing entered', act: manual, expect: [...addressMessages, 'Select how you use this property'] },
  { step: 'property-address', name: 'malformed parts', act: address(addressInvalid), expect: addressInvalidMessages },
  { step: 'property-address', name: 'a state not on the list', act: address({ street: '123 Main Street', city: 'Sacramento', state: 'XX', zip: '95814' }), expect: [NOT_ON_LIST] },
  { step: 'property-address', name: 'a zipcode outside the state', act: property({ city: 'Austin', state: 'Texas', zip: '10001' }), expect: [ZIP_MISMATCH], reads: [zipMismatch('10001', 'Texas')] },
  { step: 'property-address', name: 'a state the lender does not lend in', org: 'GOODLEAP_LLC', act: property({ city: 'Albany', state: 'ny', zip: '12207' }), submit: false, where: 'block', expect: [LENDER_LICENSED], reads: ["GoodLeap does not lend in New York, so we can't take an application for this property. We lend only in the states listed at the bottom of this page."] },
  { step: 'property-address', name: 'referred, outside the licensed states', query: `&referrer=${REFERRER}`, act: property({ city: 'Reno', state: 'NV', zip: '89501' }), submit: false, where: 'block', expect: [MSG.licensed] },
  { step: 'property-address', name: 'a referrer that is not a loan officer id', org: 'GOODLEAP_LLC', query: '&referrer=jsmith', submit: false, expect: [MSG.referrer] },
  { step: 'property-address', name: 'New York on the main brand', act: property({ city: 'Albany', state: 'NY', zip: '12207' }), submit: false, where: 'dialog', expect: [MSG.nyDialog] },
  { step: 'property-address', name: 'another state on the New York brand', org: 'FIGURE_NY', act: property({}), submit: false, where: 'dialog', expect: [MSG.nyBrandDialog] },
  { step: 'property-address', name: 'Hawaii on the main brand', act: property({ city: 'Honolulu', state: 'HI', zip: '96813' }), submit: false, where: 'dialog', expect: [MSG.hawaii] },
  { step: 'property-address', name: 'New York under regulator review', alt: true, org: 'GOODLEAP_LLC', act: property({ city: 'Albany', state: 'NY', zip: '12207' }), expect: [MSG.regulator] },
  { step: 'property-address', name: 'zip in the disaster list', act: property({ city: 'Malibu', zip: DISASTER_ZIPS[0]! }), submit: false, expect: [MSG.disaster] },
  { step: 'property-address', name: 'an apartment that is not text (the input gives text)', where: 'api', api: { path: 'application', body: (b) => ({ ...b, propertyAddress: { ...b.propertyAddress, street2: 5 } }) }, expect: ['Enter the apartment or suite as text'] },
  { step: 'home-address', name: 'nothing entered', act: manual, expect: addressMessages },
  {
    step: 'home-address', name: 'an apartment that is not text (the input gives text)', where: 'api',
    api: { path: 'application', body: (b) => ({ ...b, propertyAddress: { ...b.propertyAddress, occupancyType: 'SECONDARY' }, homeAddress: { street1: '9 Elm Street', street2: 5, city: 'Oakland', state: 'CA', zip: '94607' } }) },
    expect: ['Enter the apartment or suite as text'],
  },
  { step: 'home-address', name: 'malformed parts', act: address(addressInvalid), expect: addressInvalidMessages },
  { step: 'home-address', name: 'a state not on the list', act: address({ street: '9 Elm Street', city: 'Oakland', state: '9A', zip: '94607' }), expect: [NOT_ON_LIST] },
  { step: 'home-address', name: 'a zipcode outside the state', act: address({ street: '9 Elm Street', city: 'Oakland', state: 'CA', zip: '10001' }), expect: [ZIP_MISMATCH], reads: [zipMismatch('10001', 'California')] },
  // The street's length limit (issue 14), through the API: the same schema refuses it on the server.
  { step: 'property-address', name: 'street over 100 characters', where: 'api', api: { path: 'application', body: (b) => ({ ...b, propertyAddress: { ...b.propertyAddress, street1: `1 ${'x'.repeat(100)}` } }) }, expect: ['Street address must be 100 characters or fewer'] },
  { step: 'home-address', name: 'street over 100 characters', where: 'api', api: { path: 'application', body: (b) => ({ ...b, homeAddress: { street1: `9 ${'x'.repeat(100)}`, city: 'Oakland', state: 'CA', zip: '94607' } }) }, expect: ['Street address must be 100 characters or fewer'] },
  { step: 'property-address', name: 'city over 64 characters (the input stops at 64)', where: 'api', api: { path: 'application', body: (b) => ({ ...b, propertyAddress: { ...b.propertyAddress, city: 'A'.repeat(65) } }) }, expect: ['City must be 64 characters or fewer'] },
  { step: 'home-address', name: 'city over 64 characters (the input stops at 64)', where: 'api', api: { path: 'application', body: (b) => ({ ...b, propertyAddress: { ...b.propertyAddress, occupancyType: 'SECONDARY' }, homeAddress: { street1: '9 Elm Street', city: 'A'.repeat(65), state: 'CA', zip: '94607' } }) }, expect: ['City must be 64 characters or fewer'] },
  { step: 'annual-income', name: 'an income that is not a number, other income left out (the money inputs give numbers, 0 by default)', where: 'api', api: { path: 'application', body: (b) => { const { otherIncome: _o, ...rest } = b.income; return { ...b, income: { ...rest, income: 'fifty thousand' } }; } }, expect: ['Enter the annual income in dollars', 'Enter your other annual income, or 0'] },
  { step: 'for-sale', name: 'no answer', expect: ['Select whether the property is for sale'] },
  { step: 'annual-income', name: 'nothing entered', expect: ['Select your primary source of income', 'Enter your annual income before taxes'] },
  { step: 'annual-income', name: 'ten million', act: income('Employed full-time', '10000000'), expect: ['Annual income must be less than $10,000,000'] },
  { step: 'annual-income', name: 'unemployed', act: income('Unemployed / furloughed', '50000'), expect: [MSG.unemployed] },
  { step: 'annual-income', name: 'under 15000', act: income('Employed full-time', '14999'), submit: false, expect: [MSG.lowIncome], reads: [lowIncomeRead('$14,999')] },
  { step: 'annual-income', name: 'a million or more', act: income('Employed full-time', '1500000'), submit: false, expect: [MSG.highIncome], reads: ["You entered $1,500,000 a year. Confirm that this is your own annual income before taxes, not your home's value or a total over several years"] },
  { step: 'annual-income', name: 'negative income (the money input takes no minus sign)', where: 'api', api: { path: 'application', body: (b) => ({ ...b, income: { ...b.income, income: -1 } }) }, expect: ['Enter an amount of $0 or more'] },
  { step: 'legal-name', name: 'nothing entered', expect: ['Enter your first name', 'Enter your last name'] },
  {
    step: 'legal-name', name: 'too short, unsupported characters',
    act: async (page) => { await typeIn(page, /^First name/, 'A'); await typeIn(page, /^Middle name/, 'J0'); await typeIn(page, /^Last name/, 'B'); },
    expect: ['First name must be 2 characters or more', 'Middle name must only include letters, spaces, hyphens, apostrophes and a full stop', 'Last name must be 2 characters or more'],
  },
  { step: 'legal-name', name: 'too long (the input stops at 64 characters)', where: 'api', api: { path: 'application', body: (b) => ({ ...b, name: { ...b.name, firstName: 'A'.repeat(65) } }) }, expect: ['First name must be 64 characters or fewer'] },
  { step: 'legal-name', name: 'unsupported characters in the first and last names', act: async (page) => { await typeIn(page, /^First name/, 'Ann3'); await typeIn(page, /^Last name/, 'Lee!'); }, expect: ['First name must only include letters, spaces and hyphens', 'Last name must only include letters, spaces and hyphens'] },
  { step: 'legal-name', name: 'middle and last names too long (the inputs stop at 64 characters)', where: 'api', api: { path: 'application', body: (b) => ({ ...b, name: { ...b.name, middleName: 'A'.repeat(65), lastName: 'B'.repeat(65) } }) }, expect: ['Middle name must be 64 characters or fewer', 'Last name must be 64 characters or fewer'] },
  { step: 'legal-name', name: 'a middle name that is not text (the input gives text)', where: 'api', api: { path: 'application', body: (b) => ({ ...b, name: { ...b.name, middleName: 5 } }) }, expect: ['Enter your middle name as text'] },
  { step: 'legal-name', name: 'a suffix not in the list (the select offers only the list)', where: 'api', api: { path: 'application', body: (b) => ({ ...b, name: { ...b.name, suffix: 'ESQ' } }) }, expect: ['Select a suffix from the list'] },
  // The form starts the date as {}: each missing part says so; a request without a date at all is the parent's message.
  { step: 'birthdate', name: 'nothing entered', expect: ['Date of birth must include a month', 'Date of birth must include a day', 'Date of birth must include a year'] },
  { step: 'birthdate', name: 'no date in the request (the form always sends one)', where: 'api', api: { path: 'application', body: (b) => { const { dob: _d, ...rest } = b; return rest; } }, expect: ['Enter your date of birth'] },
  { step: 'birthdate', name: 'no month', act: dob({ month: '', day: '1', year: '1980' }), expect: ['Date of birth must include a month'] },
  { step: 'birthdate', name: 'no day', act: dob({ month: '1', day: '', year: '1980' }), expect: ['Date of birth must include a day'] },
  { step: 'birthdate', name: 'no year', act: dob({ month: '1', day: '1', year: '' }), expect: ['Date of birth must include a year'] },
  { step: 'birthdate', name: 'month 13', act: dob({ month: '13', day: '1', year: '1980' }), expect: ['Date of birth must be a real date'] },
  { step: 'birthdate', name: '30 February', act: dob({ month: '2', day: '30', year: '1980' }), expect: ['Date of birth must be a real date'] },
  { step: 'birthdate', name: 'a two-digit year', act: dob({ month: '1', day: '1', year: '80' }), expect: ['Year must include 4 numbers'] },
  { step: 'birthdate', name: 'before 1900', act: dob({ month: '1', day: '1', year: '1890' }), expect: ['Enter a date of birth in 1900 or later'] },
  { step: 'birthdate', name: 'next year', act: dob({ month: '1', day: '1', year: String(today.getFullYear() + 1) }), expect: ['Date of birth must be in the past'] },
  { step: 'birthdate', name: '17 years old', act: dob(dobOf(yearsAgo(17))), expect: [MSG.age18] },
  { step: 'birthdate', name: '18 years old in Alabama', draft: AL, act: dob(dobOf(yearsAgo(18, 30))), expect: [MSG.age19Alabama] },
  { step: 'birthdate', name: '40 years old on a brand that lends from 62', org: 'NEW_AMERICAN_FUNDING', act: dob(dobOf(yearsAgo(40))), expect: [MSG.age62] },
  { step: 'phone-and-email', name: 'nothing entered', expect: ['Enter your email address', 'Enter your mobile phone number'] },
  {
    step: 'phone-and-email', name: 'malformed',
    act: async (page) => { await typeIn(page, /^Email address/, 'pat@'); await page.getByLabel(/^Mobile phone/).pressSequentially('415555'); },
    expect: ['Enter an email address in the correct format, like name@example.com', 'Enter a 10-digit mobile phone number, like (555) 555-1234'],
  },
  { step: 'phone-and-email', name: 'a text consent that is not yes or no (the checkbox gives true or false)', where: 'api', api: { path: 'register', body: (b) => ({ ...b, smsMarketingConsent: 'yes' }) }, expect: ['Tick the box or leave it empty'] },
  { step: 'phone-and-email', name: 'with the country code 1', act: async (page) => { await page.getByLabel(/^Mobile phone/).pressSequentially('14155550123'); }, expect: ['Enter the mobile phone number without the country code 1'] },
  { step: 'set-password', name: 'nothing entered', expect: ['Enter a password', 'Enter your password again', 'Confirm that you agree to the Terms of Use and Privacy Policy', 'Confirm that you agree to the electronic disclosures'] },
  {
    step: 'set-password', name: 'weak and different',
    act: async (page) => { await page.getByLabel(/^Password( \(required\))?$/).fill('short'); await page.getByLabel(/^Confirm password/).fill('other'); },
    expect: ['Enter a password that meets every rule listed', 'Passwords must match'],
  },
];

// ---- running them ---------------------------------------------------------------------------

let sandbox: Sandbox;
/** Redesign flag off (classic /register), regulator review on, and a disaster list of its own. */
let alt: Sandbox;
const ALT_DISASTER_ZIP = '95814';
let browser: Browser;

beforeAll(async () => {
  [sandbox, alt, browser] = await Promise.all([
    startSandbox(),
    // Its GoodLeap is licensed in New York too, so the regulator-review refusal is what stops a New York property.
    startSandbox({ ownData: true, flags: {
      'fe-heloc-redesign-2025': { enabled: false },
      'fe-heloc-regulator-review': { enabled: true },
      'fe-heloc-disaster-zips': { enabled: true, variables: { disasterZips: [ALT_DISASTER_ZIP] } },
    } }),
    launchBrowser(),
  ]);
  const licences = join(alt.dataDir!, 'licenses.json');
  const data = JSON.parse(readFileSync(licences, 'utf8')) as Record<string, unknown>;
  writeFileSync(licences, JSON.stringify({ ...data, GOODLEAP_LLC: [...(data.default as string[]), 'NY'].sort() }));
});
afterAll(async () => { await browser?.close(); await sandbox?.close(); await alt?.close(); });

const stepPath = (step: Step) => (step === 'property-address' ? '/register-v2' : `/register-v2/${step}`);

/** Opens a step with the given saved answers (the draft earlier steps would have left). */
async function openStep(page: Page, base: string, step: Step, opts: { org?: string; query?: string; draft?: Record<string, unknown> } = {}) {
  const url = `${base}/account/heloc${stepPath(step)}?org=${opts.org ?? 'FIGURE'}${opts.query ?? ''}`;
  if (!page.url().startsWith(base)) await page.goto(url);
  await page.evaluate(([k, d]) => { localStorage.setItem(k!, d!); }, [DRAFT_KEY, JSON.stringify(opts.draft ?? {})]);
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  await page.locator('form').waitFor();
}

/** The message where the applicant reads it (not only in the error summary). */
function seen(page: Page, where: Where, message: string) {
  if (where === 'block') return page.locator('.notice--block', { hasText: message });
  if (where === 'dialog') return page.getByRole('dialog', { name: message });
  return page.locator('form').getByText(message, { exact: true }).first();
}

async function apiRefusal(base: string, c: Case): Promise<string[]> {
  if (c.api!.path === 'register') {
    const refused = await fetch(`${base}/identity/api/v1/registration/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(c.api!.body(registration())) });
    expect(refused.status).toBe(400);
    return (((await refused.json()) as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);
  }
  const reg = registration();
  const res = await fetch(`${base}/identity/api/v1/registration/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(reg) });
  const { jwt } = (await res.json()) as { jwt: string };
  const body = c.api!.body({ ...applicationAnswers('Happy', { state: 'CA', zip: '95814' }), softCreditConsent: true });
  const answer = await fetch(`${base}${APP}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` }, body: JSON.stringify(body) });
  expect(answer.status).toBe(400);
  const json = (await answer.json()) as { errors?: { message: string }[] };
  return (json.errors ?? []).map((e) => e.message);
}

describe('every message of the register-v2 screens', () => {
  it('has a case that provokes it (new messages must get one)', () => {
    const uncovered: string[] = [];
    for (const step of STEPS) {
      const covered = new Set(CASES.filter((c) => c.step === step).flatMap((c) => c.expect));
      for (const m of messagesOf(config.screens[`register-v2/${step}`]!.data)) if (!covered.has(m)) uncovered.push(`register-v2/${step}: ${m}`);
    }
    expect(uncovered).toEqual([]);
  });

  it('the cases only expect messages the screens have', () => {
    const unknown = CASES.flatMap((c) => c.expect.filter((m) => !messagesOf(config.screens[`register-v2/${c.step}`]!.data).includes(m)).map((m) => `${c.step} / ${c.name}: ${m}`));
    expect(unknown).toEqual([]);
  });

  it.each(STEPS)('register-v2/%s: each message is seen for the input that causes it', async (step) => {
    const { page, context, csp } = await openPage(browser, { width: 1024, height: 900 });
    const missing: string[] = [];
    const a11y: string[] = [];
    const axed = new Set<string>();
    for (const c of CASES.filter((x) => x.step === step)) {
      const base = c.alt ? alt.url : sandbox.url;
      if (c.where === 'api') {
        const got = await apiRefusal(base, c);
        for (const m of c.expect) if (!got.includes(m)) missing.push(`${c.name}: ${m} (API answered ${JSON.stringify(got)})`);
        continue;
      }
      await openStep(page, base, step, c);
      await c.act?.(page);
      if (c.submit ?? (c.where ?? 'form') === 'form') await page.getByRole('button', { name: /Continue|Check my offers/ }).click();
      for (const m of c.reads ?? c.expect) {
        const ok = await seen(page, c.where ?? 'form', m).waitFor({ state: 'visible', timeout: 4000 }).then(() => true, () => false);
        if (!ok) missing.push(`${c.name}: ${m}`);
      }
      // axe once per way a message is shown on this step (inline with the summary, a notice, a dialog):
      // the same markup with other words finds nothing new, and each run costs seconds.
      const shownAs = c.where ?? 'form';
      if (!axed.has(shownAs)) {
        axed.add(shownAs);
        a11y.push(...(await seriousA11yViolations(page)).map((v) => `${c.name}: ${v}`));
      }
      await screenshot(page, `rules-${step}-${c.name}`);
    }
    expect(missing).toEqual([]);
    expect(a11y).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
    // A step's cases run one after another, each with a screenshot: the address step has a dozen.
  }, 240_000);
});

describe('the cross-field rules hold for the answers that cause them, and only those', () => {
  const fresh = () => openPage(browser);

  it('licensed states: a NV property is blocked with Continue disabled; a CA property is not', async () => {
    const { page, context } = await fresh();
    await openStep(page, sandbox.url, 'property-address', { query: `&referrer=${REFERRER}` });
    await property({ city: 'Reno', state: 'NV', zip: '89501' })(page);
    await expect.poll(() => page.locator('.notice--block').textContent()).toBe(MSG.licensed);
    const cont = page.getByRole('button', { name: 'Continue' });
    expect(await cont.isDisabled()).toBe(true);
    await screenshot(page, 'rules-licensed-blocked');
    await typeIn(page, /^City/, 'Sacramento');
    await typeIn(page, /^State/, 'CA');
    await typeIn(page, /^Zipcode/, '95814');
    await expect.poll(() => page.locator('.notice--block').count()).toBe(0);
    expect(await cont.isDisabled()).toBe(false);
    // Without the referrer nobody enforces licensing.
    await openStep(page, sandbox.url, 'property-address');
    await property({ city: 'Reno', state: 'NV', zip: '89501' })(page);
    await page.waitForTimeout(300);
    expect(await page.locator('.notice--block').count()).toBe(0);
    await context.close();
  });

  it('New York: the modal on the main brand with a NY property, not on a partner brand; dismissing keeps the answers', async () => {
    const { page, context } = await fresh();
    await openStep(page, sandbox.url, 'property-address');
    await property({ city: 'Albany', state: 'NY', zip: '12207' })(page);
    const dialog = page.getByRole('dialog', { name: MSG.nyDialog });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Go to the New York site' }).getAttribute('href')).toMatch(/^https:\/\/ny\./);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'rules-ny-modal');
    await dialog.getByRole('button', { name: 'Change the address' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByLabel(/^State/).inputValue()).toBe('New York');
    await openStep(page, sandbox.url, 'property-address', { org: 'GOODLEAP_LLC' });
    await property({ city: 'Albany', state: 'NY', zip: '12207' })(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('New York: no modal when the flag is off', async () => {
    const off = await startSandbox({ flags: { 'fe-heloc-figure-ny-modal': { enabled: false } } });
    const { page, context } = await fresh();
    await openStep(page, off.url, 'property-address');
    await property({ city: 'Albany', state: 'NY', zip: '12207' })(page);
    await page.waitForTimeout(400);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
    await off.close();
  });

  it('Hawaii: a dialog on the main brand pointing to the partner lender, none on a partner brand', async () => {
    const { page, context } = await fresh();
    await openStep(page, sandbox.url, 'property-address');
    await property({ city: 'Honolulu', state: 'HI', zip: '96813' })(page);
    const dialog = page.getByRole('dialog', { name: MSG.hawaii });
    await dialog.waitFor();
    expect(await dialog.getByRole('link').first().getAttribute('href')).toMatch(/^https:\/\//);
    await screenshot(page, 'rules-hawaii');
    await openStep(page, sandbox.url, 'property-address', { org: 'GOODLEAP_LLC' });
    await property({ city: 'Honolulu', state: 'HI', zip: '96813' })(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it("disaster zips: the warning follows the flag's list and does not stop Continue", async () => {
    const { page, context } = await fresh();
    await openStep(page, sandbox.url, 'property-address');
    await property({ city: 'Malibu', zip: DISASTER_ZIPS[0]! })(page);
    await seen(page, 'form', MSG.disaster).waitFor();
    await typeIn(page, /^Zipcode/, ALT_DISASTER_ZIP);
    await expect.poll(() => page.locator('form').getByText(MSG.disaster).count()).toBe(0);
    // Continue is not stopped by the warning.
    await typeIn(page, /^Zipcode/, DISASTER_ZIPS[0]!);
    await seen(page, 'form', MSG.disaster).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHeading(page, 'for sale');
    // A sandbox whose flag lists 95814 warns for 95814 (its redesign flag is off: the classic one-page form).
    await openStep(page, alt.url, 'property-address', { org: 'GOODLEAP_LLC' });
    await property({ zip: ALT_DISASTER_ZIP })(page);
    await seen(page, 'form', MSG.disaster).waitFor();
    expect(await page.locator('form button[type=submit]').isEnabled()).toBe(true);
    await context.close();
  });

  it('income under 15000 must be confirmed as annual pre-tax before Continue; 15000 needs no confirmation', async () => {
    const { page, context } = await fresh();
    await openStep(page, sandbox.url, 'annual-income');
    await income('Employed full-time', '14999')(page);
    await seen(page, 'form', lowIncomeRead('$14,999')).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('.error-summary', { hasText: lowIncomeRead('$14,999') }).waitFor();
    expect(page.url()).toContain('/register-v2/annual-income');
    // The confirmation repeats the amount as read (above), so "85.000" read as $85 could not slip through.
    await page.getByRole('checkbox', { name: 'Yes, $14,999 is my annual pre-tax income' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHeading(page, 'legal name');
    await openStep(page, sandbox.url, 'annual-income');
    await income('Employed full-time', '15000')(page);
    await page.waitForTimeout(200);
    expect(await page.locator('form').getByText(/Confirm that this is your annual income/).count()).toBe(0);
    await context.close();
  });

  it('UNEMPLOYED is refused; another source continues', async () => {
    const { page, context } = await fresh();
    await openStep(page, sandbox.url, 'annual-income');
    await income('Unemployed / furloughed', '50000')(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await seen(page, 'form', MSG.unemployed).waitFor();
    expect(page.url()).toContain('/register-v2/annual-income');
    await page.getByLabel(/^Primary source of income/).selectOption({ label: 'Retired' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHeading(page, 'legal name');
    await context.close();
  });

  it('age: 17 refused, 18 accepted; in Alabama 18 refused and 19 accepted', async () => {
    const { page, context } = await fresh();
    const attempt = async (draft: Record<string, unknown>, d: Date, message = MSG.age18) => {
      await openStep(page, sandbox.url, 'birthdate', { draft });
      await dob(dobOf(d))(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      const refused = seen(page, 'form', message).waitFor({ timeout: 2500 }).then(() => 'refused', () => null);
      const accepted = waitForHeading(page, 'reach you', 2500).then(() => 'accepted', () => null);
      return (await Promise.all([refused, accepted])).find(Boolean) ?? 'neither';
    };
    const CA = { propertyAddress: { ...AL.propertyAddress, city: 'Sacramento', state: 'CA', zip: '95814' } };
    expect(await attempt(CA, yearsAgo(17, -1))).toBe('refused');
    expect(await attempt(CA, yearsAgo(18, 1))).toBe('accepted');
    expect(await attempt(AL, yearsAgo(18, 30), MSG.age19Alabama)).toBe('refused');
    expect(await attempt(AL, yearsAgo(19, 1))).toBe('accepted');
    // The home address decides for a second home: an Alabama resident with a California property.
    const secondHome = { propertyAddress: { ...CA.propertyAddress, occupancyType: 'SECONDARY' } };
    expect(await attempt({ ...secondHome, homeAddress: { ...AL.propertyAddress, occupancyType: undefined } }, yearsAgo(18, 30), MSG.age19Alabama)).toBe('refused');
    // A primary residence is where the applicant lives: a home address left in the answers does not count.
    expect(await attempt({ ...CA, homeAddress: { ...AL.propertyAddress, occupancyType: undefined } }, yearsAgo(18, 30))).toBe('accepted');
    await context.close();
  });
});

// ---- keyboard alone ------------------------------------------------------------------------

/** Presses Tab (or Shift+Tab) until the focused element matches; fails if it never does. */
async function tabTo(page: Page, selector: string, back = false) {
  // A keyboard user waits for the control to be on the page (widgets load on demand), then tabs to it.
  await page.locator(selector).first().waitFor();
  for (let i = 0; i < 150; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused control shows a focus indicator (an outline or a ring), not the browser's nothing. */
const focusVisible = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  if (!el) return 'nothing focused';
  const s = getComputedStyle(el);
  const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
  const ring = s.boxShadow !== 'none';
  return outline || ring || el.matches(':focus-visible') && (outline || ring) ? 'visible' : `no indicator on ${el.tagName}#${el.id}`;
});

async function typeAt(page: Page, selector: string, text: string) {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

async function keyboardAddress(page: Page, prefix: string, a: { street: string; city: string; state: string; zip: string }) {
  const button = page.getByRole('button', { name: /enter (the |your )?address manually/i });
  if (await button.isVisible().catch(() => false)) {
    await tabTo(page, `button.w-link-button`);
    await page.keyboard.press('Enter');
  }
  await typeAt(page, `#${prefix}_street1`, a.street);
  await typeAt(page, `#${prefix}_city`, a.city);
  await typeAt(page, `#${prefix}_state`, a.state);
  await typeAt(page, `#${prefix}_zip`, a.zip);
}

async function submitByKeyboard(page: Page) {
  await tabTo(page, 'button[type=submit]');
  expect(await focusVisible(page)).toBe('visible');
  await page.keyboard.press('Enter');
}

describe('by keyboard alone', () => {
  it.each([['FIGURE', 'Investment property'], ['GOODLEAP_LLC', 'Primary residence']] as const)('registers under %s (%s) with Tab, Shift+Tab, Space, Enter and arrows; focus is visible; axe clean', async (org, occupancy) => {
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 900 });
    const p = person({ occupancy });
    const a11y: string[] = [];
    const step = async (name: string) => {
      a11y.push(...(await seriousA11yViolations(page)).map((v) => `${name}: ${v}`));
      await screenshot(page, `rules-keyboard-${org}-${name}`);
    };
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${org}`);
    await waitForHeading(page, 'address of the property');

    // An empty Continue first: errors shown, focus on the summary, axe on the error state.
    await submitByKeyboard(page);
    await page.locator('.error-summary').waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await step('1-property-address-errors');

    await keyboardAddress(page, 'root_propertyAddress', p);
    expect(await focusVisible(page)).toBe('visible');
    await tabTo(page, '#root_propertyAddress_occupancyType');
    expect(await focusVisible(page)).toBe('visible');
    const index = ['Primary residence', 'Second home', 'Investment property'].indexOf(occupancy);
    await page.keyboard.press('Space');
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel(occupancy).isChecked()).toBe(true);
    // Shift+Tab goes back to the zip code.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_propertyAddress_zip');
    await step('1-property-address');
    await submitByKeyboard(page);

    if (occupancy !== 'Primary residence') {
      await waitForHeading(page, 'current home address');
      await keyboardAddress(page, 'root_homeAddress', { street: '9 Elm Street', city: 'Oakland', state: 'CA', zip: '94607' });
      await step('2-home-address');
      await submitByKeyboard(page);
    }

    await waitForHeading(page, 'for sale');
    await tabTo(page, 'input[name="root_isListedForSale"]');
    expect(await focusVisible(page)).toBe('visible');
    if (!(await page.getByLabel('No', { exact: true }).isChecked())) await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('No', { exact: true }).isChecked()).toBe(true);
    await step('3-for-sale');
    await submitByKeyboard(page);

    await waitForHeading(page, 'annual income');
    await tabTo(page, '#root_income_employmentType');
    expect(await focusVisible(page)).toBe('visible');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#root_income_employmentType option:checked').textContent()).toMatch(/^(Employed|Self-employed|Retired)/);
    await typeAt(page, '#root_income_income', p.income);
    await step('4-annual-income');
    await submitByKeyboard(page);

    await waitForHeading(page, 'legal name');
    await typeAt(page, '#root_name_firstName', p.firstName);
    await typeAt(page, '#root_name_lastName', p.lastName);
    await step('5-legal-name');
    await submitByKeyboard(page);

    await waitForHeading(page, 'date of birth');
    await typeAt(page, '#root_dob_month', p.month);
    await typeAt(page, '#root_dob_day', p.day);
    await typeAt(page, '#root_dob_year', p.year);
    await step('6-birthdate');
    await submitByKeyboard(page);

    await waitForHeading(page, 'reach you');
    await typeAt(page, '#root_email', p.email);
    await typeAt(page, '#root_phoneNumber', p.phone);
    await tabTo(page, '#root_smsTransactionalConsent');
    await page.keyboard.press('Space');
    expect(await page.locator('#root_smsTransactionalConsent').isChecked()).toBe(true);
    await step('7-phone-and-email');
    await submitByKeyboard(page);

    await waitForHeading(page, 'Create your account');
    await typeAt(page, '#root_password', p.password);
    await typeAt(page, '#root_confirmPassword', p.password);
    for (const id of ['#root_termPrivacyConsent', '#root_communicationConsent']) {
      await tabTo(page, id);
      expect(await focusVisible(page)).toBe('visible');
      await page.keyboard.press('Space');
      expect(await page.locator(id).isChecked()).toBe(true);
    }
    await step('8-set-password');
    await submitByKeyboard(page);
    await page.waitForURL(/\/account\/heloc\/[0-9a-f-]{36}(\/|$|\?)/, { timeout: 30_000 });
    await screenshot(page, `rules-keyboard-${org}-9-landed`);
    expect(a11y).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });
});

// ---- the classic /register -----------------------------------------------------------------

/** Fills one address fieldset of a page that has two. */
async function fillIn(scope: Locator, a: { street: string; city: string; state: string; zip: string }) {
  const b = scope.getByRole('button', { name: /enter (the |your )?address manually/i });
  if (await b.isVisible().catch(() => false)) await b.click();
  await scope.getByLabel(/^Street address/).fill(a.street);
  await scope.getByLabel(/^City/).fill(a.city);
  await scope.getByLabel(/^State/).fill(a.state);
  await scope.getByLabel(/^Zipcode/).fill(a.zip);
}

describe('the classic /register (redesign flag off)', () => {
  it('register-v2 redirects to /register, a one-page form with the same rules that registers and lands in the application', async () => {
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 900 });
    const p = person();
    const a11y: string[] = [];
    await page.goto(`${alt.url}/account/heloc/register-v2?org=FIGURE&utm_source=classic-test`);
    await page.waitForURL(/\/account\/heloc\/register\?/);
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('classic-test');
    await page.locator('form').waitFor();
    expect(await page.locator('.progress, [role=progressbar]').count()).toBe(0);

    // Nothing entered: the messages of every part of the form.
    await page.getByRole('button', { name: 'Check my offers' }).click();
    // One entry per question, each the field's own message (docs/error-messages.md), as under the field.
    for (const m of ['Enter the street address', 'Enter the city', 'Enter a password', 'Enter your first name', 'Enter your last name', 'Date of birth must include a month', 'Enter your email address', 'Enter your mobile phone number']) {
      await page.locator('.error-summary').getByText(m, { exact: true }).first().waitFor({ timeout: 4000 });
    }
    for (const m of ['Enter the street address', 'Enter a password', 'Enter your email address']) await page.locator('form').getByText(m, { exact: true }).first().waitFor({ timeout: 4000 });
    a11y.push(...(await seriousA11yViolations(page)).map((v) => `errors: ${v}`));
    await screenshot(page, 'rules-classic-register-errors');

    // The home address is asked only for a second home or an investment.
    const property = page.locator('fieldset', { has: page.locator('legend', { hasText: /^Property address$/ }) });
    const home = page.locator('fieldset', { has: page.locator('legend', { hasText: /^Home address$/ }) });
    await property.getByLabel('Primary residence').check();
    expect(await home.count()).toBe(0);
    await property.getByLabel('Second home').check();
    await home.waitFor();
    await fillIn(property, p);
    await fillIn(home, { street: '9 Elm Street', city: 'Birmingham', state: 'AL', zip: '35203' });

    // The same rules as register-v2: Hawaii, disaster list of this sandbox, income confirmation, Alabama age.
    await property.getByLabel(/^State/).fill('HI');
    await page.getByRole('dialog', { name: MSG.hawaii }).waitFor();
    await page.getByRole('button', { name: 'Change the address' }).click();
    await property.getByLabel(/^State/).fill('CA');
    await property.getByLabel(/^Zipcode/).fill(ALT_DISASTER_ZIP);
    await seen(page, 'form', MSG.disaster).waitFor();
    await page.getByLabel('No', { exact: true }).check();
    await page.getByLabel(/^Primary source of income/).selectOption({ label: p.source });
    await page.getByLabel(/^Annual income \(before taxes\)/).fill('12000');
    await seen(page, 'form', lowIncomeRead('$12,000')).waitFor();
    await page.getByRole('checkbox', { name: 'Yes, $12,000 is my annual pre-tax income' }).check();
    await page.getByLabel(/^First name/).fill(p.firstName);
    await page.getByLabel(/^Last name/).fill(p.lastName);
    await dob(dobOf(yearsAgo(18, 30)))(page);
    await page.getByLabel(/^Email address/).fill(p.email);
    await page.getByLabel(/^Mobile phone/).pressSequentially(p.phone);
    await page.getByLabel(/^Password( \(required\))?$/).fill(p.password);
    await page.getByLabel(/^Confirm password/).fill(p.password);
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
    await page.getByRole('checkbox', { name: /consent to receive disclosures/ }).check();
    await page.getByRole('button', { name: 'Check my offers' }).click();
    // Living in Alabama, 18 is too young, and the message says it is Alabama's age.
    await seen(page, 'form', MSG.age19Alabama).waitFor();
    await dob(dobOf(yearsAgo(30)))(page);
    a11y.push(...(await seriousA11yViolations(page)).map((v) => `filled: ${v}`));
    await screenshot(page, 'rules-classic-register-filled');
    await page.getByRole('button', { name: 'Check my offers' }).click();
    await page.waitForURL(/\/account\/heloc\/[0-9a-f-]{36}(\/|$|\?)/, { timeout: 30_000 });
    await screenshot(page, 'rules-classic-register-landed');
    expect(a11y).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('shows the New York disclosure as soon as a New York property is typed (copy variants read the page\'s answers)', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${alt.url}/account/heloc/register?org=GOODLEAP_LLC`);
    await page.locator('form').waitFor();
    const ny = page.getByText(/^New York residents: a consumer report may be requested/);
    expect(await ny.count()).toBe(0);
    const property = page.locator('fieldset', { has: page.locator('legend', { hasText: /^Property address$/ }) });
    await fillIn(property, { street: '1 State Street', city: 'Albany', state: 'NY', zip: '12207' });
    await ny.waitFor();
    await screenshot(page, 'rules-classic-register-new-york-GOODLEAP_LLC');
    await property.getByLabel(/^State/).fill('CA');
    await expect.poll(() => ny.count()).toBe(0);
    await context.close();
  });

  it('account setup and support are public pages with the brand\'s contacts', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${alt.url}/account/heloc/register/account-setup?org=GOODLEAP_LLC`);
    await waitForHeading(page, 'Set up your account');
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'rules-account-setup-GOODLEAP_LLC');
    await page.getByRole('link', { name: 'Get help' }).click();
    await waitForHeading(page, 'Get help with your application');
    const body = await page.locator('main, body').first().innerText();
    expect(body).toMatch(/Monday to Friday/);
    const tel = await page.getByRole('link', { name: /^Call / }).getAttribute('href');
    const mail = await page.getByRole('link', { name: /^E-mail / }).getAttribute('href');
    expect(tel).toMatch(/^tel:\d{10}$/);
    expect(mail).toMatch(/^mailto:\S+@\S+$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'rules-support-GOODLEAP_LLC');
    await context.close();
  });
});
