import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from '../../engine/index.ts';
import type { JourneyRoutes } from '../../engine/index.ts';

/** The build's asset manifest (renderer/build/pageAssets.ts): per screen id, the chunks beyond the entry's. */
interface AssetManifest { screens: Record<string, string[]> }

/**
 * The chunks of the screen a page path shows, for `<link rel="modulepreload">` in that page, so the
 * browser fetches the screen while the app boots instead of after (issue 13 item 3). The route
 * table is the journeys'; the chunk names are the build's, read again when the build changes.
 */
export function screenPreloader(distDir: string, journeyTables: () => readonly JourneyRoutes[]) {
  let cache: { mtimeMs: number; manifest: AssetManifest } | null = null;
  const manifest = (): AssetManifest | null => {
    const file = path.join(distDir, 'assets.json');
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cache?.mtimeMs !== stat.mtimeMs) cache = { mtimeMs: stat.mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as AssetManifest };
    return cache.manifest;
  };
  return (urlPath: string): string[] => {
    const chunks = manifest();
    const journeys = journeyTables();
    const routes = journeys.flatMap((j) => j.routes);
    const basePath = journeys.find((j) => j.basePath)?.basePath ?? '/account/heloc';
    const screenOf = (route: JourneyRoutes['routes'][number]) => route.screen ?? routes.find((r) => r.path === route.sameScreenAs)?.screen;
    if (!chunks || !urlPath.startsWith(basePath)) return [];
    const rest = urlPath.slice(basePath.length) || '/';
    const route = routes.find((r) => matchPath(r.path, rest));
    const screen = route ? screenOf(route) : undefined;
    return (screen && chunks.screens[screen]) || [];
  };
}
