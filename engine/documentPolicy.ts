/**
 * What a page's document may use of the device (its Permissions-Policy), decided by the journey
 * route it shows: the camera and microphone only where a route names them in `devices` (the notary
 * session), the location only where a route asks for it (`askLocation`: signing). A document keeps
 * its policy for its whole life, so the renderer loads a new document when it moves between two
 * routes whose policies differ (`needsNewDocument`); otherwise it navigates in the page as usual.
 */
import { resolvePath } from './redirects.ts';
import type { JourneyRoutes } from './types/journeyRoutes.ts';

/** The powerful features a page may ask for. */
export const DEVICE_FEATURES = ['camera', 'microphone', 'geolocation'] as const;
export type DeviceFeature = (typeof DEVICE_FEATURES)[number];

export interface DocumentPolicy {
  /** The features this page may ask for, in DEVICE_FEATURES order. */
  allow: DeviceFeature[];
  /** The route that decided, or null when the path is no route (nothing is allowed). */
  route: string | null;
}

/** The policy of the page at `path` (under the base path, with or without it). */
export function documentPolicy(journeys: readonly JourneyRoutes[], path: string): DocumentPolicy {
  const found = resolvePath(journeys, { path }).result;
  if (found.kind !== 'route') return { allow: [], route: null };
  const wanted = new Set<string>([...(found.route.devices ?? []), ...(found.route.askLocation === true ? ['geolocation'] : [])]);
  return { allow: DEVICE_FEATURES.filter((f) => wanted.has(f)), route: found.route.path };
}

/** The Permissions-Policy header: each device feature for this origin or for nobody; payment for nobody. */
export function permissionsPolicy(policy: Pick<DocumentPolicy, 'allow'>): string {
  return [...DEVICE_FEATURES.map((f) => `${f}=${policy.allow.includes(f) ? '(self)' : '()'}`), 'payment=()'].join(', ');
}

/** Whether moving from one page to another needs a new document (their policies differ). */
export function needsNewDocument(journeys: readonly JourneyRoutes[], from: string, to: string): boolean {
  return documentPolicy(journeys, from).allow.join() !== documentPolicy(journeys, to).allow.join();
}
