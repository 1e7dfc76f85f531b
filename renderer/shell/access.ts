/**
 * Public paths versus the login redirect (001 §2, §8): journey routes marked `public: true` (and the
 * redirects of 000 §2, which leave for their target) need no login; anonymous visitors anywhere else
 * go to login: the journey's own sign-in where it has one (the additional signers'), /auth/login otherwise.
 */
import { journeySignIn } from '../../engine/routeKind.ts';
import { resolvePath } from '../../engine/redirects.ts';
import { withBase } from '../../engine/paths.ts';
import type { JourneyRoutes } from '../../engine/index.ts';

export const LOGIN_PATH = '/auth/login';

/** `path` is inside the base path (wouter's location). */
export function isPublicPath(journeys: readonly JourneyRoutes[], basePath: string, path: string): boolean {
  const r = resolvePath(journeys, { path: withBase(basePath, path) }).result;
  if (r.kind === 'route') return r.route.public === true;
  return r.kind === 'redirect';
}

/** Where login is for this path (a full site path), with where to come back to. */
export function loginUrl(journeys: readonly JourneyRoutes[], basePath: string, path: string, search = ''): string {
  const own = journeySignIn(journeys, path);
  if (own) return withBase(basePath, own);
  const back = withBase(basePath, path) + (search ? `?${search}` : '');
  return `${LOGIN_PATH}?next=${encodeURIComponent(back)}`;
}
