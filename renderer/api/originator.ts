/** Loan originator lookup (000 §7): enabled only when a loan originator id is in the query; 10-minute cache (001 §9). */
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

export interface OriginatorLicensing {
  enforceLicensedStatesForReferral: boolean;
  licensedStates: string[];
}

export const originatorKeys = { licensing: (uuid: string, org: string) => ['originator', uuid, org, 'licensing'] as const };

export function useOriginatorLicensing(loanOriginatorUuid: string | undefined, orgCode: string) {
  return useQuery({
    queryKey: originatorKeys.licensing(loanOriginatorUuid ?? '', orgCode),
    queryFn: () => request<OriginatorLicensing>(`/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid!)}?organization=${encodeURIComponent(orgCode)}`, { external: true }),
    enabled: Boolean(loanOriginatorUuid),
    staleTime: 10 * 60_000,
  });
}
