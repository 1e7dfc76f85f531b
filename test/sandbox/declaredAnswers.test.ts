/**
 * The sandbox keeps every answer a screen declares and nothing it does not (engine/declaredAnswers.ts,
 * sandbox/validation/validator.ts): a property added to a copy of the contact screen is posted, stored
 * and returned with the application; an undeclared property of 2 MB is refused by every operation
 * that takes a body.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, applicationAnswers, client, newApplicant, registration, start, type Running } from './helpers.js';
import { operations } from '../../sandbox/validation/operations.js';
import { steps } from '../../sandbox/simulator/steps.js';
import { SIGNER_PASSWORD } from '../../sandbox/simulator/personas.js';
import { getApp, walkUntil } from './walk.js';
import table from '../../schemas/operations.json' with { type: 'json' };

const ID = '00000000-0000-4000-8000-000000000000';

/** Where each operation that is not an applicant step (sandbox/simulator/steps.ts) nor one a screen submits to (schemas/operations.json `screen: true`) is served. */
const OTHER_ROUTES: Record<string, [string, string]> = {
  register: ['POST', '/identity/api/v1/registration/register'],
  createApplication: ['POST', APP],
  login: ['POST', '/identity/api/v1/login'],
  chatbotMessage: ['POST', '/service-chat-chatbot/external/api/v1/message/chatWithAutobot'],
  chatInit: ['POST', '/service-csp/external/api/v1/twilio/initWebChat'],
  fullStoryLink: ['PUT', `${APP}/{uuid}/full-story-link`],
  experiments: ['PATCH', '/service-application/api/v3/application/heloc/{uuid}/experiments'],
  trackerProfile: ['PATCH', '/service-application/api/v3/application/heloc/optermizerly-profile'],
  experimentTracking: ['POST', '/service-application/api/v3/application/heloc/experiments/track'],
  trackerUuid: ['PUT', '/service-application/api/v3/application/heloc/{uuid}/tracker-uuid'],
  conditionDocument: ['POST', `/service-conditions/external/api/v1/applications/{uuid}/conditions/${ID}/documents`],
  opsNotary: ['POST', `/ops/notary/sessions/${ID}/end`],
  opsStatus: ['POST', '/ops/applications/{uuid}/status'],
  opsClock: ['POST', '/ops/clock'],
  opsCondition: ['POST', '/ops/applications/{uuid}/conditions'],
  opsNotification: ['POST', '/ops/notifications'],
  opsIdentity: ['PATCH', '/ops/identities/{identity}'],
  addressVerification: ['POST', '/service-address/api/v1/address/verification'],
};

function routeOf(operation: string): [string, string] | undefined {
  const step = steps.find((s) => s.operation === operation);
  if (step) return ['POST', `${APP}/{uuid}/${step.path}`];
  const api = (table.operations as Record<string, { method: string; path: string; screen?: boolean }>)[operation];
  if (api?.screen) return [api.method, api.path.replace('{sessionId}', ID)];
  return OTHER_ROUTES[operation];
}

describe('an answer added to a screen is stored and returned', () => {
  let server: Running;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    // A copy of the config whose contact screen asks one more question (a product manager's edit, no code).
    const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'answers-schemas-'));
    fs.cpSync('schemas', schemasDir, { recursive: true });
    const file = path.join(schemasDir, 'application/start/contact.json');
    const contact = JSON.parse(fs.readFileSync(file, 'utf8'));
    contact.schema.properties.bestTimeToCall = { type: 'string', title: 'Best time to call', enum: ['MORNING', 'AFTERNOON', 'EVENING'] };
    fs.writeFileSync(file, JSON.stringify(contact, null, 2));
    server = await start({ schemasDir });
    api = client(server);
  });
  afterAll(async () => { await server.close(); });

  it('keeps the added answer with the application, leaves the SSN out, and refuses an undeclared one', async () => {
    const { token, uuid } = await newApplicant(api);
    expect((await api('POST', `/ops/applications/${uuid}/status`, { body: { status: 'COLLECT_ADDITIONAL_INFO' } })).status).toBe(200);
    const body = { ownership: 'SOLE', maritalStatus: 'UNMARRIED', ssn: '123-45-6789', hardCreditConsent: true, bestTimeToCall: 'EVENING' };
    const refused = await api('POST', `${APP}/${uuid}/more-info`, { token, body: { ...body, bestTimeToCal: 'EVENING' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ pointer: '/bestTimeToCal', message: 'This form has no question "bestTimeToCal": remove it and send again' }]);
    const posted = await api('POST', `${APP}/${uuid}/more-info`, { token, body });
    expect(posted.status).toBe(200);
    const read = await api('GET', `${APP}/${uuid}`, { token });
    expect(read.body.answers).toMatchObject({ ownership: 'SOLE', maritalStatus: 'UNMARRIED', hardCreditConsent: true, bestTimeToCall: 'EVENING' });
    expect(read.body.answers).not.toHaveProperty('ssn');
    // Stored in the SQLite file, not only in memory.
    const db = new Database(server.databasePath, { readonly: true });
    try {
      const row = db.prepare('SELECT data_json FROM applications WHERE uuid = ?').get(uuid) as { data_json: string };
      expect(JSON.parse(row.data_json).answers.bestTimeToCall).toBe('EVENING');
      expect(row.data_json).not.toContain('123-45-6789');
    } finally {
      db.close();
    }
  });
});

describe('an undeclared property is refused by every operation with a body', () => {
  let server: Running;
  let api: ReturnType<typeof client>;
  beforeAll(async () => { server = await start(); api = client(server); });
  afterAll(async () => { await server.close(); });

  it('drops an unknown key inside a declared answer (the app sends objects back as it read them) and keeps only the declared ones', async () => {
    const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration() });
    const answers = applicationAnswers();
    const created = await api('POST', APP, { token: reg.body.jwt, body: { ...answers, propertyAddress: { ...answers.propertyAddress, placeId: 'x'.repeat(30_000) } } });
    expect(created.status).toBe(200);
    expect(created.body.answers.propertyAddress).toEqual(answers.propertyAddress);
    expect(JSON.stringify(created.body)).not.toContain('placeId');
  });

  it('answers 400 naming the property (or 413 past the body limit), whatever the operation', async () => {
    const { token, uuid } = await newApplicant(api);
    const identity = (await api('GET', '/service-profile/api/v1/profile', { token })).body.uuid as string;
    // The additional signer's own upload is theirs to make (the COSIGNER persona, test/sandbox/signer.test.ts).
    const borrower = await newApplicant(api, 'Cosigner');
    await walkUntil(api, borrower.token, borrower.uuid, 'closing-signature');
    const email = (await getApp(api, borrower.token, borrower.uuid)).helocSigners[0].email as string;
    const signer = (await api('POST', '/identity/api/v1/heloc-signer/login', { body: { email, password: SIGNER_PASSWORD } })).body.jwt as string;
    const big = 'x'.repeat(2 * 1024 * 1024);
    const accepted: string[] = [];
    for (const operation of Object.keys(operations)) {
      const route = routeOf(operation);
      expect(route, `${operation} has a route in this test`).toBeDefined();
      const [method, pattern] = route!;
      const url = pattern.replace('{uuid}', uuid).replace('{identity}', identity);
      const answer = await api(method, url, { token: operation === 'signerIdentityDocument' ? signer : token, body: { extraAnswer: big } });
      const named = answer.status === 400 && (answer.body.errors as { pointer: string }[] | undefined)?.some((e) => e.pointer === '/extraAnswer');
      if (!(answer.status === 413 || named)) accepted.push(`${operation} ${method} ${url} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    expect(accepted).toEqual([]);
  });
});
