/**
 * What the page asks for first, decided at build time from esbuild's metafile:
 * - index.html names the hashed entry script and stylesheet and preloads every chunk the entry
 *   imports statically, so the browser fetches them in parallel with the entry instead of after it;
 * - `assets.json` lists, per screen id, the chunks that screen needs beyond the entry's, so the
 *   server can preload the screen of the requested route with the page (sandbox/routes/webApp.ts);
 * - every text asset is also written brotli- and gzip-compressed, which the server sends as is.
 * File names carry a content hash, so the server can let browsers keep them for a year.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { WRAPPED } from './oneSharedChunk.ts';

export interface AssetManifest {
  /** The entry script and stylesheet, and the chunks it imports statically (URLs). */
  entry: { script: string; stylesheet: string | null; preload: string[] };
  /** Per screen id: the chunks its module needs that the entry does not already load (URLs). */
  screens: Record<string, string[]>;
}

const SCREEN_MODULE = 'screens:screen-module:';
const WRAPPED_PREFIX = `${WRAPPED}:`;

/** Every chunk `output` imports statically, itself included, transitively. */
function staticClosure(meta: Metafile, output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const imp of meta.outputs[output]?.imports ?? []) {
    if (imp.kind === 'import-statement' && !imp.external) staticClosure(meta, imp.path, seen);
  }
  return seen;
}

/** The manifest for an app built into `assetsDir` (served at `publicPath`) from entry `entryPoint`. */
export function assetManifest(meta: Metafile, assetsDir: string, publicPath: string, entryPoint: string): AssetManifest {
  const url = (file: string) => `${publicPath}/${relative(assetsDir, file).split('\\').join('/')}`;
  const outputs = Object.entries(meta.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === entryPoint);
  if (!entry) throw new Error(`build: no output for entry ${entryPoint}`);
  const [entryFile, entryOut] = entry;
  const loadedByEntry = staticClosure(meta, entryFile);
  const screens: Record<string, string[]> = {};
  // Chunks that hold no code of their own, only re-export others (esbuild's entry for a module that is
  // imported dynamically and also statically by a screen, such as a late part: screensPlugin.ts).
  const facades = outputs.filter(([, o]) => o.entryPoint && Object.values(o.inputs).every((i) => i.bytesInOutput === 0)).map(([f]) => f);
  for (const [file, out] of outputs) {
    // A screen module, or its wrapper (renderer/build/oneSharedChunk.ts).
    const entryPoint = out.entryPoint?.replace(WRAPPED_PREFIX, '');
    if (!entryPoint?.startsWith(SCREEN_MODULE)) continue;
    const own = [...staticClosure(meta, file)].filter((f) => !loadedByEntry.has(f));
    // A facade of chunks the page loads anyway is preloaded too: the late part's loader asks for it.
    const loaded = new Set([...loadedByEntry, ...own]);
    const ready = facades.filter((f) => !loaded.has(f) && [...staticClosure(meta, f)].every((c) => c === f || loaded.has(c)));
    screens[entryPoint.slice(SCREEN_MODULE.length)] = [...own, ...ready].map(url);
  }
  return {
    entry: {
      script: url(entryFile),
      stylesheet: entryOut.cssBundle ? url(entryOut.cssBundle) : null,
      preload: [...loadedByEntry].filter((f) => f !== entryFile).map(url),
    },
    screens,
  };
}

/** index.html from its template: the entry's script and stylesheet in place of the template's, with the preloads. */
export function indexHtml(template: string, manifest: AssetManifest): string {
  const { script, stylesheet, preload } = manifest.entry;
  const tags = [
    stylesheet ? `<link rel="stylesheet" href="${stylesheet}" />` : '',
    ...preload.map((href) => `<link rel="modulepreload" href="${href}" />`),
    `<script type="module" src="${script}"></script>`,
  ].filter(Boolean);
  const stripped = template.replace(/\s*<link rel="stylesheet"[^>]*>/g, '').replace(/\s*<script type="module"[^>]*><\/script>/g, '');
  return stripped.replace(/\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
}

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`; returns the bytes before and after (brotli). */
export function precompress(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = join(dir, name);
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    totals.files += 1;
    totals.bytes += data.length;
    totals.brotli += br.length;
  }
  return totals;
}
