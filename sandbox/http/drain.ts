import type { FastifyInstance } from 'fastify';

/** Longest wait for requests in flight when closing; a stuck request does not hold the exit forever. */
export const DRAIN_TIMEOUT_MS = 25_000;

/**
 * Graceful close (issue 14: SIGTERM reset requests in flight, and the process then lingered for the
 * 72 s keep-alive timeout). Once closing starts, Fastify answers new requests 503 and takes no new
 * connections; here every answer also says `Connection: close`, the requests in flight are waited
 * for, and then the idle keep-alive connections are closed so the server can stop at once.
 */
export function installDrain(app: FastifyInstance): void {
  let inFlight = 0;
  let closing = false;
  const settled: (() => void)[] = [];
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) for (const resolve of settled.splice(0)) resolve();
  };
  app.addHook('onRequest', async (_request, _reply) => { inFlight++; });
  app.addHook('onResponse', async (_request, _reply) => done());
  app.addHook('onRequestAbort', async (_request) => done());
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
