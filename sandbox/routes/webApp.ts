import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { faviconLink } from '../org/brandedPage.js';
import { orgInfo } from '../org/orgInfo.js';
import { pageOrg } from '../org/pageOrg.js';

const BASE = '/account/heloc';

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
  // Only reply.sendFile is used; dist/ may appear after start (npm run build).
  await app.register(fastifyStatic, { root: dist, prefix: '/', index: false, wildcard: false, serve: false });

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
    if (brand) {
      const baseUrl = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      const tag = `<script type="application/json" id="org-info">${scriptSafeJson(orgInfo(brand, baseUrl))}</script>`;
      html = html.replace(/<link rel="icon"[^>]*>/, '');
      html = html.includes('</head>') ? html.replace('</head>', `${faviconLink(brand)}${tag}</head>`) : `${tag}${html}`;
    }
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get(BASE, serveApp);
  app.get(`${BASE}/*`, serveApp);

  // Static files of the build outside the base path (e.g. /assets/...).
  app.get('/assets/*', async (request, reply) => {
    const rel = decodeURIComponent((request.params as { '*': string })['*']);
    const resolved = path.resolve(dist, 'assets', rel);
    if (!resolved.startsWith(path.resolve(dist) + path.sep) || !fs.existsSync(resolved)) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=3600').sendFile(path.relative(dist, resolved));
  });
}
