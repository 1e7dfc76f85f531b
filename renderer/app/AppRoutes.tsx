/**
 * Routes generated from the journey files: every declared route renders its screen (behind the
 * gates), redirects are followed (inside the app or to outside pages), anything else is not found.
 */
import { Route, Switch, Redirect, useLocation, useSearch } from 'wouter';
import { lazy, Suspense, type ComponentType } from 'react';
import { resolvePath } from '../../engine/redirects.ts';
import { routeKindOf } from '../../engine/routeKind.ts';
import { withBase } from '../../engine/paths.ts';
import type { Brand, JourneyRoutes, RouteDef, RouteKind, RuleContext } from '../../engine/index.ts';
import { allRouteTables, BASE_PATH, routeTables, screenIdOf } from './routeTables.ts';
import { evaluateGates } from '../../engine/gates.ts';
import type { Flags } from '../api/flags.ts';
import { serverToday } from '../api/serverClock.ts';
import { useBrand, useRuleContext } from './AppContext.tsx';
import { Gate } from './Gate.tsx';
import { RegistrationStep } from '../screens/RegistrationStep.tsx';
import { ScreenView } from '../screens/ScreenView.tsx';
import { preloadScreen, screenKey } from '../screens/loadScreen.ts';
import type { ScreenModule } from 'virtual:screens';
import { queryClient } from './queryClient.ts';
import type { QueryClient } from '@tanstack/react-query';
import { Loading } from '../screens/Loading.tsx';
import { NotFound } from '../screens/NotFound.tsx';
import { UUID_SOURCE } from '../../engine/paths.ts';

/** A wouter path for a journey route; :uuid only matches an application id, as in the engine. */
function routePattern(path: string): string | RegExp {
  if (!path.includes(':uuid')) return path;
  const source = path.split('/').map((seg) => (seg === ':uuid' ? `(?<uuid>${UUID_SOURCE})` : seg.startsWith(':') ? `(?<${seg.slice(1)}>[^/]+)` : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}/?$`);
}

function ScreenRoute({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  return <ScreenView screenId={screenIdOf(route)!} ctx={ctx} />;
}

type KindProps = { route: RouteDef; ctx: RuleContext };
type KindModule = { default: ComponentType<KindProps> };
/** Route kinds whose chunk has loaded: drawn at once instead of through a Suspense fallback. */
const loadedKinds: Partial<Record<RouteKind, ComponentType<KindProps>>> = {};
const once = (kind: RouteKind, load: () => Promise<KindModule>) => {
  let loading: Promise<KindModule> | undefined;
  return () => (loading ??= load().then((m) => {
    loadedKinds[kind] = m.default;
    return m;
  }));
};
/**
 * The application's and the signer's pages navigate by their journey's step machine and status
 * table: their own chunks (with the whole journey file), so registration never loads them (issue 13).
 */
const LAZY_KINDS: Partial<Record<RouteKind, () => Promise<KindModule>>> = {
  application: once('application', () => import('../status/ApplicationRoute.tsx').then((m) => ({ default: m.ApplicationRoute }))),
  signer: once('signer', () => import('../screens/SignerRoute.tsx').then((m) => ({ default: m.SignerRoute }))),
};

/** One component per route kind the journeys name (schemas/meta/journey.schema.json `routeKind`). */
const KINDS: Record<RouteKind, ComponentType<KindProps>> = {
  screen: ScreenRoute,
  step: RegistrationStep,
  application: lazy(LAZY_KINDS.application!),
  signer: lazy(LAZY_KINDS.signer!),
};
const kindComponent = (kind: RouteKind) => loadedKinds[kind] ?? KINDS[kind];

/** What the page is drawn with before any call (the page's brand and flags, its query): enough for the gates to say what it shows. */
export interface PageStart {
  brand: Brand;
  flags: Flags | undefined;
  search: string;
}

/**
 * Loads what the page at `pathname` draws first, its route kind's chunk and its screen (their
 * files are already preloaded by the page's `modulepreload` links), so that the first render shows
 * the screen rather than a loading state and a second render (issue 13); with `start`, also the
 * screen a registration gate shows there instead (the not-accepting or maintenance page,
 * journeys/register.json `gates`), decided as Gate.tsx decides it for a visitor not signed in. Never
 * rejects: a chunk that fails here is loaded again, with its error handling, when the page renders.
 * `client`: the cache to seed (the page prerender's own on the server, renderer/server/pagePrerender.tsx).
 */
export function preloadPage(pathname: string, start?: PageStart, client: QueryClient = queryClient): Promise<void> {
  // The preloaded screen goes into the app's query cache, where useScreen finds it in the first render.
  const seedScreen = (id: string, mod: ScreenModule | undefined) => {
    if (mod && client.getQueryData(screenKey(id)) === undefined) client.setQueryData(screenKey(id), mod);
  };
  const preload = (id: string | undefined) => (id ? preloadScreen(id).then((mod) => seedScreen(id, mod)) : undefined);
  const r = resolvePath(allRouteTables, { path: pathname }).result;
  if (r.kind !== 'route') return Promise.resolve();
  const journey = allRouteTables.find((j) => j.id === r.journey);
  if (!journey) return Promise.resolve();
  const gate = start ? gateScreenOf(pathname, start) : undefined;
  return Promise.all([
    LAZY_KINDS[routeKindOf(journey, r.route)]?.(),
    preload(screenIdOf(r.route)),
    preload(gate),
  ]).then(() => undefined, () => undefined);
}

function gateScreenOf(pathname: string, start: PageStart): string | undefined {
  const path = pathname.slice(BASE_PATH.length) || '/';
  const ctx: RuleContext = { brand: start.brand, flags: start.flags ?? {}, profile: {}, signedIn: false, originator: {}, query: Object.fromEntries(new URLSearchParams(start.search)), path, today: serverToday() };
  return evaluateGates(routeTables.register, ctx).result?.outcome.screen;
}

function Page({ journey, route }: { journey: JourneyRoutes; route: RouteDef }) {
  const [location] = useLocation();
  const { ctx, loading } = useRuleContext(location);
  if (loading) return <Loading />;
  const Content = kindComponent(routeKindOf(journey, route));
  return <Gate ctx={ctx}><Suspense fallback={<Loading />}><Content route={route} ctx={ctx} /></Suspense></Gate>;
}

function Fallback() {
  const [location] = useLocation();
  const search = useSearch();
  const brand = useBrand();
  const decision = resolvePath(allRouteTables, { path: withBase(BASE_PATH, location), query: search, brand });
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
      {allRouteTables.flatMap((j) => j.routes.map((route) => (
        <Route key={route.path} path={routePattern(route.path)}>{() => <Page journey={j} route={route} />}</Route>
      )))}
      <Route>{() => <Fallback />}</Route>
    </Switch>
  );
}
