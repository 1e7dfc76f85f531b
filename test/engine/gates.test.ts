/** 000 §2 gates (maintenance, not accepting, redesign flag), redirects and the register-v2 steps. */
import { describe, expect, it } from 'vitest';
import { evaluateGates, flowPosition, gateChanges, mergeBrand, resolvePath } from '../../engine/index.ts';
import { brands, config, register } from '../helpers/config.ts';

const brand = (code: string) => mergeBrand(brands, code);
const redesignOn = { 'fe-heloc-redesign-2025': { enabled: true } };
const gate = (ctx: Record<string, unknown>) => evaluateGates(register, { brand: brand('FIGURE'), flags: redesignOn, query: {}, ...ctx }).result;

describe('gates', () => {
  it('lets a plain visitor through', () => expect(gate({ path: '/register-v2' })).toBeNull());

  it('shows maintenance on routes the maintenance flag lists', () => {
    const flags = { ...redesignOn, 'fe-heloc-maintenance': { enabled: true, variables: { routes: ['/register-v2/*', '/register-v2'] } } };
    expect(gate({ path: '/register-v2/birthdate', flags })).toEqual({ gate: 'maintenance', outcome: { screen: 'pages/maintenance' } });
    expect(gate({ path: '/register', flags })).toBeNull();
    expect(gate({ path: '/register-v2', flags: { ...flags, 'fe-heloc-maintenance': { enabled: false, variables: { routes: ['/register-v2'] } } } })).toBeNull();
  });

  it('does not accept applications at the root for an org that requires a loan originator', () => {
    const b = brand('FIGURE');
    (b.behaviour as Record<string, unknown>).loanOriginatorRequired = true;
    expect(gate({ path: '/register-v2', brand: b })?.gate).toBe('originatorRequiredAtRoot');
    expect(gate({ path: '/register-v2/for-sale', brand: b })).toBeNull();
    // A trailing slash is the same root; a loan officer's link (their id in the query) starts an application.
    expect(gate({ path: '/register-v2/', brand: b })?.gate).toBe('originatorRequiredAtRoot');
    expect(gate({ path: '/register//', brand: b })?.gate).toBe('originatorRequiredAtRoot');
    expect(gate({ path: '/register-v2', brand: b, query: { loanOriginatorUuid: '11111111-2222-4333-8444-555555555555' } })).toBeNull();
    expect(gate({ path: '/register-v2', brand: b, query: { referrer: '11111111-2222-4333-8444-555555555555' } })).toBeNull();
    expect(gate({ path: '/register-v2', brand: b, query: { loanOriginatorUuid: 'not-an-id' } })?.gate).toBe('originatorRequiredAtRoot');
  });

  it('takes no new application on any registration page of a lender switched off in the studio (notAcceptingApplications)', () => {
    const b = brand('LAKEVIEW');
    (b.behaviour as Record<string, unknown>).notAcceptingApplications = true;
    for (const path of ['/register', '/register/account', '/register-v2', '/register-v2/birthdate']) {
      expect(gate({ path, brand: b })).toEqual({ gate: 'brandSwitchedOff', outcome: { screen: 'pages/not-accepting' } });
    }
    expect(gate({ path: '/register-v2/birthdate', brand: brand('LAKEVIEW') })).toBeNull();
  });

  it('says what switching a lender off does to its registration pages, and what switching it on again does (gateChanges)', () => {
    const on = brand('LAKEVIEW');
    const off = mergeBrand(brands, 'LAKEVIEW');
    (off.behaviour as Record<string, unknown>).notAcceptingApplications = true;
    const ctx = (b: typeof on) => ({ brand: b, flags: redesignOn, query: {} });
    const closing = gateChanges(register, ctx(on), ctx(off)).result;
    expect(closing).toHaveLength(1);
    expect(closing[0]!.after).toEqual({ gate: 'brandSwitchedOff', outcome: { screen: 'pages/not-accepting' } });
    expect(closing[0]!.paths).toContain('/register-v2');
    expect(closing[0]!.paths).toContain('/register-v2/set-password');
    expect(closing[0]!.paths).not.toContain('/coming-soon');
    expect(closing[0]!.words).toMatch(/^A visitor at \/register and \d+ more pages will see the "pages\/not-accepting" page instead: gate brandSwitchedOff, "The lender is switched off in the studio/);
    const opening = gateChanges(register, ctx(off), ctx(on)).result;
    expect(opening[0]!.words).toMatch(/will see the page again, no longer the "pages\/not-accepting" page instead: gate brandSwitchedOff no longer holds/);
    expect(gateChanges(register, ctx(on), ctx(brand('LAKEVIEW'))).result).toEqual([]);
  });

  it('does not accept /register for a wholesale org', () => {
    expect(gate({ path: '/register', brand: brand('FIGURE_WHOLESALE') })?.outcome).toEqual({ screen: 'pages/not-accepting' });
  });

  it('needs a referrer when the org requires a referral', () => {
    const b = brand('HOMEBRIDGE');
    expect((b.behaviour as Record<string, unknown>).referralRequired).toBe(true);
    expect(gate({ path: '/register-v2', brand: b })?.gate).toBe('referralRequired');
    expect(gate({ path: '/register-v2', brand: b, query: { referrer: 'jsmith' } })?.gate).toBe('referralRequired');
    expect(gate({ path: '/register-v2', brand: b, query: { referrer: '7d3f1c2a-4b5e-4f60-8a91-b2c3d4e5f607' } })).toBeNull();
  });

  it('sends register-v2 to /register, keeping the query, when the redesign flag is off', () => {
    expect(gate({ path: '/register-v2/legal-name', flags: {} })).toEqual({ gate: 'redesignOff', outcome: { redirect: '/register', keepQuery: true } });
    expect(gate({ path: '/register', flags: {} })).toBeNull();
  });
});

describe('redirects (000 §2)', () => {
  const journeys = Object.values(config.journeys).map((j) => j.data);
  const resolve = (path: string, query?: string) => resolvePath(journeys, { path, query, brand: brand('FIGURE') }).result;

  it.each([
    ['/account/heloc/0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10/bank', '/account/heloc/0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10'],
    ['/account/heloc/0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10/review-app', '/account/heloc/0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10'],
    ['/account/heloc/0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10/income/link', '/account/heloc/0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10/income/review'],
    ['/account/heloc-signer/login', '/account/heloc/heloc-signer/login'],
    ['/account/heloc/heloc-signer', '/account/heloc/heloc-signer/login'],
    ['/account/heloc/heloc-signer/conditions/whatever', '/account/heloc/heloc-signer/conditions'],
  ])('%s → %s', (from, to) => expect(resolve(from)).toMatchObject({ kind: 'redirect', to, external: false }));

  it('keeps the query string on /account/register', () => {
    expect(resolve('/account/register', 'referrer=lo-1&utm_source=x')).toMatchObject({ to: '/account/heloc/register?referrer=lo-1&utm_source=x' });
  });

  it.each(['/account', '/'])('%s goes to the external dashboard', (p) => {
    expect(resolve(p)).toMatchObject({ kind: 'redirect', external: true, to: brand('FIGURE').dashboardUrl });
  });

  it.each([['/account/heloc/terms', 'termsOfUseUrl'], ['/account/heloc/communications', 'communicationsUrl'], ['/account/heloc/privacy', 'privacyPolicyUrl'], ['/account/heloc/licenses', 'licensesUrl']])('%s goes to the brand\'s outside page', (p, key) => {
    const legal = brand('FIGURE').legal as Record<string, string>;
    expect(resolve(p)).toMatchObject({ kind: 'redirect', external: true, to: legal[key] });
  });

  it('finds routes before redirects, with their params', () => {
    expect(resolve('/account/heloc/heloc-signer/conditions/identity')).toMatchObject({ kind: 'route', journey: 'signer' });
    expect(resolve('/account/heloc/0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10/income/link/payroll')).toMatchObject({ kind: 'route', params: { uuid: '0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10', type: 'payroll' } });
    expect(resolve('/account/heloc/nope/nope/nope')).toEqual({ kind: 'notFound' });
  });
});

describe('register-v2 steps (000 §2, §9)', () => {
  const pos = (route: string, ctx: Record<string, unknown> = {}) => flowPosition(register, ctx, route).result;
  it('has 8 steps for visitors and 6 when signed in', () => {
    expect(pos('/register-v2').total).toBe(8);
    expect(pos('/register-v2', { signedIn: true }).total).toBe(6);
  });
  it('passes over the home address for a primary residence, which keeps its number: the count seen on the first step never changes', () => {
    const primary = { registration: { propertyAddress: { occupancyType: 'PRIMARY' } } };
    expect(pos('/register-v2', primary).next).toBe('/register-v2/for-sale');
    // Nothing answered yet, then a primary residence chosen on the same step: the same count.
    expect(pos('/register-v2')).toMatchObject({ index: 1, total: 8 });
    expect(pos('/register-v2', primary)).toMatchObject({ index: 1, total: 8 });
    expect(pos('/register-v2/for-sale', primary)).toMatchObject({ index: 3, previous: '/register-v2', total: 8 });
    expect(pos('/register-v2/set-password', primary)).toMatchObject({ index: 8, total: 8 });
    expect(pos('/register-v2/for-sale', { ...primary, signedIn: true })).toMatchObject({ index: 3, total: 6 });
    expect(pos('/register-v2/for-sale', { registration: { propertyAddress: { occupancyType: 'SECONDARY' } } })).toMatchObject({ index: 3, total: 8 });
    // Reached by its URL anyway: it has its own number.
    expect(pos('/register-v2/home-address', primary)).toMatchObject({ index: 2, total: 8 });
    expect(pos('/register-v2', { registration: { propertyAddress: { occupancyType: 'INVESTMENT' } } }).next).toBe('/register-v2/home-address');
    // The trace says which steps were passed over and the position.
    const trace = flowPosition(register, primary, '/register-v2/for-sale').trace;
    expect(trace).toContainEqual({ kind: 'skip', rule: 'homeAddress', outcome: true });
    expect(trace.at(-1)).toMatchObject({ decided: true, note: 'flow main, question 3 of 8, next /register-v2/annual-income' });
  });
  it('never changes the count for any answers typed: only who the visitor is (signed in) decides it', () => {
    for (const occupancyType of [undefined, 'PRIMARY', 'SECONDARY', 'INVESTMENT']) {
      for (const route of register.steps!.filter((s) => !s.flow).map((s) => s.route)) {
        expect(pos(route, { registration: { propertyAddress: { occupancyType } } }).total).toBe(8);
      }
    }
  });
  it('ends after birthdate when signed in, after the password otherwise', () => {
    expect(pos('/register-v2/birthdate', { signedIn: true }).next).toBeNull();
    expect(pos('/register-v2/birthdate').next).toBe('/register-v2/phone-and-email');
    expect(pos('/register-v2/set-password')).toMatchObject({ index: 8, next: null });
  });
  it('keeps the classic one-page /register in a flow of its own: one step, no next, register-v2 unaffected', () => {
    expect(pos('/register')).toMatchObject({ index: 1, total: 1, next: null, previous: null });
    expect(pos('/register').steps.map((s) => s.route)).toEqual(['/register']);
    expect(pos('/register-v2').steps.map((s) => s.route)).not.toContain('/register');
    expect(flowPosition(register, {}, '/register').trace.at(-1)?.note).toBe('flow classic, question 1 of 1, next finish');
  });
});
