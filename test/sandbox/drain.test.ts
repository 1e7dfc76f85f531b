/**
 * Closing the sandbox with websockets open (host/http/drain.ts): an upgraded connection is not a
 * request in flight, so the close does not wait DRAIN_TIMEOUT_MS for it; the open sockets (the
 * applicant's chat, the agent console's, the notary console's) are closed and the process is free
 * to exit, with nothing touching the database after it is closed.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { client, start } from './helpers.js';
import { DRAIN_TIMEOUT_MS } from '../../host/http/drain.ts';

const opened = (url: string) => new Promise<WebSocket>((resolve, reject) => {
  const ws = new WebSocket(url);
  ws.once('open', () => resolve(ws));
  ws.once('error', reject);
});

describe('closing with websockets open', () => {
  it('does not wait the drain time-out for upgraded connections', async () => {
    const server = await start();
    const init = await client(server)('POST', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', { body: { name: 'Drain' } });
    const base = server.url.replace('http', 'ws');
    const sockets = await Promise.all([`/service-omni-proxy/ws?token=${init.body.token}`, '/ops/agent/ws?agent=Jordan', '/ops/notary/ws?notary=Morgan'].map((path) => opened(`${base}${path}`)));
    const closed = Promise.all(sockets.map((ws) => new Promise<number>((resolve) => ws.once('close', resolve))));
    const started = Date.now();
    await server.close();
    const took = Date.now() - started;
    console.log(`close with 3 websockets open: ${took} ms`);
    expect(took).toBeLessThan(DRAIN_TIMEOUT_MS / 5);
    expect((await closed).length).toBe(3);
  }, DRAIN_TIMEOUT_MS * 2);
});
