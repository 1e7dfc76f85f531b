import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const headers: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  // Browsers keep to HTTPS for a year once they have seen this over HTTPS (ignored over plain HTTP).
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // Camera for identity documents and, with the microphone, the notary's video call (000 §2); location for secure e-signing (001 §2); nothing else.
  'permissions-policy': 'camera=(self), geolocation=(self), microphone=(self), payment=()',
};

/** Strict headers on every response, errors and static files included. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    if (!reply.hasHeader('cache-control') && !request.url.startsWith('/assets/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
