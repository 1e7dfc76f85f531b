import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';

export function bannerRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §3, §7: the banner file the content host would serve. The client keeps active ones for its app, newest first, at most 2.
  app.get('/banners/banners.json', async () => ctx.dataFile<unknown[]>('banners.json', []));
  // 001 §7: a separate file for staging (every build other than production reads it).
  app.get('/banners/staging.json', async () => ctx.dataFile<unknown[]>('banners.staging.json', []));
}
