import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieValue } from '../org/orgChoice.js';
import { opensPage } from './errors.js';

/**
 * The browser session a request comes from, for counting what one visitor repeats (rate limits,
 * the sign-in throttle) instead of the address a household or an office shares. A random id in an
 * HttpOnly session cookie, given with the first page a browser without one opens (a browser
 * session starts with a page; API answers never set it); nothing is stored with it. A request
 * without the cookie (a script that drops cookies, or the page request itself) is counted under its
 * address, so dropping the cookie buys an attacker nothing; one that collects fresh cookies meets
 * the per-address flood guard (http/rateLimits.ts).
 */
export const VISITOR_COOKIE = 'heloc_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** `visitor:<id>` from the session cookie, else `address:<ip>`. */
    visitor: string;
  }
}

export const addressKey = (request: FastifyRequest) => `address:${request.ip}`;

export function installVisitor(app: FastifyInstance): void {
  app.decorateRequest('visitor', '');
  app.addHook('onRequest', async (request, reply) => {
    const id = cookieValue(request, VISITOR_COOKIE);
    if (id && VISITOR_ID.test(id)) {
      request.visitor = `visitor:${id}`;
      return;
    }
    request.visitor = addressKey(request);
    if (!opensPage(request)) return;
    const fresh = randomBytes(16).toString('base64url');
    reply.header('set-cookie', `${VISITOR_COOKIE}=${fresh}; Path=/; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`);
  });
}
