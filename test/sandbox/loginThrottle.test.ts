/**
 * The sign-in throttle (issue 14): failures slow down, they do not lock out. One client's wrong
 * passwords for an account wait 1, 2, 4, ... seconds; another client's failures can delay the owner
 * by 30 seconds at most; one client trying many e-mails is slowed down after 10.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, client, registration, start, uniqueEmail, type Running } from './helpers.js';
import { fromAddress } from './fromAddress.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

const login = (from: string, email: string, password: string) => fromAddress(from, `${server.url}/identity/api/v1/login`, 'POST', { email, password });

describe('login throttle', () => {
  it('one client\'s failures for an account wait longer and longer, then the right password works', async () => {
    const email = uniqueEmail('throttle');
    await api('POST', '/identity/api/v1/registration/register', { body: registration(email) });
    for (let i = 0; i < 3; i++) expect((await login('127.0.0.1', email, 'Wrong-Passw0rd!')).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const held = await login('127.0.0.1', email, 'Wrong-Passw0rd!');
      expect(held.status).toBe(429);
      const wait = Number(held.headers['retry-after']);
      waits.push(wait);
      server.advance(wait * 1000);
      expect((await login('127.0.0.1', email, 'Wrong-Passw0rd!')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const held = await login('127.0.0.1', email, PASSWORD);
    expect(held.status).toBe(429);
    server.advance(Number(held.headers['retry-after']) * 1000);
    expect((await login('127.0.0.1', email, PASSWORD)).status).toBe(200);
  });

  it('failures from another client never lock the owner out: 30 seconds at most', async () => {
    const email = uniqueEmail('owner');
    await api('POST', '/identity/api/v1/registration/register', { body: registration(email) });
    // Two wrong passwords from each of 20 addresses: 40 failures for the account, none of them waited out.
    for (let i = 0; i < 20; i++) {
      for (let j = 0; j < 2; j++) expect([401, 429]).toContain((await login(`127.0.0.${40 + i}`, email, 'Wrong-Passw0rd!')).status);
    }
    const owner = await login('127.0.0.3', email, PASSWORD);
    if (owner.status === 429) {
      expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(30);
      server.advance(Number(owner.headers['retry-after']) * 1000);
      expect((await login('127.0.0.3', email, PASSWORD)).status).toBe(200);
    } else expect(owner.status).toBe(200);
  });

  it('one client trying many e-mails is slowed down after 10 failures', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await login('127.0.0.4', uniqueEmail('guess'), 'Wrong-Passw0rd!')).status);
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers[10]).toBe(429);
    // Another client is not affected.
    expect((await login('127.0.0.5', uniqueEmail('guess'), 'Wrong-Passw0rd!')).status).toBe(401);
  });
});
