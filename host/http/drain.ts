import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Longest wait for requests in flight when closing; a stuck request does not hold the exit forever. */
export const DRAIN_TIMEOUT_MS = 25_000;

/**
 * Graceful close (issue 14: SIGTERM reset requests in flight, and the process then lingered for the
 * 72 s keep-alive timeout). Once closing starts, Fastify answers new requests 503 and takes no new
 * connections; here every answer also says `Connection: close`, the requests in flight are waited
 * for, and then the idle keep-alive connections are closed so the server can stop at once.
 * A websocket upgrade is not a request in flight: it never gets onResponse while the socket lives,
 * so counting it made every close after a chat or notary socket wait the whole DRAIN_TIMEOUT_MS
 * (test/sandbox/drain.test.ts). @fastify/websocket's own preClose closes those sockets.
 */
export function installDrain(app: FastifyInstance): void {
  let inFlight = 0;
  let closing = false;
  // Only requests counted in are counted out (an aborted request can also get onResponse).
  const counted = new WeakSet<FastifyRequest>();
  const settled: (() => void)[] = [];
  const done = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) for (const resolve of settled.splice(0)) resolve();
  };
  app.addHook('onRequest', async (request, _reply) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
    counted.add(request);
    inFlight++;
  });
  app.addHook('onResponse', async (request, _reply) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (inFlight > 0) {
      await new Promise<void>((resolve) => {
        settled.push(resolve);
        setTimeout(resolve, DRAIN_TIMEOUT_MS).unref();
      });
    }
    app.server.closeIdleConnections();
  });
}
