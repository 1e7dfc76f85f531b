import { APP, upload, uploadFile, type client } from './helpers.js';

type Api = ReturnType<typeof client>;
type Body = Record<string, unknown> | ((app: any) => Record<string, unknown>);

/** The happy path, step by step: the POST path, its body, and the status the back office settles on. */
export const happySteps: [string, Body, string][] = [
  ['soft-credit-consent', { consent: true }, 'OFFER_SELECTION'],
  ['offer', (app) => ({ offerUuid: app.offers[1].uuid, amount: 50000 }), 'COLLECT_ADDITIONAL_INFO'],
  ['more-info', { ownership: 'SOLE', maritalStatus: 'UNMARRIED', ssn: '123-45-6789', hardCreditConsent: true }, 'HMDA'],
  ['hmda', { sex: 'DECLINED', declined: true }, 'APP_SUBMISSION'],
  ['summary-signature', { readToEnd: true, accepted: true, signatureName: 'Pat Happy' }, 'INCOME_VERIFICATION'],
  ['income', { method: 'LINK', sources: [{ employmentType: 'FULL_TIME', income: 120000 }] }, 'DISBURSEMENT_ACCOUNT'],
  ['disbursement-account', { routingNumber: '011000015', accountNumber: '123456789', accountType: 'CHECKING' }, 'AUTOPAY_ACCOUNT'],
  ['autopay', { payType: 'AUTOPAY', useDisbursementAccount: true }, 'IDENTITY_VERIFICATION'],
  ['identity-documents', upload('DRIVERS_LICENSE_FRONT'), 'NOTE_SIGNING'],
  ['closing-signature', { readToEnd: true, accepted: true, signatureName: 'Pat Happy' }, 'NOTARY_DISCLOSURE'],
  ['notary', { outcome: 'COMPLETED' }, 'TRUST_AND_INSURANCE'],
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
  const app = typeof body === 'function' ? await getApp(api, token, uuid) : null;
  const res = await api('POST', `${APP}/${uuid}/${path}`, { token, body: typeof body === 'function' ? body(app) : body });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Walks the happy path until (and including) the step at `path`; delays are 0, so each step settles at once. */
export async function walkUntil(api: Api, token: string, uuid: string, lastPath: string) {
  for (const [path, body] of happySteps) {
    await step(api, token, uuid, path, body);
    if (path === lastPath) break;
  }
  return status(api, token, uuid);
}
