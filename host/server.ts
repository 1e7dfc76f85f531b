/**
 * The production host (`npm run host`, README "Deploy"): the built app for the lender's host names,
 * through the page module the sandbox uses too (host/page/pages.ts), and a gateway that forwards
 * the operations of schemas/operations.json to the lender's services (host/gateway.ts). It keeps
 * no state: what it reads for pages (pricing, licences, flags, banners, an application's org) is
 * only cached, so any number of copies behind one address are interchangeable. It serves no staff
 * page (/studio, /ops) and nothing of the sandbox.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { isUuid, uuidIn } from '../engine/index.ts';
import { matchOperation, operationUrl } from '../engine/operations.ts';
import { loadBrand } from '../engine/config/brandFiles.ts';
import { flagsFor } from '../engine/config/flagsFile.ts';
import { journeyRouteTables } from '../engine/config/journeyRouteTables.ts';
import { readOperationTable } from '../engine/config/operationTable.ts';
import type { ResolvedHostConfig } from '../engine/config/hostConfig.ts';
import type { Pricing } from '../engine/pricing.ts';
import { installDrain } from './http/drain.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { installGateway } from './gateway.ts';
import { installMetrics, routeClassOf } from './metrics.ts';
import { installPages, plainPage } from './page/pages.ts';
import { orgInfo } from './page/orgInfo.ts';
import { pageAnswers, type BannerFiles } from './page/pageAnswers.ts';
import { refreshing } from './refreshing.ts';
import { requestDictionary } from './page/language.ts';
import { dictionariesIn } from '../engine/config/localeFiles.ts';
import { translate } from '../engine/locale.ts';

export interface HostOptions {
  config: ResolvedHostConfig;
  /** The repository: journeys/, brands/, schemas/ (the config the build was made from). */
  root: string;
  /** JSON log lines (one per request); off in tests that start many hosts. */
  logger?: boolean;
}

class UpstreamError extends Error {}

declare module 'fastify' {
  interface FastifyInstance {
    /** SIGTERM: /readyz answers 503 from now on, while the host goes on serving (host/main.ts). */
    stopTakingNew(): void;
  }
}

export async function buildHost(options: HostOptions): Promise<FastifyInstance> {
  const { config, root } = options;
  const table = readOperationTable(root);
  if (!table) throw new Error(`The operation table schemas/operations.json is missing under ${root}`);
  const shell = JSON.parse(fs.readFileSync(path.join(root, 'schemas/shell/shell.json'), 'utf8')) as { banners: BannerFiles };
  const app = Fastify({
    logger: options.logger === false ? false : { level: 'info' },
    // The host writes its own single line per request (below).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Behind a load balancer: the protocol and the client address come from its X-Forwarded-* headers.
    trustProxy: true,
    pluginTimeout: 30_000,
  });
  installDrain(app);
  installSecurityHeaders(app);
  const metrics = installMetrics(app);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  // A request whose client left before the answer gets its line too (it never reaches onResponse).
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) request.log.info({ method: request.method, path: request.url.split('?')[0], host: request.hostname, status: 499, ms: Math.round(reply.elapsedTime * 10) / 10, class: routeClassOf(request) }, 'request aborted by the client');
    });
  });
  // One JSON line per request (pino's own), with its id.
  app.addHook('onResponse', async (request, reply) => {
    // The path only: a query can hold what the applicant typed (an address search).
    request.log.info({ method: request.method, path: request.url.split('?')[0], host: request.hostname, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, class: routeClassOf(request) }, 'request');
  });

  const upstreamOf = (service: string): string => config.upstreams[service] ?? config.upstreams.default;
  const ttlMs = config.refreshSeconds * 1000;
  /** A JSON GET of an operation or site path from its upstream, within the response timeout. */
  const getJson = async (service: string, urlPath: string, init: RequestInit = {}): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetch(`${upstreamOf(service)}${urlPath}`, { ...init, headers: { accept: 'application/json', ...(init.headers ?? {}) }, signal: AbortSignal.timeout(config.timeouts.responseMs) });
    } catch (e) {
      const timeout = (e as Error).name === 'TimeoutError';
      metrics.upstreamError(service, timeout ? 'timeout' : 'error');
      throw new UpstreamError(`${service} (${upstreamOf(service)}) ${timeout ? 'did not answer in time' : 'did not answer'} for ${urlPath.split('?')[0]}: ${((e as Error).cause as Error | undefined)?.message ?? (e as Error).message}`);
    }
    if (!res.ok) {
      metrics.upstreamError(service, 'error');
      throw new UpstreamError(`${service} (${upstreamOf(service)}) answered ${res.status} for ${urlPath.split('?')[0]}`);
    }
    return res.json();
  };
  const op = (name: string) => table.operations[name]!;
  const pricing = refreshing(async () => (await getJson(op('pricing').upstream, operationUrl(table.operations, 'pricing'))) as Pricing, { ttlMs, maxKeys: 1 });
  const licences = refreshing(async (org) => {
    const list = await getJson(op('stateLicenses').upstream, `${operationUrl(table.operations, 'stateLicenses')}?orgCode=${encodeURIComponent(org)}`);
    return Array.isArray(list) ? list.map((s: { abbrev?: unknown }) => String(s?.abbrev ?? '')).filter(Boolean) : [];
  }, { ttlMs });
  const flags = refreshing(async (org): Promise<unknown[]> => {
    if (config.flagsFile) return Object.values(flagsFor(config.flagsFile, org));
    const body = JSON.stringify({ optimizeUser: { attributes: { organization: org } } });
    const list = await getJson(op('features').upstream, operationUrl(table.operations, 'features', { context: 'external' }), { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    return Array.isArray(list) ? list : [];
  }, { ttlMs });
  const applicationOrg = refreshing(async (uuid) => {
    const found = (await getJson(op('applicationOrganisation').upstream, operationUrl(table.operations, 'applicationOrganisation', { uuid }))) as { orgCode?: unknown };
    return typeof found?.orgCode === 'string' ? found.orgCode : '';
  }, { ttlMs: 10 * ttlMs, maxKeys: 10_000 });
  /** A banner file or the hours: a site path or an operation, from its upstream. */
  const answerOf = refreshing(async (p) => {
    const service = config.sitePaths.some((prefix) => p.startsWith(prefix)) ? 'site' : matchOperation(table.operations, 'GET', p.split('?')[0]!)?.operation.upstream ?? 'default';
    return getJson(service, p);
  }, { ttlMs });
  const brandsDir = path.join(root, 'brands');
  const orgByHost = (request: { hostname: string }): string | null => config.orgs[request.hostname.toLowerCase()] ?? config.defaultOrg ?? null;
  // The words of the pages the host words itself, in the reader's language among the brand's (host/page/language.ts).
  const wordsOf = requestDictionary(dictionariesIn(root));

  // A lender's service that does not answer is said in the reader's language too.
  await installGateway(app, { config, table, metrics, words: (request) => { const org = orgByHost(request); return wordsOf(request, org ? loadBrand(brandsDir, org) : null); } });
  const journeysDir = path.join(root, 'journeys');
  await installPages(app, {
    distDir: config.distDir,
    journeys: journeyRouteTables(journeysDir),
    // The app's files only: not the staff studio's bundles, the build's metafile or its server entries.
    serves: (file) => file.startsWith('assets/') && !file.startsWith('assets/studio/'),
    ...(config.assetBase ? { assetBase: config.assetBase } : {}),
    // The public pages of the lenders this host serves prerendered once it is ready (host/page/prerender.ts).
    drawAhead: () => [...new Set([...Object.values(config.orgs), ...(config.defaultOrg ? [config.defaultOrg] : [])])].map((orgCode) => ({ orgCode })),
    sources: {
      async orgFor(request, _reply, urlPath) {
        const next = (request.query as { next?: unknown }).next;
        const uuid = uuidIn(urlPath) ?? (typeof next === 'string' ? uuidIn(next) : null);
        if (uuid && isUuid(uuid)) {
          const org = await applicationOrg.get(uuid.toLowerCase()).catch(() => '');
          if (org && loadBrand(brandsDir, org)) return org;
        }
        return orgByHost(request);
      },
      brand: (orgCode) => loadBrand(brandsDir, orgCode),
      orgInfo: async (brand, baseUrl) => orgInfo(brand, baseUrl, await pricing.get(''), await licences.get(brand.orgCode).catch(() => undefined)),
      flags: (orgCode) => flags.get(orgCode).catch(() => []),
      answers: () => pageAnswers(async (p) => answerOf.get(p).catch(() => undefined), shell.banners),
      dictionary: wordsOf,
    },
  });
  // Read what pages need once at start, so a new copy can serve pages even if its upstream is down
  // later (the reads are not waited for: a copy starts whatever its upstream's state).
  app.addHook('onReady', async () => {
    const orgs = [...new Set([...Object.values(config.orgs), ...(config.defaultOrg ? [config.defaultOrg] : [])])];
    void Promise.allSettled([
      pricing.get(''),
      ...orgs.flatMap((org) => [licences.get(org), flags.get(org)]),
      pageAnswers(async (p) => answerOf.get(p).catch(() => undefined), shell.banners),
    ]).then((results) => {
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as Error).message);
      if (failed.length > 0) app.log.warn({ failed }, 'page data not read at start; read again on the first page');
    });
  });

  app.get('/healthz', { config: { routeClass: 'health' } }, async () => ({ status: 'ok' }));
  // Ready: this copy can serve pages: the build is there and the lender's page data has been read
  // (at start, or since). The upstreams are checked and reported too (and in /metrics as
  // host_upstream_up), but an upstream shared by every copy being down does not make a copy that
  // has its page data unready: taking every copy out of the load balancer would only replace the
  // host's worded answers with the balancer's own error.
  let ready: { at: number; ok: boolean; body: Record<string, unknown> } | null = null;
  let stopping = false;
  app.decorate('stopTakingNew', () => {
    stopping = true;
  });
  app.get('/readyz', { config: { routeClass: 'health' } }, async (_request, reply) => {
    if (stopping) return reply.code(503).send({ ready: false, checks: { stopping: 'SIGTERM: finishing, send no more requests' } });
    if (!ready || Date.now() - ready.at > 5000) {
      const dist = fs.existsSync(path.join(config.distDir, 'index.html'));
      const upstreams: Record<string, string> = {};
      await Promise.all([...new Set(Object.values(config.upstreams))].map(async (base) => {
        try {
          await fetch(base, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
          upstreams[base] = 'ok';
        } catch (e) {
          upstreams[base] = `not answering: ${((e as Error).cause as Error | undefined)?.message ?? (e as Error).message}`;
        }
        metrics.upstreamUp(base, upstreams[base] === 'ok');
      }));
      const pageData = await pricing.get('').then(() => 'ok', (e: Error) => `not read: ${e.message}`);
      const ok = dist && pageData === 'ok';
      ready = { at: Date.now(), ok, body: { ready: ok, checks: { dist: dist ? 'ok' : 'missing: run npm run build', config: 'ok', pageData }, upstreams } };
    }
    return reply.code(ready.ok ? 200 : 503).send(ready.body);
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const org = orgByHost(request);
    const dictionary = wordsOf(request, org ? loadBrand(brandsDir, org) : null);
    reply.code(404);
    if (dictionary) reply.header('content-language', dictionary.language);
    if (wantsHtml) return reply.type('text/html; charset=utf-8').send(plainPage('Page not found', 'There is no page at this address.', undefined, dictionary));
    return reply.send({ statusCode: 404, error: 'Not Found', message: translate('There is nothing at this address.', dictionary) });
  });
  return app;
}
