/** The journey route a path (inside the base path) is on, if any: the first declared pattern that matches. */
import { matchPath } from './paths.ts';
import type { Journey, RouteDef } from './types/journey.ts';

export function routeAt(journey: Pick<Journey, 'routes'>, path: string): RouteDef | undefined {
  return journey.routes.find((r) => matchPath(r.path, path) !== null);
}
