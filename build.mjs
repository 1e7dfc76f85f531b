// Builds the browser app with esbuild (run with tsx so it can use the TypeScript config loader):
// dist/index.html, dist/assets/main-[hash].js + one chunk per screen (validators precompiled, see
// renderer/build/screensPlugin.ts), dist/assets/main-[hash].css, renderer/public/* (logos) and pdf.js's worker under dist/assets, dist/engine/index.js (the engine alone,
// proving it has no Node or DOM dependency), dist/meta.json for `npm run bench`, dist/assets.json
// with every asset brotli- and gzip-compressed beside it (renderer/build/pageAssets.ts), and the staff
// gallery, studio (map, simulator) and editor under dist/assets/studio/ (a build of their own), and
// dist/server/renderCheck.mjs, the app's renderer for Node that draws a studio save before it is accepted.
// `--watch` (npm run dev) keeps esbuild running: a changed source, journey, screen or brand file
// rebuilds what uses it, screen validators included, and the sandbox serves the new files.
// `--dev` keeps the code readable, logs engine traces to the console and adds the dev tools
// (renderer/dev/: the dev toolbar, the chat's mode parameter, agent picker and alert keys), which a
// production build never contains. `--outdir=DIR` writes somewhere other than dist/; `--illinois-notice`
// (or ILLINOIS_CRA_NOTICE=1) builds in the footer's Illinois community reinvestment notice; `--env=staging`
// (or HELOC_ENV) names the environment (production by default, development with --dev).
import { build as buildOnce, context } from 'esbuild';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { screensPlugin } from './renderer/build/screensPlugin.ts';
import { libraryPatches } from './renderer/build/libraryPatches.ts';
import { journeyRoutesPlugin } from './renderer/build/journeyRoutesPlugin.ts';
import { localesPlugin } from './renderer/build/localesPlugin.ts';
import { assetManifest, indexHtml, precompress } from './renderer/build/pageAssets.ts';
import { editorMarkdownPlugin } from './renderer/build/editorMarkdownPlugin.ts';
import { configFilesPlugin } from './renderer/build/configFilesPlugin.ts';
import { lazyEntries, oneSharedChunk } from './renderer/build/oneSharedChunk.ts';
import { PAGE_PRERENDER_FILE, RENDER_CHECK_FILE, pagePrerenderBuild, renderCheckBuild } from './renderer/build/renderCheckBuild.ts';

const dev = process.argv.includes('--dev');
const watch = process.argv.includes('--watch');
// 001 §2: the footer's Illinois community reinvestment notice is a build flag.
const illinoisNotice = process.argv.includes('--illinois-notice') || process.env.ILLINOIS_CRA_NOTICE === '1';
// Where the build runs (001 §7: banners come from separate staging and production files): --env=staging, or HELOC_ENV.
const environment = process.argv.find((a) => a.startsWith('--env='))?.slice('--env='.length) || process.env.HELOC_ENV || (dev ? 'development' : 'production');
const out = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) || 'dist';
const at = (p) => join(out, p);
const root = process.cwd();
// `--config=DIR`: journeys, screens and logos from another copy of the config (the studio's sandbox
// rebuilds the app from the config it edits, sandbox/studio/appRebuild.ts); the code is this one.
const configRoot = resolve(process.argv.find((a) => a.startsWith('--config='))?.slice('--config='.length) || root);
rmSync(out, { recursive: true, force: true });
mkdirSync(at('assets'), { recursive: true });

/** One esbuild build; with --watch it stays running and `after` runs after every successful rebuild. */
async function build(options, after = () => {}) {
  if (!watch) {
    const result = await buildOnce(options);
    after(result);
    return result;
  }
  // watch() builds once, then again on every change; the first build is awaited like a normal one.
  let first;
  const built = new Promise((resolve) => { first = resolve; });
  const label = options.outfile ?? Object.keys(options.entryPoints).join(', ');
  const rebuilt = { name: 'rebuilt', setup(b) {
    b.onEnd((result) => {
      if (result.errors.length === 0) after(result);
      if (first) { first(result); first = null; } else if (result.errors.length === 0) console.log(`build: ${label} rebuilt`);
    });
  } };
  const ctx = await context({ ...options, plugins: [...(options.plugins ?? []), rebuilt] });
  await ctx.watch();
  return built;
}

const common = { bundle: true, minify: !dev, sourcemap: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'warning' };

await build({ ...common, entryPoints: ['engine/index.ts'], outfile: at('engine/index.js') });

const appOptions = {
  ...common,
  splitting: true,
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  metafile: true,
  define: { __DEV__: JSON.stringify(dev), __ILLINOIS_CRA_NOTICE__: JSON.stringify(illinoisNotice), __ENVIRONMENT__: JSON.stringify(environment), 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  plugins: [configFilesPlugin(root, configRoot), screensPlugin(root, configRoot), libraryPatches(root), journeyRoutesPlugin(root, configRoot), localesPlugin(root, configRoot)],
  // Screen copy is plain text by rule, so RJSF's markdown renderer is replaced (see the file).
  alias: { 'markdown-to-jsx/react': './renderer/build/plainMarkdown.tsx', 'markdown-to-jsx': './renderer/build/plainMarkdown.tsx' },
};
const mainOptions = { ...appOptions, entryPoints: { main: 'renderer/main.tsx' }, outdir: at('assets') };
// A production build is made twice: the first finds the lazily imported modules, the second puts
// everything the page loads first in one file (renderer/build/oneSharedChunk.ts). A watched build
// keeps esbuild's own chunks.
if (!watch) {
  const first = await buildOnce({ ...mainOptions, write: false, sourcemap: false, minify: false });
  const lazy = lazyEntries(first.metafile, 'renderer/main.tsx');
  mainOptions.plugins = [oneSharedChunk(root, resolve('renderer/boot.tsx'), lazy), ...appOptions.plugins];
}
await build(mainOptions, (app) => {
  writeFileSync(at('meta.json'), JSON.stringify(app.metafile));
  const manifest = assetManifest(app.metafile, at('assets'), '/account/heloc/assets', 'renderer/main.tsx');
  writeFileSync(at('assets.json'), JSON.stringify(manifest));
  writeFileSync(at('index.html'), indexHtml(readFileSync('renderer/index.html', 'utf8'), manifest));
});

// The staff gallery (renderer/studio/, /studio/gallery) and studio (/studio, /studio/map, /studio/simulator): a build of their own into dist/assets/studio/,
// so nothing of it, not even a chunk boundary, reaches the applicant's bundle.
// Their pages name their files (sandbox/routes/studioGallery.ts, studio.ts, studioEditor.ts), so they keep their names and are revalidated.
await build({ ...appOptions, entryNames: '[name]', entryPoints: { gallery: 'renderer/studio/gallery.tsx', studio: 'renderer/studio/studio.tsx', editor: 'renderer/studio/editor.tsx' }, outdir: at('assets/studio'), metafile: false, plugins: [...appOptions.plugins, editorMarkdownPlugin(root)] });
// The drawing of a studio save on the server (renderer/build/renderCheckBuild.ts).
await build(renderCheckBuild(root, configRoot, at(RENDER_CHECK_FILE), appOptions.define, appOptions.alias));
// A public page's first render on the server, hydrated by the browser (renderer/server/pagePrerender.tsx).
await build(pagePrerenderBuild(root, configRoot, at(PAGE_PRERENDER_FILE), appOptions.define, appOptions.alias));
cpSync(join(configRoot, 'renderer/public'), at('assets'), { recursive: true });
// pdf.js runs its parser in a worker that must come from our own origin (CSP script-src 'self'); the
// viewer (renderer/fields/pdf/PdfViewer.tsx) points GlobalWorkerOptions.workerSrc here.
copyFileSync('node_modules/pdfjs-dist/build/pdf.worker.min.mjs', at('assets/pdf.worker.min.mjs'));
// A development or watched build is read on this machine only: no compressed copies to keep in step
// (a rebuilt file would be served from its stale copy).
if (!dev && !watch) {
  const packed = precompress(at('assets'));
  console.log(`build: ${packed.files} assets compressed, ${(packed.bytes / 1024).toFixed(0)} KB → ${(packed.brotli / 1024).toFixed(0)} KB brotli`);
}
console.log(`build: ${out}/ written (${dev ? 'development' : 'production'})${watch ? '; watching for changes' : ''}`);
