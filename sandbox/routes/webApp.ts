import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Ctx } from '../context.js';
import { licensedStates } from './licences.js';
import { faviconLink } from '../org/brandedPage.js';
import { orgInfo } from '../org/orgInfo.js';
import { allowConnect } from '../http/securityHeaders.js';
import { pricingOf } from '../org/pricing.js';
import { pageOrg } from '../org/pageOrg.js';
import { pageAnswers } from '../org/pageAnswers.js';
import shell from '../../schemas/shell/shell.json' with { type: 'json' };
import { screenPreloader } from './pagePreload.js';
import { LOGO_TYPES } from '../studio/brandLogo.js';

const BASE = '/account/heloc';
/** esbuild's `[name]-[hash]` file names (8 characters of base32). */
const LOGO_FILE = /^[A-Za-z0-9_-]+\.(svg|png|jpg|webp)$/;
const HASHED_NAME = /-[A-Z0-9]{8}\.(js|css|mjs|png|svg|woff2?)(\.br|\.gz)?$/;

/** JSON for a <script type="application/json"> element: nothing in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The built app under /account/heloc: files from dist/ when they exist, otherwise index.html with the
 * organisation info (000 §1) and the brand's favicon embedded, so client routes load on any path.
 * The org is the application's own on any page about one (pageOrg.ts). 503 until `npm run build`.
 */
export async function webAppRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  const dist = ctx.options.distDir;
  // Only reply.sendFile is used; dist/ may appear after start (npm run build). As a production host
  // would: the build's brotli or gzip copy when the browser takes it, and a file whose name carries
  // its content hash kept for a year (a new build gives new names; index.html is never cached).
  await app.register(fastifyStatic, {
    root: dist, prefix: '/', index: false, wildcard: false, serve: false, preCompressed: true,
    setHeaders: (res, file) => res.header('cache-control', HASHED_NAME.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const screenChunks = screenPreloader(dist);

  const fileFor = (urlPath: string): string | null => {
    const rest = urlPath.slice(BASE.length).replace(/^\/+/, '');
    for (const candidate of [path.join(dist, rest), path.join(dist, urlPath)]) {
      const resolved = path.resolve(candidate);
      if (!resolved.startsWith(path.resolve(dist) + path.sep)) continue;
      if (fs.existsSync(resolved) && fs.statSync(resolved).isFile()) return path.relative(dist, resolved);
    }
    return null;
  };

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const index = path.join(dist, 'index.html');
    if (!fs.existsSync(index)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet. Run `npm run build` (or `npm start`), then reload this page.\n');
    }
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '');
    const file = urlPath.startsWith(`${BASE}/`) ? fileFor(urlPath) : null;
    if (file && path.basename(file) !== 'index.html') return reply.sendFile(file);
    const orgCode = pageOrg(ctx, request, reply, urlPath);
    const brand = ctx.brand(orgCode);
    let html = fs.readFileSync(index, 'utf8');
    // The screen of this route starts downloading with the app, not after it.
    const preload = screenChunks(urlPath).map((href) => `<link rel="modulepreload" href="${href}" />`).join('');
    if (preload) html = html.replace('<script type="module"', `${preload}<script type="module"`);
    if (brand) {
      // A lender's own providers (brand `services`) may be called from its pages.
      allowConnect(reply, Object.values((brand as { services?: Record<string, { url?: unknown }> }).services ?? {}).map((s) => String(s?.url ?? '')));
      const baseUrl = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      // The organisation's info and feature flags (000 §1, §7) come with the page, so no route waits for a flags call.
      const flags = { orgCode: brand.orgCode, features: Object.values(ctx.flags(brand.orgCode)) };
      // The banners and the hours they name, answered in-process, come with the page too (pageAnswers.ts).
      const answers = await pageAnswers(async (p) => {
        const res = await app.inject({ method: 'GET', url: p });
        return res.statusCode === 200 ? res.json() : undefined;
      }, shell.banners);
      const tag = `<script type="application/json" id="org-info">${scriptSafeJson(orgInfo(brand, baseUrl, pricingOf(ctx.dataFile), licensedStates(ctx, brand.orgCode)))}</script>`
        + `<script type="application/json" id="org-flags">${scriptSafeJson(flags)}</script>`
        + `<script type="application/json" id="page-answers">${scriptSafeJson(answers)}</script>`;
      html = html.replace(/<link rel="icon"[^>]*>/, '');
      html = html.includes('</head>') ? html.replace('</head>', `${faviconLink(brand)}${tag}</head>`) : `${tag}${html}`;
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get(BASE, serveApp);
  app.get(`${BASE}/*`, serveApp);

  // A brand's logo: the build's copy, or (a brand added in the studio since the build) the file in
  // renderer/public/logos, so a new lender's pages show their logo without a rebuild. An SVG opened
  // alone runs nothing (the studio refuses scripts in it too).
  const logoHeaders: onSendHookHandler = async (_request, reply, payload) => {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return payload;
  };
  app.get(`${BASE}/assets/logos/:file`, { onSend: logoHeaders }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!LOGO_FILE.test(file)) return reply.callNotFound();
    if (fs.existsSync(path.join(dist, 'assets', 'logos', file))) return reply.sendFile(path.join('assets', 'logos', file));
    const source = path.join(ctx.options.configRoot, 'renderer', 'public', 'logos', file);
    if (!fs.existsSync(source)) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .type(LOGO_TYPES[file.slice(file.lastIndexOf('.') + 1)]!)
      .send(fs.readFileSync(source));
  });

  // Static files of the build outside the base path (e.g. /assets/...).
  app.get('/assets/*', async (request, reply) => {
    const rel = decodeURIComponent((request.params as { '*': string })['*']);
    const resolved = path.resolve(dist, 'assets', rel);
    if (!resolved.startsWith(path.resolve(dist) + path.sep) || !fs.existsSync(resolved)) return reply.callNotFound();
    return reply.sendFile(path.relative(dist, resolved));
  });
}
