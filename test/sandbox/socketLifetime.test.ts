/**
 * 001 §9: websockets live at most 12 hours (keepalive and lifetime), then the server closes them
 * with 4000 and the client opens a new one; the stream provider's channel type is "support".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { client, start, type Running } from './helpers.js';
import { SOCKET_LIFETIME_MS } from '../../sandbox/options.js';
import { LIFETIME_CLOSE_CODE } from '../../sandbox/http/socketLifetime.js';

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start({ socketLifetimeMs: 300 }); api = client(server); });
afterAll(() => server.close());

const closeOf = (path: string) => new Promise<{ code: number; after: number }>((resolve, reject) => {
  const opened = Date.now();
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}${path}`);
  ws.on('error', reject);
  ws.on('close', (code) => resolve({ code, after: Date.now() - opened }));
});

describe('websocket lifetime and the stream channel type (001 §9)', () => {
  it('is 12 hours by default', () => {
    expect(SOCKET_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('closes the applicant\'s and the consoles\' sockets when their lifetime is over', async () => {
    const init = await api('POST', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', { body: { name: 'Lifetime' } });
    expect(init.body).toMatchObject({ providerChannelType: 'support', providerChannelCid: `support:${init.body.providerChannelId}` });
    for (const path of [`/service-omni-proxy/ws?token=${init.body.token}`, '/ops/agent/ws?agent=Jordan', '/ops/notary/ws?notary=Morgan']) {
      const closed = await closeOf(path);
      expect(closed.code, path).toBe(LIFETIME_CLOSE_CODE);
      expect(closed.after, path).toBeGreaterThanOrEqual(250);
    }
  });
});
