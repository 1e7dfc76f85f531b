import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { ownApplication } from './access.js';
import { pathOf } from './operationPaths.js';

export function statusRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §7: the status string the status router polls (000 §4.3, §4.4).
  app.get(pathOf('applicationStatus'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    return ctx.tx(() => ({ status: ownApplication(ctx, request, uuid).app.status }));
  });
}
