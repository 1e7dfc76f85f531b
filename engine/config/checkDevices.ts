/**
 * `journey validate` for what a page may use of the device (engine/documentPolicy.ts): a route
 * whose screen shows a component that uses the camera or microphone (renderer/registry.json
 * `componentDevices`: the notary session) must allow them in its `devices`, or the browser refuses
 * the call; and a route open `within` another must allow the same, or moving between the two would
 * load a new page each time.
 */
import { documentPolicy } from '../documentPolicy.ts';
import type { Journey } from '../types/journey.ts';
import type { ConfigSet } from './loadConfig.ts';
import { pointer, type Problem } from './problems.ts';

export function checkDevices(set: ConfigSet, componentDevices: Record<string, string[]>): Problem[] {
  const problems: Problem[] = [];
  const journeys = Object.values(set.journeys);
  const tables = journeys.map((j) => j.data);
  const routeWords = (list: readonly string[]) => (list.length ? list.join(', ') : 'nothing');
  for (const { data, file } of journeys) {
    const screenOf = (route: Journey['routes'][number]) => route.screen ?? data.routes.find((r) => r.path === route.sameScreenAs)?.screen;
    const base = data.basePath ?? tables.find((t) => t.basePath)?.basePath ?? '';
    data.routes.forEach((route, i) => {
      const at = pointer('routes', String(i), 'devices');
      const screen = screenOf(route);
      const component = screen ? set.screens[screen]?.data.component : undefined;
      const needed = component ? componentDevices[component] ?? [] : [];
      const missing = needed.filter((d) => !(route.devices ?? []).some((x) => x === d));
      if (missing.length > 0) problems.push({ file, pointer: at, message: `the screen ${screen} shows ${component}, which uses the ${missing.join(' and ')}: add ${missing.map((m) => `"${m}"`).join(', ')} to this route's devices, or the browser refuses them` });
      const own = documentPolicy(tables, `${base}${route.path}`).allow;
      for (const other of route.within ?? []) {
        const theirs = documentPolicy(tables, `${base}${other}`).allow;
        if (own.join() !== theirs.join()) problems.push({ file, pointer: at, message: `${route.path} is open within ${other}, but they differ in devices (${routeWords(own)} here, ${routeWords(theirs)} there): moving between them would load a new page each time; give both the same devices` });
      }
    });
  }
  return problems;
}
