/**
 * The studio page's talk to the sandbox (sandbox/routes/studio.ts): the operations token it was
 * opened with is carried in every link and sent with every call, as the gallery does.
 */
import type { Reroute } from './RerouteList.tsx';
import type { MapNode } from '../../engine/config/journeyMap.ts';
import type { Simulation } from '../../engine/index.ts';

/** Who a studio page is used by (sandbox/studio/staffAuth.ts). */
export interface StudioActor { id: string; name: string; email: string; role: 'viewer' | 'editor' | 'publisher'; via: 'session' | 'ops-token' | 'open' }

export interface StudioData { token?: string; me?: StudioActor; signIn?: { next: string; staffFile: boolean } }

export interface MapData {
  journey: string;
  journeys: string[];
  svg: string;
  nodes: MapNode[];
  fixtures: { id: string; title: string; status: string | null }[];
  brands: string[];
  defaultBrand: string;
}

export interface SimulationAnswer extends Simulation {
  source: { kind: 'fixture' | 'pasted' | 'database'; label: string };
  /** The brand the decisions ran under: the one chosen, or an application's own. */
  brand: string;
  app: Record<string, unknown>;
  profile: Record<string, unknown>;
  /** Why the application is where it is, in one sentence (engine/simulate.ts simulationSummary). */
  summary: string;
}

/** One of this sandbox's applications, as the simulator's picker lists it. */
export interface StudioApplication {
  uuid: string;
  name: string;
  status: string;
  brand: string;
  updatedAt: number;
}

export function readStudioData(): StudioData {
  const text = document.getElementById('studio-data')?.textContent;
  return text ? (JSON.parse(text) as StudioData) : {};
}

/** A studio URL with the token carried (staff pages need it when OPS_TOKEN is set). */
export function studioUrl(path: string, params: Record<string, string | undefined>, token: string | undefined): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...params, token })) if (v !== undefined && v !== '') qs.set(k, v);
  const s = qs.toString();
  return `${path}${s ? `?${s}` : ''}`;
}

/** A refusal with the sandbox's answer kept: a change held back until confirmed carries `reroute` (sandbox/studio/reroutes.ts). */
export class StudioRefusal extends Error {
  constructor(message: string, readonly body: Record<string, unknown> | null) { super(message); }
}

/** The sandbox's own words for a refusal: its message and each field's. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: { message: string }[] } | null;
  const details = body?.errors?.map((e) => e.message).join(' ') ?? '';
  return new StudioRefusal(details || body?.message || `The sandbox answered ${response.status}.`, body as Record<string, unknown> | null);
}

/** The applications a refused change would move, when that is why it was refused. */
export const rerouteOf = (e: unknown): Reroute | null => (e instanceof StudioRefusal && e.body?.reroute && typeof e.body.reroute === 'object' ? (e.body.reroute as Reroute) : null);

export async function studioCall<T>(token: string | undefined, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', ...(token ? { 'x-ops-token': token } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}
