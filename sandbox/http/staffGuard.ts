import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from './errors.js';
import { OPS_ACTOR, SESSION_COOKIE, StaffFileError, cookieOf, type StudioAuth, type StudioActor } from '../studio/staffAuth.js';
import { roleAllows, type StaffRole } from '../../engine/config/staffFile.ts';

/** The staff areas: every route declared under one of these is protected by the operations token. */
export const STAFF_PREFIXES = ['/ops', '/studio'] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'public'`: a staff route anyone may load (a page's script, which asks for the token itself)
     * or one that checks the token on its own (a websocket, which must upgrade before it can refuse).
     */
    staff?: 'public';
    /** The least studio role a /studio route needs (README "Studio staff and history"); a viewer's when not said. */
    studioRole?: StaffRole;
  }
  interface FastifyRequest {
    /** Who a /studio request is made by, once the guard has let it through. */
    studioActor?: StudioActor;
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
export function installStaffGuard(app: FastifyInstance, token: () => string | undefined, studio?: StudioAuth): void {
  const checkOpsToken = (request: FastifyRequest) => {
    const expected = token();
    if (!expected) return;
    if (!staffTokenMatches(tokenOf(request), expected)) {
      throw new ApiError(401, 'The operations token is missing or wrong (x-ops-token header or ?token=).');
    }
  };
  const opsGuard: onRequestHookHandler = async (request) => checkOpsToken(request);
  /**
   * /studio: with a staff file, a signed-in member (a page asked for without a session goes to the
   * sign-in page); without one, the operations token as before, standing in for a publisher. Then
   * the route's role.
   */
  const studioGuard = (needed: StaffRole): onRequestHookHandler => async (request, reply) => {
    let staff;
    try {
      staff = studio?.staff() ?? null;
    } catch (error) {
      if (error instanceof StaffFileError) throw new ApiError(503, `The studio cannot sign anyone in: ${error.message}. Fix it (npm run journey -- validate) and reload.`);
      throw error;
    }
    let actor: StudioActor;
    if (staff === null) {
      checkOpsToken(request);
      actor = { ...OPS_ACTOR, via: token() ? 'ops-token' : 'open' };
    } else {
      const member = studio!.member(cookieOf(request, SESSION_COOKIE));
      if (!member) {
        if (request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '')) {
          return reply.header('cache-control', 'no-store').redirect(`/studio/sign-in?next=${encodeURIComponent(request.url)}`, 303);
        }
        throw new ApiError(401, 'Sign in to the studio first (/studio/sign-in): each member signs in with their own id and token.');
      }
      actor = { id: member.id, name: member.name, email: member.email, role: member.role, via: 'session' };
    }
    if (!roleAllows(actor.role, needed)) throw new ApiError(403, `This needs the ${needed} role: ${actor.name} (${actor.id}) is ${actor.role === 'editor' ? 'an' : 'a'} ${actor.role}.`);
    request.studioActor = actor;
  };
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!isStaffPath(url) || route.config?.staff === 'public') return;
    const guard = url === '/studio' || url.startsWith('/studio/') ? studioGuard(route.config?.studioRole ?? 'viewer') : opsGuard;
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}
