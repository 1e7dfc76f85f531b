/**
 * What a requested path is (000 §2): a declared route of some journey, a redirect (inside the app
 * or to an outside page), or nothing. Routes win over redirects; redirects are tried in file order.
 */
import { fillPath, matchPath, stripBase, withBase } from './paths.ts';
import { interpolate } from './template.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { RouteDef } from './types/journey.ts';
import type { JourneyRoutes } from './types/journeyRoutes.ts';

export interface PathInput {
  /** Full path as requested (site level, e.g. /account/heloc/register-v2 or /account/register). */
  path: string;
  /** Query string without "?" (kept by redirects that say so). */
  query?: string;
  /** Context for {{brand.*}} placeholders in outside destinations. */
  brand?: Record<string, unknown>;
}

export type PathResolution =
  | { kind: 'route'; journey: string; route: RouteDef; params: Record<string, string> }
  | { kind: 'redirect'; redirect: string; to: string; external: boolean }
  | { kind: 'notFound' };

export function resolvePath(journeys: readonly JourneyRoutes[], input: PathInput): Decision<PathResolution> {
  const basePath = journeys[0]?.basePath ?? '/';
  const inner = stripBase(basePath, input.path.split('?')[0] ?? '/');
  const trace: TraceStep[] = [];
  if (inner !== null) {
    for (const j of journeys) {
      for (const route of j.routes) {
        const m = matchPath(route.path, inner);
        if (m) {
          trace.push({ kind: 'route', rule: `${j.id}:${route.path}`, outcome: true, decided: true });
          return { result: { kind: 'route', journey: j.id, route, params: m.params }, trace, decidedBy: route.path };
        }
      }
    }
  }
  for (const j of journeys) {
    for (const r of j.redirects ?? []) {
      const candidate = (r.scope ?? 'base') === 'site' ? input.path.split('?')[0]! : inner;
      if (candidate === null) continue;
      const m = matchPath(r.from, candidate);
      if (!m) continue;
      let to: string;
      if (r.to.includes('{{')) to = interpolate(r.to, { brand: input.brand ?? {} });
      else {
        to = fillPath(r.to, m.params, m.rest);
        if (!r.external) to = withBase(basePath, to);
      }
      if (r.keepQuery && input.query) to += `${to.includes('?') ? '&' : '?'}${input.query}`;
      trace.push({ kind: 'redirect', rule: r.id, outcome: true, note: `→ ${to}`, decided: true });
      return { result: { kind: 'redirect', redirect: r.id, to, external: r.external === true }, trace, decidedBy: r.id };
    }
  }
  trace.push({ kind: 'notFound', rule: input.path, outcome: false, decided: true });
  return { result: { kind: 'notFound' }, trace };
}
