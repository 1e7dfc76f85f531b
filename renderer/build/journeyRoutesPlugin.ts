/**
 * esbuild plugin: `journeys/<id>.json?routes` is that journey file with only what routing a path
 * reads (engine JourneyRoutes: routes, redirects, route kind, steps, sign-in, and the stepper registration counts itself a step of; staff notes left
 * out), so every page can route while the step machines and status tables stay in the chunks of
 * the pages that navigate by them (renderer/app/routeTables.ts; issue 13). esbuild keeps a JSON
 * file whole in one chunk, so the slim copy has to be a module of its own. vitest.config.ts reads
 * the same slim copy (journeyRoutesJson).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import type { JourneyRoutes } from '../../engine/index.ts';
import { withoutNotes } from './screensPlugin.ts';
import { inConfig } from './configFilesPlugin.ts';

const ROUTING_KEYS: readonly (keyof JourneyRoutes)[] = ['id', 'basePath', 'routes', 'redirects', 'routeKind', 'steps', 'signIn', 'progress', 'phase'];

/** The journey file at `file` with only its routing keys, as JSON text. */
export function journeyRoutesJson(file: string): string {
  const journey = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const routing = Object.fromEntries(ROUTING_KEYS.filter((k) => journey[k] !== undefined).map((k) => [k, journey[k]]));
  return JSON.stringify(withoutNotes(routing));
}

/** `root`/`configRoot` as for configFilesPlugin (build.mjs --config): the slim copy is of the config's journey. */
export function journeyRoutesPlugin(root = process.cwd(), configRoot = root): Plugin {
  return {
    name: 'journey-routes',
    setup(build) {
      // Named `<file>.routes`: the journey files' own loader (screensPlugin.ts) takes paths ending in .json in every namespace.
      build.onResolve({ filter: /\.json\?routes$/ }, (args) => ({ path: `${inConfig(root, configRoot, resolve(dirname(args.importer), args.path.replace(/\?routes$/, '')))}.routes`, namespace: 'journey-routes' }));
      build.onLoad({ filter: /.*/, namespace: 'journey-routes' }, (args) => {
        const file = args.path.replace(/\.routes$/, '');
        return { contents: journeyRoutesJson(file), loader: 'json', watchFiles: [file] };
      });
    },
  };
}
