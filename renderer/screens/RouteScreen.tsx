/** A journey route: its screen file when the route names one (or shares another route's), else the route's own description. */
import type { RouteDef, RuleContext } from '../../engine/index.ts';
import { allJourneys } from '../app/journeys.ts';
import { ScreenView } from './ScreenView.tsx';

export function RouteScreen({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  const shared = route.sameScreenAs ? allJourneys.flatMap((j) => j.routes).find((r) => r.path === route.sameScreenAs) : undefined;
  const screenId = route.screen ?? shared?.screen;
  if (screenId) return <ScreenView screenId={screenId} ctx={ctx} />;
  return (
    <section className="screen screen--info" aria-labelledby="screen-title">
      <h1 id="screen-title">{route.description ?? 'Your application'}</h1>
      <p>Your application is in progress. We'll let you know by e-mail when there is something for you to do here.</p>
    </section>
  );
}
