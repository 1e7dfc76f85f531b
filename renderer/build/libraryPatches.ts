/**
 * esbuild plugin: library modules the browser build replaces with ours, each for a measured cost
 * (issue 13). `./getDecimalSeparator.js` inside @rjsf/utils becomes renderer/build/decimalSeparator.ts
 * (kept per locale list instead of a new Intl.NumberFormat on every number field render); `fast-uri`
 * inside @rjsf/utils becomes renderer/build/noUriResolver.ts (it only follows `$ref`s, and no schema
 * reaches the browser with one).
 */
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

const RJSF_UTILS = /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/;

export function libraryPatches(root: string): Plugin {
  return {
    name: 'library-patches',
    setup(build) {
      build.onResolve({ filter: /^\.\/getDecimalSeparator\.js$/ }, (args) => (
        RJSF_UTILS.test(args.importer) ? { path: join(root, 'renderer/build/decimalSeparator.ts') } : undefined
      ));
      build.onResolve({ filter: /^fast-uri$/ }, (args) => (
        RJSF_UTILS.test(args.importer) ? { path: join(root, 'renderer/build/noUriResolver.ts') } : undefined
      ));
    },
  };
}
