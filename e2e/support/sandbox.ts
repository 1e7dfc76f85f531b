/** Starts the real sandbox (HTTP on 127.0.0.1, a fresh SQLite file) against the built app in dist/. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../sandbox/server.ts';
import { generousRateLimits, type RateLimits } from '../../sandbox/http/rateLimits.ts';
import { deepMerge } from '../../engine/index.ts';

export interface Sandbox {
  url: string;
  /** With `ownData`: a copy of sandbox/data/ the test may edit (the sandbox re-reads changed files). */
  dataDir?: string;
  close: () => Promise<void>;
}

/** `distDir`: another build than dist/ (a development build for the dev tools' test). */
/** `configRoot`: the config the studio's editor opens and saves (a test's copy); `opsToken`: guard the staff pages; `rebuildAppOnSave`: as `npm start` (into `distDir`). */
/** `rateLimits`: the limits to run with (the production defaults for a test of the limits); generous ones otherwise. */
export async function startSandbox(options: { flags?: Record<string, unknown>; ownData?: boolean; holdMs?: number; stepMs?: number; distDir?: string; configRoot?: string; opsToken?: string; rebuildAppOnSave?: boolean; rateLimits?: RateLimits } = {}): Promise<Sandbox> {
  if (!options.distDir && !existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  const dir = mkdtempSync(join(tmpdir(), 'heloc-e2e-'));
  const flagsFile = join(dir, 'flags.json');
  const base = JSON.parse(readFileSync('sandbox/flags.json', 'utf8'));
  writeFileSync(flagsFile, JSON.stringify(deepMerge(base, { flags: options.flags ?? {} })));
  const dataDir = options.ownData ? join(dir, 'data') : undefined;
  if (dataDir) cpSync('sandbox/data', dataDir, { recursive: true });
  // Many applicants from 127.0.0.1, so generous rate limits; a low scrypt cost keeps registrations quick.
  const app = await buildServer({ databasePath: join(dir, 'sandbox.sqlite'), flagsFile, delays: { stepMs: options.stepMs ?? 300, holdMs: options.holdMs ?? 600 }, rateLimits: options.rateLimits ?? generousRateLimits, passwordCost: 10, ...(dataDir ? { dataDir } : {}), ...(options.distDir ? { distDir: options.distDir } : {}), ...(options.configRoot ? { configRoot: options.configRoot } : {}), ...(options.opsToken ? { opsToken: options.opsToken } : {}), ...(options.rebuildAppOnSave ? { rebuildAppOnSave: true } : {}) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    ...(dataDir ? { dataDir } : {}),
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
