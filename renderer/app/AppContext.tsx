/** What every screen's rules read: brand, flags, profile, originator and lender licensing, query, today (000 §5 context). */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { Brand, RuleContext } from '../../engine/index.ts';
import { useFlags, type Flags } from '../api/flags.ts';
import { useProfile, type Profile } from '../api/profile.ts';
import { useOriginator } from '../api/originator.ts';
import { getToken } from '../api/client.ts';
import { serverToday } from '../api/serverClock.ts';
import { useExperimentFlags } from '../telemetry/useExperiments.ts';
import { useStateLicences } from '../shell/shellApi.ts';
import { useAfterFirstScreen } from '../shell/afterFirstScreen.ts';

export interface AppState {
  brand: Brand;
  flags: Flags;
  profile: Profile | undefined;
  signedIn: boolean;
  /** True while flags (and the profile, when signed in) are still loading. */
  loading: boolean;
}

const BrandContext = createContext<Brand | null>(null);

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside BrandProvider');
  return brand;
}

export function useAppState(): AppState {
  const brand = useBrand();
  const flags = useFlags(brand.orgCode);
  const withExperiments = useExperimentFlags(brand.orgCode, flags.data);
  const profile = useProfile();
  const signedIn = Boolean(profile.data) || getToken() !== null;
  return { brand, flags: withExperiments ?? {}, profile: profile.data, signedIn, loading: flags.isLoading || (getToken() !== null && profile.isLoading) };
}

/** The rule context for the current page (without `form`, which the screen adds). */
export function useRuleContext(path: string): { ctx: RuleContext; loading: boolean } {
  const app = useAppState();
  const search = useSearch();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const originatorId = query.loanOriginatorUuid ?? query.referrer;
  const originator = useOriginator(originatorId, app.brand.orgCode);
  // The states the lender lends in (the footer's list, one shared query), after the first screen has
  // painted like the footer's; the rules that read them wait for them (lender.licensedStates).
  const licences = useStateLicences(app.brand.orgCode, useAfterFirstScreen());
  const licensedStates = useMemo(() => (Array.isArray(licences.data) ? licences.data.map((s) => String(s.abbrev).toUpperCase()) : undefined), [licences.data]);
  const ctx = useMemo<RuleContext>(() => ({
    brand: app.brand,
    flags: app.flags,
    profile: app.profile ?? {},
    signedIn: app.signedIn,
    originator: { ...originator.data },
    ...(licensedStates ? { lender: { licensedStates } } : {}),
    query,
    path,
    today: serverToday(),
  }), [app.brand, app.flags, app.profile, app.signedIn, originator.data, licensedStates, query, path]);
  return { ctx, loading: app.loading || (Boolean(originatorId) && originator.isLoading) };
}
