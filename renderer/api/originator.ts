/**
 * The loan originator (000 §7, 001 §3, §7): GET /service-lead-portal/api/lo/{uuid} (display info and
 * whether licensing is enforced) with its licensed states from GET .../lo/{uuid}/licensed-states
 * (001 §7), one query for both the licensing rule of registration and the shell's sidebar card;
 * enabled only with an id; cached 10 minutes (001 §9).
 */
import { useQuery } from '@tanstack/react-query';
import type { OriginatorDisplayInfo } from '../shell/originator.ts';
import { request } from './client.ts';
import { apiPath } from './operations.ts';

export interface Originator {
  enforceLicensedStatesForReferral: boolean;
  licensedStates: string[];
  originatorDisplayInfo?: OriginatorDisplayInfo | null;
}

export const originatorKeys = { one: (uuid: string, org: string) => ['originator', uuid, org] as const };

export async function fetchOriginator(loanOriginatorUuid: string, orgCode: string): Promise<Originator> {
  const [info, states] = await Promise.all([
    request<Originator>(`${apiPath('originator', { uuid: loanOriginatorUuid })}?organization=${encodeURIComponent(orgCode)}`, { external: true }),
    request<{ abbrev: string }[]>(apiPath('originatorStates', { uuid: loanOriginatorUuid }), { external: true }),
  ]);
  return { ...info, licensedStates: states.map((s) => s.abbrev.toUpperCase()) };
}

export function useOriginator(loanOriginatorUuid: string | undefined, orgCode: string) {
  return useQuery({
    queryKey: originatorKeys.one(loanOriginatorUuid ?? '', orgCode),
    queryFn: () => fetchOriginator(loanOriginatorUuid!, orgCode),
    enabled: Boolean(loanOriginatorUuid),
    staleTime: 10 * 60_000,
  });
}
