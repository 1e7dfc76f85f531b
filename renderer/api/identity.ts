/**
 * The identity calls of 001 §7 and their errors (001 §8): sign in (POST /identity/api/v1/login),
 * verify a new identity with the JWT registration answers ("identity exists" when that fails), the
 * identity reads (v1/identity, v1_1/identity, the broker's figureinfo), and sign-in and sign-out
 * through the identity broker, which answer where to go next.
 */
import { ApiError, clearToken, getOrgCode, getToken, request, setToken } from './client.ts';
import { apiPath } from './operations.ts';

/** 001 §8 "Missing token: a JWT error": a secure identity read without a stored token is not sent. */
export class JwtError extends Error {
  constructor(message = 'JWT is missing: please sign in.') {
    super(message);
    this.name = 'JwtError';
  }
}

/** 001 §8: an identity call's failure carries status, status text and body. */
export class IdentityError extends Error {
  constructor(message: string, readonly status: number, readonly statusText: string, readonly body: unknown) {
    super(message);
    this.name = 'IdentityError';
  }
}

export const NO_PROFILE_UUID = 'No profile uuid';
export const USER_NOT_FOUND = 'User not found';
export const IDENTITY_EXISTS = 'identity exists';
export const LOGIN_PATH = '/auth/login';
/** The application name the broker calls carry (001 §7 "header application name"). */
export const APPLICATION_NAME = 'heloc';

export type BrokerMode = 'customer' | 'agent';
export interface Identity { uuid: string; type: string; email: string; phoneNumbers: unknown[]; name: unknown }

const asIdentityError = (error: unknown): IdentityError =>
  error instanceof ApiError
    ? new IdentityError(error.message, error.status, (error.body as { error?: string } | null)?.error ?? '', error.body)
    : new IdentityError(error instanceof Error ? error.message : String(error), 0, '', null);

/** POST /identity/api/v1/login: the answered JWT is stored (key jwt, Bearer prefix). */
export async function login(credentials: { email: string; password: string }): Promise<string> {
  const { jwt } = await request<{ jwt: string }>(apiPath('login'), { method: 'POST', body: credentials, external: true });
  setToken(jwt);
  return jwt;
}

/** GET /identity/secure/api/{v1|v1_1}/identity with the stored token, or with `jwt` when given. */
export async function fetchIdentity(version: 'v1' | 'v1_1' = 'v1', jwt?: string): Promise<Identity> {
  const token = jwt ? `Bearer ${jwt.replace(/^Bearer /, '')}` : getToken();
  if (!token) throw new JwtError();
  try {
    // With a JWT of its own (just registered) the call is outside the session: its 401 signs nobody out.
    return await request<Identity>(apiPath(version === 'v1' ? 'identity' : 'identityV11'), jwt ? { external: true, headers: { Authorization: token } } : {});
  } catch (error) {
    throw asIdentityError(error);
  }
}

/** The signed-in user: v1 first, then v1_1; "User not found" when both fail (001 §8). */
export async function findUser(): Promise<Identity> {
  if (!getToken()) throw new JwtError();
  try {
    return await fetchIdentity('v1');
  } catch {
    try {
      return await fetchIdentity('v1_1');
    } catch {
      throw new Error(USER_NOT_FOUND);
    }
  }
}

/** The profile's uuid, or the 001 §8 "No profile uuid" rejection. */
export async function profileUuid(profile: { uuid?: unknown } | null | undefined): Promise<string> {
  const uuid = profile?.uuid;
  if (typeof uuid !== 'string' || !uuid) throw new Error(NO_PROFILE_UUID);
  return uuid;
}

/** GET /identity-broker/{mode}/secure/api/v3/self/figureinfo (header application name). */
export async function fetchFigureInfo(mode: BrokerMode = 'customer'): Promise<Record<string, unknown>> {
  if (!getToken()) throw new JwtError();
  try {
    return await request<Record<string, unknown>>(apiPath('figureInfo', { mode }), { headers: { 'application-name': APPLICATION_NAME } });
  } catch (error) {
    throw asIdentityError(error);
  }
}

/**
 * After registration: the new identity is read with the JWT registration answered before the JWT
 * is kept; if that fails the registration reads "identity exists" (001 §7, §8).
 */
export async function verifyRegisteredIdentity(jwt: string): Promise<Identity> {
  try {
    const identity = await fetchIdentity('v1', jwt);
    setToken(jwt);
    return identity;
  } catch (error) {
    // The registration answer's Authorization header was stored by the client: an unverified identity keeps no token.
    clearToken();
    const status = error instanceof IdentityError ? error.status : 0;
    throw new ApiError(409, IDENTITY_EXISTS, { statusCode: 409, error: 'Conflict', message: IDENTITY_EXISTS, cause: status });
  }
}

export interface BrokerCall { applicationName?: string; orgCode?: string; mode?: BrokerMode; query?: Record<string, string>; telemetryTrackingId?: string | null }

/** Where a broker answer may send the browser: a path on this site or an http(s) URL. */
const safeRedirect = (value: unknown): string | null =>
  typeof value === 'string' && ((value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//.test(value)) ? value : null;

/** POST /identity-broker/{mode}/api/v3/login: query parameters plus telemetryTrackingId; answers the redirect. */
export async function brokerLogin(call: BrokerCall = {}): Promise<string> {
  const mode = call.mode ?? 'customer';
  const query = new URLSearchParams({ ...call.query, ...(call.telemetryTrackingId ? { telemetryTrackingId: call.telemetryTrackingId } : {}) });
  const qs = query.toString();
  const answer = await request<{ redirect?: unknown }>(`${apiPath('brokerLogin', { mode })}${qs ? `?${qs}` : ''}`, {
    method: 'POST',
    body: {},
    external: true,
    headers: { 'application-name': call.applicationName ?? APPLICATION_NAME, 'x-org': call.orgCode ?? getOrgCode() },
  });
  return safeRedirect(answer.redirect) ?? LOGIN_PATH;
}

/** POST /identity-broker/{mode}/secure/api/v3/logout: the token goes; the answer's redirect, or /auth/login on failure. */
export async function brokerLogout(call: BrokerCall = {}): Promise<string> {
  const mode = call.mode ?? 'customer';
  let target = LOGIN_PATH;
  try {
    const answer = await request<{ redirect?: unknown }>(apiPath('brokerLogout', { mode }), {
      method: 'POST',
      body: {},
      headers: { 'application-name': call.applicationName ?? APPLICATION_NAME, 'x-org': call.orgCode ?? getOrgCode() },
    });
    target = safeRedirect(answer?.redirect) ?? LOGIN_PATH;
  } catch {
    target = LOGIN_PATH;
  }
  clearToken();
  return target;
}
