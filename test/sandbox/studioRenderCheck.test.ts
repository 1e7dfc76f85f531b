/**
 * A studio save is drawn under every brand before it is accepted (sandbox/studio/renderCheck.ts,
 * with the drawing built as build.mjs builds it, renderer/build/renderCheckBuild.ts): on the real
 * server, a screen with a field that has no `type` passes journey validate but cannot be drawn, so
 * the save is refused naming the screen, a brand and the sample applicant, and nothing is written;
 * a good save is drawn and passes; without the built drawing the answer says the drawing was skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_CHECK_FILE, renderCheckBuild } from '../../renderer/build/renderCheckBuild.ts';
import { copyConfig } from '../helpers/configCopy.ts';
import { client, start, type Running } from './helpers.js';

const INCOME = 'schemas/register-v2/annual-income.json';
const headers = { 'x-ops-token': 'ops-secret' };
// Inside this checkout, so the built file finds the packages in node_modules (artifacts/ is git-ignored).
const DIST = path.resolve('artifacts/render-check-test/dist');

let config: ReturnType<typeof copyConfig>;
let original: string;

beforeAll(async () => {
  fs.rmSync(DIST, { recursive: true, force: true });
  const root = process.cwd();
  await build(renderCheckBuild(root, root, path.join(DIST, RENDER_CHECK_FILE), { __DEV__: 'false', __ILLINOIS_CRA_NOTICE__: 'false', __ENVIRONMENT__: '"test"', 'process.env.NODE_ENV': '"production"' }, {}));
  config = copyConfig();
  original = fs.readFileSync(path.join(config.root, INCOME), 'utf8');
});
afterAll(() => {
  config.remove();
  fs.rmSync(DIST, { recursive: true, force: true });
});

/** The annual-income screen with one more question, `question` as its schema. */
const withQuestion = (question: Record<string, unknown>) => {
  const screen = JSON.parse(original) as { schema: { properties: Record<string, unknown> } };
  screen.schema.properties.nickname = question;
  return `${JSON.stringify(screen, null, 2)}\n`;
};

describe('a studio save drawn under every brand', () => {
  let server: Running;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await start({ opsToken: 'ops-secret', configRoot: config.root, distDir: DIST });
    api = client(server);
  });
  afterAll(async () => { await server.close(); });

  it('refuses a screen with a field that has no type, naming the screen, a brand and the sample applicant, and writes nothing', async () => {
    const broken = withQuestion({ title: 'What should we call you?' });
    // journey validate alone lets it through: only drawing it finds it.
    const validated = await api('POST', '/studio/editor/validate', { headers, body: { file: INCOME, text: broken } });
    expect(validated.body.valid).toBe(true);
    const answer = await api('POST', '/studio/editor/save', { headers, body: { file: INCOME, text: broken } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/cannot be drawn under every lender/);
    const messages = [...answer.body.problems, ...answer.body.elsewhere].map((p: { message: string }) => p.message);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toContain('"What is your annual income?" (register-v2/annual-income)');
    // One problem for the screen, naming every brand it fails under.
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/under .*Movement.* \(MOVEMENT\)/);
    expect(messages[0]).toMatch(/GoodLeap.* \(GOODLEAP_LLC\)/);
    expect(messages[0]).toContain('fixtures/visitors/new.json');
    expect(messages[0]).toContain('root_nickname');
    expect(answer.body.drawing).toMatchObject({ ran: true });
    expect(answer.body.problems[0]).toMatchObject({ file: INCOME, line: 1 });
    expect(fs.readFileSync(path.join(config.root, INCOME), 'utf8')).toBe(original);
  });

  it('saves a screen that draws under every brand, and says it was drawn', async () => {
    const good = original.replace('What is your annual income?', 'What is your yearly income?');
    expect(good).not.toBe(original);
    const answer = await api('POST', '/studio/editor/save', { headers, body: { file: INCOME, text: good } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ saved: INCOME, valid: true, drawing: { ran: true, problems: [] } });
    // The screen under each of the ten brands (and the classic registration, which takes its rules by $ref).
    expect(answer.body.drawing.tiles).toBeGreaterThanOrEqual(10);
    expect(fs.readFileSync(path.join(config.root, INCOME), 'utf8')).toContain('What is your yearly income?');
    fs.writeFileSync(path.join(config.root, INCOME), original);
  });
});

describe('a studio save without the built drawing', () => {
  it('is saved, and the answer says the screens were not drawn', async () => {
    const server = await start({ opsToken: 'ops-secret', configRoot: config.root });
    try {
      const answer = await client(server)('POST', '/studio/editor/save', { headers, body: { file: INCOME, text: original.replace('What is your annual income?', 'What is your income?') } });
      expect(answer.status).toBe(200);
      expect(answer.body.drawing).toMatchObject({ ran: false, skipped: expect.stringContaining('were not drawn') });
    } finally {
      fs.writeFileSync(path.join(config.root, INCOME), original);
      await server.close();
    }
  });
});
