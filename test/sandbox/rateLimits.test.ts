/**
 * Rate limits and the anonymous storage quota (issue 14: 30 registrations, 150 chatbot messages and
 * 60 chat sessions in a row were accepted; five telemetry events grew the database by 60 MiB).
 * A server with small limits; other clients (127.0.0.2, ...) are counted apart.
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
      perClient: { max: 40, windowMs: 60_000 },
      perIdentity: { max: 5, windowMs: 60_000 },
      anonymousWrites: { max: 12, windowMs: 60_000 },
      registrations: { max: 3, windowMs: 60_000 },
      chatSessions: { max: 2, windowMs: 60_000 },
      anonymousBytes: { max: 8 * 1024, windowMs: 60_000 },
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

describe('rate limits', () => {
  it('registrations per client: the fourth answers 429 with Retry-After; another client still registers', async () => {
    const url = `${server.url}/identity/api/v1/registration/register`;
    expect(await statuses(4, () => fromAddress('127.0.0.10', url, 'POST', registration()))).toEqual([200, 200, 200, 429]);
    const refused = await fromAddress('127.0.0.10', url, 'POST', registration());
    expect(refused.body.message).toBe('Too many requests. Please wait a little and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fromAddress('127.0.0.11', url, 'POST', registration())).status).toBe(200);
  });

  it('chat sessions and chatbot messages per client', async () => {
    const chat = `${server.url}/service-omni-proxy/insecure/api/v1/stream/init-web-chat`;
    expect(await statuses(3, () => fromAddress('127.0.0.12', chat, 'POST', { name: 'Pat' }))).toEqual([200, 200, 429]);
    const bot = `${server.url}/service-chat-chatbot/external/api/v1/message/chatWithAutobot`;
    const answers = await statuses(14, () => fromAddress('127.0.0.13', bot, 'POST', { message: 'What is a HELOC?' }));
    expect(answers.filter((s) => s === 200)).toHaveLength(12);
    expect(answers.slice(12)).toEqual([429, 429]);
  });

  it('every request per client address, reads included', async () => {
    const url = `${server.url}/banners/banners.json`;
    const answers = await statuses(42, () => fromAddress('127.0.0.14', url, 'GET'));
    expect(answers.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(answers.slice(40)).toEqual([429, 429]);
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
    expect(refused.body).toContain('Too many requests. Please wait a little and try again.');
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
