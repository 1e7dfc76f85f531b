/**
 * Concurrent identical submits (issue 14 item 5): a double-clicked or retried submit, 20 times at
 * once, changes things once. One identity per e-mail, one application per borrower, one step
 * transition, one notification read; with an Idempotency-Key every copy gets the first answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, applicationAnswers, client, count, newApplicant, registration, start, type Running } from '../sandbox/helpers.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

const twenty = <T>(fn: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, fn));

describe('reliability: concurrent identical submits', () => {
  it('20 registrations with one e-mail make one identity', async () => {
    const body = registration();
    const before = count(server.databasePath, 'identities');
    const answers = await twenty(() => api('POST', '/identity/api/v1/registration/register', { body }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    expect(count(server.databasePath, 'identities')).toBe(before + 1);
  });

  it('20 application submits make one application', async () => {
    const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration() });
    const before = count(server.databasePath, 'applications');
    const answers = await twenty(() => api('POST', APP, { token: reg.body.jwt, body: applicationAnswers() }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    expect(count(server.databasePath, 'applications')).toBe(before + 1);
  });

  it('20 submits of one step move the application once', async () => {
    const { token, uuid } = await newApplicant(api);
    const answers = await twenty(() => api('POST', `${APP}/${uuid}/soft-credit-consent`, { token, body: { consent: true } }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
  });

  it('with an Idempotency-Key, every copy gets the first answer or is told to wait', async () => {
    const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration() });
    const headers = { 'idempotency-key': 'create-once' };
    const before = count(server.databasePath, 'applications');
    const answers = await twenty(() => api('POST', APP, { token: reg.body.jwt, body: applicationAnswers(), headers }));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const retry = await api('POST', APP, { token: reg.body.jwt, body: applicationAnswers(), headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const first = answers.find((a) => a.status === 200 && a.headers.get('idempotent-replayed') !== 'true');
    expect(retry.body.uuid).toBe(first!.body.uuid);
    expect(count(server.databasePath, 'applications')).toBe(before + 1);
  });
});
