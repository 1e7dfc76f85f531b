/**
 * The applicant's open condition cards, wherever they are in the app (001 §4, §9; issue 10): the
 * application of the path (/{uuid}/...), or for an additional signer the application they sign.
 * The same query as the cards screen (001 §4 rules: an application id; for signers a loaded profile
 * and the signer-conditions flag), so the shell's notice, notifications entry and navigation count
 * agree with the cards. Null when there is no application to ask about.
 */
import { useQuery } from '@tanstack/react-query';
import { useAfterFirstScreen } from './afterFirstScreen.ts';
import { isAdditionalSigner } from '../../engine/additionalSigner.ts';
import { isUuid, withBase } from '../../engine/paths.ts';
import { routeAt } from '../../engine/routeAt.ts';
import type { AppState } from '../app/AppContext.tsx';
import { BASE_PATH, routeTables } from '../app/routeTables.ts';
import { useConditions } from '../api/conditions.ts';
import { fetchSignerStatus, signerStatusKey } from '../api/signerStatus.ts';
import { conditionsListPath, conditionsQueryEnabled, SIGNER_CONDITIONS_FLAG, visibleConditions } from '../components/conditionCards.ts';

export interface OpenConditions {
  open: number;
  /** The cards' page, a full site path. */
  href?: string;
  /** The cards' page inside the app (the notice is not shown on it or under it). */
  listPath?: string;
}

export function useOpenConditions(path: string, app: AppState): OpenConditions | null {
  // The signer journey's pages, but not its own sign-in (journeys/signer.json).
  const signerArea = routeAt(routeTables.signer, path) !== undefined && path !== routeTables.signer.signIn;
  const first = path.split('/')[1];
  const pathUuid = !signerArea && isUuid(first) ? first!.toLowerCase() : undefined;
  const profile = app.profile as { uuid?: unknown; type?: unknown } | undefined;
  const flag = (app.flags[SIGNER_CONDITIONS_FLAG] as { enabled?: boolean } | undefined)?.enabled === true;
  // Asked once the first screen has painted (issue 13).
  const later = useAfterFirstScreen();
  const signer = useQuery({
    queryKey: signerStatusKey,
    queryFn: fetchSignerStatus,
    enabled: later && signerArea && app.signedIn && flag && profile !== undefined && isAdditionalSigner(profile),
    staleTime: 60_000,
  });
  const uuid = signerArea ? (signer.data?.['applicationUuid'] as string | undefined) : pathUuid;
  const enabled = later && app.signedIn && conditionsQueryEnabled({
    uuid,
    isAdditionalSigner: signerArea || (profile !== undefined && isAdditionalSigner(profile)),
    profileLoaded: profile !== undefined,
    signerConditionsFlag: flag,
  });
  const query = useConditions(uuid, enabled);
  if (!enabled || !uuid) return null;
  const listPath = conditionsListPath({ area: signerArea ? 'signer' : 'application', uuid });
  return { open: visibleConditions(query.data).length, listPath, href: listPath ? withBase(BASE_PATH, listPath) : undefined };
}
