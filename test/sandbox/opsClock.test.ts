/**
 * The sandbox's clock moved on from operations (POST /ops/clock, schemas/api/ops-clock.json), so a
 * journey with a legal wait can be followed to funded on a running sandbox: the whole server reads the
 * moved clock (the notary times offered, the tokens' expiry); forward only; a server given its own
 * clock (a test's) refuses.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { client, newApplicant, start, type Running } from './helpers.js';

const servers: Running[] = [];
afterAll(async () => { for (const s of servers) await s.close(); });
const DAY = 86_400_000;

describe('the operations clock', () => {
  it('moves the wall clock on for the whole sandbox, forward only, in whole days or hours', async () => {
    const wall = await start({ clock: undefined });
    servers.push(wall);
    const api = client(wall);
    const before = Date.parse((await api('GET', '/ops/clock')).body.now);
    expect(Math.abs(before - Date.now())).toBeLessThan(60_000);
    const a = await newApplicant(api, 'Happy');
    const moved = await api('POST', '/ops/clock', { body: { days: 13, hours: 2 } });
    expect(moved.status).toBe(200);
    expect(moved.body.movedHours).toBe(13 * 24 + 2);
    expect(Date.parse(moved.body.now) - Date.now()).toBeGreaterThan(13 * DAY);
    // Everything reads it: a sign-in token from before the jump has expired.
    expect((await api('GET', '/identity/secure/api/v1/identity', { token: a.token })).status).toBe(401);
    // Backwards, or anything but whole days and hours, is refused in words; nothing moves.
    for (const body of [{ days: -1 }, { days: 1.5 }, { minutes: 5 }]) {
      const refused = await api('POST', '/ops/clock', { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors[0].message).toMatch(/^Give /);
    }
    expect(Date.parse((await api('GET', '/ops/clock')).body.now) - Date.now()).toBeLessThan(13 * DAY + 3 * 3_600_000);
  });

  it('is refused on a server that runs on a clock it was given', async () => {
    const own = await start();
    servers.push(own);
    const res = await client(own)('POST', '/ops/clock', { body: { days: 1 } });
    expect([res.status, res.body.message]).toEqual([409, 'This sandbox runs on a clock it was given (a test\'s): it cannot be moved from here.']);
  });
});
