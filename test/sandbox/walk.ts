import { APP, newApplicant, upload, uploadFile, type client } from './helpers.js';

type Api = ReturnType<typeof client>;

export const NOTARY_SESSION = 'notary';
export const NOTARY_API = '/service-notary/secure/api/v1/sessions';

/** One call: method, path, body, the participant's token (none for the console's /ops calls). */
export type Call = (method: string, path: string, body?: unknown, token?: string) => Promise<any>;

/**
 * A whole online notary session over HTTP: the participant joins, the notary admits them, checks
 * the ID, asks for the signature; the participant signs with their legal name; the notary completes.
 */
export async function notarise(call: Call, token: string, applicationUuid: string, notary = 'Test Notary'): Promise<string> {
  const { name } = await call('GET', '/service-profile/api/v1/profile', undefined, token);
  const { sessionId } = await call('POST', NOTARY_API, { applicationUuid }, token);
  await call('POST', `/ops/notary/sessions/${sessionId}/admit`, { notary });
  await call('POST', `/ops/notary/sessions/${sessionId}/verify-identity`, {});
  await call('POST', `/ops/notary/sessions/${sessionId}/request-signature`, {});
  await call('POST', `${NOTARY_API}/${sessionId}/signature`, { accepted: true, signatureName: `${name.firstName} ${name.lastName}` }, token);
  await call('POST', `/ops/notary/sessions/${sessionId}/complete`, {});
  return sessionId;
}

/** `Call` over the test client; throws on anything but 200. */
export const callWith = (api: Api): Call => async (method, path, body, token) => {
  const res = await api(method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
type Body = Record<string, unknown> | ((app: any, profile: any) => Record<string, unknown>);

/** A signature as the applicant types it: their legal name on file (schemas/rules/signature.json). */
const signs = (_app: unknown, profile: { name: { firstName: string; lastName: string } }) => ({ readToEnd: true, accepted: true, signatureName: `${profile.name.firstName} ${profile.name.lastName}` });

/**
 * The happy path, step by step: the POST path, its body, and the status the back office settles on.
 * `notary` is not an applicant call: the applicant meets the notary, who completes the session
 * (`notarise` drives the provider's HTTP API as the console and the applicant would).
 */
export const happySteps: [string, Body, string][] = [
  ['soft-credit-consent', { consent: true }, 'OFFER_SELECTION'],
  ['offer', (app) => ({ offerUuid: app.offers[1].uuid, amount: 50000 }), 'COLLECT_ADDITIONAL_INFO'],
  ['more-info', { ownership: 'SOLE', maritalStatus: 'UNMARRIED', ssn: '123-45-6789', hardCreditConsent: true }, 'HMDA'],
  ['hmda', { sex: 'DECLINED', declined: true }, 'APP_SUBMISSION'],
  ['summary-signature', signs, 'INCOME_VERIFICATION'],
  ['income', { method: 'LINK', sources: [{ employmentType: 'FULL_TIME', income: 120000 }] }, 'DISBURSEMENT_ACCOUNT'],
  ['disbursement-account', { routingNumber: '011000015', accountNumber: '123456789', accountNumberConfirm: '123456789', accountType: 'CHECKING' }, 'AUTOPAY_ACCOUNT'],
  ['autopay', { payType: 'AUTOPAY', useDisbursementAccount: true, autopayAuthorization: true }, 'IDENTITY_VERIFICATION'],
  ['identity-documents', upload('DRIVERS_LICENSE_FRONT'), 'NOTE_SIGNING'],
  ['closing-signature', signs, 'NOTARY_DISCLOSURE'],
  [NOTARY_SESSION, {}, 'TRUST_AND_INSURANCE'],
  ['insurance', { carrier: 'Acme Mutual', policyNumber: 'POL-12345', file: uploadFile('declarations.png') }, 'COMPLETE'],
];

export async function getApp(api: Api, token: string, uuid: string) {
  const res = await api('GET', `${APP}/${uuid}`, { token });
  if (res.status !== 200) throw new Error(`get: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function status(api: Api, token: string, uuid: string): Promise<string> {
  const res = await api('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token });
  if (res.status !== 200) throw new Error(`status: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.status;
}

/** Posts one step and answers the application it returns; throws on anything but 200. */
export async function step(api: Api, token: string, uuid: string, path: string, body: Body) {
  if (path === NOTARY_SESSION) {
    await notarise(callWith(api), token, uuid);
    return getApp(api, token, uuid);
  }
  const app = typeof body === 'function' ? await getApp(api, token, uuid) : null;
  const profile = typeof body === 'function' ? (await api('GET', '/service-profile/api/v1/profile', { token })).body : null;
  const res = await api('POST', `${APP}/${uuid}/${path}`, { token, body: typeof body === 'function' ? body(app, profile) : body });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A home whose state has a notice (Texas §50(g)): the applicant acknowledges it before the offers (schemas/application/start/state-notice.json). */
export async function acknowledgeStateNotice(api: Api, token: string, uuid: string) {
  const law = (await getApp(api, token, uuid)).stateLaw;
  if (typeof law?.noticeWaitDays === 'number' && !law.noticeAcknowledgedAt) await step(api, token, uuid, 'state-notice', { readToEnd: true, acknowledged: true });
}

/** Walks the happy path until (and including) the step at `path`; delays are 0, so each step settles at once. */
export async function walkUntil(api: Api, token: string, uuid: string, lastPath: string) {
  for (const [path, body] of happySteps) {
    if (path === 'offer') await acknowledgeStateNotice(api, token, uuid);
    await step(api, token, uuid, path, body);
    if (path === lastPath) break;
  }
  return status(api, token, uuid);
}

/** A new applicant through the offer, at $15,000 on the first offer (the state's notice acknowledged where it has one). */
export async function throughOffer(api: Api, state: string, zip: string) {
  const a = await newApplicant(api, 'Happy', { state, zip });
  await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
  await acknowledgeStateNotice(api, a.token, a.uuid);
  await step(api, a.token, a.uuid, 'offer', (app: any) => ({ offerUuid: app.offers[0].uuid, amount: 15_000 }));
  return a;
}
