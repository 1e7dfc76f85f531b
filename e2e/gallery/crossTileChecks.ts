/** Checks across tiles: titles shared between screens, links out of the app that lead nowhere. */
import type { Tile } from './plan.ts';
import type { Finding } from './knownDefects.ts';

/** Two different screens (not modals, which keep their page's title) under one brand with the same title. */
export function sharedTitles(titles: { tile: Tile; title: string }[]): Finding[] {
  const out: Finding[] = [];
  const byBrand = new Map<string, Map<string, Set<string>>>();
  for (const { tile, title } of titles) {
    if (tile.screen.entry.host !== 'page') continue;
    const m = byBrand.get(tile.brand) ?? new Map<string, Set<string>>();
    byBrand.set(tile.brand, m);
    m.set(title, (m.get(title) ?? new Set()).add(tile.screen.id));
  }
  for (const [brand, m] of byBrand) {
    for (const [title, screens] of m) {
      if (screens.size < 2) continue;
      for (const screen of screens) out.push({ screen, brand, width: '*', check: 'shared-title', detail: `"${title}" is also the title of ${screens.size - 1} other screens (${[...screens].filter((s) => s !== screen).slice(0, 3).join(', ')}${screens.size > 4 ? ', …' : ''})` });
    }
  }
  return out;
}

/** A link out of the app to a page of this site that is not there (the sandbox answers a JSON 404): a dead end. */
export async function deadEnds(base: string, links: Map<string, Set<string>>): Promise<Finding[]> {
  const out: Finding[] = [];
  const answers = new Map<string, string | null>();
  for (const [brand, set] of links) {
    for (const path of set) {
      if (!answers.has(path)) {
        const url = new URL(path, base);
        url.searchParams.set('org', brand);
        const res = await fetch(url, { redirect: 'manual' }).catch((e: Error) => ({ status: 0, headers: new Headers(), statusText: e.message }));
        const type = res.headers.get('content-type') ?? '';
        answers.set(path, res.status === 0 || res.status >= 400 || !/html/.test(type) ? `${res.status} ${type.split(';')[0]}` : null);
      }
      const dead = answers.get(path);
      if (dead) out.push({ screen: '*', brand, width: '*', check: 'dead-link', detail: `${path} answers ${dead}` });
    }
  }
  return out;
}
