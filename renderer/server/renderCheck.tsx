/**
 * A studio save drawn on the server before it is accepted (sandbox/studio/renderCheck.ts): each
 * screen under each brand with its gallery fixture (fixtures/index.json), drawn by the app's own
 * renderer inside the providers and shell a gallery tile has (renderer/studio/tileContext.tsx), with
 * React's prerender, which waits for every lazy part. A tile is a problem when drawing it throws or
 * logs an error (React, RJSF: a field without a type), when the form library draws its own
 * complaint in place of a part (a ui:order that leaves out a field), when its output still has
 * template text (`{{`), or when it shows the app's error page: what the applicant would see as
 * "Sorry, looks like we have hit a snag!" under that lender.
 *
 * Built for Node by build.mjs into dist/server/renderCheck.mjs (packages external; the build's
 * screen chunks, `virtual:screens`, are an empty record this fills with the screens it is given).
 * Tiles are drawn one at a time: the API client's org code and token store are the page's globals.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import { screens as screenLoaders, type ScreenModule } from 'virtual:screens';
import { formLibraryOptions } from '../../engine/config/ajv.ts';
import { pageBrandSources, resolveBrand } from '../../engine/brand.ts';
import { resolveFixture } from '../../engine/fixtures.ts';
import type { Brand, Scene, Screen } from '../../engine/index.ts';
import type { RenderCheckInput, RenderCheckResult, RenderProblem } from '../../engine/types/renderCheck.ts';
import { setOrgCode, setTokenStore, setTransport } from '../api/client.ts';
import { allJourneys, BASE_PATH } from '../app/journeys.ts';
import { screenKey } from '../screens/loadScreen.ts';
import { loadAllParts } from '../screens/screenParts.tsx';
import { catalog, livePath, type CatalogScreen } from '../studio/catalog.ts';
import { fixtureTransport, memoryTokens } from '../studio/fixtureTransport.ts';
import { Tile, tileContext, tileQueryClient } from '../studio/tileContext.tsx';
import '../widgets/index.ts';
import '../fields/index.ts';
import '../theme/templates.tsx';
import '../build/rjsfDefaults/fields.ts';

export type { RenderCheckInput, RenderCheckResult, RenderProblem } from '../../engine/types/renderCheck.ts';

/** The app's error page (renderer/screens/ErrorView.tsx), drawn in place of a screen that failed. */
const ERROR_PAGE = 'id="error-title"';

/** A fixed location: the tile's route, which never moves (wouter's own hooks read the browser's). */
function staticLocation(pathAndQuery: string) {
  const [path = '/', search = ''] = `${BASE_PATH}${pathAndQuery}`.split('?');
  const navigate = () => undefined;
  const hook = () => [path, navigate] as [string, typeof navigate];
  const searchHook = () => search;
  return { hook, searchHook };
}

/**
 * The validator every screen is drawn with: the form library's own, compiling at run time with the
 * one Ajv set-up (engine/config/ajv.ts) the browser's precompiled validators are compiled with
 * (renderer/build/screensPlugin.ts).
 * One for all: a new one per screen costs more than drawing it.
 */
let validator: ValidatorType | null = null;

/** Each screen's module as the build makes it: the screen and, when it has a schema, its validator. */
function screenModules(screens: Record<string, Screen>): Map<string, ScreenModule> {
  validator ??= customizeValidator(formLibraryOptions) as ValidatorType;
  return new Map(Object.entries(screens).map(([id, screen]) => [id, { screen, ...(screen.schema ? { validator: validator! } : {}) }]));
}

const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try { return JSON.stringify(error); } catch { return String(error); }
};

/** Formats console.error's arguments as React does (its first argument may hold %s). */
function logged(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(messageOf).join(' ');
  let i = 0;
  const text = first.replace(/%[sdoO]/g, () => (i < rest.length ? messageOf(rest[i++]) : ''));
  return [text, ...rest.slice(i).map(messageOf)].join(' ');
}

/** The form library's own complaint drawn in place of a part it cannot draw (a ui:order naming a field that is not there), as text. */
function libraryComplaint(html: string): string | null {
  const m = /class="config-error"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return m ? m[1]!.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').trim() : null;
}

/** The first template placeholder left in the markup, with a little of its surroundings. */
function leftTemplate(html: string): string | null {
  const at = html.indexOf('{{');
  if (at < 0) return null;
  const end = html.indexOf('}}', at);
  return html.slice(at, end >= 0 ? Math.min(end + 2, at + 80) : at + 40);
}

async function drawOne(element: ReactNode, timeoutMs: number): Promise<{ html: string; errors: string[] }> {
  const errors: string[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => { errors.push(logged(args)); };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`it did not finish drawing within ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    const { prelude } = await prerenderToNodeStream(element, { signal: abort.signal, onError: (error) => { errors.push(messageOf(error)); } });
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    return { html, errors };
  } catch (error) {
    errors.push(messageOf(error));
    return { html: '', errors };
  } finally {
    clearTimeout(timer);
    console.error = log;
  }
}

/** Draws one tile; its problems (none when it draws cleanly). */
async function drawTile(screen: CatalogScreen, brand: Brand, scene: Scene, modules: Map<string, ScreenModule>, timeoutMs: number): Promise<string[]> {
  setOrgCode(brand.orgCode);
  setTokenStore(memoryTokens(scene.signedIn));
  // Nothing is fetched while drawing on the server; a call that were made is answered from the fixture.
  setTransport(fixtureTransport(scene, { documentUrl: () => 'about:blank', fetch: async () => new Response('{}', { status: 404 }) }));
  const inner = livePath(screen, scene);
  const path = inner.split('?')[0]!;
  const client = tileQueryClient();
  // The screens a tile draws are in the cache already, as the app seeds its first page's (a query does not run on the server).
  for (const [id, mod] of modules) client.setQueryData(screenKey(id), mod);
  const { hook, searchHook } = staticLocation(inner);
  const ctx = tileContext(scene, brand, path);
  const { html, errors } = await drawOne(<Tile brand={brand} screen={screen} scene={scene} ctx={ctx} client={client} hook={hook} searchHook={searchHook} />, timeoutMs);
  const problems = [...new Set(errors.map((e) => e.split('\n')[0]!.trim()).filter(Boolean))];
  const template = leftTemplate(html);
  if (template) problems.push(`template text is left in the page: ${template}`);
  const complaint = libraryComplaint(html);
  if (complaint) problems.push(`the form library draws an error in place of the form: ${complaint}`);
  if (html.includes(ERROR_PAGE)) problems.push('the page shows the error page ("Sorry, looks like we have hit a snag!") instead of the screen');
  return problems;
}

/** Every screen of `check` under every brand, each with its gallery fixture. */
export async function renderCheck(input: RenderCheckInput): Promise<RenderCheckResult> {
  const started = Date.now();
  const timeoutMs = input.tileTimeoutMs ?? 10_000;
  await loadAllParts();
  const modules = screenModules(input.screens);
  // Anything that loads a screen itself (a component naming another screen) finds these.
  const loaders = screenLoaders as Record<string, () => Promise<ScreenModule>>;
  for (const [id, mod] of modules) loaders[id] = async () => mod;
  const tiles = catalog(Object.keys(input.screens), allJourneys, input.fixtures.index);
  const problems: RenderProblem[] = [];
  let drawn = 0;
  for (const id of input.check) {
    const tile = tiles.find((t) => t.id === id);
    if (!tile) {
      problems.push({ screen: id, brand: '', fixture: '', message: 'fixtures/index.json gives this screen no fixture to be drawn with' });
      continue;
    }
    let scene: Scene;
    try {
      scene = resolveFixture(tile.entry.fixture, input.fixtures.files).result;
    } catch (error) {
      problems.push({ screen: id, brand: '', fixture: tile.entry.fixture, message: `its fixture does not load: ${messageOf(error)}` });
      continue;
    }
    for (const info of input.brands) {
      const brand = resolveBrand(info, pageBrandSources(info)).result;
      drawn++;
      for (const message of await drawTile(tile, brand, scene, modules, timeoutMs)) problems.push({ screen: id, brand: brand.orgCode, fixture: scene.id, message });
    }
  }
  return { tiles: drawn, problems, ms: Date.now() - started };
}
