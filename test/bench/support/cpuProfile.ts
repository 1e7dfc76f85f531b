/**
 * Where a page's main thread spends its time: a CDP CPU profile's samples (self time) put back on
 * the original sources through the build's source maps (dist/assets/*.js.map), then summed per
 * function and per owner (npm package, renderer folder: bundleShares.ts's ownerOf).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { ownerOf } from './bundleShares.ts';

/** The parts of a CDP Profiler.Profile read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface TimeShare { name: string; ms: number }
export interface ProfileSummary { totalMs: number; byOwner: TimeShare[]; byFunction: TimeShare[] }

/** `assetsUrl`: the URL prefix the app's assets are served under; `assetsDir`: where they are on disk. */
export function summariseProfile(profile: CpuProfile, assetsUrl: string, assetsDir = 'dist/assets'): ProfileSummary {
  const maps = new Map<string, TraceMap | null>();
  const fileOf = (url: string) => join(assetsDir, new URL(url).pathname.split(assetsUrl)[1] ?? '');
  const mapFor = (url: string): TraceMap | null => {
    if (!url.includes(assetsUrl)) return null;
    const file = fileOf(url);
    if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    return maps.get(file)!;
  };
  const where = new Map<number, { owner: string; fn: string }>();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const map = f.url ? mapFor(f.url) : null;
    if (!f.url) {
      // (program), (garbage collector), (idle), (root): the engine's own buckets.
      where.set(node.id, { owner: f.functionName || '(anonymous)', fn: f.functionName || '(anonymous)' });
      continue;
    }
    const pos = map ? originalPositionFor(map, { line: f.lineNumber + 1, column: Math.max(0, f.columnNumber) }) : null;
    // Sources are named relative to the map; read relative to the repository (a build may sit elsewhere: PROFILE_DIST).
    const source = pos?.source && map ? relative(process.cwd(), resolve(dirname(fileOf(f.url)), pos.source)) : f.url;
    const owner = pos?.source ? ownerOf(source) : new URL(f.url).pathname;
    where.set(node.id, { owner, fn: `${f.functionName || '(anonymous)'} ${source}${pos?.line ? `:${pos.line}` : ''}` });
  }
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  const samples = profile.samples ?? [];
  let total = 0;
  samples.forEach((id, i) => {
    const w = where.get(id);
    const dt = (deltas[i + 1] ?? 0) / 1000;
    if (!w || w.owner === '(idle)' || w.owner === '(root)') return;
    total += dt;
    byOwner.set(w.owner, (byOwner.get(w.owner) ?? 0) + dt);
    byFunction.set(w.fn, (byFunction.get(w.fn) ?? 0) + dt);
  });
  const sorted = (m: Map<string, number>) => [...m].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { totalMs: total, byOwner: sorted(byOwner), byFunction: sorted(byFunction) };
}

interface TraceEvent { name: string; ph: string; dur?: number; ts: number; tid: number; pid: number; args?: { data?: { frame?: string } } }

/**
 * Complete events of a Chromium trace (devtools.timeline) summed per name on the busiest thread
 * (the page's main thread), each event's time counted once even when events of the same name nest.
 */
export function timelinePhases(trace: Buffer): { name: string; ms: number; count: number }[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
  const perThread = new Map<string, number>();
  for (const e of events) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur!);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const totals = new Map<string, { ms: number; count: number; until: number }>();
  for (const e of events.filter((x) => `${x.pid}:${x.tid}` === main).sort((a, b) => a.ts - b.ts)) {
    const t = totals.get(e.name) ?? { ms: 0, count: 0, until: -Infinity };
    if (e.ts >= t.until) { t.ms += e.dur! / 1000; t.count++; t.until = e.ts + e.dur!; }
    totals.set(e.name, t);
  }
  return [...totals].map(([name, t]) => ({ name, ms: t.ms, count: t.count })).sort((a, b) => b.ms - a.ms);
}
