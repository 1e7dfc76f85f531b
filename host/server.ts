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
import { isUuid, UUID_PATTERN } from '../engine/index.ts';
import { operationUrl } from '../engine/operations.ts';
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
import { installPages } from './page/pages.ts';
import { orgInfo } from './page/orgInfo.ts';
import { pageAnswers, type BannerFiles } from './page/pageAnswers.ts';
import { refreshing } from './refreshing.ts';

export interface HostOptions {
  config: ResolvedHostConfig;
  /** The repository: journeys/, brands/, schemas/ (the config the build was made from). */
  root: string;
  /** JSON log lines (one per request); off in tests that start many hosts. */
  logger?: boolean;
}

/** The application id in a page's path, or in the sign-in page's ?next= (a page about that application). */
const APPLICATION_ID = new RegExp(UUID_PATTERN.source.replace(/^\^|\$$/g, ''), 'i');

class UpstreamError extends Error {}

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
  // One JSON line per request (pino's own), with its id.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, class: routeClassOf(request) }, 'request');
  });

  const upstreamOf = (service: string): string => config.upstreams[service] ?? config.upstreams.default;
  const ttlMs = config.refreshSeconds * 1000;
  /** A JSON GET of an operation or site path from its upstream, within the response timeout. */
  const getJson = async (service: string, urlPath: string, init: RequestInit = {}): Promise<unknown> => {
    const res = await fetch(`${upstreamOf(service)}${urlPath}`, { ...init, headers: { accept: 'application/json', ...(init.headers ?? {}) }, signal: AbortSignal.timeout(config.timeouts.responseMs) });
    if (!res.ok) throw new UpstreamError(`${service} answered ${res.status} for ${urlPath}`);
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
    const service = config.sitePaths.some((prefix) => p.startsWith(prefix)) ? 'site' : Object.values(table.operations).find((o) => p.startsWith(o.path.split('{')[0]!))?.upstream ?? 'default';
    return getJson(service, p);
  }, { ttlMs });
  const brandsDir = path.join(root, 'brands');
  const orgByHost = (request: FastifyRequest): string => config.orgs[request.hostname.toLowerCase()] ?? config.defaultOrg;

  await installGateway(app, { config, table, metrics });
  const journeysDir = path.join(root, 'journeys');
  await installPages(app, {
    distDir: config.distDir,
    journeys: journeyRouteTables(journeysDir),
    ...(config.assetBase ? { assetBase: config.assetBase } : {}),
    sources: {
      async orgFor(request, _reply, urlPath) {
        const next = (request.query as { next?: unknown }).next;
        const uuid = APPLICATION_ID.exec(urlPath)?.[0] ?? (typeof next === 'string' ? APPLICATION_ID.exec(next)?.[0] : undefined);
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
    },
  });
  app.get('/healthz', { config: { routeClass: 'health' } }, async () => ({ status: 'ok' }));
  // Ready: the build is there and every upstream answers HTTP (any status) within two seconds.
  let ready: { at: number; body: { ready: boolean; checks: Record<string, string> } } | null = null;
  app.get('/readyz', { config: { routeClass: 'health' } }, async (_request, reply) => {
    if (!ready || Date.now() - ready.at > 5000) {
      const checks: Record<string, string> = { dist: fs.existsSync(path.join(config.distDir, 'index.html')) ? 'ok' : 'missing: run npm run build', config: 'ok' };
      await Promise.all([...new Set(Object.values(config.upstreams))].map(async (base) => {
        try {
          await fetch(base, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
          checks[base] = 'ok';
        } catch (e) {
          checks[base] = `not answering: ${(e as Error).message}`;
        }
      }));
      ready = { at: Date.now(), body: { ready: Object.values(checks).every((c) => c === 'ok'), checks } };
    }
    return reply.code(ready.body.ready ? 200 : 503).send(ready.body);
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    reply.code(404);
    if (wantsHtml) return reply.type('text/html; charset=utf-8').send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><main><h1>Page not found</h1><p>There is no page at this address.</p></main></body></html>');
    return reply.send({ statusCode: 404, error: 'Not Found', message: 'There is nothing at this address.' });
  });
  return app;
}
