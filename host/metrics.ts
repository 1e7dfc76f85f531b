/**
 * `/metrics` in the Prometheus text format (prom-client): requests by route class and status,
 * latency histograms by route class, upstream errors and timeouts by service, open websockets,
 * and the process's own figures (memory, CPU, event-loop lag). One registry per host instance.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a request is to the host: a page, a file of the build, an API call, the lender's site, a socket, a probe. */
export type RouteClass = 'page' | 'asset' | 'api' | 'site' | 'websocket' | 'health' | 'unknown';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's class for /metrics and the request log (host/metrics.ts). */
    routeClass?: RouteClass;
    /** The operation a gateway route forwards (schemas/operations.json). */
    operation?: string;
  }
}

export interface HostMetrics {
  registry: Registry;
  upstreamError(service: string, kind: 'error' | 'timeout'): void;
  /** Whether an upstream base URL answered the last readiness check. */
  upstreamUp(base: string, up: boolean): void;
  socketOpened(): () => void;
}

/** A page route that answers with a file of the build is an asset. */
export function routeClassOf(request: FastifyRequest): RouteClass {
  const routeClass = request.routeOptions.config.routeClass ?? 'unknown';
  return routeClass === 'page' && /\/assets\/|\.[a-z0-9]{2,5}(\?|$)/.test(request.url) ? 'asset' : routeClass;
}

export function installMetrics(app: FastifyInstance): HostMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'host_' });
  const requests = new Counter({ name: 'host_requests_total', help: 'Requests answered, by route class, method and status code.', labelNames: ['route_class', 'method', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'host_request_duration_seconds',
    help: 'Time to answer a request, by route class (for api and site: the upstream\'s time included).',
    labelNames: ['route_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const upstreamErrors = new Counter({ name: 'host_upstream_errors_total', help: 'Upstream calls that failed (error: no answer; timeout: too slow), by service.', labelNames: ['upstream', 'kind'], registers: [registry] });
  const up = new Gauge({ name: 'host_upstream_up', help: 'Whether the upstream answered the last /readyz check (1) or not (0), by base URL.', labelNames: ['upstream'], registers: [registry] });
  const sockets = new Gauge({ name: 'host_websockets_open', help: 'Websockets proxied now (chat and notary).', registers: [registry] });

  app.addHook('onResponse', async (request, reply) => {
    const routeClass = routeClassOf(request);
    requests.inc({ route_class: routeClass, method: request.method, status: String(reply.statusCode) });
    latency.observe({ route_class: routeClass }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { routeClass: 'health' } }, async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  return {
    registry,
    upstreamError: (service, kind) => upstreamErrors.inc({ upstream: service, kind }),
    upstreamUp: (base, isUp) => up.set({ upstream: base }, isUp ? 1 : 0),
    socketOpened: () => {
      sockets.inc();
      let open = true;
      return () => {
        if (open) sockets.dec();
        open = false;
      };
    },
  };
}
