/**
 * Public paths versus the login redirect (001 §2, §8): journey routes marked `public: true` (and the
 * redirects of 000 §2, which leave for their target) need no login; anonymous visitors anywhere else
 * go to login: the additional signers' login on signer paths, /auth/login otherwise.
 */
import { resolvePath, withBase } from '../../engine/index.ts';
import type { Journey } from '../../engine/index.ts';

export const LOGIN_PATH = '/auth/login';
export const SIGNER_LOGIN_PATH = '/heloc-signer/login';

/** `path` is inside the base path (wouter's location). */
export function isPublicPath(journeys: readonly Journey[], basePath: string, path: string): boolean {
  const r = resolvePath(journeys, { path: withBase(basePath, path) }).result;
  if (r.kind === 'route') return r.route.public === true;
  return r.kind === 'redirect';
}

export const isSignerPath = (path: string): boolean => path === '/heloc-signer' || path.startsWith('/heloc-signer/');

/** Where login is for this path (a full site path), with where to come back to. */
export function loginUrl(basePath: string, path: string, search = ''): string {
  if (isSignerPath(path)) return withBase(basePath, SIGNER_LOGIN_PATH);
  const back = withBase(basePath, path) + (search ? `?${search}` : '');
  return `${LOGIN_PATH}?next=${encodeURIComponent(back)}`;
}
