/**
 * What the app needs of every journey to route a path before any screen shows (issue 13): each
 * journey's routes, redirects, route kind and sign-in, and the registration journey whole (its
 * gates and steps decide the first screens). The application's and the signer's step machines and
 * status tables are left to the chunks of the pages that navigate by them (journeys.ts, read by
 * status/ApplicationRoute.tsx and screens/SignerRoute.tsx), so a registration page never downloads
 * them. `?routes` is a slim copy of the file (renderer/build/journeyRoutesPlugin.ts).
 */
import register from '../../journeys/register.json';
import helocRoutes from '../../journeys/heloc.json?routes';
import signerRoutes from '../../journeys/signer.json?routes';
import type { Journey, JourneyRoutes, RouteDef } from '../../engine/index.ts';
import { screenOfRoute } from '../../engine/routeAt.ts';

export const routeTables = {
  register: register as Journey,
  heloc: helocRoutes,
  signer: signerRoutes,
};
/** In the order paths are resolved (000 §2). */
export const allRouteTables: JourneyRoutes[] = [routeTables.register, routeTables.heloc, routeTables.signer];
export const BASE_PATH = routeTables.heloc.basePath;

/** The screen a route shows: its own, or the one of the route it shares (`sameScreenAs`). */
export function screenIdOf(route: RouteDef): string | undefined {
  return screenOfRoute(route, allRouteTables.flatMap((j) => j.routes));
}

/** A journey's index: the route navigation always moves on from (`statusRouter: true`). */
export function indexRouteOf(journey: Pick<Journey, 'id' | 'routes'>): string {
  const index = journey.routes.find((r) => r.statusRouter);
  if (!index) throw new Error(`Journey "${journey.id}" has no index route (statusRouter: true)`);
  return index.path;
}
