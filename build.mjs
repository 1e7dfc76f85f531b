// Builds the browser bundles with esbuild.
// Today: the engine as a browser ESM bundle (dist/engine/index.js), which also proves that the
// engine has no Node or DOM dependency. The renderer app joins here when renderer/main.tsx exists.
import { build } from 'esbuild';
import { existsSync, mkdirSync } from 'node:fs';

mkdirSync('dist', { recursive: true });

await build({
  entryPoints: ['engine/index.ts'],
  outfile: 'dist/engine/index.js',
  bundle: true,
  minify: true,
  sourcemap: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  logLevel: 'warning',
});

if (existsSync('renderer/main.tsx')) {
  await build({
    entryPoints: ['renderer/main.tsx'],
    outdir: 'dist/account/heloc/assets',
    bundle: true,
    splitting: true,
    minify: true,
    sourcemap: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'warning',
  });
}
console.log('build: dist/ written');
