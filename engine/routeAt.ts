/** The journey route a path (inside the base path) is on, if any: the first declared pattern that matches. */
import { matchPath } from './paths.ts';
import type { Journey, RouteDef } from './types/journey.ts';

/** The screen a route shows: its own, or the one of the route it shares (`sameScreenAs`) among `routes`. */
export function screenOfRoute(route: RouteDef, routes: readonly RouteDef[]): string | undefined {
  return route.screen ?? (route.sameScreenAs ? routes.find((r) => r.path === route.sameScreenAs)?.screen : undefined);
}

export function routeAt(journey: Pick<Journey, 'routes'>, path: string): RouteDef | undefined {
  return journey.routes.find((r) => matchPath(r.path, path) !== null);
}
