/**
 * Every screen file as the gallery lists it: its journey, the route that shows it (or the page it
 * is shown over), its config file, its default fixture and host (fixtures/index.json), and the live
 * URL of a tile. Pure, over the journeys the app is built from.
 */
import { fillPath } from '../../engine/paths.ts';
import { galleryEntry } from '../../engine/fixtures.ts';
import type { FixtureIndex, GalleryEntry, Journey, RouteDef, Scene } from '../../engine/index.ts';

export interface CatalogScreen {
  id: string;
  /** The journey whose route shows it; "shell" for modals and pages without a route of their own. */
  journey: string;
  /** The route the screen is (or is shown over). */
  route?: RouteDef;
  /** The screen has a route of its own. */
  routed: boolean;
  file: string;
  entry: GalleryEntry;
}

const screenOfRoute = (route: RouteDef, routes: RouteDef[]) => route.screen ?? (route.sameScreenAs ? routes.find((r) => r.path === route.sameScreenAs)?.screen : undefined);

export function catalog(screenIds: string[], journeys: Journey[], index: FixtureIndex): CatalogScreen[] {
  const routes = journeys.flatMap((j) => j.routes.map((r) => ({ journey: j.id, route: r })));
  const all = routes.map((r) => r.route);
  const out: CatalogScreen[] = [];
  for (const id of [...screenIds].sort()) {
    const entry = galleryEntry(id, index).result;
    if (!entry) continue;
    const own = routes.find((r) => r.route.screen === id) ?? routes.find((r) => screenOfRoute(r.route, all) === id);
    const over = entry.shownOn ? routes.find((r) => r.route.path === entry.shownOn) : undefined;
    const hit = own ?? over;
    out.push({ id, journey: own?.journey ?? 'shell', ...(hit ? { route: hit.route } : {}), routed: Boolean(own), file: `schemas/${id}.json`, entry });
  }
  return out;
}

/** The path inside the app a tile shows (the fixture's application id and route parameters filled in), with its query. */
export function livePath(screen: CatalogScreen, scene: Pick<Scene, 'params' | 'query'> | undefined): string {
  if (!screen.route) return '/';
  const path = fillPath(screen.route.path, scene?.params ?? {});
  const qs = new URLSearchParams(scene?.query ?? {}).toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}
