/** The application, its server status string and the profile, as navigation reads them (000 §4.3, §7). */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, request } from './client.ts';
import { apiPath } from './operations.ts';
import type { Application } from '../../engine/types/application.ts';
import type { OperationResponses } from '../../engine/types/responses.ts';

/** Local storage key of the applicant's current application (001 §9; read by plaid-oauth-success). */
export const APPLICATION_KEY = 'heloc_uuid';

export const applicationKey = (uuid: string) => ['application', uuid] as const;
/** The last status read of an application (its own key: marking the application stale does not refetch it). */
export const statusReadKey = (uuid: string) => ['applicationStatus', uuid] as const;

export const fetchStatus = (uuid: string) =>
  request<{ status: string }>(apiPath('applicationStatus', { uuid }), { background: true }).then((r) => r.status);

export const fetchApplication = (uuid: string) =>
  request<OperationResponses['application']>(apiPath('application', { uuid }), { background: true });

/** One read of the status, with the application as it was at that status. */
export interface StatusRead {
  status: string;
  app: Application;
  /** Reads made in this observation (1 for the first). */
  attempt: number;
  /** When the read was made (Date.now()). */
  at: number;
}

/**
 * Reads the status; the application is read again only when the cached one belongs to another
 * status or was marked stale (a submit), so a status change costs two requests and a wait one.
 * Reads since `since` count as tries of the same observation. After a settled status the page was
 * watching (journeys/heloc.json `polling.watch`), a read that finds another status starts counting
 * again: minutes of watching are not tries of the status that follows (000 §4.4).
 */
export async function readStatus(queryClient: QueryClient, uuid: string, since: number, restartOnChange = false): Promise<StatusRead> {
  const previous = queryClient.getQueryData<StatusRead>(statusReadKey(uuid));
  const current = previous && previous.at >= since ? previous : undefined;
  let status: string;
  try {
    status = await fetchStatus(uuid);
  } catch (error) {
    // A failed read counts as a try with the status already known (000 §4.4); 401/403/404 and a
    // first read that fails surface as the query's error.
    if (!current || (error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
    return { ...current, attempt: current.attempt + 1, at: Date.now() };
  }
  const key = applicationKey(uuid);
  let app = queryClient.getQueryData<Application>(key);
  if (!app || app.serverStatus !== status || queryClient.getQueryState(key)?.isInvalidated) {
    app = await fetchApplication(uuid);
    queryClient.setQueryData(key, app);
  }
  const attempt = current && !(restartOnChange && current.status !== status) ? current.attempt + 1 : 1;
  return { status, app, attempt, at: Date.now() };
}

/** The application for a screen's context (anyStatus routes read it themselves; elsewhere readStatus fills it). */
export function useApplication(uuid: string, enabled = true) {
  return useQuery({ queryKey: applicationKey(uuid), queryFn: () => fetchApplication(uuid), enabled, staleTime: 5_000 });
}

/** The signed-in applicant's application still open in their account (the lender's `active`), if any: the newest. */
export const openApplicationKey = ['openApplication'] as const;
export const fetchOpenApplication = () =>
  request<{ uuid?: unknown; active?: unknown }[]>(apiPath('applicationList'), { background: true })
    .then((list) => list.filter((a) => a.active === true && typeof a.uuid === 'string').map((a) => String(a.uuid)).at(-1) ?? null);

export function useOpenApplication(enabled: boolean) {
  return useQuery({ queryKey: openApplicationKey, queryFn: fetchOpenApplication, enabled, staleTime: 5_000, retry: false });
}
