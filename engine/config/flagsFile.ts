/**
 * The feature flags file (the sandbox's flag provider reads it, sandbox/flags.json; the production
 * host may read one instead of calling the provider, schemas/meta/host.schema.json `flags.file`):
 * each flag's `enabled` and `variables`, overridden per org code. Re-read when it changes.
 */
import { readJsonFile } from './jsonFile.ts';

/** An experiment's variations: each tracker falls in one, by weight, the same one every time. */
export interface ExperimentDefinition {
  variations: { key: string; weight: number }[];
}

export interface FlagDefinition {
  description?: string;
  enabled: boolean;
  variables?: Record<string, unknown>;
  /** Per-org overrides: `enabled` and `variables` (merged over the flag's own). */
  orgs?: Record<string, { enabled?: boolean; variables?: Record<string, unknown> }>;
  /** An A/B experiment: v2/decision answers the tracker's variation (001 §7). */
  experiment?: ExperimentDefinition;
}

export interface FlagDecision {
  key: string;
  enabled: boolean;
  flagEnabled: boolean;
  variables: Record<string, unknown>;
  /** Present on experiments: decide with v2/decision and a tracker id to get the variation. */
  experiment?: true;
}

/** Flags for one organisation, read from the editable flags file on every call. */
export function flagsFor(file: string, orgCode: string): Record<string, FlagDecision> {
  const doc = readJsonFile<{ flags?: Record<string, FlagDefinition> }>(file, { flags: {} });
  const out: Record<string, FlagDecision> = {};
  for (const [key, flag] of Object.entries(doc.flags ?? {})) {
    const over = (flag.orgs && Object.hasOwn(flag.orgs, orgCode) ? flag.orgs[orgCode] : undefined) ?? {};
    const enabled = over.enabled ?? flag.enabled;
    out[key] = { key, enabled, flagEnabled: enabled, variables: { ...flag.variables, ...over.variables }, ...(flag.experiment ? { experiment: true as const } : {}) };
  }
  return out;
}

