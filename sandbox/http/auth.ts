import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, forbidden } from './errors.js';
import type { Claims, IdentityType, Tokens } from './tokens.js';

export interface Auth extends Claims {
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    authProblem: 'missing' | 'invalid';
  }
}

/**
 * Reads `Authorization: Bearer <jwt>` on every request. A valid token is echoed back on 200
 * answers (001 §7: the client stores an Authorization header that starts with Bearer).
 */
export function installAuth(app: FastifyInstance, tokens: Tokens): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authProblem', 'missing');
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await tokens.verify(match[1]) : null;
    if (claims && match?.[1]) request.auth = { ...claims, token: match[1] };
    else request.authProblem = 'invalid';
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && request.auth && !reply.hasHeader('authorization')) {
      reply.header('authorization', `Bearer ${request.auth.token}`);
    }
    return payload;
  });
}

/** The signed-in identity, or 401. With `types`, other identity types get 403. */
export function requireAuth(request: FastifyRequest, types?: IdentityType[]): Auth {
  const auth = request.auth;
  if (!auth) throw new ApiError(401, request.authProblem === 'invalid' ? 'invalid token' : 'unauthenticated');
  if (types && !types.includes(auth.type)) {
    throw forbidden(auth.type === 'CO_DEEDER' ? 'Additional signers cannot use this.' : 'Only additional signers can use this.');
  }
  return auth;
}

export const requireBorrower = (request: FastifyRequest) => requireAuth(request, ['BORROWER']);
export const requireSigner = (request: FastifyRequest) => requireAuth(request, ['CO_DEEDER']);
