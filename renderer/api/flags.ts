/** Feature flags for the organisation (000 §7): POST /service-optimize/external/api/v1/features. */
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { apiPath } from './operations.ts';

/** A flag as rules read it; experiments carry the visitor's variation once decided (001 §7). */
export type Flags = Record<string, { enabled: boolean; variables?: Record<string, unknown>; experiment?: boolean; variationKey?: string }>;

export const flagKeys = { forOrg: (org: string) => ['flags', org] as const };

type FlagList = { key: string; enabled: boolean; variables?: Record<string, unknown>; experiment?: boolean }[];

function toFlags(list: FlagList): Flags {
  const out: Flags = {};
  for (const f of list) out[f.key] = { enabled: f.enabled, variables: f.variables ?? {}, ...(f.experiment ? { experiment: true } : {}) };
  return out;
}

export async function fetchFlags(orgCode: string): Promise<Flags> {
  return toFlags(await request<FlagList>(
    apiPath('features', { context: 'external' }),
    { method: 'POST', body: { optimizeUser: { attributes: { organization: orgCode } } }, external: true, background: true },
  ));
}

/** When the page was loaded: flags that came with it are as fresh as the page. */
const pageLoadedAt = Date.now();

/**
 * The flags the server put in the page for this organisation (`<script id="org-flags">`), so the
 * first screen does not wait for the flags call; read again after `staleTime` like any other.
 */
export function pageFlags(orgCode: string, doc: { getElementById(id: string): { textContent: string | null } | null } | undefined = globalThis.document): Flags | undefined {
  try {
    // No page when drawn on the server (renderer/server/renderCheck.tsx): the flags come from the query.
    const page = JSON.parse(doc?.getElementById('org-flags')?.textContent ?? 'null') as { orgCode?: string; features?: FlagList } | null;
    return page?.orgCode === orgCode && Array.isArray(page.features) ? toFlags(page.features) : undefined;
  } catch {
    return undefined;
  }
}

export function useFlags(orgCode: string) {
  return useQuery({
    queryKey: flagKeys.forOrg(orgCode),
    queryFn: () => fetchFlags(orgCode),
    staleTime: 60_000,
    initialData: () => pageFlags(orgCode),
    initialDataUpdatedAt: pageLoadedAt,
  });
}
