/**
 * Rate limits and the anonymous storage quota (issue 14: 30 registrations, 150 chatbot messages and
 * 60 chat sessions in a row were accepted; five telemetry events grew the database by 60 MiB).
 * A server with small limits. Limits count what one browser session (its cookie, http/visitor.ts),
 * identity or e-mail address repeats; a request without the session cookie counts under its
 * address; the per-address limits are flood guards that a household sharing one address never meets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../sandbox/http/rateLimits.js';
import { client, count, registration, start, type Running } from './helpers.js';
import { fromAddress } from './fromAddress.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start({
    rateLimits: {
      ...defaultRateLimits,
      perVisitor: { max: 40, windowMs: 60_000 },
      perAddress: { max: 120, windowMs: 60_000 },
      perIdentity: { max: 5, windowMs: 60_000 },
      anonymousWrites: { max: 12, windowMs: 60_000 },
      anonymousWritesPerAddress: { max: 120, windowMs: 60_000 },
      registrations: { max: 3, windowMs: 60_000 },
      registrationsPerEmail: { max: 3, windowMs: 60_000 },
      registrationsPerAddress: { max: 20, windowMs: 60_000 },
      chatSessions: { max: 2, windowMs: 60_000 },
      chatSessionsPerAddress: { max: 6, windowMs: 60_000 },
      anonymousBytes: { max: 8 * 1024, windowMs: 60_000 },
      anonymousBytesPerAddress: { max: 32 * 1024, windowMs: 60_000 },
    },
  });
  api = client(server);
});
afterAll(() => server.close());

const statuses = async (n: number, fn: () => Promise<{ status: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await fn()).status);
  return out;
};

/** A browser session from `address`: the cookie the server gives with the first page a browser opens. */
async function session(address: string): Promise<Record<string, string>> {
  const first = await fromAddress(address, `${server.url}/account/heloc/register-v2`, 'GET', undefined, { accept: 'text/html', 'sec-fetch-dest': 'document' });
  const cookie = String([first.headers['set-cookie']].flat().find((c) => c?.startsWith('heloc_visitor=')) ?? '').split(';')[0]!;
  expect(cookie).toMatch(/^heloc_visitor=[A-Za-z0-9_-]{22}$/);
  return { cookie };
}

describe('rate limits', () => {
  it('the session cookie comes with a page, HttpOnly and SameSite=Lax; API answers never set it', async () => {
    const page = await fromAddress('127.0.0.70', `${server.url}/account/heloc/register-v2`, 'GET', undefined, { accept: 'text/html', 'sec-fetch-dest': 'document' });
    expect([page.headers['set-cookie']].flat().find((c) => c?.startsWith('heloc_visitor='))).toMatch(/^heloc_visitor=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Lax$/);
    const api = await fromAddress('127.0.0.70', `${server.url}/banners/banners.json`, 'GET');
    expect(api.headers['set-cookie']).toBeUndefined();
    const again = await fromAddress('127.0.0.70', `${server.url}/account/heloc/register-v2`, 'GET', undefined, { accept: 'text/html', 'sec-fetch-dest': 'document', cookie: (await session('127.0.0.70')).cookie! });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('registrations per session: the fourth answers 429 saying how long to wait; another session still registers', async () => {
    const url = `${server.url}/identity/api/v1/registration/register`;
    const browser = await session('127.0.0.10');
    expect(await statuses(4, () => fromAddress('127.0.0.10', url, 'POST', registration(), browser))).toEqual([200, 200, 200, 429]);
    const refused = await fromAddress('127.0.0.10', url, 'POST', registration(), browser);
    expect(refused.body.message).toMatch(/^Too many requests\. Please wait (1 minute|\d+ seconds) and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Someone else in the same home: their own session, the same address.
    expect((await fromAddress('127.0.0.10', url, 'POST', registration(), await session('127.0.0.10'))).status).toBe(200);
  });

  it('a household of four sessions on one address registers, mistakes included, and never meets a limit', async () => {
    const url = `${server.url}/identity/api/v1/registration/register`;
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const browser = await session('127.0.0.50');
      const email = `home.${i}.${Date.now()}@example.com`;
      // An empty field refused, then a retried submit (the second finds the identity made).
      answers.push((await fromAddress('127.0.0.50', url, 'POST', { ...registration(email), password: '' }, browser)).status);
      answers.push((await fromAddress('127.0.0.50', url, 'POST', registration(email), browser)).status);
      answers.push((await fromAddress('127.0.0.50', url, 'POST', registration(email), browser)).status);
      for (let j = 0; j < 8; j++) answers.push((await fromAddress('127.0.0.50', `${server.url}/ft/heloc/event`, 'POST', { event: 'Page View' }, browser)).status);
    }
    expect(answers).not.toContain(429);
  });

  it('flood guards: many sessions from one address meet the per-address limits', async () => {
    const url = `${server.url}/identity/api/v1/registration/register`;
    const answers: number[] = [];
    for (let i = 0; i < 22; i++) answers.push((await fromAddress('127.0.0.51', url, 'POST', registration(), await session('127.0.0.51'))).status);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
  });

  it('registrations per e-mail address, from any address and session', async () => {
    const url = `${server.url}/identity/api/v1/registration/register`;
    const email = `target.${Date.now()}@example.com`;
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await fromAddress(`127.0.0.${60 + i}`, url, 'POST', registration(email))).status);
    expect(answers).toEqual([200, 409, 409, 429, 429]);
  });

  it('chat sessions and chatbot messages per client', async () => {
    const chat = `${server.url}/service-omni-proxy/insecure/api/v1/stream/init-web-chat`;
    expect(await statuses(3, () => fromAddress('127.0.0.12', chat, 'POST', { name: 'Pat' }))).toEqual([200, 200, 429]);
    const bot = `${server.url}/service-chat-chatbot/external/api/v1/message/chatWithAutobot`;
    const answers = await statuses(14, () => fromAddress('127.0.0.13', bot, 'POST', { message: 'What is a HELOC?' }));
    expect(answers.filter((s) => s === 200)).toHaveLength(12);
    expect(answers.slice(12)).toEqual([429, 429]);
  });

  it("a page's own telemetry never uses up the writes a person makes: signing in after a long visit works", async () => {
    const browser = await session('127.0.0.60');
    const events = await statuses(20, () => fromAddress('127.0.0.60', `${server.url}/ft/heloc/event`, 'POST', { event: 'Page View' }, browser));
    expect(events).not.toContain(429);
    const person = registration();
    const reg = await fromAddress('127.0.0.61', `${server.url}/identity/api/v1/registration/register`, 'POST', person);
    expect(reg.status).toBe(200);
    // The session's 20 telemetry writes count nowhere near its 12 anonymous writes: the sign-in goes through.
    const signIn = await fromAddress('127.0.0.60', `${server.url}/identity/api/v1/login`, 'POST', { email: person.email, password: person.password }, browser);
    expect(signIn.status).toBe(200);
  });

  it('every request per session (or address without a session cookie), reads included', async () => {
    const url = `${server.url}/banners/banners.json`;
    const answers = await statuses(42, () => fromAddress('127.0.0.14', url, 'GET'));
    expect(answers.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(answers.slice(40)).toEqual([429, 429]);
    // Three people at home each read 39 times: no one is refused.
    const home: number[] = [];
    for (let i = 0; i < 3; i++) {
      const browser = await session('127.0.0.17');
      home.push(...await statuses(38, () => fromAddress('127.0.0.17', url, 'GET', undefined, browser)));
    }
    expect(home).not.toContain(429);
  });

  it('a person opening a page past the limit reads the refusal as a page, not as JSON', async () => {
    const url = `${server.url}/account/heloc/register-v2`;
    const page = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };
    const answers = await statuses(40, () => fromAddress('127.0.0.40', url, 'GET', undefined, page));
    expect(answers).not.toContain(429);
    const refused = await fromAddress('127.0.0.40', url, 'GET', undefined, page);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toContain('<h1>Please wait a moment</h1>');
    expect(refused.body).toMatch(/Too many requests\. Please wait (1 minute|\d+ seconds) and try again\./);
    expect(refused.body).not.toContain('statusCode');
    // A program calling the API from the same address still gets the JSON shape.
    const api = await fromAddress('127.0.0.40', `${server.url}/banners/banners.json`, 'GET');
    expect(api.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });

  it('every request per identity, from any address', async () => {
    const reg = await fromAddress('127.0.0.15', `${server.url}/identity/api/v1/registration/register`, 'POST', registration());
    const auth = { authorization: `Bearer ${reg.body.jwt}` };
    const me = `${server.url}/identity/secure/api/v1/identity`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await fromAddress(`127.0.0.${16 + i}`, me, 'GET', undefined, auth)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('anonymous storage quota: a client cannot store more than its bytes, and nothing is written past it', async () => {
    const url = `${server.url}/ft/heloc/event`;
    const body = { event: 'Page View', eventProperties: { note: 'x'.repeat(3000) } };
    const before = count(server.databasePath, 'telemetry_events');
    const answers = await statuses(4, () => fromAddress('127.0.0.30', url, 'POST', body));
    expect(answers).toEqual([200, 200, 429, 429]);
    expect(count(server.databasePath, 'telemetry_events')).toBe(before + 2);
    expect((await api('POST', '/ft/heloc/event', { body })).status).toBe(200);
  });
});
