/**
 * The studio editor's endpoints (sandbox/routes/studioEditor.ts) over HTTP, on a copy of the config:
 * guarded like /ops; the problems of an edit are journey validate's own for a copy holding that
 * edit; an edit that breaks validation is refused and writes nothing; a valid one is written;
 * impact names the fixtures and applications an edit re-routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { validateConfig } from '../../engine/config/validateConfig.ts';
import { formatProblem } from '../../engine/config/problems.ts';
import { copyConfig } from '../helpers/configCopy.ts';
import { client, newApplicant, start, type Running } from './helpers.js';

const INCOME = 'schemas/register-v2/annual-income.json';
const HELOC = 'journeys/heloc.json';
const headers = { 'x-ops-token': 'ops-secret' };

let server: Running;
let api: ReturnType<typeof client>;
let config: ReturnType<typeof copyConfig>;
let original: string;

beforeAll(async () => {
  config = copyConfig();
  original = fs.readFileSync(path.join(config.root, INCOME), 'utf8');
  server = await start({ opsToken: 'ops-secret', configRoot: config.root });
  api = client(server);
});
afterAll(async () => {
  await server.close();
  config.remove();
});

const withMessage = (text: string, message: string) => text.replace('Confirm that this is your annual income before taxes, not a monthly or weekly amount', message);

describe('/studio/editor', () => {
  it('needs the operations token, like /ops', async () => {
    const body = { file: INCOME, text: original };
    expect((await api('GET', `/studio/editor/file?file=${INCOME}`)).status).toBe(401);
    for (const url of ['/studio/editor/validate', '/studio/editor/impact', '/studio/editor/save']) expect((await api('POST', url, { body })).status, url).toBe(401);
    expect((await api('GET', `/studio/editor/file?file=${INCOME}`, { headers })).status).toBe(200);
  });

  it('lists the text of every file it opens, for the file list\'s names and its search, behind the token', async () => {
    expect((await api('GET', '/studio/editor/texts')).status).toBe(401);
    const answer = await api('GET', '/studio/editor/texts', { headers });
    expect(answer.status).toBe(200);
    const files = answer.body.files as { file: string; text: string }[];
    expect(files.find((f) => f.file === INCOME)?.text).toBe(original);
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['journeys/heloc.json', 'brands/GOODLEAP_LLC.json']));
    expect(files.some((f) => f.file.startsWith('schemas/meta/') || f.file.startsWith('schemas/fields/'))).toBe(false);
  });

  it('opens journey, screen and brand files only, with their meta-schema', async () => {
    const opened = await api('GET', `/studio/editor/file?file=${INCOME}`, { headers });
    expect(opened.body).toMatchObject({ file: INCOME, kind: 'screen', text: original });
    expect(opened.body.schema.properties.rules).toBeDefined();
    for (const file of ['schemas/meta/screen.schema.json', 'package.json', '../etc/passwd', 'schemas/fields/income.json', 'schemas/../journeys/heloc.json', 'schemas/./register-v2/annual-income.json', '/etc/hosts']) {
      expect((await api('GET', `/studio/editor/file?file=${encodeURIComponent(file)}`, { headers })).status, file).toBe(404);
    }
  });

  it('answers an edit with the problems journey validate finds in a copy holding it, placed by line and column', async () => {
    const broken = withMessage(original, 'Please confirm your income, {{brand.noSuchName}}.');
    const answer = await api('POST', '/studio/editor/validate', { headers, body: { file: INCOME, text: broken } });
    expect(answer.status).toBe(200);
    expect(answer.body.valid).toBe(false);
    const copy = copyConfig();
    try {
      fs.writeFileSync(path.join(copy.root, INCOME), broken);
      const expected = validateConfig(loadConfig(copy.root)).map(formatProblem);
      expect(expected.length).toBeGreaterThan(0);
      expect([...answer.body.problems, ...answer.body.elsewhere].map(formatProblem).sort()).toEqual(expected.sort());
    } finally {
      copy.remove();
    }
    const placed = answer.body.problems.find((p: { pointer: string }) => p.pointer.startsWith('/rules/1'));
    expect(placed).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
    expect(broken.split('\n')[placed.line - 1]).toContain('"message"');
   }, 60_000); // a second whole copy validated from cold: slow when the machine is shared

  it('places a syntax error where parsing stopped', async () => {
    const answer = await api('POST', '/studio/editor/validate', { headers, body: { file: INCOME, text: original.replace('"rules": [', '"rules": [,') } });
    // The line of the stray comma, wherever the file has its rules.
    const line = original.split('\n').findIndex((l) => l.includes('"rules": [')) + 1;
    expect(answer.body.problems).toEqual([expect.objectContaining({ pointer: '', line, message: expect.stringContaining('does not parse') })]);
  });

  it('refuses to save an edit that breaks validation, and writes nothing', async () => {
    const broken = original.replace('"effect": "confirm"', '"effect": "confirmm"');
    const answer = await api('POST', '/studio/editor/save', { headers, body: { file: INCOME, text: broken } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/does not pass journey validate/);
    expect(answer.body.problems.length).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(config.root, INCOME), 'utf8')).toBe(original);
  });

  it('saves a valid edit to the file', async () => {
    const edited = withMessage(original, 'Is this your yearly income before taxes?');
    const impact = await api('POST', '/studio/editor/impact', { headers, body: { file: INCOME, text: edited } });
    // The classic registration takes these rules by $ref, so it changes too.
    expect(impact.body).toMatchObject({ valid: true, rows: [], screens: ['register-v2/annual-income', 'register/index'] });
    expect(impact.body.brands).toEqual(expect.arrayContaining(['FIGURE', 'GOODLEAP_LLC', 'LAKEVIEW']));
    expect(impact.body.cases).toBeGreaterThan(40);
    const answer = await api('POST', '/studio/editor/save', { headers, body: { file: INCOME, text: edited } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ saved: INCOME, valid: true });
    expect(fs.readFileSync(path.join(config.root, INCOME), 'utf8')).toBe(edited);
    expect((await api('GET', `/studio/editor/file?file=${INCOME}`, { headers })).body.text).toBe(edited);
  });

  it('saves a screen typed on one line in the house style of journey format', async () => {
    const file = 'schemas/register-v2/for-sale.json';
    const text = fs.readFileSync(path.join(config.root, file), 'utf8');
    const oneLine = JSON.stringify(JSON.parse(text));
    expect(oneLine).not.toBe(text);
    const answer = await api('POST', '/studio/editor/save', { headers, body: { file, text: oneLine } });
    expect(answer.status).toBe(200);
    expect(fs.readFileSync(path.join(config.root, file), 'utf8')).toBe(text);
  });

  it('checks the API with a saved screen at once, without a restart', async () => {
    const file = 'schemas/register-v2/phone-and-email.json';
    const text = fs.readFileSync(path.join(config.root, file), 'utf8');
    const register = async () => (await api('POST', '/identity/api/v1/registration/register', { body: {} })).body.errors.find((e: { pointer: string }) => e.pointer === '/email')?.message;
    expect(await register()).toBe('Enter your email address');
    const saved = await api('POST', '/studio/editor/save', { headers, body: { file, text: text.replace('"Enter your email address"', '"Please enter your e-mail address"') } });
    expect(saved.body).toMatchObject({ valid: true, saved: file });
    expect(await register()).toBe('Please enter your e-mail address');
  });

  it('knows a status added and routed in the editor once it is saved, without a restart', async () => {
    const journey = JSON.parse(fs.readFileSync(path.join(config.root, HELOC), 'utf8'));
    journey.statusRouting.vocabulary.routed.push('TITLE_REVIEW');
    const rows = journey.statusRouting.rows;
    rows.splice(rows.length - 1, 0, { id: 'titleReview', statuses: ['TITLE_REVIEW'], to: '/:uuid/hold', progress: 'SIGNING', seed: '000 §4.3' });
    const force = () => api('POST', '/ops/applications/00000000-0000-4000-8000-000000000000/status', { headers, body: { status: 'TITLE_REVIEW' } });
    expect((await force()).body.errors).toEqual([{ pointer: '/status', message: expect.stringContaining('not in the status vocabulary') }]);
    const saved = await api('POST', '/studio/editor/save', { headers, body: { file: HELOC, text: JSON.stringify(journey, null, 2) } });
    expect(saved.body).toMatchObject({ valid: true, saved: HELOC });
    expect((await api('GET', '/ops/statuses', { headers })).body.routed).toContain('TITLE_REVIEW');
    expect((await force()).status).toBe(404); // known now: only the application is missing
  });

  it('shows which fixtures and applications a changed status row re-routes, old and new decision with their traces', async () => {
    const { uuid } = await newApplicant(api);
    expect((await api('POST', `/ops/applications/${uuid}/status`, { headers, body: { status: 'CREDIT_NO_MATCH' } })).status).toBe(200);
    const journey = JSON.parse(fs.readFileSync(path.join(config.root, HELOC), 'utf8'));
    journey.statusRouting.rows.find((r: { id: string }) => r.id === 'creditNoMatch').to = '/:uuid/credit/error';
    const answer = await api('POST', '/studio/editor/impact', { headers, body: { file: HELOC, text: JSON.stringify(journey, null, 2) } });
    expect(answer.status).toBe(200);
    expect(answer.body.valid).toBe(true);
    expect(answer.body.rows).toEqual([expect.objectContaining({
      source: 'fixture', id: 'applications/no-match', journey: 'heloc', status: 'CREDIT_NO_MATCH', changed: ['route'],
      before: expect.objectContaining({ action: 'move', route: '/:uuid/credit/social', trace: expect.arrayContaining([expect.objectContaining({ rule: 'creditNoMatch' })]) }),
      after: expect.objectContaining({ action: 'move', route: '/:uuid/credit/error' }),
    }), expect.objectContaining({
      source: 'application', id: uuid, status: 'CREDIT_NO_MATCH', changed: ['route'],
      before: expect.objectContaining({ route: '/:uuid/credit/social' }), after: expect.objectContaining({ route: '/:uuid/credit/error' }),
    })]);
  });
});
