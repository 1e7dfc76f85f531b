/**
 * Prerendered public pages (host/page/pages.ts asks, for the production host and the sandbox alike):
 * the app's first render of a page drawn by its own components on the server
 * (renderer/server/pagePrerender.tsx, built to dist/server/pagePrerender.mjs) from exactly what the
 * page carries, so that the page arrives with the shell and the form drawn in the lender's brand and
 * the browser hydrates it (renderer/boot.tsx).
 *
 * Which pages: the journeys' public routes without parameters (`public: true` in journeys/*.json:
 * register-v2's steps, the classic /register, the signer's login, ...); what a gate shows there
 * instead (the not-accepting or maintenance page, journeys/register.json `gates`) is what the
 * app draws, so it is what is prerendered. A page is drawn for a brand the first time it is asked
 * for with those inputs and kept; the brands a server serves are drawn ahead when it starts
 * (host/page/pages.ts `drawAhead`), so their first visitors get them at once; a brand added since is
 * drawn on its first request, as is a page whose flags or answers have changed since. A page is
 * drawn in each language its brand offers (host/page/pageLanguage.ts decides a visitor's). A drawing that logs an error is never served: the page then comes
 * without it and the browser draws it, as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageBrandSources, resolveBrand, resolvePath, type JourneyRoutes } from '../../engine/index.ts';
import { SOURCE_LANGUAGE } from '../../engine/locale.ts';
import { PAGE_PRERENDER_FILE, type PagePrerender, type PagePrerenderInput, type PagePrerenderResult } from '../../engine/types/pagePrerender.ts';

/** A prerendered page: the markup of `#root`, the marker the browser checks before hydrating, the document's theme. */
export interface PrerenderedPage {
  html: string;
  /** `<org code> <language> <url>`: the page it was drawn for (renderer/boot.tsx hydrates only that page, in that language). */
  marker: string;
  theme: PagePrerenderResult['theme'];
}

/** Pages kept in memory (brands × public routes × the queries they are asked with, bounded). */
const KEPT = 500;
/**
 * Drawings waiting their turn, at most: a page asked for beyond them (a burst of new queries) comes
 * without its prerender, drawn by the browser as before, so no visitor's page waits behind the queue.
 */
const WAITING = 8;

/** Whether the app's page at `url` (under the base path) is one the journeys make public and has no parameters. */
export function prerenderable(journeys: readonly JourneyRoutes[], url: string): boolean {
  const [pathname = '/'] = url.split('?');
  const basePath = journeys[0]?.basePath ?? '/';
  const r = resolvePath(journeys, { path: `${basePath}${pathname === '/' ? '' : pathname}` }).result;
  return r.kind === 'route' && r.route.public === true && !r.route.path.includes(':');
}

/** The public routes of the journeys without parameters: what a server draws ahead for each brand. */
export function prerenderedRoutes(journeys: readonly JourneyRoutes[]): string[] {
  return journeys.flatMap((j) => j.routes.filter((r) => r.public === true && !r.path.includes(':')).map((r) => r.path));
}

/**
 * What a drawing depends on, as a key: the brand the browser resolves from the organisation info
 * (not the info itself, whose base URL is the request's host), the flags, the answers and the url.
 */
export function inputKey(input: PagePrerenderInput): string {
  const brand = resolveBrand(input.orgInfo, pageBrandSources(input.orgInfo)).result;
  return crypto.createHash('sha256').update(JSON.stringify([brand, input.flags, input.answers, input.url, input.language ?? SOURCE_LANGUAGE])).digest('base64url');
}

/** What renderer/boot.tsx compares with the page it is on before hydrating. */
export const markerOf = (orgCode: string, language: string, url: string) => `${orgCode} ${language} ${url}`;

/** The built drawing, loaded again when a rebuild replaced it; null without one (a build without it, unit tests). */
async function loadDrawing(distDir: string, loaded: { mtimeMs: number; draw: PagePrerender } | null): Promise<{ mtimeMs: number; draw: PagePrerender } | null> {
  const file = path.join(distDir, PAGE_PRERENDER_FILE);
  if (!fs.existsSync(file)) return null;
  const { mtimeMs } = fs.statSync(file);
  if (loaded?.mtimeMs === mtimeMs) return loaded;
  const mod = (await import(`${pathToFileURL(file).href}?built=${mtimeMs}`)) as { prerenderPage: PagePrerender };
  return { mtimeMs, draw: mod.prerenderPage };
}

export type Prerenderer = (input: PagePrerenderInput, log?: (problem: string) => void) => Promise<PrerenderedPage | null>;

/**
 * The prerender of the pages of `distDir`'s build: a page kept from an earlier request (or from
 * drawing ahead, host/page/pages.ts), or drawn now (one at a time: the drawing's globals are the
 * page's) and kept, per build and input. Null for a page that is not prerendered or could not be
 * drawn cleanly (kept too: it is not drawn again for the same input). Drawn by the server rather
 * than by the build, a page is drawn with the flags and answers the server gives, not a guess at them.
 */
export function pagePrerenderer(distDir: string, journeys: () => readonly JourneyRoutes[]): Prerenderer {
  let loaded: { mtimeMs: number; draw: PagePrerender } | null = null;
  const kept = new Map<string, Promise<PrerenderedPage | null>>();
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  return async (input, log) => {
    if (!prerenderable(journeys(), input.url)) return null;
    loaded = await loadDrawing(distDir, loaded).catch((error: Error) => {
      log?.(`the page prerender does not load: ${error.message.split('\n')[0]}`);
      return null;
    });
    if (!loaded) return null;
    const key = `${loaded.mtimeMs} ${inputKey(input)}`;
    const hit = kept.get(key);
    if (hit) {
      // Most recently used last: the oldest is the one let go.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const draw = loaded.draw;
    if (waiting >= WAITING) return null;
    const page = (async () => {
      waiting += 1;
      const run = queue.then(() => draw(input));
      queue = run.catch(() => undefined);
      let drawn: PagePrerenderResult;
      try {
        drawn = await run;
      } catch (error) {
        log?.(`${input.url} was not prerendered: ${(error as Error).message.split('\n')[0]}`);
        return null;
      } finally {
        waiting -= 1;
      }
      if (!drawn.html || drawn.errors.length) {
        log?.(`${input.url} was not prerendered: ${drawn.errors[0] ?? 'nothing was drawn'}`);
        return null;
      }
      return { html: drawn.html, marker: markerOf(drawn.theme.orgCode, input.language ?? SOURCE_LANGUAGE, input.url), theme: drawn.theme };
    })();
    kept.set(key, page);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return page;
  };
}
