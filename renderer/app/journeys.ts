/** The journey files the app is built from (data; see journeys/). */
import heloc from '../../journeys/heloc.json';
import register from '../../journeys/register.json';
import signer from '../../journeys/signer.json';
import type { Journey, RouteDef } from '../../engine/index.ts';

export const journeys = { heloc: heloc as Journey, register: register as Journey, signer: signer as Journey };
export const allJourneys: Journey[] = [journeys.register, journeys.heloc, journeys.signer];
export const BASE_PATH = journeys.heloc.basePath;

/** The screen a route shows: its own, or the one of the route it shares (`sameScreenAs`). */
export function screenIdOf(route: RouteDef): string | undefined {
  return route.screen ?? (route.sameScreenAs ? allJourneys.flatMap((j) => j.routes).find((r) => r.path === route.sameScreenAs)?.screen : undefined);
}

/** A journey's index: the route navigation always moves on from (`statusRouter: true`). */
export function indexRouteOf(journey: Journey): string {
  const index = journey.routes.find((r) => r.statusRouter);
  if (!index) throw new Error(`Journey "${journey.id}" has no index route (statusRouter: true)`);
  return index.path;
}
