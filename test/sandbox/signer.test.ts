import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNER_PASSWORD } from '../../sandbox/simulator/personas.js';
import { APP, client, newApplicant, start, upload, type Running } from './helpers.js';
import { callWith, getApp, happySteps, notarise, NOTARY_API, status, step, walkUntil } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

describe('the additional signer (COSIGNER persona)', () => {
  it('logs in on their own path, sees only signer data, and their notary moves the application on', async () => {
    const borrower = await newApplicant(api, 'Cosigner');
    expect(await walkUntil(api, borrower.token, borrower.uuid, 'closing-signature')).toBe('CO_DEED_REQUIRED');
    const app = await getApp(api, borrower.token, borrower.uuid);
    const email = app.helocSigners[0].email as string;

    // The borrower login refuses the signer; the signer login refuses the borrower.
    expect((await api('POST', '/identity/api/v1/login', { body: { email, password: SIGNER_PASSWORD } })).status).toBe(401);
    const login = await api('POST', '/identity/api/v1/heloc-signer/login', { body: { email, password: SIGNER_PASSWORD } });
    expect(login.status).toBe(200);
    const signer = login.body.jwt as string;
    expect((await api('GET', '/identity/secure/api/v1/identity', { token: signer })).body.type).toBe('CO_DEEDER');

    expect((await api('GET', `${APP}/${borrower.uuid}`, { token: signer })).status).toBe(403);
    expect((await api('GET', `${APP}/all`, { token: signer })).status).toBe(403);
    // The shell links the signer's experiments too: their own tracker profile only.
    expect((await api('PATCH', '/service-application/api/v3/application/heloc/optermizerly-profile', { token: signer, body: { optimizelyProfileUuid: 'opt-signer' } })).status).toBe(200);
    expect((await api('GET', '/service-application/api/v3/application/heloc/optermizerly-profile', { token: signer })).body.optimizelyProfileUuid).toBe('opt-signer');
    expect((await api('GET', `/service-application/api/v3/application/heloc/optermizerly-profile?identityUuid=${borrower.uuid}`, { token: signer })).status).toBe(403);
    const limited = await api('GET', `${APP}/co-deed/application/${borrower.uuid}`, { token: signer });
    expect(Object.keys(limited.body).sort()).toEqual(['loanNumber', 'property', 'serverStatus', 'uuid']);

    const before = await api('GET', `${APP}/co-deed/status`, { token: signer });
    expect(before.body).toMatchObject({ applicationUuid: borrower.uuid, identityComplete: false, notaryReady: false });
    // No notary before the identity document; no self-attested session at all; the borrower's own session waits for the co-signer.
    expect((await api('POST', NOTARY_API, { token: signer, body: { applicationUuid: borrower.uuid } })).status).toBe(409);
    expect((await api('POST', `${APP}/co-deed/notary`, { token: signer, body: { outcome: 'COMPLETED' } })).status).toBe(404);
    expect((await api('POST', NOTARY_API, { token: borrower.token, body: { applicationUuid: borrower.uuid } })).status).toBe(409);
    await api('POST', `${APP}/co-deed/identity-documents`, { token: signer, body: upload('PASSPORT_FRONT') });
    // The signer meets the notary, who sees their passport, witnesses the signature and completes.
    await notarise(callWith(api), signer, borrower.uuid);
    const done = await api('GET', `${APP}/co-deed/status`, { token: signer });
    expect(done.body).toMatchObject({ identityComplete: true, notaryComplete: true, signingComplete: true });

    expect(await status(api, borrower.token, borrower.uuid)).toBe('NOTARY_DISCLOSURE');
    expect((await getApp(api, borrower.token, borrower.uuid)).coDeedStatus).toBe('COMPLETE');
    for (const [path, body] of happySteps.slice(10)) await step(api, borrower.token, borrower.uuid, path, body);
    expect(await status(api, borrower.token, borrower.uuid)).toBe('COMPLETE');
    const forBorrower = await api('GET', `${APP}/co-deed/status`, { token: borrower.token });
    expect(forBorrower.body[0].signers[0]).toMatchObject({ signingComplete: true });
  });
});
