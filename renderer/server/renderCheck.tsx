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
import { screens as screenLoaders, type ScreenModule } from 'virtual:screens';
import { pageBrandSources, resolveBrand } from '../../engine/brand.ts';
import { resolveFixture } from '../../engine/fixtures.ts';
import type { Brand, Scene } from '../../engine/index.ts';
import type { RenderCheckInput, RenderCheckResult, RenderProblem } from '../../engine/types/renderCheck.ts';
import { setOrgCode, setTokenStore, setTransport } from '../api/client.ts';
import { allJourneys } from '../app/journeys.ts';
import { drawOne, messageOf, screenModules, staticLocation } from './drawing.tsx';
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
