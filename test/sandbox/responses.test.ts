/**
 * The answers the lender API table describes (schemas/operations.json `response`) are what the
 * sandbox answers: at every status of the happy path and of a co-signer's, the application, the
 * profile and the signer's progress read from a real sandbox validate against the schema of
 * schemas/data/ the table names, the one their types are generated from (engine/types/responses.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../engine/config/ajv.ts';
import { readJson } from '../../engine/config/loadConfig.ts';
import table from '../../schemas/operations.json';
import { SIGNER_PASSWORD } from '../../sandbox/simulator/personas.js';
import { config } from '../helpers/config.ts';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { acknowledgeStateNotice, happySteps, status, step, walkUntil } from './walk.js';

const DATA = join(config.root, 'schemas/data');
const ajv = createAjv('staff');
// context.schema.json names the brand meta-schema; the answers never refer to it.
for (const file of readdirSync(DATA).filter((f) => f.endsWith('.schema.json') && f !== 'context.schema.json')) ajv.addSchema(readJson(join(DATA, file)) as object);

const described = Object.entries(table.operations).flatMap(([name, op]) => ('response' in op ? [[name, op.response] as const] : []));
const validators = new Map<string, ValidateFunction>(described.map(([name, response]) => [name, ajv.compile({ $ref: response })]));

/** The answer's problems against its operation's response schema, as `pointer: message`. */
function problems(operation: string, answer: unknown): string[] {
  const validate = validators.get(operation);
  if (!validate) throw new Error(`schemas/operations.json: ${operation} names no response`);
  return validate(answer) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'} ${JSON.stringify(e.params)}`);
}

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

describe('the answers schemas/operations.json describes', () => {
  it('names a response for the application, the profile and the signer\'s progress', () => {
    expect(described.map(([name]) => name).sort()).toEqual(['application', 'profile', 'signerStatus']);
  });

  it('the application and the profile fit their schemas at every status from the first to funded', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    const seen: string[] = [];
    const check = async () => {
      const at = await status(api, token, uuid);
      seen.push(at);
      const app = await api('GET', `${APP}/${uuid}`, { token });
      const profile = await api('GET', '/service-profile/api/v1/profile', { token });
      expect(problems('application', app.body), `the application at ${at}`).toEqual([]);
      expect(problems('profile', profile.body), `the profile at ${at}`).toEqual([]);
    };
    await check();
    for (const [path, body] of happySteps) {
      if (path === 'offer') await acknowledgeStateNotice(api, token, uuid);
      await step(api, token, uuid, path, body);
      await check();
    }
    expect(seen.at(-1)).toBe('COMPLETE');
  });

  it('an additional signer\'s progress fits its schema before and after they sign', async () => {
    const borrower = await newApplicant(api, 'Cosigner');
    expect(await walkUntil(api, borrower.token, borrower.uuid, 'closing-signature')).toBe('CO_DEED_REQUIRED');
    const app = (await api('GET', `${APP}/${borrower.uuid}`, { token: borrower.token })).body;
    const login = await api('POST', '/identity/api/v1/heloc-signer/login', { body: { email: app.helocSigners[0].email, password: SIGNER_PASSWORD } });
    const signer = await api('GET', `${APP}/co-deed/status`, { token: login.body.jwt as string });
    expect(signer.status).toBe(200);
    expect(problems('signerStatus', signer.body)).toEqual([]);
    const profile = await api('GET', '/service-profile/api/v1/profile', { token: login.body.jwt as string });
    expect(problems('profile', profile.body), 'the signer\'s profile').toEqual([]);
  });

  it('a wrong answer is told (the check can fail)', () => {
    expect(problems('application', { uuid: 'a1b2c3d4-0000-4000-8000-000000000001', status: {} })).toEqual([expect.stringContaining("must have required property 'serverStatus'")]);
    expect(problems('signerStatus', { applicationUuid: 7 })).toEqual([expect.stringContaining('/applicationUuid: must be string')]);
  });
});
