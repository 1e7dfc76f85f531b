/**
 * The rule context a screen's rules and copy read, as a schema, from where the journeys show the
 * screen: under `/:uuid` the application, the profile, the server status and the route's params
 * are always there; on a registration step the answers so far; on any screen the brand, flags,
 * path, query and today. `form` is the screen's own schema. `journey validate` checks `var` paths
 * and placeholders against it, and a placeholder reading a root that is not always there (`app` on
 * a registration page) needs a fallback.
 */
import type { ConfigSet } from './loadConfig.ts';
import type { SchemaAt } from './schemaPaths.ts';
import type { Journey } from '../types/journey.ts';

/** Roots the renderer gives every screen (renderer/app/AppContext.tsx). */
export const ALWAYS = ['brand', 'flags', 'path', 'query', 'signedIn', 'today'];

export interface Showing {
  journey: string;
  route: string;
  /** A registration step (listed in the journey's `steps`). */
  step: boolean;
  /** A signed-in page of the additional signer's area: shown only once the signer's progress is read (renderer/screens/SignerRoute.tsx). */
  signer?: boolean;
}

/** Every route that shows a screen (directly, or through `sameScreenAs`). */
export function routesShowing(set: ConfigSet, screenId: string): Showing[] {
  const out: Showing[] = [];
  for (const [id, j] of Object.entries(set.journeys)) {
    const data = j.data as Journey;
    const stepRoutes = new Set((data.steps ?? []).map((s) => s.route));
    for (const r of data.routes) {
      const shown = r.screen ?? (r.sameScreenAs ? data.routes.find((o) => o.path === r.sameScreenAs)?.screen : undefined);
      const signer = data.routeKind === 'signer' && r.path !== data.signIn && r.path !== data.readError && r.public !== true && r.anyStatus !== true;
      if (shown === screenId) out.push({ journey: id, route: r.path, step: stepRoutes.has(r.path), ...(signer ? { signer } : {}) });
    }
  }
  return out;
}

const paramsOf = (route: string) => [...route.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/** Roots and route params always there for every route in `showing` (the common part). */
export function guaranteed(showing: Showing[]): { roots: string[]; params: string[] } {
  if (showing.length === 0) return { roots: [...ALWAYS], params: [] };
  const per = showing.map((s) => {
    const params = paramsOf(s.route);
    const roots = [...ALWAYS];
    if (params.includes('uuid')) roots.push('app', 'profile', 'serverStatus');
    if (params.length > 0) roots.push('params');
    if (s.step) roots.push('registration');
    if (s.signer) roots.push('signer');
    return { roots, params };
  });
  const common = (lists: string[][]) => lists.reduce((a, b) => a.filter((x) => b.includes(x)));
  return { roots: common(per.map((p) => p.roots)), params: common(per.map((p) => p.params)) };
}

/**
 * The context schema for one screen: `form` is its schema, `registration` the registration answers,
 * `params` the route's, and `required` lists the roots that are always there.
 */
export function screenContext(base: SchemaAt, overrides: Record<string, unknown>, g: { roots: string[]; params: string[] }, form?: Record<string, unknown>): SchemaAt {
  const node = base.node as Record<string, unknown>;
  const props = node.properties as Record<string, Record<string, unknown>>;
  const params = { ...props.params, required: g.params };
  const roots = [...g.roots, ...(form ? ['form'] : [])];
  return {
    file: base.file,
    node: {
      ...node,
      required: roots,
      properties: { ...props, ...overrides, params, form: form ?? { type: 'object', properties: {}, additionalProperties: false } },
    },
  };
}
