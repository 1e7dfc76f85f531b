/**
 * Applicants made through the sandbox's HTTP API (for tests that start mid-journey), the token put
 * where the app keeps it, and the operations API to move an application.
 */
import type { Page } from 'playwright-core';
import { applicationAnswers, registration } from '../../test/sandbox/helpers.ts';

export const APP = '/service-application/api/v1/application/heloc';

async function call<T = any>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface Applicant { token: string; uuid: string; email: string }

/** Registers and creates an application; the last name picks the persona (sandbox/README.md). */
export async function createApplicant(base: string, lastName = 'Happy', overrides: { state?: string; zip?: string } = {}): Promise<Applicant> {
  const reg = registration();
  const { jwt } = await call<{ jwt: string }>(base, 'POST', '/identity/api/v1/registration/register', reg);
  const app = await call<{ uuid: string }>(base, 'POST', APP, { ...applicationAnswers(lastName, overrides), softCreditConsent: true }, jwt);
  return { token: jwt, uuid: app.uuid, email: reg.email };
}

/** Signs the page in as the applicant before any script runs. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((jwt) => { localStorage.setItem('jwt', `Bearer ${jwt}`); }, token);
}

export const setStatus = (base: string, uuid: string, status: string, patch?: unknown) =>
  call(base, 'POST', `/ops/applications/${uuid}/status`, patch === undefined ? { status } : { status, patch });

export const applicationOf = (base: string, uuid: string, token: string) => call<Record<string, any>>(base, 'GET', `${APP}/${uuid}`, undefined, token);
