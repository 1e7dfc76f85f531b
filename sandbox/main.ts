import path from 'node:path';
import { repoRoot } from './options.js';
import { buildServer } from './server.js';

/** `npm run sandbox`: the lender API and the built app on one port. Environment variables: README.md. */
const port = Number(process.env['PORT'] ?? 5173);
const host = process.env['HOST'] ?? '127.0.0.1';
const databasePath = path.resolve(repoRoot, process.env['DATABASE_PATH'] ?? 'data/sandbox.sqlite');
const stepMs = process.env['SANDBOX_STEP_MS'];
const holdMs = process.env['SANDBOX_HOLD_MS'];

const app = await buildServer({
  databasePath,
  ...(process.env['ORG_CODE'] ? { orgCode: process.env['ORG_CODE'].toUpperCase() } : {}),
  ...(process.env['OPS_TOKEN'] ? { opsToken: process.env['OPS_TOKEN'] } : {}),
  ...(process.env['JWT_SECRET'] ? { jwtSecret: process.env['JWT_SECRET'] } : {}),
  delays: { ...(stepMs ? { stepMs: Number(stepMs) } : {}), ...(holdMs ? { holdMs: Number(holdMs) } : {}) },
  logger: process.env['LOG'] === '1',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
console.log(`Sandbox lender API on http://${shown}:${port} (database ${path.relative(process.cwd(), databasePath)})`);
console.log(`Open http://${shown}:${port}/account/heloc/register-v2`);
console.log(`Operations: http://${shown}:${port}/ops`);
