/** The application, its server status string and the profile, as the status router reads them (000 §4.3, §7). */
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

/** Local storage key of the applicant's current application (001 §9; read by plaid-oauth-success). */
export const APPLICATION_KEY = 'heloc_uuid';

export const applicationKey = (uuid: string) => ['application', uuid] as const;

export const fetchStatus = (uuid: string) =>
  request<{ status: string }>(`/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`).then((r) => r.status);

export const fetchApplication = (uuid: string) =>
  request<Record<string, unknown>>(`/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`);

/** The application for a screen's context; the status router fills the cache when it decides. */
export function useApplication(uuid: string, enabled = true) {
  return useQuery({ queryKey: applicationKey(uuid), queryFn: () => fetchApplication(uuid), enabled, staleTime: 5_000 });
}
