import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newApplicant, start, type Running } from './helpers.js';

/** Every spelling of a staff path that the router decodes to the same route meets the token check. */
function spellings(path: string): string[] {
  const [, area, rest] = /^\/([a-z]+)(.*)$/.exec(path) ?? [];
  if (!area) return [path];
  const out = new Set<string>([path, `/${area.toUpperCase()}${rest}`]);
  for (let i = 0; i < area.length; i++) {
    const hex = area.charCodeAt(i).toString(16);
    out.add(`/${area.slice(0, i)}%${hex}${area.slice(i + 1)}${rest}`);
    out.add(`/${area.slice(0, i)}%${hex.toUpperCase()}${area.slice(i + 1)}${rest}`);
  }
  out.add(`/${[...area].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}${rest}`);
  return [...out];
}

let server: Running;
let api: ReturnType<typeof client>;
let uuid: string;
beforeAll(async () => {
  server = await start({ opsToken: 'ops-secret' });
  api = client(server);
  uuid = (await newApplicant(api)).uuid;
});
afterAll(() => server.close());

describe('the operations token guards staff routes by the route that matched', () => {
  it('refuses a status change through any encoding of /ops, and changes nothing', async () => {
    for (const path of spellings(`/ops/applications/${uuid}/status`)) {
      const answer = await api('POST', path, { body: { status: 'FUNDABLE', patch: { amount: 999999 } } });
      expect([401, 404], path).toContain(answer.status);
    }
    const detail = await api('GET', `/ops/applications/${uuid}`, { headers: { 'x-ops-token': 'ops-secret' } });
    expect(detail.status).toBe(200);
    expect(detail.body.application.status).not.toBe('FUNDABLE');
    expect(detail.body.application.amount).not.toBe(999999);
  });

  it('refuses reads of an applicant through any encoding, and a wrong token', async () => {
    for (const path of [...spellings(`/ops/applications/${uuid}`), ...spellings('/ops/applications'), ...spellings('/ops/telemetry'), ...spellings('/ops/feedback'), ...spellings('/ops/chat/conversations')]) {
      const answer = await api('GET', path);
      expect([401, 404], path).toContain(answer.status);
      expect(JSON.stringify(answer.body), path).not.toContain('@');
    }
    const wrong = await api('GET', `/ops/applications/${uuid}`, { headers: { 'x-ops-token': 'ops-secreT' } });
    expect(wrong.status).toBe(401);
  });

  it('guards the writes of every staff module (notifications, hours, conditions, chat)', async () => {
    const writes: [string, string, unknown][] = [
      ['POST', '/%6fps/notifications', { identityUuid: uuid, message: 'x' }],
      ['PUT', '/o%70s/hours/SUPPORT', { openStatus: 'OPEN' }],
      ['POST', `/op%73/applications/${uuid}/conditions`, { title: 'x' }],
      ['PATCH', `/%6Fps/applications/${uuid}`, { amount: 1 }],
      ['POST', '/%6fps/chat/conversations/abc/end', {}],
    ];
    for (const [method, path, body] of writes) {
      const answer = await api(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets the right token through, and serves the console scripts that ask for it', async () => {
    expect((await api('GET', '/%6fps/applications', { headers: { 'x-ops-token': 'ops-secret' } })).status).toBe(200);
    expect((await api('GET', '/ops/ops.js')).status).toBe(200);
    expect((await api('GET', '/ops/agent.js')).status).toBe(200);
    expect((await api('GET', '/ops')).status).toBe(401);
    expect((await api('GET', '/ops?token=ops-secret')).status).toBe(200);
  });
});
