/** Types of a journey file (schemas/meta/journey.schema.json is the contract; keep the two in step). */
import type { Logic, NamedConditions } from './logic.ts';

export type RoutePath = string;

/** Where a decision leads (see the meta-schema's `target`). */
export type Target = RoutePath | { route: RoutePath; params?: Record<string, string> } | { site: string };

export type RouteKind = 'screen' | 'step' | 'application' | 'signer';

export interface RouteDef {
  path: RoutePath;
  kind?: RouteKind;
  screen?: string;
  sameScreenAs?: RoutePath;
  /** Sub-step of these routes: the status router leaves the applicant here while it decides one of them. */
  within?: RoutePath[];
  /** The status router never moves the applicant away from this route. */
  anyStatus?: boolean;
  /** The application index: the status router always moves the applicant on (no screen). */
  statusRouter?: boolean;
  description?: string;
  public?: boolean;
  leaveSurvey?: boolean;
  /** Explain why the location is needed for e-signing, and ask for it (001 §2, §8). */
  askLocation?: boolean;
  seed?: string;
}

export interface RedirectDef {
  id: string;
  from: RoutePath;
  scope?: 'base' | 'site';
  to: string;
  external?: boolean;
  keepQuery?: boolean;
  description?: string;
  seed?: string;
}

export interface StateDef {
  route: Target;
  progress: string;
  description?: string;
  why?: string;
  seed?: string;
}

export interface TransitionDef {
  event: string;
  from: '*' | string[];
  to: string;
  description?: string;
  why?: string;
  seed?: string;
}

export interface TriggerDef {
  id: string;
  event: string;
  when: Logic;
  description?: string;
  seed?: string;
}

export interface StepMachineDef {
  initial: string;
  states: Record<string, StateDef>;
  transitions: TransitionDef[];
  triggers: TriggerDef[];
}

export interface StatusRowDef {
  id: string;
  statuses?: string[];
  when?: Logic;
  to: Target | { stepMachine: true };
  progress: string | { stepMachine: true };
  query?: Record<string, Logic>;
  description?: string;
  seed?: string;
}

export interface StatusRoutingDef {
  vocabulary: { stopPolling: string[]; keepPolling: string[]; keepPollingPrefixes: string[]; routed: string[] };
  carryQuery: string[];
  leave?: string;
  rows: StatusRowDef[];
  happyPath?: { statuses: string[]; description?: string };
  fallback: { stepMachine: boolean; unknown: Target; logMessage?: string };
}

export interface PollingDef {
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
  stableCheckAttempts: number;
  maxAttempts: number;
  giveUpStatus: string;
  keepStatusOnGiveUp: string[];
}

export interface ProgressStateDef {
  id: string;
  value: number;
  label?: string;
  when?: Logic;
  seed?: string;
}

export interface GateDef {
  id: string;
  when: Logic;
  outcome: { screen?: string; redirect?: RoutePath; keepQuery?: boolean };
  description?: string;
  seed?: string;
}

export interface FlowStepDef {
  id: string;
  route: RoutePath;
  /** Flow the step belongs to (default `main`): Continue, Back and the progress bar stay within it. */
  flow?: string;
  omitWhen?: Logic;
  skipWhen?: Logic;
  description?: string;
  seed?: string;
}

export interface Journey {
  $schema?: string;
  id: 'heloc' | 'register' | 'signer';
  description?: string;
  basePath: string;
  dataSchema: string;
  routeKind?: RouteKind;
  signIn?: RoutePath;
  readError?: RoutePath;
  routes: RouteDef[];
  redirects?: RedirectDef[];
  conditions?: NamedConditions;
  stepMachine?: StepMachineDef;
  statusRouting?: StatusRoutingDef;
  polling?: PollingDef;
  progress?: { states: ProgressStateDef[] };
  gates?: GateDef[];
  steps?: FlowStepDef[];
  stepsComplete?: { api: string; next: string };
}

export type Journeys = Record<string, Journey>;
