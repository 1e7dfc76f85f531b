/**
 * The condition screens' endpoints (ours): upload with the condition in the body, and the missing
 * phone number saved on the profile; both close their card, validated with the screen files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newApplicant, start, upload, type Running } from './helpers.js';

let server: Running;
let api: ReturnType<typeof client>;
const BASE = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;

beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

const add = async (uuid: string, categoryEnum: string) =>
  (await api('POST', `/ops/applications/${uuid}/conditions`, { body: { categoryEnum } })).body as { uuid: string };

describe('condition screens', () => {
  it('uploads a document for the condition named in the body and closes only that card', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    const bank = await add(uuid, 'BANK_ACCOUNT_FRAUD_REVIEW');
    const trust = await add(uuid, 'REVIEW_TRUST_REQUIREMENTS');
    const { file } = upload('BANK_STATEMENT') as { file: unknown };

    const missing = await api('POST', `${BASE(uuid)}/documents`, { token, body: { conditionUuid: bank.uuid, type: 'BANK_STATEMENT' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ message: 'Select a file to upload' })]);
    const badType = await api('POST', `${BASE(uuid)}/documents`, { token, body: { conditionUuid: bank.uuid, type: 'bank statement', file } });
    expect(badType.status).toBe(400);
    const unknown = await api('POST', `${BASE(uuid)}/documents`, { token, body: { conditionUuid: '00000000-0000-4000-8000-000000000000', file } });
    expect(unknown.status).toBe(404);
    const other = await newApplicant(api, 'Happy');
    expect((await api('POST', `${BASE(uuid)}/documents`, { token: other.token, body: { conditionUuid: bank.uuid, file } })).status).toBe(403);

    const done = await api('POST', `${BASE(uuid)}/documents`, { token, body: { conditionUuid: bank.uuid, type: 'BANK_STATEMENT', file } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ uuid: bank.uuid, actionNeeded: false });
    const open = await api('GET', `${BASE(uuid)}/external-applicants`, { token });
    expect(open.body.map((c: { uuid: string }) => c.uuid)).toEqual([trust.uuid]);
    // A closed card takes no more uploads.
    expect((await api('POST', `${BASE(uuid)}/documents`, { token, body: { conditionUuid: bank.uuid, file } })).status).toBe(404);
  });

  it('saves a missing phone number on the profile and closes the MISSING_PHONE_NUMBER card', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    const phone = await add(uuid, 'MISSING_PHONE_NUMBER');
    const generic = await add(uuid, 'GENERIC_DOCUMENT_REQUEST');

    const bad = await api('POST', `${BASE(uuid)}/phone-number`, { token, body: { conditionUuid: phone.uuid, phoneNumber: '(155) 555-0100' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('Enter the mobile phone number without the country code 1');
    // Only a phone-number card can be closed this way.
    expect((await api('POST', `${BASE(uuid)}/phone-number`, { token, body: { conditionUuid: generic.uuid, phoneNumber: '(415) 555-0100' } })).status).toBe(404);

    const ok = await api('POST', `${BASE(uuid)}/phone-number`, { token, body: { conditionUuid: phone.uuid, phoneNumber: '(415) 555-0100' } });
    expect(ok.status).toBe(200);
    expect((await api('GET', '/service-profile/api/v1/profile', { token })).body.phoneNumber).toBe('(415) 555-0100');
    expect((await api('GET', `${BASE(uuid)}/external-applicants`, { token })).body.map((c: { uuid: string }) => c.uuid)).toEqual([generic.uuid]);
  });
});
