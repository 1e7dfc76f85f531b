// Builds the browser app with esbuild (run with tsx so it can use the TypeScript config loader):
// dist/index.html, dist/assets/main-[hash].js + one chunk per screen (validators precompiled, see
// renderer/build/screensPlugin.ts), dist/assets/main-[hash].css, renderer/public/* (logos) and pdf.js's worker under dist/assets, dist/engine/index.js (the engine alone,
// proving it has no Node or DOM dependency), dist/meta.json for `npm run bench`, and dist/assets.json
// with every asset brotli- and gzip-compressed beside it (renderer/build/pageAssets.ts), and the staff
// gallery under dist/assets/studio/ (a build of its own).
// `--dev` keeps the code readable and logs engine traces to the console.
import { build } from 'esbuild';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { screensPlugin } from './renderer/build/screensPlugin.ts';
import { assetManifest, indexHtml, precompress } from './renderer/build/pageAssets.ts';

const dev = process.argv.includes('--dev');
const root = process.cwd();
rmSync('dist', { recursive: true, force: true });
mkdirSync('dist/assets', { recursive: true });

const common = { bundle: true, minify: !dev, sourcemap: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'warning' };

await build({ ...common, entryPoints: ['engine/index.ts'], outfile: 'dist/engine/index.js' });

const appOptions = {
  ...common,
  splitting: true,
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  metafile: true,
  define: { __DEV__: JSON.stringify(dev), 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  plugins: [screensPlugin(root)],
  // Screen copy is plain text by rule, so RJSF's markdown renderer is replaced (see the file).
  alias: { 'markdown-to-jsx/react': './renderer/build/plainMarkdown.tsx', 'markdown-to-jsx': './renderer/build/plainMarkdown.tsx' },
};
const app = await build({ ...appOptions, entryPoints: { main: 'renderer/main.tsx' }, outdir: 'dist/assets' });
writeFileSync('dist/meta.json', JSON.stringify(app.metafile));
const manifest = assetManifest(app.metafile, 'dist/assets', '/account/heloc/assets', 'renderer/main.tsx');
writeFileSync('dist/assets.json', JSON.stringify(manifest));
writeFileSync('dist/index.html', indexHtml(readFileSync('renderer/index.html', 'utf8'), manifest));

// The staff gallery (renderer/studio/, /studio/gallery): a build of its own into dist/assets/studio/,
// so nothing of it, not even a chunk boundary, reaches the applicant's bundle.
// Its page names its files (sandbox/routes/studioGallery.ts), so they keep their names and are revalidated.
await build({ ...appOptions, entryNames: '[name]', entryPoints: { gallery: 'renderer/studio/gallery.tsx' }, outdir: 'dist/assets/studio', metafile: false });
cpSync('renderer/public', 'dist/assets', { recursive: true });
// pdf.js runs its parser in a worker that must come from our own origin (CSP script-src 'self'); the
// viewer (renderer/fields/pdf/PdfViewer.tsx) points GlobalWorkerOptions.workerSrc here.
copyFileSync('node_modules/pdfjs-dist/build/pdf.worker.min.mjs', 'dist/assets/pdf.worker.min.mjs');
const packed = precompress('dist/assets');
console.log(`build: ${packed.files} assets compressed, ${(packed.bytes / 1024).toFixed(0)} KB → ${(packed.brotli / 1024).toFixed(0)} KB brotli`);
console.log(`build: dist/ written (${dev ? 'development' : 'production'})`);
