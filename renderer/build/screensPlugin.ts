/**
 * esbuild plugin. `virtual:screens` maps every screen id to a lazily imported chunk holding the
 * screen file (schema refs inlined) and its validator, precompiled here with Ajv standalone code
 * so the browser never compiles a schema (docs/decisions.md; CSP without 'unsafe-eval').
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { formLibraryOptions } from '../../engine/config/ajv.ts';
import { loadConfig, type ConfigSet } from '../../engine/config/loadConfig.ts';
import { namedParts } from '../screens/partNames.ts';
import { latePartModules } from './latePartModules.ts';

/** `root`: this checkout (the code screens import); `configRoot`: where journeys and screens are read (build.mjs --config). */
export function screensPlugin(root: string, configRoot = root): Plugin {
  let config: ConfigSet | null = null;
  const cfg = () => (config ??= loadConfig(configRoot));
  let parts: Record<string, string> | null = null;
  const partModules = () => (parts ??= latePartModules(join(root, 'renderer')));
  return {
    name: 'screens',
    setup(build) {
      build.onStart(() => { config = null; parts = null; });
      // Journey files ship without their staff notes (description, seed, why): the browser never shows them.
      build.onLoad({ filter: /[\\/]journeys[\\/][^\\/]+\.json$/ }, (args) => ({
        contents: JSON.stringify(withoutNotes(JSON.parse(readFileSync(args.path, 'utf8')))),
        loader: 'json',
      }));
      // The data schemas serve the browser only for the titles of enum values (renderer/app/enumTitles.ts).
      build.onLoad({ filter: /[\\/]schemas[\\/]data[\\/][^\\/]+\.schema\.json$/ }, (args) => ({
        contents: JSON.stringify(titlesOnly(JSON.parse(readFileSync(args.path, 'utf8')))),
        loader: 'json',
      }));
      // The operation table ships as name → method and path (renderer/api/operations.ts): the body
      // sources, auth and descriptions are the sandbox's and the gateway's, not the browser's.
      build.onLoad({ filter: /[\\/]schemas[\\/]operations\.json$/ }, (args) => ({
        contents: JSON.stringify(pathsOnly(JSON.parse(readFileSync(args.path, 'utf8')))),
        loader: 'json',
      }));
      build.onResolve({ filter: /^virtual:screens$/ }, () => ({ path: 'index', namespace: 'screens' }));
      build.onResolve({ filter: /^screen-(module|json|validator):/ }, (args) => ({ path: args.path, namespace: 'screens' }));
      build.onLoad({ filter: /.*/, namespace: 'screens' }, (args) => {
        // What each virtual module is made of, so that a watching build (npm run dev) redoes it when one changes.
        const files = (list: string[]) => list.map((f) => resolve(configRoot, f));
        if (args.path === 'index') {
          const entries = Object.keys(cfg().screens).sort().map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`screen-module:${id}`)}),`);
          return { contents: `export const screens = {\n${entries.join('\n')}\n};\n`, loader: 'js', resolveDir: root, watchDirs: screenDirs(join(configRoot, 'schemas')) };
        }
        const [kind, id] = [args.path.slice(0, args.path.indexOf(':')), args.path.slice(args.path.indexOf(':') + 1)];
        const screen = cfg().screens[id];
        if (!screen) return { errors: [{ text: `unknown screen "${id}"` }] };
        const watchFiles = [...new Set([...files([screen.file]), ...(screen.origins ?? []).map((o) => resolve(o.file))])];
        if (kind === 'screen-json') {
          // The browser build has no `$ref` resolver (renderer/build/noUriResolver.ts).
          const refs = refsIn(screen.data);
          if (refs.length) return { errors: [{ text: `screen "${id}" still has a $ref at ${refs.join(', ')}: references are inlined before the browser gets a screen` }] };
          return { contents: JSON.stringify(screen.data), loader: 'json', watchFiles };
        }
        if (kind === 'screen-validator') {
          const code = screenValidatorCode(screen.data.schema!);
          return { contents: code, loader: 'js', resolveDir: root, watchFiles };
        }
        const hasSchema = screen.data.schema !== undefined;
        // The late parts the screen draws are imports of its chunk, so the page preloads them with it
        // (renderer/build/pageAssets.ts); the browser still loads them through their late() loaders.
        const partImports = [...new Set(namedParts(screen.data).map((name) => partModules()[name]).filter((m): m is string => m !== undefined))].sort();
        const lines = [
          `import screen from ${JSON.stringify(`screen-json:${id}`)};`,
          ...partImports.map((m, i) => `import * as part${i} from ${JSON.stringify(m)};`),
          ...(hasSchema ? [`import * as fns from ${JSON.stringify(`screen-validator:${id}`)};`, `import { screenValidator } from './renderer/theme/precompiledValidator.ts';`] : []),
          'export { screen };',
          ...(hasSchema ? ['export const validator = screenValidator(fns, screen.schema);'] : []),
          ...(partImports.length ? [`export const parts = [${partImports.map((_, i) => `part${i}`).join(', ')}];`] : []),
        ];
        return { contents: `${lines.join('\n')}\n`, loader: 'js', resolveDir: root };
      });
    },
  };
}

/**
 * The standalone validator code of a screen's schema (a CommonJS module of RJSF's precompiled
 * functions), compiled with the one Ajv set-up the sandbox and validate use (engine/config/ajv.ts).
 */
export function screenValidatorCode(schema: RJSFSchema): string {
  return compileSchemaValidatorsCode(schema, formLibraryOptions);
}

/** Every folder under schemas/ (a screen added or removed changes the list of screens). */
function screenDirs(dir: string): string[] {
  return [dir, ...readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => screenDirs(join(dir, e.name)))];
}

/** JSON pointers of every `$ref` in a value. */
export function refsIn(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === '$ref' ? [`${at}/$ref`] : refsIn(v, `${at}/${k}`)));
}

const STAFF_NOTES = new Set(['description', 'seed', 'why', '$schema']);

/** A copy without the keys only staff read. */
export function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !STAFF_NOTES.has(k)).map(([k, v]) => [k, withoutNotes(v)]));
}

/** What engine/enumTitles.ts reads of a schema: its structure, references and titled choices. */
const TITLE_KEYS = new Set(['properties', 'items', 'oneOf', 'anyOf', 'allOf', 'then', 'else', '$ref', 'const', 'title']);
export function titlesOnly(value: unknown, inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((v) => titlesOnly(v));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value)
    .filter(([k]) => inProperties || TITLE_KEYS.has(k))
    .map(([k, v]) => [k, titlesOnly(v, !inProperties && k === 'properties')]));
}

/** What the browser reads of the operation table (schemas/operations.json): `operations` as name → method and path. */
export function pathsOnly(table: { operations?: Record<string, { method: string; path: string }> }): { operations: Record<string, { method: string; path: string }> } {
  return { operations: Object.fromEntries(Object.entries(table.operations ?? {}).map(([name, op]) => [name, { method: op.method, path: op.path }])) };
}
