/**
 * Component "StoredApplicationRedirect": for pages reached from outside without the application id
 * in the path (plaid-oauth-success, 000 §2). Reads the id kept in local storage (heloc_uuid, 001 §9)
 * and replaces the page with the application's index, where the status router takes over. A full
 * page load, not a client route: the server then shows the application in its own lender's brand
 * (issue 10: a bank-linking return came back in another brand). Without a valid id it says so,
 * using the screen's `copy.missing`, and leaves the screen's actions to help.
 */
import { useEffect, useState } from 'react';
import { isUuid } from '../../engine/paths.ts';
import { APPLICATION_KEY } from '../api/applicationStatus.ts';
import { BASE_PATH } from '../app/routeTables.ts';
import type { ScreenComponentProps } from './types.ts';

/** The stored application id, or null when there is none or it is not a UUID. */
export function storedApplicationId(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    const value = storage?.getItem(APPLICATION_KEY) ?? null;
    return isUuid(value) ? value : null;
  } catch {
    return null; // storage disabled by the browser
  }
}

const REDIRECTING = 'Taking you back to your application…';

/**
 * `uuid`: the application to go to when the caller knows it (one open in the account), else the
 * stored one; `search`: the query to keep on the way (a registration page's ?org=, ?pop-webchat),
 * which the status router carries on as the journey says (statusRouting.carryQuery).
 */
export function StoredApplicationRedirect({ copy, uuid: given, search }: Pick<ScreenComponentProps, 'copy'> & { uuid?: string; search?: string }) {
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const uuid = isUuid(given) ? given : storedApplicationId(typeof localStorage === 'undefined' ? undefined : localStorage);
    if (uuid) window.location.replace(`${BASE_PATH}/${uuid}${search ? `?${search}` : ''}`);
    else setMissing(true);
  }, [given, search]);
  const text = typeof copy['missing'] === 'string' ? copy['missing'] : 'We could not find your application in this browser.';
  return missing ? <p className="screen__notice" role="alert">{text}</p> : <p role="status">{String(copy['redirecting'] ?? REDIRECTING)}</p>;
}
