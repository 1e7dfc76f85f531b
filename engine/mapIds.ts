/**
 * The ids of the staff journey map's nodes and edges (renderer/studio/, issue 16): one naming for
 * the map that draws them (engine/config/journeyMap.ts) and the simulation that lights them
 * (engine/simulate.ts), so a lit path always finds its nodes.
 */
export const mapIds = {
  status: (status: string) => `status:${status}`,
  anyOtherStatus: 'status:*',
  row: (id: string) => `row:${id}`,
  fallback: (kind: 'stepMachine' | 'unknown') => `row:fallback:${kind}`,
  route: (pattern: string) => `route:${pattern}`,
  site: (path: string) => `route:site:${path}`,
  state: (state: string) => `state:${state}`,
  transition: (event: string, from: string) => `transition:${event}:${from}`,
  anyState: 'state:*',
  /** Where the status table hands over to the step machine. */
  handover: 'state:handover',
} as const;
