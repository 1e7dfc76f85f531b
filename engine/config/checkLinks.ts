/**
 * Where links lead: every link of a screen (actions, dialog buttons, uiSchema `href`s), every
 * `submit.next`, the shell's links and every redirect are resolved against the journeys' routes
 * the way the router resolves them (engine/redirects.ts), following redirects; a link into the app
 * that reaches no route, and a redirect that comes back to where it started, are problems.
 * Links outside the app (tel:, mailto:, https:, a brand URL, another product's page) are not ours.
 */
import { resolvePath } from '../redirects.ts';
import { fillPath, stripBase } from '../paths.ts';
import { interpolate } from '../template.ts';
import { didYouMean, pointer, type Problem } from './problems.ts';
import type { Journey } from '../types/journey.ts';
import type { Screen } from '../types/screen.ts';

export interface LinkScope {
  journeys: Journey[];
  /** Every brand as merged over the defaults (redirects to brand URLs are followed for each). */
  brands: Record<string, Record<string, unknown>>;
}

/** An application id for links written with {{app.uuid}} or :uuid. */
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
const MAX_HOPS = 10;

const basePath = (scope: LinkScope) => scope.journeys[0]?.basePath ?? '/';
const allRoutes = (scope: LinkScope) => scope.journeys.flatMap((j) => j.routes.map((r) => r.path));
/** Paths a link may name: routes, and the `from` of redirects inside the app. */
const destinations = (scope: LinkScope) => [...allRoutes(scope), ...scope.journeys.flatMap((j) => (j.redirects ?? []).filter((r) => (r.scope ?? 'base') === 'base').map((r) => r.from))];

/** A link as the browser would request it: placeholders inside a path filled with sample values. */
function samplePath(href: string): string {
  return href
    .split(/[?#]/)[0]!
    .replace(/\{\{\s*(app\.uuid|params\.uuid)\s*\}\}/g, SAMPLE_UUID)
    .replace(/\{\{[^}]*\}\}/g, 'x');
}

/** Where a full path ends after following redirects: a route, the outside, nowhere, or a loop. */
export function follow(fullPath: string, scope: LinkScope, brand?: Record<string, unknown>): { end: 'route' | 'outside' | 'nowhere' | 'loop'; hops: string[] } {
  const hops = [fullPath];
  let path = fullPath;
  for (let i = 0; i < MAX_HOPS; i++) {
    const r = resolvePath(scope.journeys, { path, brand }).result;
    if (r.kind === 'route') return { end: 'route', hops };
    if (r.kind === 'notFound') return { end: stripBase(basePath(scope), path) === null ? 'outside' : 'nowhere', hops };
    const next = r.to.split(/[?#]/)[0]!;
    if (!next.startsWith('/') || next.startsWith('//')) return { end: 'outside', hops: [...hops, r.to] };
    if (hops.includes(next)) return { end: 'loop', hops: [...hops, next] };
    hops.push(next);
    path = next;
  }
  return { end: 'loop', hops };
}

const inner = (path: string, scope: LinkScope) => {
  const i = stripBase(basePath(scope), path);
  return i === null ? path : i.replace(SAMPLE_UUID, ':uuid');
};

/** The problem with a link, or null. */
export function linkProblem(href: string, scope: LinkScope): string | null {
  if (/^(tel:|mailto:|https?:|#)/.test(href) || href.startsWith('{{')) return null;
  if (!href.startsWith('/')) return `link "${href}" is neither a path on this site nor a full URL`;
  const f = follow(samplePath(href), scope);
  if (f.end === 'route' || f.end === 'outside') return null;
  const shown = f.hops.map((h) => inner(h, scope)).join(' → ');
  if (f.end === 'loop') return `link "${href}" goes round in redirects: ${shown}`;
  const last = inner(f.hops.at(-1)!, scope);
  return `link "${href}" leads to no route${f.hops.length > 1 ? ` (${shown})` : ''}${didYouMean(last, destinations(scope))}`;
}

/** `submit.next`: `status`, `nextStep`, or a route (`:uuid` and the route's own params filled in). */
export function nextProblem(next: string, scope: LinkScope): string | null {
  if (next === 'status' || next === 'nextStep') return null;
  if (!next.startsWith('/')) return `"${next}" is not "status", "nextStep" or a route path${didYouMean(next, ['status', 'nextStep'])}`;
  if (allRoutes(scope).includes(next)) return null;
  const path = `${basePath(scope).replace(/\/+$/, '')}${fillPath(next, { uuid: SAMPLE_UUID })}`;
  if (follow(path, scope).end === 'route') return null;
  return `"${next}" is not a route${didYouMean(next, allRoutes(scope))}`;
}

/** Every link and `submit.next` of a screen. */
export function checkScreenLinks(screen: Screen, file: string, scope: LinkScope): Problem[] {
  const out: Problem[] = [];
  const check = (href: unknown, at: string) => {
    if (typeof href !== 'string') return;
    const p = linkProblem(href, scope);
    if (p) out.push({ file, pointer: at, message: p });
  };
  (screen.actions ?? []).forEach((a, i) => check(a.href, pointer('actions', i, 'href')));
  (screen.rules ?? []).forEach((r, i) => (r.dialog?.actions ?? []).forEach((a, k) => check(a.href, pointer('rules', i, 'dialog', 'actions', k, 'href'))));
  hrefs(screen.uiSchema, ['uiSchema'], (href, path) => check(href, pointer(...path)));
  const next = screen.submit?.next;
  if (next !== undefined) {
    const p = nextProblem(next, scope);
    if (p) out.push({ file, pointer: pointer('submit', 'next'), message: p });
  }
  return out;
}

/** Every string under an `href` key. */
export function hrefs(node: unknown, path: (string | number)[], visit: (href: string, path: (string | number)[]) => void): void {
  if (Array.isArray(node)) node.forEach((v, i) => hrefs(v, [...path, i], visit));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'href' && typeof v === 'string') visit(v, [...path, k]);
      else hrefs(v, [...path, k], visit);
    }
  }
}

/**
 * Redirects that come back to where they started, inside the app, or through a brand's URL that
 * points at this site (a `legal.termsOfUseUrl` of "/terms" sends /terms to itself).
 */
export function checkRedirectCycles(journeys: { file: string; data: Journey }[], scope: LinkScope): Problem[] {
  const out: Problem[] = [];
  const loops = new Set<string>();
  for (const j of journeys) {
    (j.data.redirects ?? []).forEach((r, i) => {
      const from = (r.scope ?? 'base') === 'site' ? r.from : `${basePath(scope).replace(/\/+$/, '')}${r.from}`;
      const start = samplePath(fillPath(from.replace(/\/\*$/, '/x'), { uuid: SAMPLE_UUID }));
      const brands = r.to.includes('{{') ? Object.entries(scope.brands) : [['', undefined] as const];
      for (const [code, brand] of brands) {
        const f = follow(start, scope, brand);
        if (f.end !== 'loop') continue;
        // One report per loop, at the first redirect of it in file order.
        const loop = [...new Set(f.hops.slice(f.hops.indexOf(f.hops.at(-1)!)))].sort().join(' ') + code;
        if (loops.has(loop)) break;
        loops.add(loop);
        out.push({ file: j.file, pointer: pointer('redirects', i, 'to'), message: `redirect goes round in a loop${code ? ` for ${code} (${interpolate(r.to, { brand })})` : ''}: ${f.hops.map((h) => inner(h, scope)).join(' → ')}` });
        break;
      }
    });
  }
  return out;
}
