import type { FastifyInstance, FastifyReply } from 'fastify';

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

/** Headers every response carries. */
const everyResponse: Record<string, string> = {
  // Browsers keep to HTTPS for a year once they have seen this over HTTPS (ignored over plain HTTP).
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** Headers that govern a document (or a worker): what it may load, embed, open and use. */
const documentHeaders: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // A page of the app sets its own (host/page/pages.ts: the camera and microphone on the notary
  // session, the location where signing asks for it); any other document may use none of them.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * A script, stylesheet, image or font a page loads is governed by that page's headers, never by its
 * own: those responses leave the document headers out (about 0.5 KB on each of the ~25 files a
 * first screen loads, issue 13), as production hosts do. A worker script keeps them (a worker runs
 * under its own response's policy), and so does SVG.
 */
const SUBRESOURCE = /^(application\/javascript|text\/javascript|text\/css|image\/|font\/)/;
export function isSubresource(url: string, contentType: string): boolean {
  // SVG opened on its own is a document that can run script: it keeps them.
  return SUBRESOURCE.test(contentType) && !contentType.startsWith('image/svg') && !/\.worker\b/.test(url.split('?')[0]!);
}

/**
 * Other sites a page may call besides its own: a lender's own provider of a service (a brand's
 * `services.*.url`, schemas/meta/brand.schema.json) when it is an https URL. Only the origin is
 * allowed; a path on this site adds nothing.
 */
const extraConnect = new WeakMap<FastifyReply, string[]>();
export function allowConnect(reply: FastifyReply, urls: readonly string[]): void {
  const origins = urls.flatMap((u) => {
    if (!u.startsWith('https://')) return [];
    try { return [new URL(u).origin]; } catch { return []; }
  });
  if (origins.length > 0) extraConnect.set(reply, [...new Set(origins)]);
}

/**
 * A content-delivery base (000 §9) the page loads the build's files from: scripts, styles, fonts
 * and images from that origin too, and nothing else from it.
 */
const assetOrigin = new WeakMap<FastifyReply, string>();
export function allowAssets(reply: FastifyReply, assetBase: string): void {
  assetOrigin.set(reply, new URL(assetBase).origin);
}

/** The page's policy with the extra origins its reply was given. */
function policyFor(reply: FastifyReply): string {
  let policy = CONTENT_SECURITY_POLICY;
  const extra = extraConnect.get(reply);
  if (extra) policy = policy.replace("connect-src 'self'", `connect-src 'self' ${extra.join(' ')}`);
  const assets = assetOrigin.get(reply);
  if (assets) {
    policy = policy
      .replace("script-src 'self'", `script-src 'self' ${assets}`)
      .replace("style-src 'self'", `style-src 'self' ${assets}`)
      .replace("img-src 'self'", `img-src 'self' ${assets}`)
      .replace("default-src 'self'", `default-src 'self'; font-src 'self' ${assets}`);
  }
  return policy;
}

/** Strict headers on every response, errors and static files included (documents' own headers on documents and workers). */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(everyResponse);
    if (!isSubresource(request.url, String(reply.getHeader('content-type') ?? ''))) {
      for (const [name, value] of Object.entries(documentHeaders)) if (!reply.hasHeader(name)) reply.header(name, value);
      reply.header('content-security-policy', policyFor(reply));
    }
    if (!reply.hasHeader('cache-control') && !request.url.startsWith('/assets/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
