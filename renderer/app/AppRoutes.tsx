/**
 * Routes generated from the journey files: every declared route renders its screen (behind the
 * gates), redirects are followed (inside the app or to outside pages), anything else is not found.
 */
import { Route, Switch, Redirect, useLocation, useSearch } from 'wouter';
import type { ComponentType } from 'react';
import { resolvePath, routeKindOf, withBase } from '../../engine/index.ts';
import type { Journey, RouteDef, RouteKind, RuleContext } from '../../engine/index.ts';
import { allJourneys, BASE_PATH, screenIdOf } from './journeys.ts';
import { useBrand, useRuleContext } from './AppContext.tsx';
import { Gate } from './Gate.tsx';
import { RegistrationStep } from '../screens/RegistrationStep.tsx';
import { ApplicationRoute } from '../status/ApplicationRoute.tsx';
import { ScreenView } from '../screens/ScreenView.tsx';
import { SignerRoute } from '../screens/SignerRoute.tsx';
import { Loading } from '../screens/Loading.tsx';
import { NotFound } from '../screens/NotFound.tsx';

/** A wouter path for a journey route; :uuid only matches an application id, as in the engine. */
function routePattern(path: string): string | RegExp {
  if (!path.includes(':uuid')) return path;
  const source = path.split('/').map((seg) => (seg === ':uuid' ? '(?<uuid>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})' : seg.startsWith(':') ? `(?<${seg.slice(1)}>[^/]+)` : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}/?$`);
}

function ScreenRoute({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  return <ScreenView screenId={screenIdOf(route)!} ctx={ctx} />;
}

/** One component per route kind the journeys name (schemas/meta/journey.schema.json `routeKind`). */
const KINDS: Record<RouteKind, ComponentType<{ route: RouteDef; ctx: RuleContext }>> = {
  screen: ScreenRoute,
  step: RegistrationStep,
  application: ApplicationRoute,
  signer: SignerRoute,
};

function Page({ journey, route }: { journey: Journey; route: RouteDef }) {
  const [location] = useLocation();
  const { ctx, loading } = useRuleContext(location);
  if (loading) return <Loading />;
  const Content = KINDS[routeKindOf(journey, route)];
  return <Gate ctx={ctx}><Content route={route} ctx={ctx} /></Gate>;
}

function Fallback() {
  const [location] = useLocation();
  const search = useSearch();
  const brand = useBrand();
  const decision = resolvePath(allJourneys, { path: withBase(BASE_PATH, location), query: search, brand });
  const r = decision.result;
  if (r.kind === 'redirect') {
    if (r.external) {
      window.location.replace(r.to);
      return <Loading label="Redirecting" />;
    }
    return <Redirect to={r.to.slice(BASE_PATH.length) || '/'} replace />;
  }
  return <NotFound />;
}

export function AppRoutes() {
  return (
    <Switch>
      {allJourneys.flatMap((j) => j.routes.map((route) => (
        <Route key={route.path} path={routePattern(route.path)}>{() => <Page journey={j} route={route} />}</Route>
      )))}
      <Route>{() => <Fallback />}</Route>
    </Switch>
  );
}
