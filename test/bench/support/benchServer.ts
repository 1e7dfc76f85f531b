/**
 * The bench server: the real sandbox (lender API, the built app at /account/heloc, a fresh SQLite
 * file) plus the comparison candidates at /bench/<name>/, all behind the same production-host
 * layer (compression, caching; productionHost.ts). Each page gets the CSP it needs: the sandbox's
 * strict one, and for plain RJSF the same with 'unsafe-eval', which its default validator needs
 * to compile schemas in the browser (docs/decisions.md).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { buildServer } from '../../../sandbox/server.ts';
import { CONTENT_SECURITY_POLICY } from '../../../host/http/securityHeaders.ts';
import { installProductionHost } from './productionHost.ts';
import { generousRateLimits } from '../../../sandbox/http/rateLimits.ts';

export interface BenchServer {
  url: string;
  close: () => Promise<void>;
}

export const cspWithEval = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");

/**
 * `candidates`: a directory with one folder per candidate (index.html, assets/); `evalFor`: candidates
 * that need 'unsafe-eval'; `distDir`: the built app to serve (another build of ours, to compare).
 */
export async function startBenchServer(candidates: string, evalFor: string[], distDir = 'dist'): Promise<BenchServer> {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir}/ is missing: run \`npm run build\` first (npm run bench does)`);
  const dir = mkdtempSync(join(tmpdir(), 'heloc-bench-'));
  // Hundreds of page loads from one address within minutes: the limits stay on, generous (as in the e2e harness).
  // Public pages prerendered ahead, as `npm start` and a host do (host/page/prerender.ts): no first visit pays for the drawing.
  const app = await buildServer({ databasePath: join(dir, 'sandbox.sqlite'), delays: { stepMs: 300, holdMs: 600 }, distDir: resolve(distDir), rateLimits: generousRateLimits, prerenderAhead: true });
  installProductionHost(app);

  const root = resolve(candidates);
  app.get('/bench/:candidate/*', async (request, reply) => {
    const { candidate, '*': rest } = request.params as { candidate: string; '*': string };
    const file = resolve(root, candidate, rest || 'index.html');
    if (!file.startsWith(root + sep) || !existsSync(file)) return reply.callNotFound();
    if (!rest || rest === 'index.html') {
      return reply.type('text/html; charset=utf-8').send(readFileSync(file, 'utf8'));
    }
    return reply.sendFile(file.slice(root.length + 1), root);
  });
  // The sandbox sets its CSP on every response; a page that needs more gets it last.
  app.addHook('onSend', async (request, reply, payload) => {
    const name = /^\/bench\/([^/]+)\/(index\.html)?(\?|$)/.exec(request.url)?.[1];
    if (name && evalFor.includes(name)) reply.header('content-security-policy', cspWithEval);
    return payload;
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
