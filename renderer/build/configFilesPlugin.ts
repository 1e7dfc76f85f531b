/**
 * esbuild plugin for `build.mjs --config=DIR`: the app's imports of config files (journeys/,
 * schemas/) are read from DIR instead of this checkout, so the studio can rebuild the app from the
 * copy of the config it edits. Without --config it does nothing.
 */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'esbuild';

const CONFIG_DIRS = ['journeys', 'schemas'];

/** A config file of this checkout (journeys/, schemas/) as the same file under `configRoot`, when there is one. */
export function inConfig(root: string, configRoot: string, file: string): string {
  if (resolve(configRoot) === resolve(root)) return file;
  const inRoot = relative(resolve(root), file);
  if (inRoot.startsWith('..') || !CONFIG_DIRS.includes(inRoot.split(sep)[0]!)) return file;
  const there = resolve(configRoot, inRoot);
  return existsSync(there) ? there : file;
}

export function configFilesPlugin(root: string, configRoot: string): Plugin {
  return {
    name: 'config-files',
    setup(build) {
      if (resolve(configRoot) === resolve(root)) return;
      build.onResolve({ filter: /\.json$/ }, (args) => {
        if (!args.path.startsWith('.') || !args.resolveDir) return undefined;
        const here = resolve(args.resolveDir, args.path);
        const there = inConfig(root, configRoot, here);
        return there === here ? undefined : { path: there };
      });
    },
  };
}
