/** Turns a config target (route path, path with params, or site path) into a URL path. */
import { fillPath, withBase } from './paths.ts';
import type { Journey, Target } from './types/journey.ts';

export interface ResolvedTarget {
  /** The declared route pattern, or the site path. */
  pattern: string;
  /** Full path: base path + filled route, or the site path as is. */
  href: string;
  /** True for a site path outside the base path. */
  site: boolean;
}

export function resolveTarget(journey: Pick<Journey, 'basePath'>, target: Target, app?: { uuid?: unknown }): ResolvedTarget {
  if (typeof target === 'object' && 'site' in target) {
    return { pattern: target.site, href: target.site, site: true };
  }
  const route = typeof target === 'string' ? target : target.route;
  const uuid = typeof app?.uuid === 'string' ? app.uuid : undefined;
  const params: Record<string, string | undefined> = typeof target === 'object' && target.params ? { ...target.params, uuid } : { uuid };
  return { pattern: route, href: withBase(journey.basePath, fillPath(route, params)), site: false };
}
