import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, applicationAnswers, client, count, newApplicant, registration, start, type Running } from './helpers.js';
import { step } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

async function token() {
  return (await api('POST', '/identity/api/v1/registration/register', { body: registration() })).body.jwt as string;
}

describe('application service', () => {
  it('creates an application from the register-v2 answers and lists it', async () => {
    const jwt = await token();
    const res = await api('POST', APP, { token: jwt, body: applicationAnswers('Happy') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ serverStatus: 'PRE_SOFT_CREDIT_DISCLOSURE', term: 0, amount: 0, rate: 0, active: true, property: { state: 'OR', zip: '97201' } });
    expect(res.body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const all = await api('GET', `${APP}/all`, { token: jwt });
    expect(all.body.map((a: { uuid: string }) => a.uuid)).toEqual([res.body.uuid]);
    const profile = await api('GET', '/service-profile/api/v1/profile', { token: jwt });
    expect(profile.body).toMatchObject({ name: { firstName: 'Pat', lastName: 'Happy' }, dob: { day: 14, month: 3, year: 1980 }, hasSsn: false });
    expect(profile.body.addresses[0].uuid).toBe(res.body.selectedPropertyUuid);
    const again = await api('POST', APP, { token: jwt, body: applicationAnswers('Happy') });
    expect(again.status).toBe(409);
    expect(again.body.uuid).toBe(res.body.uuid);
    const st = await api('GET', `/service-krang-heloc/borrower/secure/api/v1/${res.body.uuid}/status`, { token: jwt });
    expect(st.body).toEqual({ status: 'PRE_SOFT_CREDIT_DISCLOSURE' });
  });

  it('answers 400 with pointers from the screen schemas and stores nothing', async () => {
    const jwt = await token();
    const before = count(server.databasePath, 'applications');
    const answers = applicationAnswers('Happy');
    const body = {
      ...answers,
      propertyAddress: { street1: '12 Main Street', city: 'Portland', state: 'OR', zip: '972' },
      income: { income: 20_000_000, employmentType: 'FULL_TIME' },
      name: { lastName: 'H' },
    };
    const res = await api('POST', APP, { token: jwt, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Some answers need attention.' });
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/propertyAddress/zip', message: 'Zipcode must be 5 digits' },
      { pointer: '/propertyAddress/occupancyType', message: 'Select how you use this property' },
      { pointer: '/income/income', message: 'Annual income must be less than $10,000,000' },
      { pointer: '/income/otherIncome', message: 'Enter your other annual income, or 0' },
      { pointer: '/name/firstName', message: 'Enter your first name' },
      { pointer: '/name/lastName', message: 'Last name must be 2 characters or more' },
    ]));
    const missing = await api('POST', APP, { token: jwt, body: {} });
    expect(missing.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/propertyAddress', message: 'Enter the street address' },
      { pointer: '/isListedForSale', message: 'Select whether the property is for sale' },
      { pointer: '/dob', message: 'Enter your date of birth' },
    ]));
    expect(count(server.databasePath, 'applications')).toBe(before);
  });

  it('applies the screens’ error rules: unemployed, under age', async () => {
    const jwt = await token();
    const unemployed = await api('POST', APP, { token: jwt, body: { ...applicationAnswers(), income: { income: 50000, otherIncome: 0, employmentType: 'UNEMPLOYED' } } });
    expect(unemployed.body.errors).toEqual([{ pointer: '/income/employmentType', message: "We apologize. At this time, we don't lend to unemployed borrowers." }]);
    const young = await api('POST', APP, { token: jwt, body: { ...applicationAnswers(), dob: { day: 1, month: 1, year: 2015 } } });
    expect(young.body.errors).toEqual([{ pointer: '/dob', message: 'You must be at least 18 years old to apply for this home equity line of credit.' }]);
    const alabama = await api('POST', APP, { token: jwt, body: { ...applicationAnswers('Happy', { state: 'AL', zip: '36104' }), dob: { day: 1, month: 1, year: 2008 } } });
    expect(alabama.status).toBe(400);
  });

  it('refuses an address the browser refuses: a state off the list, a zipcode outside its state, a state the lender does not lend in', async () => {
    const jwt = await token();
    const before = count(server.databasePath, 'applications');
    const send = (state: string, zip: string) => api('POST', APP, { token: jwt, body: applicationAnswers('Happy', { state, zip }) });
    for (const state of ['ny', 'XX', 'PU']) expect((await send(state, '10001')).body.errors).toEqual([{ pointer: '/propertyAddress/state', message: 'Select the state from the list' }]);
    expect((await send('TX', '10001')).body.errors).toEqual([{ pointer: '/propertyAddress/zip', message: '10001 is not a zipcode in Texas: check the zipcode and the state' }]);
    // The sandbox's lender (FIGURE) is not licensed in New York (sandbox/data/licenses.json).
    const company = 'Figure';
    expect((await send('NY', '10001')).body.errors).toEqual([{ pointer: '/propertyAddress/state', message: `${company} does not lend in New York, so we can't take an application for this property. We lend only in the states listed at the bottom of this page.` }]);
    expect(count(server.databasePath, 'applications')).toBe(before);
    expect((await send('TX', '75201')).status).toBe(200);
  });

  it('answers 401 without a token and 403 for another applicant’s application', async () => {
    const owner = await newApplicant(api, 'Happy');
    const other = await token();
    expect((await api('GET', `${APP}/${owner.uuid}`)).status).toBe(401);
    expect((await api('GET', `${APP}/${owner.uuid}`, { token: other })).status).toBe(403);
    expect((await api('GET', `/service-krang-heloc/borrower/secure/api/v1/${owner.uuid}/status`, { token: other })).status).toBe(403);
    expect((await api('POST', `${APP}/${owner.uuid}/soft-credit-consent`, { token: other, body: { consent: true } })).status).toBe(403);
    expect((await api('PUT', `${APP}/${owner.uuid}/full-story-link`, { token: other, body: { link: 'x' } })).status).toBe(403);
    expect((await api('GET', `${APP}/00000000-0000-4000-8000-000000000000`, { token: other })).status).toBe(404);
    expect((await api('GET', `${APP}/all`)).status).toBe(401);
  });

  it('keeps the session-replay link, experiments and the tracker profile', async () => {
    const { token: jwt, uuid } = await newApplicant(api, 'Happy');
    const link = await api('PUT', `${APP}/${uuid}/full-story-link`, { token: jwt, body: { link: 'https://replay.example/s/1' } });
    expect(link.status).toBe(200);
    const v3 = '/service-application/api/v3/application/heloc';
    const ex = await api('PATCH', `${v3}/${uuid}/experiments`, { token: jwt, body: { experiments: [{ name: 'offer-layout', variation: 'b' }] } });
    expect(ex.body.experiments).toEqual([{ name: 'offer-layout', variation: 'b' }]);
    expect((await api('PATCH', `${v3}/${uuid}/experiments`, { token: jwt, body: { experiments: [{ name: 'x' }] } })).status).toBe(400);
    const patched = await api('PATCH', `${v3}/optermizerly-profile`, { token: jwt, body: { optimizelyProfileUuid: 'opt-1' } });
    expect(patched.body.optimizelyProfileUuid).toBe('opt-1');
    expect((await api('GET', `${v3}/optermizerly-profile`, { token: jwt })).body.optimizelyProfileUuid).toBe('opt-1');
    const app = await api('GET', `${APP}/${uuid}`, { token: jwt });
    expect(app.body).toMatchObject({ fullStoryLink: 'https://replay.example/s/1', experiments: [{ name: 'offer-layout', variation: 'b' }] });
  });

  it('loses nothing across a restart on the same file (tokens stay valid, pending work resumes)', async () => {
    const first = await start({ delays: { stepMs: 1000, holdMs: 1000 } });
    const a = client(first);
    const { token: jwt, uuid } = await newApplicant(a, 'Happy');
    await step(a, jwt, uuid, 'soft-credit-consent', { consent: true });
    await first.close();
    const second = await start({ dir: first.dir, databasePath: first.databasePath, delays: { stepMs: 1000, holdMs: 1000 }, startAt: Date.parse('2026-11-20T18:00:05Z') });
    try {
      const b = client(second);
      const res = await b('GET', `${APP}/${uuid}`, { token: jwt });
      expect(res.status).toBe(200);
      expect(res.body.serverStatus).toBe('OFFER_SELECTION');
      expect(res.body.consents[0].type).toBe('SOFT_CREDIT');
      expect((await b('GET', '/service-profile/api/v1/profile', { token: jwt })).body.name.lastName).toBe('Happy');
    } finally {
      await second.close();
    }
  });
});

describe('a second application from the same account', () => {
  const finish = (uuid: string) => api('POST', `/ops/applications/${uuid}/status`, { body: { status: 'COMPLETE' } });

  it('is filed under the lender whose pages it was made on (x-org), not the account\'s first lender', async () => {
    const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration(), headers: { 'x-org': 'LAKEVIEW' } });
    const jwt = reg.body.jwt as string;
    const first = await api('POST', APP, { token: jwt, body: applicationAnswers('Happy'), headers: { 'x-org': 'LAKEVIEW' } });
    expect(first.body.orgCode).toBe('LAKEVIEW');
    await finish(first.body.uuid);
    const second = await api('POST', APP, { token: jwt, body: applicationAnswers('Happy'), headers: { 'x-org': 'MOVEMENT' } });
    expect(second.status).toBe(200);
    expect(second.body.orgCode).toBe('MOVEMENT');
    // A lender nobody knows falls back to the account's own.
    await finish(second.body.uuid);
    const third = await api('POST', APP, { token: jwt, body: applicationAnswers('Happy'), headers: { 'x-org': 'NO_SUCH_LENDER' } });
    expect(third.body.orgCode).toBe('LAKEVIEW');
  });

  it('in another person\'s name or birth date is refused with what to do, and changes nothing on the account', async () => {
    const jwt = await token();
    const first = await api('POST', APP, { token: jwt, body: applicationAnswers('Happy') });
    await finish(first.body.uuid);
    const other = { ...applicationAnswers('Okafor'), name: { firstName: 'Ruth', lastName: 'Okafor' } };
    const refused = await api('POST', APP, { token: jwt, body: other });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ pointer: '', message: "You're signed in as Pat Happy, and an application is always in the name and date of birth on the account. Go back and enter Pat Happy's legal name, or sign out to apply for someone else with their own account." }]);
    const wrongDob = await api('POST', APP, { token: jwt, body: { ...applicationAnswers('Happy'), dob: { day: 15, month: 3, year: 1980 } } });
    expect(wrongDob.body.errors[0].message).toContain('Go back and enter your date of birth as it is on your account');
    const profile = await api('GET', '/service-profile/api/v1/profile', { token: jwt });
    expect(profile.body).toMatchObject({ name: { firstName: 'Pat', lastName: 'Happy' }, dob: { day: 14, month: 3, year: 1980 } });
    expect((await api('GET', `${APP}/all`, { token: jwt })).body).toHaveLength(1);
    // The same person, typed in another case, is the same person.
    const same = await api('POST', APP, { token: jwt, body: { ...applicationAnswers('Happy'), name: { firstName: 'PAT', lastName: 'HAPPY' } } });
    expect(same.status).toBe(200);
  });
});
