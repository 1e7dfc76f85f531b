/**
 * How the renderer shows a route (schemas/meta/journey.schema.json `routeKind`): the route's own
 * `kind`, else a step of the journey's `steps` flow, else the journey's `routeKind`, else a screen.
 * Config names the kind; the renderer maps each kind to one component.
 */
import { routeAt } from './routeAt.ts';
import type { Journey, RouteDef, RouteKind } from './types/journey.ts';
import type { JourneyRoutes } from './types/journeyRoutes.ts';

export function routeKindOf(journey: Pick<Journey, 'steps' | 'routeKind'>, route: RouteDef): RouteKind {
  if (route.kind) return route.kind;
  if ((journey.steps ?? []).some((s) => s.route === route.path)) return 'step';
  return journey.routeKind ?? 'screen';
}

/** The sign-in route of the journey a path (inside the base path) is a route of, if it has its own. */
export function journeySignIn(journeys: readonly JourneyRoutes[], path: string): string | undefined {
  return journeys.find((j) => j.signIn !== undefined && routeAt(j, path) !== undefined)?.signIn;
}
