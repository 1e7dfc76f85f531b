/**
 * esbuild plugin for the app's second build pass: every chunk the page loads first becomes one file.
 *
 * With code splitting, esbuild groups modules by the set of entries that reach them; every lazily
 * imported module (a screen, a late part, the application's routes) is an entry, so what the page
 * loads first came out as ~33 files, each a request, a preload for the browser's parser to process
 * (issue 13: ~100 ms of the parser's first task at 4× CPU throttling against ~20 ms for one file)
 * and a module to instantiate. Here each lazily imported module is reached through a wrapper that
 * also imports the app's start module, so every module the entry loads is reached from every entry
 * alike and esbuild puts them in one shared chunk. The wrapper re-exports the module unchanged; the
 * start module is already evaluated by the time anything lazy loads, so nothing more runs or downloads.
 *
 * `lazyEntries`: the lazily imported modules of the first pass (its metafile's entry points other
 * than the app's), with the export names of each, as `namespace:path` (`file` modules by their path
 * relative to `root`); `entry`: the app's start module (absolute path; renderer/boot.tsx, which
 * holds everything the entry loads but its stylesheets, so no lazy chunk gets a copy of them).
 */
import { relative, resolve } from 'node:path';
import type { Metafile, Plugin } from 'esbuild';

export const WRAPPED = 'lazy-entry';

/** The lazily imported modules of a first pass and their exports, from its metafile. */
export function lazyEntries(meta: Metafile, entryPoint: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const o of Object.values(meta.outputs)) {
    if (o.entryPoint && o.entryPoint !== entryPoint) out.set(o.entryPoint, o.exports);
  }
  return out;
}

export function oneSharedChunk(root: string, entry: string, lazy: Map<string, string[]>): Plugin {
  return {
    name: 'one-shared-chunk',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.namespace === WRAPPED) return undefined;
        const found = await build.resolve(args.path, { kind: 'import-statement', importer: args.importer, namespace: args.namespace, resolveDir: args.resolveDir });
        if (found.errors.length > 0) return undefined;
        const key = found.namespace === 'file' ? relative(root, found.path).split('\\').join('/') : `${found.namespace}:${found.path}`;
        if (!lazy.has(key)) return undefined;
        return { path: key, namespace: WRAPPED, pluginData: { specifier: found.namespace === 'file' ? found.path : args.path } };
      });
      build.onLoad({ filter: /.*/, namespace: WRAPPED }, (args) => {
        const specifier = JSON.stringify((args.pluginData as { specifier: string }).specifier);
        const exports = lazy.get(args.path) ?? [];
        const contents = [
          `import ${JSON.stringify(entry)};`,
          `export * from ${specifier};`,
          ...(exports.includes('default') ? [`export { default } from ${specifier};`] : []),
        ].join('\n');
        return { contents, loader: 'js', resolveDir: resolve(root) };
      });
    },
  };
}
