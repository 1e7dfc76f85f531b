/**
 * The one reconnecting websocket of the chat and the notary session
 * (renderer/realtime/reconnectingSocket.ts) against a real `ws` server on a free port: the pause
 * before reconnecting doubles and stops at its cap, a server close is followed by a new connection,
 * a close on purpose (or with a final code) by none, pings go out on their interval, and sends are
 * refused while the socket is down. Figures are scaled down (ms instead of s); the timers are the
 * real ones, wrapped to record the pauses asked for.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { backoffDelay, DEFAULT_BACKOFF, ReconnectingSocket, type ReconnectingSocketOptions, type Timers, type WebSocketFactory } from '../../renderer/realtime/reconnectingSocket.ts';

const wsSocket: WebSocketFactory = (url, on) => {
  const socket = new WebSocket(url);
  socket.onopen = () => on.open();
  socket.onmessage = (event) => on.message(event.data);
  socket.onclose = (event) => on.close(event.code);
  socket.onerror = () => {};
  return socket;
};

let server: WebSocketServer;
let url: string;
/** Upgrades refused before the server accepts (each a failed attempt for the client). */
let refuse = 0;
const received: unknown[] = [];
const accepted: WebSocket[] = [];
let sockets: ReconnectingSocket[] = [];

beforeEach(async () => {
  refuse = 0;
  received.length = 0;
  accepted.length = 0;
  server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: (_info, done) => { if (refuse > 0) { refuse--; done(false, 503); } else done(true); },
  });
  server.on('connection', (socket) => {
    accepted.push(socket);
    socket.on('message', (raw) => received.push(JSON.parse(String(raw))));
  });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});

afterEach(async () => {
  for (const socket of sockets) socket.close();
  sockets = [];
  await new Promise((resolve) => server.close(resolve));
});

const pauses: number[] = [];
const recording: Timers = {
  setTimeout: (fn, ms) => { pauses.push(ms); return setTimeout(fn, ms); },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

function socketFor(options: Partial<ReconnectingSocketOptions<unknown>> = {}) {
  pauses.length = 0;
  const socket = new ReconnectingSocket<unknown>({
    connection: () => ({ url, ping: () => ({ type: 'ping' }) }),
    pingMs: 60_000,
    backoff: { baseMs: 10, factor: 2, maxMs: 40 },
    finalCodes: [4401],
    createSocket: wsSocket,
    timers: recording,
    ...options,
  });
  sockets.push(socket);
  return socket;
}

const until = async (what: string, test: () => boolean, ms = 5000) => {
  const started = Date.now();
  while (!test()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reconnecting websocket (chat and notary)', () => {
  it('keeps the figures both hooks had: 1 s, doubling, at most 10 s', () => {
    expect(DEFAULT_BACKOFF).toEqual({ baseMs: 1000, factor: 2, maxMs: 10_000 });
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('waits longer after each failed connection, up to the cap, and starts over once connected', async () => {
    refuse = 5;
    const socket = socketFor();
    socket.start();
    await until('the sixth try to be accepted', () => socket.getSnapshot().state === 'connected');
    expect(pauses).toEqual([10, 20, 40, 40, 40]);
    expect(socket.getSnapshot()).toMatchObject({ state: 'connected', attempt: 0 });
    // Connected once: the next close waits the base pause again.
    accepted[0]!.close(1001, 'going away');
    await until('the reconnection', () => accepted.length === 2 && socket.getSnapshot().state === 'connected');
    expect(pauses).toEqual([10, 20, 40, 40, 40, 10]);
  });

  it('reconnects after the server closes the socket, and says so while it does', async () => {
    const socket = socketFor({ backoff: { baseMs: 150, factor: 2, maxMs: 1000 } });
    const states: string[] = [];
    socket.subscribe(() => { if (states.at(-1) !== socket.getSnapshot().state) states.push(socket.getSnapshot().state); });
    socket.start();
    await until('the first connection', () => socket.getSnapshot().state === 'connected');
    accepted[0]!.close(4000, 'lifetime');
    await until('the close', () => socket.getSnapshot().state === 'connecting');
    expect(socket.getSnapshot().closeCode).toBe(4000);
    expect(socket.send({ type: 'message' })).toBe(false);
    await until('the second connection', () => accepted.length === 2 && socket.getSnapshot().state === 'connected');
    expect(states).toEqual(['connected', 'connecting', 'connected']);
  });

  it('does not reconnect after a close on purpose, nor after a final close code', async () => {
    const socket = socketFor();
    socket.start();
    await until('the connection', () => socket.getSnapshot().state === 'connected');
    const closedOnServer = new Promise((resolve) => accepted[0]!.once('close', resolve));
    socket.close();
    await closedOnServer;
    await pause(200);
    expect(accepted).toHaveLength(1);
    expect(socket.getSnapshot().state).toBe('closed');
    expect(pauses).toEqual([]);

    let finalCode: number | null = null;
    const refused = socketFor({ onFinalClose: (code) => { finalCode = code; } });
    refused.start();
    await until('the second connection', () => accepted.length === 2);
    accepted[1]!.close(4401, 'invalid token');
    await until('the final close', () => refused.getSnapshot().state === 'closed');
    await pause(200);
    expect(accepted).toHaveLength(2);
    expect(finalCode).toBe(4401);
    expect(refused.getSnapshot()).toMatchObject({ state: 'closed', closeCode: 4401 });
  });

  it('pings on its interval while open, sends the open frame, and stops pinging once closed', async () => {
    const socket = socketFor({ pingMs: 30, connection: () => ({ url, ping: () => ({ type: 'ping', channelId: 'CH1' }) }), onOpen: (send) => { send({ type: 'ready' }); } });
    socket.start();
    await until('three pings', () => received.filter((f) => (f as { type: string }).type === 'ping').length >= 3);
    expect(received[0]).toEqual({ type: 'ready' });
    expect(received[1]).toEqual({ type: 'ping', channelId: 'CH1' });
    socket.close();
    await pause(50);
    const count = received.length;
    await pause(150);
    expect(received.length).toBe(count);
  });

  it('refuses a send while down, delivers it while open, and keeps the latest frames in the snapshot', async () => {
    const socket = socketFor({ keepMessages: 2 });
    let changes = 0;
    const unsubscribe = socket.subscribe(() => { changes++; });
    expect(socket.send({ type: 'message', body: 'early' })).toBe(false);
    socket.start();
    expect(socket.send({ type: 'message', body: 'still connecting' })).toBe(false);
    await until('the connection', () => socket.getSnapshot().state === 'connected');
    expect(socket.send({ type: 'message', body: 'hello' })).toBe(true);
    await until('the server to read it', () => received.length === 1);
    expect(received).toEqual([{ type: 'message', body: 'hello' }]);
    const before = socket.getSnapshot();
    for (const n of [1, 2, 3]) accepted[0]!.send(JSON.stringify({ type: 'message', n }));
    await until('three frames', () => socket.getSnapshot().lastMessages.length === 2 && (socket.getSnapshot().lastMessages[1] as { n: number }).n === 3);
    expect(socket.getSnapshot().lastMessages).toEqual([{ type: 'message', n: 2 }, { type: 'message', n: 3 }]);
    expect(socket.getSnapshot()).not.toBe(before);
    // The same object while nothing changed (useSyncExternalStore would otherwise render forever).
    expect(socket.getSnapshot()).toBe(socket.getSnapshot());
    expect(changes).toBeGreaterThan(3);
    unsubscribe();
    const seen = changes;
    accepted[0]!.send(JSON.stringify({ type: 'message', n: 4 }));
    await until('the fourth frame', () => (socket.getSnapshot().lastMessages[1] as { n: number }).n === 4);
    expect(changes).toBe(seen);
  });
});
