/**
 * A feature decision through the flags client (001 §7 v1/feature, the user being the organisation
 * and the telemetry tracker), recorded in telemetry once known. Until it answers, or if it cannot
 * (no telemetry session: "Could not establish session."), the organisation's flag list decides.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBrand } from '../app/AppContext.tsx';
import { useFlags } from '../api/flags.ts';
import { fetchFeature } from './experiments.ts';
import { trackDecision } from './telemetry.ts';

export function useFeature(featureKey: string): { enabled: boolean; loading: boolean; variables: Record<string, unknown> } {
  const brand = useBrand();
  const flags = useFlags(brand.orgCode);
  const feature = useQuery({ queryKey: ['feature', brand.orgCode, featureKey], queryFn: () => fetchFeature(featureKey, brand.orgCode), staleTime: 60_000 });
  const listed = flags.data?.[featureKey];
  const enabled = feature.data ? feature.data.enabled : Boolean(listed?.enabled);
  const known = Boolean(feature.data) || (feature.isError && Boolean(flags.data));
  useEffect(() => {
    if (known) trackDecision(featureKey, enabled);
  }, [known, featureKey, enabled]);
  return { enabled, loading: !known && (feature.isPending || flags.isLoading), variables: feature.data?.variables ?? listed?.variables ?? {} };
}
