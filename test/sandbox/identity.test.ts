import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, count, PASSWORD, registration, start, uniqueEmail, type Running } from './helpers.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

describe('identity service', () => {
  it('registers an identity, answers a jwt and echoes it as an Authorization header', async () => {
    const email = uniqueEmail();
    const res = await api('POST', '/identity/api/v1/registration/register', { body: registration(email) });
    expect(res.status).toBe(200);
    expect(res.body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.headers.get('authorization')).toBe(`Bearer ${res.body.jwt}`);
    expect(res.body.identity).toMatchObject({ email, type: 'BORROWER' });

    const me = await api('GET', '/identity/secure/api/v1/identity', { token: res.body.jwt });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ uuid: res.body.identity.uuid, email, type: 'BORROWER' });
    expect(me.headers.get('authorization')).toBe(`Bearer ${res.body.jwt}`);
    const info = await api('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo', { token: res.body.jwt });
    expect(info.body).toMatchObject({ uuid: res.body.identity.uuid, organizationCode: 'FIGURE', twoFactorEnabled: false });
  });

  it('answers 400 with pointers and stores nothing for bad registration input', async () => {
    const before = count(server.databasePath, 'identities');
    const res = await api('POST', '/identity/api/v1/registration/register', {
      body: { ...registration(), email: 'not-an-email', password: 'short', confirmPassword: undefined, phoneNumber: '(155) 555-1234', termPrivacyConsent: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.message).toBe('Some answers need attention.');
    expect(res.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/email', message: 'Enter an email address in the correct format, like name@example.com' },
      { pointer: '/password', message: 'Enter a password that meets every rule listed' },
      { pointer: '/confirmPassword', message: 'Enter your password again' },
      { pointer: '/phoneNumber', message: 'Enter the mobile phone number without the country code 1' },
      { pointer: '/termPrivacyConsent', message: 'Confirm that you agree to the Terms of Use and Privacy Policy' },
    ]));
    expect(count(server.databasePath, 'identities')).toBe(before);
  });

  it('refuses passwords that do not match (the screen rule, checked on the server)', async () => {
    const res = await api('POST', '/identity/api/v1/registration/register', { body: { ...registration(), confirmPassword: `${PASSWORD}x` } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ pointer: '/confirmPassword', message: "Passwords must match" }]);
  });

  it('answers 400 with a pointer at the body for JSON that does not parse', async () => {
    const res = await api('POST', '/identity/api/v1/registration/register', { body: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ pointer: '', message: 'The request body is not valid JSON.' }]);
  });

  it('creates one identity for two concurrent registrations with the same e-mail', async () => {
    const email = uniqueEmail('race');
    const before = count(server.databasePath, 'identities');
    const [a, b] = await Promise.all([
      api('POST', '/identity/api/v1/registration/register', { body: registration(email) }),
      api('POST', '/identity/api/v1/registration/register', { body: registration(email.toUpperCase()) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.message).toBe('identity exists');
    expect(count(server.databasePath, 'identities')).toBe(before + 1);
  });

  it('logs in, logs out (revoking the token) and rejects bad tokens with 401', async () => {
    const email = uniqueEmail();
    await api('POST', '/identity/api/v1/registration/register', { body: registration(email) });
    const login = await api('POST', '/identity/api/v1/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const token = login.body.jwt;
    expect((await api('GET', '/service-profile/api/v1/profile', { token })).status).toBe(200);
    expect((await api('GET', '/service-profile/api/v1/profile')).body).toMatchObject({ statusCode: 401, message: 'unauthenticated' });
    expect((await api('GET', '/service-profile/api/v1/profile', { token: `${token}x` })).status).toBe(401);
    const logout = await api('POST', '/identity-broker/customer/secure/api/v3/logout', { token });
    expect(logout.body).toEqual({ redirect: '/auth/login' });
    expect((await api('GET', '/service-profile/api/v1/profile', { token })).status).toBe(401);
  });

  it('remembers the lender whose page the person signed in from, else the account\'s own', async () => {
    const email = uniqueEmail();
    await api('POST', '/identity/api/v1/registration/register', { body: registration(email), headers: { 'x-org': 'LAKEVIEW' } });
    const cookieOf = (res: { headers: Headers }) => /heloc_org=([A-Z_]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(cookieOf(await api('POST', '/identity/api/v1/login?org=MOVEMENT', { body: { email, password: PASSWORD } }))).toBe('MOVEMENT');
    expect(cookieOf(await api('POST', '/identity/api/v1/login', { body: { email, password: PASSWORD } }))).toBe('LAKEVIEW');
    expect(cookieOf(await api('POST', '/identity/api/v1/login?org=NO_SUCH_LENDER', { body: { email, password: PASSWORD } }))).toBe('LAKEVIEW');
  });

  // The login throttle (growing waits per client and account, not a lockout) is tested in loginThrottle.test.ts.

  it('validates the login body and does not tell unknown e-mails from wrong passwords', async () => {
    const bad = await api('POST', '/identity/api/v1/login', { body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining([{ pointer: '/password', message: 'Enter your password' }]));
    const unknown = await api('POST', '/identity/api/v1/login', { body: { email: uniqueEmail('ghost'), password: PASSWORD } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid email or password');
  });
});
