/**
 * A page's Permissions-Policy is fixed when its document loads (host/page/pages.ts sets it from the
 * route's `devices`: the camera and microphone in the notary area, the location where signing and
 * the notary ask for it; engine/documentPolicy.ts). So a move between two routes whose policies
 * differ loads a new document instead of changing the page in place, and Back or Forward across
 * such a line reloads. A document that was itself loaded by such a move less than SETTLE_MS ago
 * moves in place (a decision that sends the applicant straight back must not reload forever).
 */
import type { AroundNavHandler } from 'wouter';
import { needsNewDocument } from '../../engine/documentPolicy.ts';
import { allRouteTables } from './routeTables.ts';

const SETTLE_MS = 2000;
/** The path this document was loaded at: its policy is that route's, wherever the page has moved since. */
const documentPath = typeof location === 'undefined' ? '/' : location.pathname;
const SWITCHED_AT = 'heloc.documentSwitchedAt';

function recentlySwitched(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(SWITCHED_AT) ?? 0) < SETTLE_MS;
  } catch {
    return false;
  }
}

function markSwitch(): void {
  try {
    sessionStorage.setItem(SWITCHED_AT, String(Date.now()));
  } catch {
    // Storage refused: the move still happens.
  }
}

/** wouter's `aroundNav`: every in-app navigation passes here with the absolute path. */
export const documentNav: AroundNavHandler = (navigate, to, options) => {
  if (typeof location !== 'undefined' && needsNewDocument(allRouteTables, documentPath, to.split('?')[0] ?? to) && !recentlySwitched()) {
    markSwitch();
    if (options?.replace) location.replace(to);
    else location.assign(to);
    return;
  }
  navigate(to, options);
};

/** Back and Forward: the history entry's page is drawn in this document only when its policy is this document's. */
export function reloadAcrossPolicies(): void {
  addEventListener('popstate', () => {
    if (needsNewDocument(allRouteTables, documentPath, location.pathname) && !recentlySwitched()) {
      markSwitch();
      location.reload();
    }
  });
}
