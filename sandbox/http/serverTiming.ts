import type { FastifyInstance } from 'fastify';

/**
 * On every answer, `Server-Timing: app;dur=<ms>` (how long the server took, apart from the network
 * and the client) and `Date` from the sandbox's own clock, the one its rules read (moved on by
 * POST /ops/clock, sandbox/options.ts): the app words its dates by it, not by the phone's clock
 * (renderer/api/serverClock.ts).
 */
export function installServerTiming(app: FastifyInstance, now: () => number): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    reply.header('date', new Date(now()).toUTCString());
    return payload;
  });
}
