/**
 * The production host (host/server.ts) in front of a real sandbox (the lender's services, HTTP and
 * SQLite) and of a small upstream that misbehaves on purpose: pages in the host name's lender, the
 * gateway's routing (operations only; anything else 404 without reaching an upstream), request ids,
 * streamed bodies, readable answers when an upstream is down or slow, websockets, health, metrics.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost } from '../../host/server.ts';
import { loadHostConfig, type ResolvedHostConfig } from '../../engine/config/hostConfig.ts';
import { client, newApplicant, start, type Running } from '../sandbox/helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A built app's shape, enough for the page module: index.html, one hashed script, the screen manifest. */
function fakeDist(dir: string): string {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><link rel="icon" href="data:," /><link rel="stylesheet" href="/account/heloc/assets/main-AAAAAAAA.css" /><script type="module" src="/account/heloc/assets/main-BBBBBBBB.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-BBBBBBBB.js'), 'export {};\n');
  fs.mkdirSync(path.join(dist, 'assets', 'studio'));
  fs.writeFileSync(path.join(dist, 'assets', 'studio', 'studio-DDDDDDDD.js'), 'export {};\n');
  fs.writeFileSync(path.join(dist, 'meta.json'), '{"inputs":{}}');
  fs.writeFileSync(path.join(dist, 'assets.json'), JSON.stringify({ screens: { 'application/notary/session': ['/account/heloc/assets/chunks/NotarySession-CCCCCCCC.js'] } }));
  return dist;
}

/** An upstream for the gateway's edges: echoes what it got, answers late, or takes a socket. */
const pricing = { down: true };

async function oddUpstream(seen: string[], pricingFrom: () => string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  // The lender's pricing: down until a test brings it up, then the sandbox's.
  app.get('/service-application/external/api/v1/heloc/pricing', async (_request, reply) => {
    if (pricing.down) return reply.code(500).send({ message: 'down' });
    return (await fetch(`${pricingFrom()}/service-application/external/api/v1/heloc/pricing`)).json();
  });
  await app.register(websocket);
  app.addHook('onRequest', async (request) => {
    seen.push(`${request.method} ${request.url}`);
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_r, body, done) => done(null, body));
  app.post('/service-application/api/v1/application/heloc/:uuid/identity-documents', async (request) => ({
    bytes: (request.body as Buffer).length,
    requestId: request.headers['x-request-id'],
    forwardedHost: request.headers['x-forwarded-host'],
  }));
  app.get('/service-application/api/v1/application/heloc/:uuid', async () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 1500)));
  app.get('/service-omni-proxy/ws', { websocket: true }, (socket) => {
    socket.on('message', (data) => socket.send(`echo:${String(data)}`));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

function configFor(env: Record<string, string>, dist: string): ResolvedHostConfig {
  const { config, problems } = loadHostConfig(root, env);
  if (!config) throw new Error(problems.join('\n'));
  return { ...config, distDir: dist };
}

describe('the production host', () => {
  let sandbox: Running;
  let odd: { app: FastifyInstance; url: string };
  const seen: string[] = [];
  let host: FastifyInstance;
  let hostUrl: string;
  let oddHost: FastifyInstance;
  let oddHostUrl: string;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-test-'));
    const dist = fakeDist(dir);
    sandbox = await start();
    odd = await oddUpstream(seen, () => sandbox.url);
    host = await buildHost({ root, logger: false, config: configFor({ UPSTREAM_URL: sandbox.url, HOST_ORGS: 'goodleap.localhost=GOODLEAP_LLC,movement.localhost=MOVEMENT' }, dist) });
    hostUrl = await listen(host);
    // Everything to the odd upstream except the application service, which is a closed port (down).
    oddHost = await buildHost({
      root,
      logger: false,
      config: { ...configFor({ UPSTREAM_URL: odd.url, ASSET_BASE: 'https://cdn.lender.example/heloc', HOST_DEFAULT_ORG: 'GOODLEAP_LLC' }, dist), timeouts: { connectMs: 500, responseMs: 800 }, upstreams: { default: odd.url, 'service-notary': 'http://127.0.0.1:9' } },
    });
    oddHostUrl = await listen(oddHost);
  });

  afterAll(async () => {
    await Promise.all([host?.close(), oddHost?.close(), odd?.app.close(), sandbox?.close()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const page = async (url: string, hostName: string) => {
    // As a load balancer passes the host name on (fetch cannot set Host itself).
    const res = await fetch(url, { headers: { 'x-forwarded-host': hostName } });
    const html = await res.text();
    const info = JSON.parse(/<script type="application\/json" id="org-info">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { orgCode?: string; orgPricingData?: unknown; orgMetaData?: { companyInfo?: { companyName?: string } } } | null;
    return { res, html, info };
  };

  it('serves a page in the lender of its host name, with the organisation info, flags and security headers', async () => {
    const { res, html, info } = await page(`${hostUrl}/account/heloc/register-v2`, 'goodleap.localhost');
    expect(res.status).toBe(200);
    expect(info?.orgCode).toBe('GOODLEAP_LLC');
    expect(info?.orgMetaData?.companyInfo?.companyName).toBe('GoodLeap, LLC');
    expect(info?.orgPricingData).toBeTruthy();
    expect(html).toContain('id="org-flags"');
    expect(JSON.parse(/id="org-flags">(.*?)<\/script>/.exec(html)![1]!).features.length).toBeGreaterThan(3);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Another host name, another lender; an unknown one, the default.
    expect((await page(`${hostUrl}/account/heloc/register-v2`, 'movement.localhost')).info?.orgCode).toBe('MOVEMENT');
    // A host name not set up (a typo) never shows a lender: it is refused in words.
    const elsewhere = await page(`${hostUrl}/account/heloc/register-v2`, 'aply.goodleap.localhost');
    expect(elsewhere.res.status).toBe(421);
    expect(elsewhere.info).toBeNull();
    expect(elsewhere.html).toContain('No lender is served at this address.');
    expect(elsewhere.html).not.toMatch(/GoodLeap|Figure/);
  });

  it('shows a page about an application in the application\'s lender, whatever the host name', async () => {
    const api = client(sandbox);
    const applicant = await newApplicant(api);
    const { info } = await page(`${hostUrl}/account/heloc/${applicant.uuid}/product/select`, 'goodleap.localhost');
    expect(info?.orgCode).toBe(applicant.app.orgCode ?? 'FIGURE');
  });

  it('allows the camera and microphone on the notary session only, and the location where signing asks', async () => {
    const uuid = '0b7e7d4e-1d1b-4c7a-9a8e-3c1f2a9b6d5e';
    const goodleap = { headers: { 'x-forwarded-host': 'goodleap.localhost' } };
    const session = await fetch(`${hostUrl}/account/heloc/${uuid}/notary/session`, goodleap);
    expect(session.headers.get('permissions-policy')).toBe('camera=(self), microphone=(self), geolocation=(self), payment=()');
    expect(await session.text()).toContain('/account/heloc/assets/chunks/NotarySession-CCCCCCCC.js');
    const signing = await fetch(`${hostUrl}/account/heloc/${uuid}/signing/sign`, goodleap);
    expect(signing.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self), payment=()');
  });

  it('forwards an operation to its upstream and answers 404 for any other path without reaching one', async () => {
    const hours = await fetch(`${hostUrl}/service-operating-hours/external/api/v1/hours/OPS_CHAT`);
    expect(hours.status).toBe(200);
    expect((await hours.json()).department).toBe('OPS_CHAT');
    // A registration through the host reaches the sandbox and is stored there.
    const api = client({ url: hostUrl });
    const applicant = await newApplicant(api);
    expect((await client(sandbox)('GET', `/service-application/api/v1/application/heloc/${applicant.uuid}`, { token: applicant.token })).status).toBe(200);

    const before = seen.length;
    for (const p of ['/studio', '/studio/gallery', '/ops', '/ops/applications', '/service-application/api/v1/nothing', '/identity/../ops', '/.env']) {
      const res = await fetch(`${oddHostUrl}${p}`);
      expect(res.status, p).toBe(404);
    }
    expect(seen.length).toBe(before);
  });

  it('streams a body to the upstream with the request id and the forwarded host', async () => {
    const body = Buffer.alloc(8 * 1024 * 1024, 7);
    const res = await fetch(`${oddHostUrl}/service-application/api/v1/application/heloc/0b7e7d4e-1d1b-4c7a-9a8e-3c1f2a9b6d5e/identity-documents`, {
      method: 'POST', body, headers: { 'content-type': 'application/octet-stream', 'x-request-id': 'abc-123', 'x-forwarded-host': 'apply.lender.example' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: body.length, requestId: 'abc-123', forwardedHost: 'apply.lender.example' });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });

  it('answers in words when an upstream is slow or down, and counts it', async () => {
    const slow = await fetch(`${oddHostUrl}/service-application/api/v1/application/heloc/0b7e7d4e-1d1b-4c7a-9a8e-3c1f2a9b6d5e`);
    expect(slow.status).toBe(504);
    expect((await slow.json()).message).toBe('Our service is taking too long to answer. Please try again in a moment.');
    const down = await fetch(`${oddHostUrl}/service-notary/secure/api/v1/sessions`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(down.status).toBe(502);
    expect((await down.json()).message).toBe('We could not reach our service just now. Please try again in a moment.');
    const metrics = await (await fetch(`${oddHostUrl}/metrics`)).text();
    expect(metrics).toMatch(/host_upstream_errors_total\{upstream="service-application",kind="timeout"\} 1/);
    expect(metrics).toMatch(/host_upstream_errors_total\{upstream="service-notary",kind="error"\} 1/);
    expect(metrics).toMatch(/host_requests_total\{route_class="api",method="GET",status="504"\} 1/);
  });

  it('proxies a websocket both ways', async () => {
    const socket = new WebSocket(`${oddHostUrl.replace('http', 'ws')}/service-omni-proxy/ws?conversation=1`);
    const answer = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('hello'));
      socket.on('message', (data) => resolve(String(data)));
      socket.on('error', reject);
    });
    expect(answer).toBe('echo:hello');
    socket.close();
  });

  it('says in words that a page cannot be shown while the lender\'s pricing cannot be read, then shows it', async () => {
    const first = await fetch(`${oddHostUrl}/account/heloc/register-v2`, { headers: { accept: 'text/html' } });
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('5');
    expect(await first.text()).toContain('We could not load this page just now.');
    pricing.down = false;
    expect((await fetch(`${oddHostUrl}/account/heloc/register-v2`)).status).toBe(200);
  });

  it('points every file of the build at the CDN and allows exactly its origin', async () => {
    const res = await fetch(`${oddHostUrl}/account/heloc/register-v2`);
    const html = await res.text();
    expect(html).toContain('src="https://cdn.lender.example/heloc/assets/main-BBBBBBBB.js"');
    expect(html).toContain('href="https://cdn.lender.example/heloc/assets/main-AAAAAAAA.css"');
    expect(html).not.toContain('"/account/heloc/assets/');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://cdn.lender.example;");
    expect(csp).toContain("font-src 'self' https://cdn.lender.example");
    // The hashed files themselves, from the host too (the origin the CDN copies from), cached for a year.
    const script = await fetch(`${oddHostUrl}/account/heloc/assets/main-BBBBBBBB.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Only the app's files: not the studio's bundles, the build's metafile or its server entries.
    for (const p of ['/account/heloc/assets/studio/studio-DDDDDDDD.js', '/account/heloc/assets/nothing-EEEEEEEE.js']) expect((await fetch(`${oddHostUrl}${p}`)).status, p).toBe(404);
    expect(await (await fetch(`${oddHostUrl}/account/heloc/meta.json`)).text()).not.toContain('"inputs"');
  });

  it('answers health, readiness and metrics', async () => {
    expect((await fetch(`${hostUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${hostUrl}/readyz`);
    expect(ready.status).toBe(200);
    // One upstream of the odd host is a closed port: reported, but the copy has its page data and stays ready.
    const odd = await fetch(`${oddHostUrl}/readyz`);
    expect(odd.status).toBe(200);
    expect((await odd.json()).upstreams['http://127.0.0.1:9']).toMatch(/^not answering/);
    expect(await (await fetch(`${oddHostUrl}/metrics`)).text()).toContain('host_upstream_up{upstream="http://127.0.0.1:9"} 0');
    const metrics = await (await fetch(`${hostUrl}/metrics`)).text();
    expect(metrics).toMatch(/host_requests_total\{route_class="page",method="GET",status="200"\} \d+/);
    expect(metrics).toContain('host_request_duration_seconds_bucket');
    // SIGTERM: readiness 503 at once, while pages are still served (host/main.ts waits shutdownDelaySeconds).
    oddHost.stopTakingNew();
    expect((await fetch(`${oddHostUrl}/readyz`)).status).toBe(503);
    expect((await fetch(`${oddHostUrl}/account/heloc/register-v2`)).status).toBe(200);
  });
});

describe('the host configuration', () => {
  it('refuses a bad one in words, naming every problem', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-'));
    const file = path.join(dir, 'host.json');
    fs.writeFileSync(file, JSON.stringify({ upstreams: { default: 'http://api.example', 'service-notray': 'http://n.example' }, orgs: { 'apply.example': 'GOODLEAP_LL' } }));
    const { config, problems } = loadHostConfig(root, { HOST_CONFIG: file });
    expect(config).toBeNull();
    expect(problems.join('\n')).toContain('org code "GOODLEAP_LL" has no brand file in brands/ (did you mean "GOODLEAP_LLC"?)');
    expect(problems.join('\n')).toContain('no operation has upstream "service-notray"');
    expect(problems.join('\n')).toContain('did you mean "service-notary"?');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('needs an upstream, and reads HOST_ORGS and the rest from the environment', () => {
    expect(loadHostConfig(root, {}).problems).toEqual([expect.stringMatching(/^No lender: set HOST_ORGS/), expect.stringMatching(/^No upstream: set UPSTREAM_URL/)]);
    expect(loadHostConfig(root, { UPSTREAM_URL: 'http://x', HOST_ORGS: 'a.example' }).problems).toEqual(['HOST_ORGS: "a.example" is not host.name=ORG_CODE (entries are separated by commas)']);
    const { config } = loadHostConfig(root, { UPSTREAM_URL: 'http://127.0.0.1:5173/', HOST_ORGS: 'GoodLeap.localhost=goodleap_llc', PORT: '9000', ASSET_BASE: 'https://cdn.example/x/' });
    expect(config).toMatchObject({ port: 9000, host: '127.0.0.1', upstreams: { default: 'http://127.0.0.1:5173' }, orgs: { 'goodleap.localhost': 'GOODLEAP_LLC' }, assetBase: 'https://cdn.example/x', refreshSeconds: 60 });
    expect(config?.defaultOrg).toBeUndefined();
    expect(loadHostConfig(root, { UPSTREAM_URL: 'http://x' }).problems).toEqual(['No lender: set HOST_ORGS (host.name=ORG_CODE,…) or HOST_DEFAULT_ORG, or `orgs` / `defaultOrg` in HOST_CONFIG']);
    expect(loadHostConfig(root, { UPSTREAM_URL: 'htp://x', HOST_ORGS: 'a.example:8080=FIGURE', ASSET_BASE: 'http://cdn.example' }).problems).toEqual([
      'UPSTREAM_URL: "htp://x" is not an http:// or https:// base URL (no query)',
      'ASSET_BASE: "http://cdn.example" must be an https:// URL (the CDN base the pages load their files from)',
    ]);
    expect(loadHostConfig(root, { UPSTREAM_URL: 'http://x', HOST_ORGS: 'a.example:8080=FIGURE' }).problems).toEqual(['HOST_ORGS: "a.example:8080" is not a host name (letters, digits, \'-\' and \'.\', no port or scheme)']);
  });
});

describe('draining', () => {
  it('counts out a proxied call whose client left, so a SIGTERM afterwards does not wait the drain time-out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-drain-'));
    const seen: string[] = [];
    // The host's agent keeps its connection to the upstream alive: the test's upstream drops it on close.
    const upstream = Fastify({ forceCloseConnections: true });
    upstream.removeAllContentTypeParsers();
    upstream.addContentTypeParser('*', (_r, payload, done) => done(null, payload));
    upstream.post('/ft/:context/event', async () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 1500)));
    upstream.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/ft/')) seen.push(request.url);
    });
    const upstreamUrl = await listen(upstream);
    const host = await buildHost({ root, logger: false, config: configFor({ UPSTREAM_URL: upstreamUrl, HOST_DEFAULT_ORG: 'FIGURE' }, fakeDist(dir)) });
    const hostUrl = await listen(host);
    const abort = new AbortController();
    const call = fetch(`${hostUrl}/ft/heloc/event`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' }, signal: abort.signal }).catch(() => 'aborted');
    await expect.poll(() => seen.length).toBe(1);
    abort.abort();
    expect(await call).toBe('aborted');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await host.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await upstream.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
