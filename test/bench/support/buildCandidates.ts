/**
 * Builds the comparison candidates (test/bench/candidates/<name>/main.tsx) the way build.mjs builds
 * the app: esbuild, minified, production React, content-hashed file names, one page each
 * (<dir>/<name>/index.html and <dir>/<name>/assets/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { loadConfig } from '../../../engine/config/loadConfig.ts';
import { withoutNotes } from '../../../renderer/build/screensPlugin.ts';

/** `bench-screen:<id>`: a screen file as the app ships it (references inlined, no staff notes). */
const shippedScreens: Plugin = {
  name: 'bench-screens',
  setup(b) {
    b.onResolve({ filter: /^bench-screen:/ }, (args) => ({ path: args.path.slice('bench-screen:'.length), namespace: 'bench-screen' }));
    b.onLoad({ filter: /.*/, namespace: 'bench-screen' }, (args) => ({ contents: JSON.stringify(withoutNotes(loadConfig().screens[args.path]!.data)), loader: 'json' }));
  },
};

export async function buildCandidate(name: string, dir: string): Promise<void> {
  const outdir = join(dir, name, 'assets');
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: { main: `test/bench/candidates/${name}/main.tsx` },
    outdir,
    bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic',
    entryNames: '[name]-[hash]', metafile: true, sourcemap: true, logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [shippedScreens],
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
