import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from './errors.js';

/** The staff areas: every route declared under one of these is protected by the operations token. */
export const STAFF_PREFIXES = ['/ops', '/studio'] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'public'`: a staff route anyone may load (a page's script, which asks for the token itself)
     * or one that checks the token on its own (a websocket, which must upgrade before it can refuse).
     */
    staff?: 'public';
  }
}

export function staffTokenMatches(given: unknown, expected: string | undefined): boolean {
  if (!expected) return true;
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-ops-token'];
  if (typeof header === 'string') return header;
  const query = (request.query as { token?: unknown } | undefined)?.token;
  return typeof query === 'string' ? query : undefined;
}

export const isStaffPath = (routePath: string) => STAFF_PREFIXES.some((p) => routePath === p || routePath.startsWith(`${p}/`));

/**
 * Guards staff routes by the route that matched, never by the raw URL: the hook is attached to each
 * route whose declared path is in a staff area when the route is registered, so `/%6fps/...`, which
 * the router decodes to an /ops route, meets the same guard. Call before any route is registered.
 */
export function installStaffGuard(app: FastifyInstance, token: () => string | undefined): void {
  const guard: onRequestHookHandler = async (request) => {
    const expected = token();
    if (!expected) return;
    if (!staffTokenMatches(tokenOf(request), expected)) {
      throw new ApiError(401, 'The operations token is missing or wrong (x-ops-token header or ?token=).');
    }
  };
  app.addHook('onRoute', (route) => {
    if (!isStaffPath(route.url ?? route.path) || route.config?.staff === 'public') return;
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}
