/**
 * A field added to a registration screen reaches the lender and is kept with the application, with
 * no other edit (journeys/register.json stepsComplete.calls: screens, engine/registration.ts): in a
 * copy of the config the contact step and the income step each ask one more question; the calls are
 * built from the copy's screens as the app builds them, posted to a real sandbox validating with the
 * copy, and both answers come back with the application and sit in the SQLite file. An answer no
 * screen declares is neither sent nor kept, and the password is kept nowhere.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callScreens, registrationCalls, type StepSchemas } from '../../engine/index.ts';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { copyConfig } from '../helpers/configCopy.ts';
import { register } from '../helpers/config.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { APP, applicationAnswers, client, registration, start, uniqueEmail, type Running } from './helpers.js';

const config = copyConfig();
const edit = (file: string, change: (screen: any) => void) => {
  const path = join(config.root, 'schemas', file);
  const screen = JSON.parse(readFileSync(path, 'utf8'));
  change(screen);
  writeFileSync(path, JSON.stringify(screen, null, 2));
};
edit('register-v2/phone-and-email.json', (s) => {
  s.schema.properties.bestTimeToCall = { type: 'string', title: 'Best time to call', enum: ['MORNING', 'AFTERNOON', 'EVENING'], errorMessage: 'Select the best time to call' };
  s.uiSchema['ui:order'].push('bestTimeToCall');
});
edit('register-v2/annual-income.json', (s) => {
  s.schema.properties.yearsEmployed = { type: 'integer', title: 'Years with your employer', minimum: 0, maximum: 80, errorMessage: 'Enter the years with your employer, from 0 to 80' };
  s.uiSchema['ui:order']?.push('yearsEmployed');
});

let server: Running;
let api: ReturnType<typeof client>;
let schemas: StepSchemas;
beforeAll(async () => {
  const copy = loadConfig(config.root);
  schemas = Object.fromEntries(callScreens(register).map((id) => [id, (copy.screens[id]!.data as { schema?: unknown }).schema]));
  server = await start({ schemasDir: join(config.root, 'schemas') });
  api = client(server);
});
afterAll(async () => { await server.close(); config.remove(); });

describe('a field added to a registration screen', () => {
  it('is sent by the call naming its screen, stored with the application and returned; an undeclared answer is not', async () => {
    const answers = { ...registration(uniqueEmail('regfields')), ...applicationAnswers(), bestTimeToCall: 'EVENING', yearsEmployed: 7, favouriteColour: 'green' };
    const calls = registrationCalls(register, answers, { signedIn: false, query: {} }, schemas).result;
    expect(calls.map((c) => c.id)).toEqual(['register', 'createApplication']);
    expect(calls[0]!.body).toMatchObject({ bestTimeToCall: 'EVENING' });
    expect(calls[1]!.body).toMatchObject({ yearsEmployed: 7 });
    expect(calls.some((c) => 'favouriteColour' in c.body)).toBe(false);

    const reg = await api('POST', '/identity/api/v1/registration/register', { body: calls[0]!.body });
    expect(reg.status).toBe(200);
    const token = reg.body.jwt as string;
    const created = await api('POST', APP, { token, body: calls[1]!.body });
    expect(created.status).toBe(200);
    const read = await api('GET', `${APP}/${created.body.uuid}`, { token });
    expect(read.body.answers).toMatchObject({ bestTimeToCall: 'EVENING', yearsEmployed: 7, phoneNumber: answers.phoneNumber, income: answers.income });
    expect(read.body.answers).not.toHaveProperty('favouriteColour');
    expect(read.body.answers).not.toHaveProperty('password');
    expect(read.body.answers).not.toHaveProperty('confirmPassword');

    // Kept in the SQLite file; the password nowhere but as its hash.
    const db = new Database(server.databasePath, { readonly: true });
    try {
      const app = db.prepare('SELECT data_json FROM applications WHERE uuid = ?').get(created.body.uuid) as { data_json: string };
      expect(JSON.parse(app.data_json).answers).toMatchObject({ bestTimeToCall: 'EVENING', yearsEmployed: 7 });
      const identity = db.prepare('SELECT profile_json FROM identities WHERE email = ?').get(answers.email) as { profile_json: string };
      expect(JSON.parse(identity.profile_json).answers).toMatchObject({ bestTimeToCall: 'EVENING' });
      expect(app.data_json + identity.profile_json).not.toContain(answers.password);
    } finally {
      db.close();
    }
  });

  it('an answer no registration screen declares is refused by the lender, not kept', async () => {
    const refused = await api('POST', '/identity/api/v1/registration/register', { body: { ...registration(uniqueEmail('regfields')), favouriteColour: 'green' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ pointer: '/favouriteColour', message: 'This form has no question "favouriteColour": remove it and send again' }]);
    const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration(uniqueEmail('regfields')) });
    const created = await api('POST', APP, { token: reg.body.jwt, body: { ...applicationAnswers(), favouriteColour: 'green' } });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([{ pointer: '/favouriteColour', message: 'This form has no question "favouriteColour": remove it and send again' }]);
  });
});
