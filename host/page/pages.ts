/**
 * "A page with its organisation": the built app under /account/heloc, as both the production host
 * (host/server.ts) and the sandbox (sandbox/routes/webApp.ts) serve it. Files of dist/ as they are
 * (brotli or gzip copies when the browser takes them; hashed names cached for a year), and any other
 * path under the base gets index.html with the organisation info of the page's org (000 §1), its
 * feature flags, the answers of its first calls, the brand's favicon, the route's screen preloaded,
 * and the route's own Permissions-Policy (engine/documentPolicy.ts). A public page also comes
 * prerendered (host/page/prerender.ts): `#root` holds the app's first render and the document the
 * brand's colours and title, for the browser to hydrate. Where the org, its data and its
 * flags come from is the server's business (`PageSources`); nothing about a page is written twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentPolicy, permissionsPolicy, type JourneyRoutes } from '../../engine/index.ts';
import type { Brand } from '../../engine/config/brandFiles.ts';
import { allowConnect, allowAssets } from '../http/securityHeaders.ts';
import { screenPreloader } from './preload.ts';
import { escapeHtml, faviconLink, scriptSafeJson } from './html.ts';
import { pagePrerenderer, prerenderedRoutes, type PrerenderedPage } from './prerender.ts';
import { pageLanguage } from './pageLanguage.ts';
import type { OrgInfo } from '../../engine/index.ts';
import type {} from '../metrics.ts';
import { translate, type Dictionary } from '../../engine/locale.ts';

export const BASE = '/account/heloc';
/** esbuild's `[name]-[hash]` file names (8 characters of base32). */
const HASHED_NAME = /-[A-Z0-9]{8}\.(js|css|mjs|png|svg|woff2?)(\.br|\.gz)?$/;

/** Where a page's organisation and its data come from. */
export interface PageSources {
  /** The org code of the page at `urlPath` (the application's own on a page about one); null: no lender is served under this host name. */
  orgFor(request: FastifyRequest, reply: FastifyReply, urlPath: string): Promise<string | null>;
  /** The merged brand of an org code, or null (the page then says "No private label data found", 000 §1). */
  brand(orgCode: string): Brand | null;
  /** The organisation info of 000 §1 for the brand (host/page/orgInfo.ts). */
  orgInfo(brand: Brand, baseUrl: string): Promise<Record<string, unknown>>;
  /** The org's feature flags (000 §7), as the features operation answers them. */
  flags(orgCode: string): Promise<unknown[]>;
  /** The answers of the page's first calls (host/page/pageAnswers.ts). */
  answers(): Promise<Record<string, unknown>>;
  /** The words a page the server words itself is in (host/page/language.ts); English when absent or undefined. */
  dictionary?(request: FastifyRequest, brand: Brand | null): Dictionary | undefined;
}

export interface PageOptions {
  distDir: string;
  /** The journeys' route tables as they are now (the screen to preload, the route's devices). */
  journeys: () => readonly JourneyRoutes[];
  sources: PageSources;
  /** Which files of dist/ are served (path relative to dist/); every one when not given. */
  serves?: (file: string) => boolean;
  /** A content-delivery base for dist/'s files (000 §9): `${assetBase}/assets/…` stands for `/account/heloc/assets/…`. */
  assetBase?: string;
  /**
   * The lenders whose public pages are prerendered when the server is ready (host/page/prerender.ts),
   * not waited for, each with the query its pages are reached with (the sandbox's `org=`); others on their first request.
   */
  drawAhead?: () => readonly { orgCode: string; search?: string }[];
}

/** The page for `urlPath` from the built index.html: everything a first paint needs, in the head (and its first render in `#root` when prerendered). */
export function pageHtml(index: string, parts: { orgInfo?: unknown; flags?: unknown; answers?: unknown; favicon?: string; preload: readonly string[]; assetBase?: string; prerendered?: PrerenderedPage | null; language?: string }): string {
  // The page's language (host/page/pageLanguage.ts) from the first byte; the app keeps it current (renderer/app/language.tsx).
  let html = parts.language && parts.language !== 'en' ? index.replace('<html lang="en">', `<html lang="${escapeHtml(parts.language)}">`) : index;
  const pre = parts.prerendered;
  if (pre) {
    // The brand's theme as renderer/app/theme.ts applies it, so the page is in its colours before any script.
    const style = pre.theme.properties.map(([name, value]) => `${name}:${value}`).join(';');
    html = html
      .replace(/<html lang="([a-z]{2})">/, (_m, lang: string) => `<html lang="${lang}" data-org="${escapeHtml(pre.theme.orgCode)}"${style ? ` style="${escapeHtml(style)}"` : ''}>`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pre.theme.title)}</title>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(pre.marker)}">${pre.html}</div>`);
  }
  const preload = parts.preload.map((href) => `<link rel="modulepreload" href="${href}" />`).join('');
  if (preload) html = html.replace('<script type="module"', `${preload}<script type="module"`);
  if (parts.orgInfo) {
    const tag = `<script type="application/json" id="org-info">${scriptSafeJson(parts.orgInfo)}</script>`
      + `<script type="application/json" id="org-flags">${scriptSafeJson(parts.flags)}</script>`
      + `<script type="application/json" id="page-answers">${scriptSafeJson(parts.answers ?? {})}</script>`;
    html = html.replace(/<link rel="icon"[^>]*>/, '');
    html = html.includes('</head>') ? html.replace('</head>', `${parts.favicon ?? ''}${tag}</head>`) : `${tag}${html}`;
  }
  // Every file of the build (scripts, styles, preloads, logos in the org info) from the CDN; the
  // lazy chunks and fonts follow, being relative to the files that load them.
  if (parts.assetBase) html = html.split(`"${BASE}/assets/`).join(`"${parts.assetBase}/assets/`);
  return html;
}

/** A short page in words, readable on a phone, for when the app itself cannot be shown; its texts in English, worded by `dictionary` (locales/es/service.json). */
export function plainPage(title: string, text: string, link?: { href: string; label: string }, dictionary?: Dictionary): string {
  const t = (words: string) => translate(words, dictionary);
  return plainPageIn(dictionary?.language ?? 'en', t(title), t(text), link ? { href: link.href, label: t(link.label) } : undefined);
}

function plainPageIn(lang: string, title: string, text: string, link?: { href: string; label: string }): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>`
    + '<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:2rem 1.25rem;color:#1a1a1a;line-height:1.5}main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem}a{color:#0b5cad}</style></head>'
    + `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}</main></body></html>`;
}

/** A page that says, in words, that it cannot be shown just now; it reloads itself by a link. */
export function unavailablePage(dictionary?: Dictionary): string {
  return plainPage('Please try again in a moment', 'We could not load this page just now. Nothing you have already saved is lost. Please try again in a moment.', { href: '', label: 'Reload this page' }, dictionary);
}

/** A page, brotli- or gzip-compressed when the browser takes it (about 13 KB → 3 KB). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  // A page depends on the visitor's language too: their cookie and their browser's languages (pageLanguage.ts).
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie').type('text/html; charset=utf-8');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
  return reply.send(html);
}

export async function installPages(app: FastifyInstance, options: PageOptions): Promise<void> {
  const dist = options.distDir;
  const assetBase = options.assetBase?.replace(/\/+$/, '');
  // Only reply.sendFile is used; dist/ may appear after start (npm run build).
  await app.register(fastifyStatic, {
    root: dist, prefix: '/', index: false, wildcard: false, serve: false, preCompressed: true,
    setHeaders: (res, file) => res.header('cache-control', HASHED_NAME.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const screenChunks = screenPreloader(dist, options.journeys);
  const prerender = pagePrerenderer(dist, options.journeys);
  if (options.drawAhead) {
    const drawAhead = options.drawAhead;
    app.addHook('onReady', async () => {
      void (async () => {
        if (!fs.existsSync(path.join(dist, 'index.html'))) return;
        for (const { orgCode, search } of drawAhead()) {
          const brand = options.sources.brand(orgCode);
          if (!brand) continue;
          try {
            const [orgInfo, features, answers] = await Promise.all([options.sources.orgInfo(brand, 'http://localhost'), options.sources.flags(orgCode), options.sources.answers()]);
            for (const language of (brand['languages'] as string[] | undefined) ?? ['en']) {
              for (const route of prerenderedRoutes(options.journeys())) {
                const url = `${route}${search ? `?${search}` : ''}`;
                await prerender({ orgInfo: orgInfo as OrgInfo, flags: { orgCode, features }, answers, url, language }, (problem) => app.log.warn(problem));
              }
            }
          } catch (error) {
            app.log.warn({ err: (error as Error).message, orgCode }, 'pages not prerendered ahead; drawn on their first request');
          }
        }
      })();
    });
  }

  const fileFor = (urlPath: string): string | null => {
    const rest = urlPath.slice(BASE.length).replace(/^\/+/, '');
    for (const candidate of [path.join(dist, rest), path.join(dist, urlPath)]) {
      const resolved = path.resolve(candidate);
      if (!resolved.startsWith(path.resolve(dist) + path.sep)) continue;
      if (fs.existsSync(resolved) && fs.statSync(resolved).isFile()) {
        const file = path.relative(dist, resolved);
        return !options.serves || options.serves(file.split(path.sep).join('/')) ? file : null;
      }
    }
    return null;
  };

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const index = path.join(dist, 'index.html');
    if (!fs.existsSync(index)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet. Run `npm run build` (or `npm start`), then reload this page.\n');
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '');
    } catch {
      return reply.callNotFound();
    }
    const file = urlPath.startsWith(`${BASE}/`) ? fileFor(urlPath) : null;
    if (file && path.basename(file) !== 'index.html') return reply.sendFile(file);
    // A file of the build that is not there (or not served) is not a page of the app.
    if (urlPath.startsWith(`${BASE}/assets/`)) return reply.callNotFound();
    const orgCode = await options.sources.orgFor(request, reply, urlPath);
    // No lender here: no brand, so no language but the config's own is offered.
    if (orgCode === null) return reply.code(421).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(plainPage('This address is not set up', 'No lender is served at this address. Check the link you followed, or go to your lender\'s own website.'));
    const brand = options.sources.brand(orgCode);
    reply.header('permissions-policy', permissionsPolicy(documentPolicy(options.journeys(), urlPath)));
    if (assetBase) allowAssets(reply, assetBase);
    const preload = screenChunks(urlPath);
    if (!brand) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageHtml(fs.readFileSync(index, 'utf8'), { preload, ...(assetBase ? { assetBase } : {}) }));
    // A lender's own providers (brand `services`) may be called from its pages.
    allowConnect(reply, Object.values((brand['services'] ?? {}) as Record<string, { url?: unknown }>).map((s) => String(s?.url ?? '')));
    const baseUrl = `${request.protocol}://${request.host || 'localhost'}`;
    let orgInfo: Record<string, unknown>, features: unknown[], answers: Record<string, unknown>;
    try {
      [orgInfo, features, answers] = await Promise.all([options.sources.orgInfo(brand, baseUrl), options.sources.flags(brand.orgCode), options.sources.answers()]);
    } catch (error) {
      // The lender's data for the page cannot be read (its service is down and nothing is cached yet).
      request.log.warn({ err: (error as Error).message }, 'page data unavailable');
      const dictionary = options.sources.dictionary?.(request, brand);
      if (dictionary) reply.header('content-language', dictionary.language);
      return reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').type('text/html; charset=utf-8').send(unavailablePage(dictionary));
    }
    const flags = { orgCode: brand.orgCode, features };
    const url = `${urlPath.slice(BASE.length) || '/'}${request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''}`;
    const language = pageLanguage(request, brand['languages'] as string[] | undefined).result;
    const prerendered = await prerender({ orgInfo: orgInfo as OrgInfo, flags, answers, url, language }, (problem) => request.log.warn(problem));
    const html = pageHtml(fs.readFileSync(index, 'utf8'), {
      orgInfo,
      // The organisation's flags come with the page, so no route waits for a flags call (000 §7).
      flags,
      answers,
      favicon: faviconLink(brand),
      preload,
      prerendered,
      language,
      ...(assetBase ? { assetBase } : {}),
    });
    return sendHtml(request, reply, html);
  };
  app.get(BASE, { config: { routeClass: 'page' } }, serveApp);
  app.get(`${BASE}/*`, { config: { routeClass: 'page' } }, serveApp);
  // A form of a prerendered page sent by the browser before the app runs (renderer/screens/SchemaScreen.tsx
  // posts, so nothing typed lands in an address or a log): the page again, where the app now runs.
  // Its body is read and dropped, whatever its type.
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
    });
    const again = async (request: FastifyRequest, reply: FastifyReply) => reply.header('cache-control', 'no-store').redirect(request.url, 303);
    scope.post(BASE, { config: { routeClass: 'page' } }, again);
    scope.post(`${BASE}/*`, { config: { routeClass: 'page' } }, again);
  });

  // Static files of the build outside the base path (e.g. /assets/...).
  app.get('/assets/*', { config: { routeClass: 'asset' } }, async (request, reply) => {
    const rel = decodeURIComponent((request.params as { '*': string })['*']);
    const resolved = path.resolve(dist, 'assets', rel);
    if (!resolved.startsWith(path.resolve(dist) + path.sep) || !fs.existsSync(resolved)) return reply.callNotFound();
    if (options.serves && !options.serves(path.relative(dist, resolved).split(path.sep).join('/'))) return reply.callNotFound();
    return reply.sendFile(path.relative(dist, resolved));
  });
}
