/**
 * A page's Permissions-Policy is fixed when its document loads (host/page/pages.ts sets it from the
 * route's `devices`: the camera and microphone in the notary area, the location where signing and
 * the notary ask for it; engine/documentPolicy.ts). So a move between two routes whose policies
 * differ loads a new document instead of changing the page in place, and Back or Forward across
 * such a line reloads. A move straight back to the page the last switch left, less than SETTLE_MS
 * after it, is made in place (two decisions that send the applicant to and fro must not reload
 * forever); any other switch is made.
 */
import type { AroundNavHandler } from 'wouter';
import { needsNewDocument } from '../../engine/documentPolicy.ts';
import { allRouteTables } from './routeTables.ts';

const SETTLE_MS = 2000;
/** The path this document was loaded at: its policy is that route's, wherever the page has moved since. */
const documentPath = typeof location === 'undefined' ? '/' : location.pathname;
const LAST_SWITCH = 'heloc.documentSwitch';

/** Whether going to `to` now would undo the last switch at once (a loop). */
function wouldLoop(to: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(LAST_SWITCH) ?? 'null') as { from?: string; at?: number } | null;
    return last?.from === to && Date.now() - Number(last.at ?? 0) < SETTLE_MS;
  } catch {
    return false;
  }
}

function markSwitch(from: string): void {
  try {
    sessionStorage.setItem(LAST_SWITCH, JSON.stringify({ from, at: Date.now() }));
  } catch {
    // Storage refused: the move still happens.
  }
}

/** wouter's `aroundNav`: every in-app navigation passes here with the absolute path. */
export const documentNav: AroundNavHandler = (navigate, to, options) => {
  const target = to.split('?')[0] ?? to;
  if (typeof location !== 'undefined' && needsNewDocument(allRouteTables, documentPath, target) && !wouldLoop(target)) {
    markSwitch(location.pathname);
    if (options?.replace) location.replace(to);
    else location.assign(to);
    return;
  }
  navigate(to, options);
};

/** Back and Forward: the history entry's page is drawn in this document only when its policy is this document's. */
export function reloadAcrossPolicies(): void {
  addEventListener('popstate', () => {
    if (needsNewDocument(allRouteTables, documentPath, location.pathname)) {
      location.reload();
    }
  });
}
