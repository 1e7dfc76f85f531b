import type { FastifyInstance } from 'fastify';

/** `Server-Timing: app;dur=<ms>` on every answer: how long the server took, apart from the network and the client. */
export function installServerTiming(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });
}
