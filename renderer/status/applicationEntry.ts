/**
 * Where a finished registration lands: the application journey's index route for the new
 * application, carrying the query that journey carries (000 §4.3: the web-chat parameter). Loaded
 * when registration finishes, with the whole application journey (app/routeTables.ts; issue 13).
 */
import { carriedQuery } from '../../engine/navigate.ts';
import { fillPath } from '../../engine/paths.ts';
import { indexRouteOf, journeys } from '../app/journeys.ts';

export function applicationEntry(uuid: string, search: string): string {
  const carried = new URLSearchParams(carriedQuery(journeys.heloc, Object.fromEntries(new URLSearchParams(search)))).toString();
  return `${fillPath(indexRouteOf(journeys.heloc), { uuid })}${carried ? `?${carried}` : ''}`;
}
