/**
 * The loan originator (000 §7, 001 §3, §7): GET /service-lead-portal/api/lo/{uuid}, one query for
 * both the licensing rule of registration and the shell's sidebar card; enabled only with an id;
 * cached 10 minutes (001 §9).
 */
import { useQuery } from '@tanstack/react-query';
import type { OriginatorDisplayInfo } from '../shell/originator.ts';
import { request } from './client.ts';

export interface Originator {
  enforceLicensedStatesForReferral: boolean;
  licensedStates: string[];
  originatorDisplayInfo?: OriginatorDisplayInfo | null;
}

export const originatorKeys = { one: (uuid: string, org: string) => ['originator', uuid, org] as const };

export function useOriginator(loanOriginatorUuid: string | undefined, orgCode: string) {
  return useQuery({
    queryKey: originatorKeys.one(loanOriginatorUuid ?? '', orgCode),
    queryFn: () => request<Originator>(`/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid!)}?organization=${encodeURIComponent(orgCode)}`, { external: true }),
    enabled: Boolean(loanOriginatorUuid),
    staleTime: 10 * 60_000,
  });
}
