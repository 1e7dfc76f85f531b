import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: a real sandbox (HTTP + SQLite) and Debian's Chromium; one file at a time on 2 cores.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
