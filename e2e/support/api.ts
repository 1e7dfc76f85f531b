/**
 * Applicants made through the sandbox's HTTP API (for tests that start mid-journey), the token put
 * where the app keeps it, and the operations API to move an application.
 */
import type { Page } from 'playwright-core';
import { applicationAnswers, registration } from '../../test/sandbox/helpers.ts';
import { happySteps, notarise, NOTARY_SESSION } from '../../test/sandbox/walk.ts';

export const APP = '/service-application/api/v1/application/heloc';

/** One call to the sandbox's HTTP API (the applicant's token, or none for /ops); throws on anything but 2xx, answers the JSON body. */
export async function call<T = any>(base: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface Applicant { token: string; uuid: string; email: string; password: string }

/**
 * Registers and creates an application; the last name picks the persona (sandbox/README.md), `org`
 * the lender the applicant registers with (the page's brand sends it as x-org; FIGURE by default).
 */
export async function createApplicant(base: string, lastName = 'Happy', overrides: { state?: string; zip?: string; org?: string; income?: number } = {}): Promise<Applicant> {
  const reg = registration();
  const { jwt } = await call<{ jwt: string }>(base, 'POST', '/identity/api/v1/registration/register', reg, undefined, overrides.org ? { 'x-org': overrides.org } : {});
  const app = await call<{ uuid: string }>(base, 'POST', APP, { ...applicationAnswers(lastName, overrides), softCreditConsent: true }, jwt);
  return { token: jwt, uuid: app.uuid, email: reg.email, password: reg.password };
}

/** Signs the page in as the applicant before any script runs. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((jwt) => { localStorage.setItem('jwt', `Bearer ${jwt}`); }, token);
}

/** Sets an application's status through the operations endpoint (with `opsToken` where the sandbox has one). */
export const setStatus = (base: string, uuid: string, status: string, patch?: unknown, opsToken?: string) =>
  call(base, 'POST', `/ops/applications/${uuid}/status`, patch === undefined ? { status } : { status, patch }, undefined, opsToken ? { 'x-ops-token': opsToken } : {});

export const applicationOf = (base: string, uuid: string, token: string) => call<Record<string, any>>(base, 'GET', `${APP}/${uuid}`, undefined, token);

export const statusOf = (base: string, uuid: string, token: string) =>
  call<{ status: string }>(base, 'GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, undefined, token).then((r) => r.status);

/** Waits until the application's status is `status` (the back office moves it on), or fails naming the status it is at. */
export async function settledOn(base: string, a: Applicant, status: string, timeout = 20_000): Promise<void> {
  const until = Date.now() + timeout;
  let now = '';
  while (Date.now() < until) {
    now = await statusOf(base, a.uuid, a.token);
    if (now === status) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`status ${now}, expected ${status}`);
}

/** Posts one step of the application (a path of test/sandbox/walk.ts) with the applicant's body. */
export const postStep = (base: string, a: Applicant, path: string, body: unknown) => call(base, 'POST', `${APP}/${a.uuid}/${path}`, body, a.token);

/**
 * Drives an application along the happy path through the API, step by step as the back office
 * settles, up to and including `lastPath` (a step of test/sandbox/walk.ts); the persona decides
 * where the last step leads. `after`: the application already went through that step.
 */
export async function walkThrough(base: string, a: Applicant, lastPath: string, after = 'soft-credit-consent'): Promise<void> {
  // Registration already gave the soft-credit consent.
  const from = happySteps.findIndex(([path]) => path === after);
  const steps = happySteps.slice(from + 1);
  let expected = happySteps[from]![2];
  for (const [path, body, settles] of steps) {
    await settledOn(base, a, expected);
    if (path === NOTARY_SESSION) await notarise((method, p, b, token) => call(base, method, p, b, token), a.token, a.uuid);
    else {
      // A home whose state has a notice (Texas §50(g)) acknowledges it before the offers (schemas/application/start/state-notice.json).
      if (path === 'offer') {
        const law = (await applicationOf(base, a.uuid, a.token)).stateLaw as { noticeWaitDays?: unknown; noticeAcknowledgedAt?: unknown } | null;
        if (typeof law?.noticeWaitDays === 'number' && !law.noticeAcknowledgedAt) await call(base, 'POST', `${APP}/${a.uuid}/state-notice`, { readToEnd: true, acknowledged: true }, a.token);
      }
      const payload = typeof body === 'function' ? body(await applicationOf(base, a.uuid, a.token), await call(base, 'GET', '/service-profile/api/v1/profile', undefined, a.token)) : body;
      await call(base, 'POST', `${APP}/${a.uuid}/${path}`, payload, a.token);
    }
    if (path === lastPath) return;
    expected = settles;
  }
  throw new Error(`no step ${lastPath}`);
}

/**
 * A Texas application from its offer to the in-person closing (sandbox/data/pricing.json stateRules.TX):
 * a person values the home, the closing documents are read at home, and the application waits in
 * MANUAL_DEED_SIGNING for the appointment to be booked.
 */
export async function toTexasClosing(base: string, a: Applicant, timeout = 30_000): Promise<void> {
  await walkThrough(base, a, 'identity-documents');
  await settledOn(base, a, 'BPO_ORDER_REQUEST', timeout);
  await call(base, 'POST', `${APP}/${a.uuid}/bpo-condition`, { condition: 'GOOD', feeConsent: true }, a.token);
  await settledOn(base, a, 'NOTE_SIGNING', timeout);
  await call(base, 'POST', `${APP}/${a.uuid}/closing-review`, { readToEnd: true, received: true }, a.token);
  await settledOn(base, a, 'MANUAL_DEED_SIGNING', timeout);
}

/**
 * The notary's side of a session through the provider's console API (the browser tests that are not
 * about the video call): the waiting participant is admitted, their ID checked, the signature asked
 * for; `complete` finishes once the page has signed.
 */
export async function notaryAdmitsAndAsks(base: string, participantName: string): Promise<{ complete: () => Promise<unknown> }> {
  let sessionId = '';
  const until = Date.now() + 15_000;
  while (!sessionId && Date.now() < until) {
    const list = await call<{ sessionId: string; status: string; participantName: string }[]>(base, 'GET', '/ops/notary/sessions');
    sessionId = list.find((s) => s.status === 'WAITING' && s.participantName === participantName)?.sessionId ?? '';
    if (!sessionId) await new Promise((r) => setTimeout(r, 150));
  }
  if (!sessionId) throw new Error(`${participantName} never reached the waiting room`);
  for (const action of ['admit', 'verify-identity', 'request-signature']) await call(base, 'POST', `/ops/notary/sessions/${sessionId}/${action}`, {});
  return { complete: () => call(base, 'POST', `/ops/notary/sessions/${sessionId}/complete`, {}) };
}

/** The additional signer's password for the "co-signer required" persona (sandbox/README.md). */
export const SIGNER_PASSWORD = 'Cosigner-Passw0rd!';

/** The additional signer's login for a "co-signer required" application. */
export const signerEmail = (a: Applicant) => `cosigner+${a.uuid.slice(0, 8)}@sandbox.test`;

/** A "co-signer required" borrower signed their closing documents: the application waits for the additional signer. */
export async function coDeedRequired(base: string, org?: string): Promise<Applicant> {
  const borrower = await createApplicant(base, 'Cosigner', org ? { org } : {});
  await setStatus(base, borrower.uuid, 'NOTE_SIGNING', { status: { disclosurelistClosingReady: true } });
  await call(base, 'POST', `${APP}/${borrower.uuid}/closing-signature`, { readToEnd: true, accepted: true, signatureName: 'Pat Cosigner' }, borrower.token);
  await settledOn(base, borrower, 'CO_DEED_REQUIRED', 15_000);
  return borrower;
}
