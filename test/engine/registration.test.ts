/** Registration's calls from config (journeys/register.json stepsComplete.calls): who is called with what (000 §2, §5). */
import { describe, expect, it } from 'vitest';
import { omittedFields, refusalWords, registrationCalls } from '../../engine/index.ts';
import { register, stepSchemas } from '../helpers/config.ts';

const answers = {
  propertyAddress: { street1: '1 A St', city: 'Austin', state: 'TX', zip: '78701', occupancyType: 'SECONDARY' },
  homeAddress: { street1: '2 B St', city: 'Austin', state: 'TX', zip: '78702' },
  isListedForSale: false,
  income: { income: 90000, employmentType: 'FULL_TIME' },
  name: { firstName: 'Pat', lastName: 'Happy' },
  dob: { day: 1, month: 2, year: 1980 },
  email: 'pat@example.com', phoneNumber: '5035550100', password: 'Secret-Passw0rd!', confirmPassword: 'Secret-Passw0rd!',
  termPrivacyConsent: true, communicationConsent: true, smsMarketingConsent: false, smsTransactionalConsent: true,
};

/** A loan officer's id as a referral link carries it (001 §2). */
const LO = '7d3f1c2a-4b5e-4f60-8a91-b2c3d4e5f607';

describe('registrationCalls', () => {
  it('registers the identity, then creates the application, each with its own answers', () => {
    const d = registrationCalls(register, answers, { signedIn: false, query: { referrer: LO, utm_source: 'cloc' } }, stepSchemas);
    expect(d.result.map((c) => c.id)).toEqual(['register', 'createApplication']);
    const [identity, application] = d.result;
    expect(Object.keys(identity!.body).sort()).toEqual(['communicationConsent', 'confirmPassword', 'email', 'name', 'password', 'phoneNumber', 'smsMarketingConsent', 'smsTransactionalConsent', 'termPrivacyConsent']);
    expect(application!.body).toEqual({
      propertyAddress: answers.propertyAddress, homeAddress: answers.homeAddress, isListedForSale: false, income: answers.income, name: answers.name, dob: answers.dob,
      softCreditConsent: true, referrer: LO, utmSource: 'cloc',
    });
  });

  it('skips the identity when already signed in, and adds no empty referrer', () => {
    const d = registrationCalls(register, answers, { signedIn: true, query: {} }, stepSchemas);
    expect(d.result.map((c) => c.id)).toEqual(['createApplication']);
    expect(d.result[0]!.body).not.toHaveProperty('referrer');
    expect(d.trace.find((t) => t.rule === 'register')).toMatchObject({ outcome: false });
  });

  it('sends no referrer when the link\'s referrer is not a loan officer id (the first screen says so instead of the last refusing it)', () => {
    const d = registrationCalls(register, answers, { signedIn: true, query: { referrer: 'jsmith' } }, stepSchemas);
    expect(d.result[0]!.body).not.toHaveProperty('referrer');
  });

  it('leaves the home address out for a primary home, with the rule in the trace (the sandbox ignores it the same way)', () => {
    const primary = { ...answers, propertyAddress: { ...answers.propertyAddress, occupancyType: 'PRIMARY' } };
    const d = registrationCalls(register, primary, { signedIn: true }, stepSchemas);
    expect(d.result[0]!.body).not.toHaveProperty('homeAddress');
    expect(d.trace).toContainEqual(expect.objectContaining({ kind: 'omit', rule: 'createApplication.homeAddress', outcome: true }));
    expect(omittedFields(register, 'createApplication', primary)).toEqual(['homeAddress']);
    expect(omittedFields(register, 'createApplication', answers)).toEqual([]);
  });

  it('sends every answer a screen it names declares: a field added to the contact step goes with the identity, with no list to edit', () => {
    const phone = stepSchemas['register-v2/phone-and-email'] as { properties: Record<string, unknown> };
    const schemas = { ...stepSchemas, 'register-v2/phone-and-email': { ...phone, properties: { ...phone.properties, bestTimeToCall: { type: 'string' } } } };
    const d = registrationCalls(register, { ...answers, bestTimeToCall: 'EVENING', somethingElse: 1 }, { signedIn: false, query: {} }, schemas);
    expect(d.result[0]!.body).toMatchObject({ bestTimeToCall: 'EVENING' });
    expect(d.result[1]!.body).not.toHaveProperty('bestTimeToCall');
    expect(d.result.some((c) => 'somethingElse' in c.body)).toBe(false);
  });

  it('refuses to build a call without the schema of a screen it names, rather than drop its answers', () => {
    expect(() => registrationCalls(register, answers, { signedIn: true }, {})).toThrow(/register-v2\/property-address/);
  });
});

describe('refusalWords', () => {
  const lakeview = { brand: { orgCode: 'LAKEVIEW' } };
  it('words the existing account of the register call, whatever the capitals or final period, with the brand in its sign-in link', () => {
    for (const message of ['identity exists', 'Identity exists.']) {
      const words = refusalWords(register, 'register', { status: 409, message }, lakeview);
      expect(words.result).toBe('There is already an account with this email address. [Sign in](/auth/login?org=LAKEVIEW&next=%2Faccount%2Fheloc%2Fregister-v2%3Forg%3DLAKEVIEW) to continue with it, or go back and use another email address.');
      expect(words.trace[0]).toMatchObject({ kind: 'refusal', outcome: true });
    }
  });
  it('leaves a refusal it does not know, another status or another call to the lender\'s own message', () => {
    expect(refusalWords(register, 'register', { status: 409, message: 'something else' }, lakeview).result).toBeNull();
    expect(refusalWords(register, 'register', { status: 400, message: 'identity exists' }, lakeview).result).toBeNull();
    const other = refusalWords(register, 'createApplication', { status: 409, message: 'identity exists' }, lakeview);
    expect(other.result).toBeNull();
    expect(other.trace[0]!.note).toContain("the lender's message is shown");
  });
});
