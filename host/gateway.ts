/**
 * The gateway to the lender's services: every operation of schemas/operations.json is a route that
 * forwards to the upstream the config names for its service (`upstreams[op.upstream]`, else
 * `default`), and the lender's own site pages (`sitePaths`) go to the `site` upstream. Nothing else
 * reaches an upstream: the host answers 404 for any other path (host/server.ts). Bodies are streamed
 * both ways (an upload is never held in memory), the request id and the X-Forwarded-* headers are
 * passed on, an upstream that is down or slow gives the person a readable answer, and websockets
 * (chat, notary) are proxied with a ping that keeps idle connections alive through load balancers.
 */
import replyFrom from '@fastify/reply-from';
import websocket from '@fastify/websocket';
import WebSocket from 'ws';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePattern } from '../engine/operations.ts';
import type { OperationTable } from '../engine/types/operations.ts';
import type { ResolvedHostConfig } from '../engine/config/hostConfig.ts';
import type { HostMetrics } from './metrics.ts';
import { unavailablePage } from './page/pages.ts';
import { translate, type Dictionary } from '../engine/locale.ts';
import type { IncomingHttpHeaders } from 'node:http';

/** How often a proxied socket is pinged both ways (load balancers close sockets idle for 60 s). */
const SOCKET_PING_MS = 25_000;
/** Request headers that describe the hop to the host, not the request: never passed on. */
const HOP_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-request-id'];

export interface GatewayOptions {
  config: ResolvedHostConfig;
  table: OperationTable;
  metrics: HostMetrics;
  /** The words of the person a request is from (host/page/language.ts); English when absent or undefined. */
  words?: (request: { headers: IncomingHttpHeaders; hostname: string }) => Dictionary | undefined;
}

/** The words a person reads when an upstream does not answer (the app shows `message`). */
const UNAVAILABLE = {
  502: 'We could not reach our service just now. Please try again in a moment.',
  504: 'Our service is taking too long to answer. Please try again in a moment.',
} as const;

export async function installGateway(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  const { config, table, metrics } = options;
  const upstreamOf = (service: string): string => config.upstreams[service] ?? config.upstreams.default;

  // Bodies pass through unread: the upstream validates them (and an upload streams).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(replyFrom, {
    undici: { connections: 128, pipelining: 1, keepAliveTimeout: 60_000, connect: { timeout: config.timeouts.connectMs }, headersTimeout: config.timeouts.responseMs, bodyTimeout: config.timeouts.responseMs },
    disableRequestLogging: true,
  });
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });

  const forward = (service: string, kind: 'api' | 'site') => (request: FastifyRequest, reply: FastifyReply) => reply.from(`${upstreamOf(service)}${request.url}`, {
    // The client retries what is safe to retry; the host never repeats a call on its own.
    retryDelay: () => null,
    rewriteRequestHeaders: (req, headers) => {
      const out: Record<string, string | string[] | undefined> = { ...headers };
      for (const name of HOP_HEADERS) delete out[name];
      return {
        ...out,
        'x-request-id': req.id,
        'x-forwarded-for': [req.headers['x-forwarded-for'], req.ip].filter(Boolean).join(', '),
        'x-forwarded-host': req.host,
        'x-forwarded-proto': req.protocol,
      };
    },
    onError: (r, { error }) => {
      const code = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
      metrics.upstreamError(service, code === 504 ? 'timeout' : 'error');
      r.request.log.warn({ upstream: service, err: (error as Error).message }, 'upstream failed');
      const answer = unavailable(code, kind, options.words?.(r.request));
      r.code(code).header('retry-after', '5').type(answer.type).send(answer.body);
    },
  });

  for (const [name, op] of Object.entries(table.operations)) {
    const url = routePattern(op);
    if (op.method === 'WS') {
      app.get(url, { websocket: true, config: { routeClass: 'websocket' } }, (socket, request) => proxySocket(socket, request, `${upstreamOf(op.upstream).replace(/^http/, 'ws')}${request.url}`, metrics, op.upstream));
      continue;
    }
    app.route({ method: op.method, url, config: { routeClass: 'api', operation: name }, handler: forward(op.upstream, 'api') });
  }
  for (const prefix of config.sitePaths) {
    const url = prefix.endsWith('/') ? `${prefix}*` : prefix;
    app.route({ method: ['GET', 'HEAD', 'POST'], url, config: { routeClass: 'site' }, handler: forward('site', 'site') });
    if (!prefix.endsWith('/')) app.route({ method: ['GET', 'HEAD', 'POST'], url: `${prefix}/*`, config: { routeClass: 'site' }, handler: forward('site', 'site') });
  }
}

/** An upstream failure in words: JSON in the API's error shape for the app, a short page for a site page. */
function unavailable(code: 502 | 504, kind: 'api' | 'site', dictionary?: Dictionary): { type: string; body: string } {
  if (kind === 'site') return { type: 'text/html; charset=utf-8', body: unavailablePage(dictionary) };
  return { type: 'application/json; charset=utf-8', body: JSON.stringify({ statusCode: code, error: code === 504 ? 'Gateway Timeout' : 'Bad Gateway', message: translate(UNAVAILABLE[code], dictionary) }) };
}

/**
 * One browser socket ↔ one upstream socket: messages both ways in order (the browser's early ones
 * wait for the upstream to open), the close code passed on, and a ping on each side every
 * SOCKET_PING_MS so that neither is dropped as idle.
 */
function proxySocket(client: WebSocket, request: FastifyRequest, target: string, metrics: HostMetrics, service: string): void {
  const closed = metrics.socketOpened();
  const headers: Record<string, string> = { 'x-request-id': request.id, 'x-forwarded-for': request.ip };
  for (const name of ['cookie', 'authorization', 'user-agent', 'origin'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = new WebSocket(target, { headers, handshakeTimeout: 10_000 });
  const waiting: { data: WebSocket.RawData; binary: boolean }[] = [];
  client.on('message', (data, binary) => {
    if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary });
    else if (upstream.readyState === WebSocket.CONNECTING) waiting.push({ data, binary });
  });
  upstream.on('open', () => {
    for (const m of waiting.splice(0)) upstream.send(m.data, { binary: m.binary });
  });
  upstream.on('message', (data, binary) => {
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary });
  });
  const ping = setInterval(() => {
    if (client.readyState === WebSocket.OPEN) client.ping();
    if (upstream.readyState === WebSocket.OPEN) upstream.ping();
  }, SOCKET_PING_MS);
  ping.unref();
  const end = (code: number, reason: Buffer | string) => {
    clearInterval(ping);
    closed();
    // 1005 and 1006 say "no code"; they may not be sent.
    const sendable = code >= 1000 && code !== 1005 && code !== 1006 && code < 5000 ? code : 1011;
    for (const s of [client, upstream]) {
      if (s.readyState === WebSocket.OPEN || s.readyState === WebSocket.CONNECTING) {
        try {
          s.close(sendable, String(reason).slice(0, 120));
        } catch {
          s.terminate();
        }
      }
    }
  };
  client.on('close', (code, reason) => end(code, reason));
  upstream.on('close', (code, reason) => end(code, reason));
  upstream.on('error', (error) => {
    metrics.upstreamError(service, 'error');
    request.log.warn({ upstream: service, err: error.message }, 'upstream socket failed');
    end(1011, 'The service is not answering');
  });
  client.on('error', () => end(1011, ''));
}
