import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { resolvePath, type Journey } from '../../engine/index.ts';
import heloc from '../../journeys/heloc.json' with { type: 'json' };
import register from '../../journeys/register.json' with { type: 'json' };
import signer from '../../journeys/signer.json' with { type: 'json' };

/** The journeys in the app's order (renderer/app/journeys.ts): routes win over redirects. */
export const siteJourneys: Journey[] = [register as Journey, heloc as Journey, signer as Journey];

/**
 * The Fastify paths that cover a redirect's `from` pattern: `:name` stays a parameter; a trailing
 * `*` also covers the bare prefix (`/account/heloc-signer` as well as `/account/heloc-signer/x`); a
 * path other than `/` also answers with a trailing slash, as the engine's matcher does.
 */
export function fastifyPathsFor(from: string): string[] {
  if (from === '/') return ['/'];
  if (from.endsWith('/*')) return [from.slice(0, -2), from];
  return [from, `${from}/`];
}

/**
 * The `scope: "site"` redirects of the journey files (000 §2: /account/register keeping the query,
 * /account/heloc-signer/..., bare /account and / to the dashboard), answered by the server as 302s so
 * they work in a browser before any script runs. One generic handler: each path is decided by the
 * engine's resolvePath on the journeys, with the brand of the request for `{{brand.*}}` targets.
 */
export function siteRedirectRoutes(app: FastifyInstance, ctx: Ctx, journeys: readonly Journey[] = siteJourneys): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', query = ''] = request.url.split(/\?(.*)/s);
    const brand = ctx.brand(ctx.orgOf(request)) ?? ctx.brand(ctx.options.orgCode) ?? {};
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return reply.callNotFound();
    }
    const r = resolvePath(journeys, { path: decoded, query, brand }).result;
    if (r.kind !== 'redirect' || !r.to) return reply.callNotFound();
    return reply.header('cache-control', 'no-store').redirect(r.to, 302);
  };
  const paths = new Set(journeys.flatMap((j) => (j.redirects ?? []).filter((r) => r.scope === 'site').flatMap((r) => fastifyPathsFor(r.from))));
  for (const p of paths) app.get(p, handler);
}
