/**
 * A page's Permissions-Policy is fixed when its document loads (host/page/pages.ts sets it from the
 * route: camera and microphone on the notary session only, the location where signing asks for it;
 * engine/documentPolicy.ts). So a move between two routes whose policies differ loads a new
 * document instead of changing the page in place, and Back or Forward across such a line reloads.
 */
import { needsNewDocument } from '../../engine/documentPolicy.ts';
import { allRouteTables } from './routeTables.ts';
import type { AroundNavHandler } from 'wouter';

/** wouter's `aroundNav`: every in-app navigation passes here with the absolute path. */
export const documentNav: AroundNavHandler = (navigate, to, options) => {
  if (typeof location !== 'undefined' && needsNewDocument(allRouteTables, location.pathname, to.split('?')[0] ?? to)) {
    if (options?.replace) location.replace(to);
    else location.assign(to);
    return;
  }
  navigate(to, options);
};

/** Back and Forward: the history entry's page is drawn in this document only when its policy is this document's. */
export function reloadAcrossPolicies(): void {
  const loadedAt = location.pathname;
  addEventListener('popstate', () => {
    if (needsNewDocument(allRouteTables, loadedAt, location.pathname)) location.reload();
  });
}
