/**
 * `npm run host`: the production host (README "Deploy"). Configuration: HOST_CONFIG (a JSON file,
 * schemas/meta/host.schema.json) and PORT, HOST, UPSTREAM_URL, HOST_ORGS, ASSET_BASE over it. A bad
 * configuration stops it before it listens, with every problem in words. SIGTERM (or Ctrl-C):
 * no new connections, the requests in flight finish, then exit 0.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadHostConfig } from '../engine/config/hostConfig.ts';
import { buildHost } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { config, problems } = loadHostConfig(root, process.env);
if (!config) {
  console.error(`The host cannot start; its configuration has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:`);
  for (const p of problems) console.error(`  - ${p}`);
  console.error('See README.md "Deploy" and schemas/meta/host.schema.json.');
  process.exit(1);
}

const app = await buildHost({ config, root, logger: process.env['LOG'] !== '0' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // First the load balancer learns (readiness 503) while requests are still served, then the drain.
    app.stopTakingNew();
    app.log.info({ signal, seconds: config.shutdownDelaySeconds }, 'stopping: /readyz answers 503; still serving until the load balancer has noticed');
    setTimeout(() => {
      app.log.info('draining: no new connections; finishing the requests in flight');
      void app.close().then(() => {
        app.log.info('stopped');
        process.exit(0);
      });
    }, config.shutdownDelaySeconds * 1000);
  });
}
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shown = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const lenders = `${Object.keys(config.orgs).length} host names; ${config.defaultOrg ? `other host names: ${config.defaultOrg}` : 'other host names refused'}`;
console.log(`Host on http://${shown}:${port} (upstream ${config.upstreams.default}; ${lenders}; assets ${config.assetBase ?? 'from this host'})`);
