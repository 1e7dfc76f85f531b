import path from 'node:path';
import { repoRoot } from './options.js';
import { defaultRateLimits, scaledRateLimits } from './http/rateLimits.js';
import { buildServer } from './server.js';

/** `npm run sandbox`: the lender API and the built app on one port. Environment variables: README.md. */
const port = Number(process.env['PORT'] ?? 5173);
const host = process.env['HOST'] ?? '127.0.0.1';
const databasePath = path.resolve(repoRoot, process.env['DATABASE_PATH'] ?? 'data/sandbox.sqlite');
const stepMs = process.env['SANDBOX_STEP_MS'];
const holdMs = process.env['SANDBOX_HOLD_MS'];
// RATE_LIMIT_FACTOR multiplies every limit (a load test from one machine: 1000).
const factor = Number(process.env['RATE_LIMIT_FACTOR'] ?? 1);
if (!(factor > 0)) throw new Error('RATE_LIMIT_FACTOR must be a positive number');
const rateLimits = scaledRateLimits(defaultRateLimits, factor);

const app = await buildServer({
  databasePath,
  ...(process.env['ORG_CODE'] ? { orgCode: process.env['ORG_CODE'].toUpperCase() } : {}),
  ...(process.env['OPS_TOKEN'] ? { opsToken: process.env['OPS_TOKEN'] } : {}),
  ...(process.env['STAFF_FILE'] ? { staffFile: path.resolve(process.env['STAFF_FILE']) } : {}),
  ...(process.env['JWT_SECRET'] ? { jwtSecret: process.env['JWT_SECRET'] } : {}),
  ...(process.env['SSN_KEY'] ? { ssnKey: process.env['SSN_KEY'] } : {}),
  delays: { ...(stepMs ? { stepMs: Number(stepMs) } : {}), ...(holdMs ? { holdMs: Number(holdMs) } : {}) },
  rateLimits,
  // Only the signal tests lower the scrypt cost (2^17 takes about a second per password here).
  ...(process.env['TEST_PASSWORD_COST'] ? { passwordCost: Number(process.env['TEST_PASSWORD_COST']) } : {}),
  logger: process.env['LOG'] === '1',
  // `npm run dev`: a saved screen file is compiled again for the API without a restart.
  watchSchemas: process.env['SANDBOX_WATCH'] === '1',
  // `npm start`: a journey or screen saved in the studio rebuilds the app (npm run dev's watcher does it there).
  rebuildAppOnSave: process.env['SANDBOX_WATCH'] !== '1',
  // Every brand's public pages drawn once ready, so their first visitors get them at once (host/page/prerender.ts).
  prerenderAhead: true,
});

// SIGTERM or Ctrl-C: stop taking connections, let the requests in flight finish (new ones on open
// connections get 503), then close the database and exit (issue 14: SIGTERM reset 7 of 20).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`Sandbox lender API on http://${shown}:${actualPort} (database ${path.relative(process.cwd(), databasePath)})`);
console.log(`Open http://${shown}:${actualPort}/account/heloc/register-v2`);
console.log(`Operations: http://${shown}:${actualPort}/ops`);
console.log(`Studio (staff: edit screens, the status table and brands; history and review): http://${shown}:${actualPort}/studio`);
