/** A feature decision through the flags client (001 §7), recorded in telemetry once it is known. */
import { useEffect } from 'react';
import { useBrand } from '../app/AppContext.tsx';
import { useFlags } from '../api/flags.ts';
import { trackDecision } from './telemetry.ts';

export function useFeature(featureKey: string): { enabled: boolean; loading: boolean; variables: Record<string, unknown> } {
  const brand = useBrand();
  const flags = useFlags(brand.orgCode);
  const flag = flags.data?.[featureKey];
  useEffect(() => {
    if (flags.data) trackDecision(featureKey, Boolean(flag?.enabled));
  }, [flags.data, featureKey, flag?.enabled]);
  return { enabled: Boolean(flag?.enabled), loading: flags.isLoading, variables: flag?.variables ?? {} };
}
