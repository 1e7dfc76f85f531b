/**
 * The app's identity calls against the real sandbox (001 §7, §8): sign-in, the registration verified
 * with its JWT ("identity exists" when that fails), the identity reads and their errors, the profile
 * failure message, and sign-in and sign-out through the identity broker with their redirects.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, registration, start, uniqueEmail, type Running } from '../sandbox/helpers.ts';
import { ApiError, getToken } from '../../renderer/api/client.ts';
import {
  brokerLogin, brokerLogout, fetchFigureInfo, fetchIdentity, findUser, IdentityError, JwtError, login, NO_PROFILE_UUID, profileUuid, USER_NOT_FOUND,
} from '../../renderer/api/identity.ts';
import { fetchProfile, PROFILE_FAILED } from '../../renderer/api/profile.ts';
import { registerIdentity } from '../../renderer/api/registration.ts';
import { logout } from '../../renderer/shell/shellApi.ts';

let server: Running;
const realFetch = globalThis.fetch;
let calls: string[] = [];
let assigned: string[] = [];

beforeAll(async () => { server = await start({}); });
afterAll(async () => { vi.unstubAllGlobals(); await server.close(); });

/** The browser globals the client reads; relative URLs go to the sandbox, and every call is recorded. */
function browser(override?: (url: string, init?: RequestInit) => Promise<Response> | null) {
  const store = new Map<string, string>();
  calls = [];
  assigned = [];
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => { store.set(k, String(v)); }, removeItem: (k: string) => { store.delete(k); }, clear: () => store.clear() });
  vi.stubGlobal('window', { location: { origin: server.url, hostname: '127.0.0.1', pathname: '/account/heloc/register-v2', search: '?x=1', assign: (u: string) => assigned.push(u) } });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return override?.(url, init) ?? realFetch(`${server.url}${url}`, init);
  });
}

async function registered() {
  const email = uniqueEmail('identity');
  const res = await realFetch(`${server.url}/identity/api/v1/registration/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration(email)) });
  return { email, jwt: (await res.json()).jwt as string };
}

beforeEach(() => browser());

describe('sign-in and registration', () => {
  it('signs in through POST /identity/api/v1/login and keeps the token; a wrong password says so', async () => {
    const { email } = await registered();
    await expect(login({ email, password: 'Wrong-Passw0rd!' })).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(getToken()).toBeNull();
    await login({ email, password: PASSWORD });
    expect(getToken()).toMatch(/^Bearer ey/);
    expect((await fetchIdentity()).email).toBe(email);
  });

  it('verifies a new identity with the JWT registration answered, then keeps it', async () => {
    await registerIdentity(registration(uniqueEmail('verified')));
    expect(calls).toEqual(['POST /identity/api/v1/registration/register', 'GET /identity/secure/api/v1/identity']);
    expect(getToken()).toMatch(/^Bearer ey/);
  });

  it('reads "identity exists" when the verification fails, and keeps no token', async () => {
    browser((url) => (url.startsWith('/identity/secure/') ? Promise.resolve(new Response('{"statusCode":401,"message":"invalid token"}', { status: 401 })) : null));
    const failed = registerIdentity(registration(uniqueEmail('unverified')));
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 409, message: 'identity exists' });
    expect(getToken()).toBeNull();
  });
});

describe('identity reads and their errors (001 §8)', () => {
  it('a read without a stored token is a JWT error and is never sent', async () => {
    await expect(fetchIdentity()).rejects.toBeInstanceOf(JwtError);
    await expect(findUser()).rejects.toBeInstanceOf(JwtError);
    await expect(fetchFigureInfo()).rejects.toBeInstanceOf(JwtError);
    expect(calls).toEqual([]);
  });

  it('finds the user through v1, then v1_1; "User not found" when both fail', async () => {
    const { email, jwt } = await registered();
    localStorage.setItem('jwt', `Bearer ${jwt}`);
    expect((await findUser()).email).toBe(email);
    browser((url) => (url === '/identity/secure/api/v1/identity' ? Promise.resolve(new Response('{"message":"down"}', { status: 503 })) : null));
    localStorage.setItem('jwt', `Bearer ${jwt}`);
    expect((await findUser()).email).toBe(email);
    expect(calls).toEqual(['GET /identity/secure/api/v1/identity', 'GET /identity/secure/api/v1_1/identity']);
    browser((url) => (url.startsWith('/identity/secure/') ? Promise.resolve(new Response('{"message":"down"}', { status: 503, statusText: 'Service Unavailable' })) : null));
    localStorage.setItem('jwt', `Bearer ${jwt}`);
    await expect(findUser()).rejects.toThrow(USER_NOT_FOUND);
  });

  it('an identity call failure carries status, status text and body; figureinfo answers the broker profile', async () => {
    const { jwt } = await registered();
    localStorage.setItem('jwt', `Bearer ${jwt}`);
    expect(await fetchFigureInfo()).toMatchObject({ organizationCode: 'FIGURE', profileType: 'INDIVIDUAL', twoFactorEnabled: false });
    const agent = fetchFigureInfo('agent');
    await expect(agent).rejects.toBeInstanceOf(IdentityError);
    await expect(agent).rejects.toMatchObject({ status: 403, statusText: 'Forbidden', body: { message: 'Agent access is not available in the sandbox.' } });
  });

  it('"No profile uuid" for a profile without one', async () => {
    await expect(profileUuid({})).rejects.toThrow(NO_PROFILE_UUID);
    await expect(profileUuid(null)).rejects.toThrow(NO_PROFILE_UUID);
    await expect(profileUuid({ uuid: 'abc' })).resolves.toBe('abc');
  });

  it('a failed profile fetch reads "Failed to fetch profile details."; a 401 also clears the token', async () => {
    browser((url) => (url === '/service-profile/api/v1/profile' ? Promise.resolve(new Response('{"message":"boom"}', { status: 500 })) : null));
    localStorage.setItem('jwt', 'Bearer something');
    await expect(fetchProfile()).rejects.toMatchObject({ status: 500, message: PROFILE_FAILED });
    expect(getToken()).toBe('Bearer something');
    browser();
    localStorage.setItem('jwt', 'Bearer expired');
    await expect(fetchProfile()).rejects.toMatchObject({ status: 401, message: PROFILE_FAILED });
    expect(getToken()).toBeNull();
  });
});

describe('the identity broker (001 §7)', () => {
  it('login answers the sign-in page to go to, with the way back, the org, application name and tracker id', async () => {
    const target = await brokerLogin({ orgCode: 'LAKEVIEW', query: { next: '/account/heloc/register-v2?x=1' }, telemetryTrackingId: 'tracker-1' });
    expect(target).toBe('/auth/login?next=%2Faccount%2Fheloc%2Fregister-v2%3Fx%3D1&org=LAKEVIEW');
    expect(calls).toEqual(['POST /identity-broker/customer/api/v3/login?next=%2Faccount%2Fheloc%2Fregister-v2%3Fx%3D1&telemetryTrackingId=tracker-1']);
  });

  it('logout revokes the token and goes to the answer\'s redirect; a failed logout goes to /auth/login', async () => {
    const { jwt } = await registered();
    localStorage.setItem('jwt', `Bearer ${jwt}`);
    await logout();
    expect(assigned).toEqual(['/auth/login']);
    expect(getToken()).toBeNull();
    const after = await realFetch(`${server.url}/service-profile/api/v1/profile`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(after.status).toBe(401);

    browser((url) => (url.includes('/logout') ? Promise.reject(new TypeError('network down')) : null));
    localStorage.setItem('jwt', 'Bearer something');
    expect(await brokerLogout()).toBe('/auth/login');
    expect(getToken()).toBeNull();
  });
});
