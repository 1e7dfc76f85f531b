/**
 * Builds the comparison candidates (test/bench/candidates/<name>/main.tsx) the way build.mjs builds
 * the app: esbuild, minified, production React, content-hashed file names, one page each
 * (<dir>/<name>/index.html and <dir>/<name>/assets/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

export async function buildCandidate(name: string, dir: string): Promise<void> {
  const outdir = join(dir, name, 'assets');
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: { main: `test/bench/candidates/${name}/main.tsx` },
    outdir,
    bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic',
    entryNames: '[name]-[hash]', metafile: true, sourcemap: true, logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const files = Object.keys(result.metafile.outputs).map((f) => basename(f));
  const js = files.find((f) => f.endsWith('.js'));
  const css = files.find((f) => f.endsWith('.css'));
  const asset = (f: string) => `/bench/${name}/assets/${f}`;
  writeFileSync(join(dir, name, 'index.html'), `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>What is your annual income?</title>
    <link rel="icon" href="data:," />
    ${css ? `<link rel="stylesheet" href="${asset(css)}" />` : ''}
    <script type="module" src="${asset(js!)}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`);
}
