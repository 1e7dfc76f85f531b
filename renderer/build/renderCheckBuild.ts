/**
 * The esbuild options of dist/server/renderCheck.mjs (build.mjs): the drawing of a studio save on
 * the server (renderer/server/renderCheck.tsx), the app's own renderer for Node, loaded by the
 * sandbox at run time (sandbox/studio/renderCheck.ts). Packages stay in node_modules, so the file
 * must sit inside this checkout (dist/ does). The build's screen chunks (`virtual:screens`) are an
 * empty record here: the sandbox gives the screens as the save leaves them at call time. Styles
 * are the browser's, so left out; so is pdf.js (it needs a browser's DOMMatrix when loaded, and the
 * PDF viewer, renderer/fields/pdf/PdfViewer.tsx, opens a document only once on a page).
 */
import type { BuildOptions, Plugin } from 'esbuild';
import { configFilesPlugin } from './configFilesPlugin.ts';
import { journeyRoutesPlugin } from './journeyRoutesPlugin.ts';
import { localesPlugin } from './localesPlugin.ts';
import { libraryPatches } from './libraryPatches.ts';
import { screensPlugin } from './screensPlugin.ts';

export { RENDER_CHECK_FILE } from '../../engine/types/renderCheck.ts';
export { PAGE_PRERENDER_FILE } from '../../engine/types/pagePrerender.ts';

const noScreenChunks: Plugin = {
  name: 'no-screen-chunks',
  setup(b) {
    b.onResolve({ filter: /^virtual:screens$/ }, () => ({ path: 'virtual:screens', namespace: 'no-screen-chunks' }));
    b.onLoad({ filter: /.*/, namespace: 'no-screen-chunks' }, () => ({ contents: 'export const screens = {};', loader: 'js' }));
  },
};

const noPdfJs: Plugin = {
  name: 'no-pdfjs',
  setup(b) {
    b.onResolve({ filter: /^pdfjs-dist$/ }, () => ({ path: 'pdfjs-dist', namespace: 'no-pdfjs' }));
    b.onLoad({ filter: /.*/, namespace: 'no-pdfjs' }, () => ({
      contents: 'export const GlobalWorkerOptions = {}; export class TextLayer {} export function getDocument() { throw new Error("A PDF is not opened on the server"); }',
      loader: 'js',
    }));
  },
};

export function renderCheckBuild(root: string, configRoot: string, outfile: string, define: Record<string, string>, alias: Record<string, string>): BuildOptions {
  return {
    entryPoints: [`${root}/renderer/server/renderCheck.tsx`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
    loader: { '.css': 'empty' },
    define,
    alias,
    plugins: [configFilesPlugin(root, configRoot), journeyRoutesPlugin(root, configRoot), localesPlugin(root, configRoot), noScreenChunks, noPdfJs],
  };
}

/**
 * The esbuild options of dist/server/pagePrerender.mjs (build.mjs): a public page's first render on
 * the server (renderer/server/pagePrerender.tsx), loaded by host/page/prerender.ts. Unlike the
 * drawing of a save it must draw what the browser bundle draws to the byte, so it is made from the
 * same pieces: the build's own screen chunks with their precompiled validators (screensPlugin) and
 * the form library's patched modules (libraryPatches), which is why the packages are bundled in.
 */
export function pagePrerenderBuild(root: string, configRoot: string, outfile: string, define: Record<string, string>, alias: Record<string, string>): BuildOptions {
  return {
    ...renderCheckBuild(root, configRoot, outfile, define, alias),
    entryPoints: [`${root}/renderer/server/pagePrerender.tsx`],
    packages: undefined,
    // A Node module bundling CommonJS packages: `require` for what they ask of Node.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [configFilesPlugin(root, configRoot), screensPlugin(root, configRoot), libraryPatches(root), journeyRoutesPlugin(root, configRoot), localesPlugin(root, configRoot), noPdfJs],
  };
}
