/** Feature flags for the organisation (000 §7): POST /service-optimize/external/api/v1/features. */
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

/** A flag as rules read it; experiments carry the visitor's variation once decided (001 §7). */
export type Flags = Record<string, { enabled: boolean; variables?: Record<string, unknown>; experiment?: boolean; variationKey?: string }>;

export const flagKeys = { forOrg: (org: string) => ['flags', org] as const };

export async function fetchFlags(orgCode: string): Promise<Flags> {
  const list = await request<{ key: string; enabled: boolean; variables?: Record<string, unknown>; experiment?: boolean }[]>(
    '/service-optimize/external/api/v1/features',
    { method: 'POST', body: { optimizeUser: { attributes: { organization: orgCode } } }, external: true },
  );
  const out: Flags = {};
  for (const f of list) out[f.key] = { enabled: f.enabled, variables: f.variables ?? {}, ...(f.experiment ? { experiment: true } : {}) };
  return out;
}

export function useFlags(orgCode: string) {
  return useQuery({ queryKey: flagKeys.forOrg(orgCode), queryFn: () => fetchFlags(orgCode), staleTime: 60_000 });
}
