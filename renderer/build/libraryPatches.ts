/**
 * esbuild plugin: library modules the browser build replaces with ours, each for a measured cost
 * (issue 13). `./getDecimalSeparator.js` inside @rjsf/utils becomes renderer/build/decimalSeparator.ts
 * (the product's own separator instead of a new Intl.NumberFormat for the browser's languages on every number field render); `fast-uri`
 * inside @rjsf/utils becomes renderer/build/noUriResolver.ts (it only follows `$ref`s, and no schema
 * reaches the browser with one); the default registry's `./components/{widgets,templates,fields}/index.js`
 * inside @rjsf/core become renderer/build/rjsfDefaults/ (our theme's widgets and templates, which
 * are all a form ever draws, and the library's fields without the layout-grid ones no screen may
 * name), so the library's own markup is not downloaded.
 */
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

const RJSF_UTILS = /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/;
const RJSF_DEFAULT_REGISTRY = /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;

export function libraryPatches(root: string): Plugin {
  return {
    name: 'library-patches',
    setup(build) {
      build.onResolve({ filter: /^\.\/getDecimalSeparator\.js$/ }, (args) => (
        RJSF_UTILS.test(args.importer) ? { path: join(root, 'renderer/build/decimalSeparator.ts') } : undefined
      ));
      build.onResolve({ filter: /^\.\/components\/(widgets|templates|fields)\/index\.js$/ }, (args) => (
        RJSF_DEFAULT_REGISTRY.test(args.importer)
          ? { path: join(root, `renderer/build/rjsfDefaults/${/(widgets|templates|fields)/.exec(args.path)![1]}.ts`) }
          : undefined
      ));
      build.onResolve({ filter: /^fast-uri$/ }, (args) => (
        RJSF_UTILS.test(args.importer) ? { path: join(root, 'renderer/build/noUriResolver.ts') } : undefined
      ));
    },
  };
}
