/**
 * Route paths: "/:uuid/income/link/:type" style patterns with an optional trailing "*"
 * (matches the rest, including nothing). Kept tiny and dependency-free so the engine runs anywhere.
 */

export interface PathMatch {
  params: Record<string, string>;
  /** What a trailing * matched ("" when nothing). */
  rest?: string;
}

const split = (p: string): string[] => p.split('/').filter((s) => s.length > 0);

export function matchPath(pattern: string, path: string): PathMatch | null {
  const pat = split(pattern);
  const segs = split(path.split('?')[0] ?? '');
  const params: Record<string, string> = {};
  for (let i = 0; i < pat.length; i++) {
    const p = pat[i]!;
    if (p === '*' && i === pat.length - 1) {
      return { params, rest: segs.slice(i).join('/') };
    }
    const s = segs[i];
    if (s === undefined) return null;
    if (p.startsWith(':')) {
      const name = p.slice(1);
      const value = decodeURIComponent(s);
      // :uuid only matches an application id, so "/terms" is not read as "/:uuid".
      if (name === 'uuid' && !UUID_PATTERN.test(value)) return null;
      params[name] = value;
    }
    else if (p !== s) return null;
  }
  return segs.length === pat.length ? { params } : null;
}

export function pathMatchesAny(path: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => matchPath(p, path) !== null);
}

// Route patterns come from config, so their segments are split once (a bounded cache).
const patternSegments = new Map<string, string[]>();
function segmentsOf(pattern: string): string[] {
  let segs = patternSegments.get(pattern);
  if (!segs) {
    segs = split(pattern);
    if (patternSegments.size < 1000) patternSegments.set(pattern, segs);
  }
  return segs;
}

/** Fills :params (and a trailing * with `rest`); unknown params stay as ":name". */
export function fillPath(pattern: string, params: Record<string, string | undefined>, rest?: string): string {
  let out = '';
  for (const p of segmentsOf(pattern)) {
    let s = p;
    if (p === '*') s = rest ?? '';
    else if (p.startsWith(':')) {
      const v = params[p.slice(1)];
      if (v !== undefined && v !== '') s = encodeURIComponent(v);
    }
    if (s.length > 0) out += `/${s}`;
  }
  return out || '/';
}

const trimSlashes = (p: string): string => (p.endsWith('/') ? p.replace(/\/+$/, '') : p);

/** Joins the base path and a path inside it: ("/account/heloc", "/x") -> "/account/heloc/x"; "/" -> "/account/heloc/". */
export function withBase(basePath: string, path: string): string {
  const base = trimSlashes(basePath);
  return path === '/' ? `${base}/` : `${base}${path}`;
}

/** The path inside the base path, or null when the path is outside it. */
export function stripBase(basePath: string, fullPath: string): string | null {
  const base = trimSlashes(basePath);
  if (fullPath === base) return '/';
  if (fullPath.startsWith(base + '/')) return fullPath.slice(base.length) || '/';
  return null;
}

/** A UUID in 8-4-4-4-12 hexadecimal form (000 §5), either case, unanchored: the one pattern every other is built from. */
export const UUID_SOURCE = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** The whole value is a UUID (000 §5). */
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`);
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_PATTERN.test(v);
const UUID_ANYWHERE = new RegExp(UUID_SOURCE);
/** The first UUID anywhere in `text` (a path, a ?next=), as written; null when there is none. */
export const uuidIn = (text: string): string | null => UUID_ANYWHERE.exec(text)?.[0] ?? null;
/** `text` with every UUID in it replaced by `by` (":uuid" for a route, ":id" for an API path). */
export const replaceUuids = (text: string, by: string): string => text.replace(new RegExp(UUID_SOURCE, 'g'), by);
