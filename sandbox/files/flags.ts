import { createHash } from 'node:crypto';
import { readJsonFile } from './jsonFile.js';
import { own } from '../util/own.js';

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
    const over = own(flag.orgs, orgCode) ?? {};
    const enabled = over.enabled ?? flag.enabled;
    out[key] = { key, enabled, flagEnabled: enabled, variables: { ...flag.variables, ...over.variables }, ...(flag.experiment ? { experiment: true as const } : {}) };
  }
  return out;
}

/** A flag nobody defined is off, with no variables. */
export function flagFor(file: string, orgCode: string, key: string): FlagDecision {
  return own(flagsFor(file, orgCode), key) ?? { key, enabled: false, flagEnabled: false, variables: {} };
}

/** The experiment definition of a flag, if it is one. */
export function experimentOf(file: string, key: string): ExperimentDefinition | null {
  const doc = readJsonFile<{ flags?: Record<string, FlagDefinition> }>(file, { flags: {} });
  const e = doc.flags?.[key]?.experiment;
  return e && Array.isArray(e.variations) && e.variations.length > 0 ? e : null;
}

/** The tracker's variation: a stable hash of key and tracker id into the weights. */
export function variationFor(experiment: ExperimentDefinition, key: string, trackerId: string): string {
  const total = experiment.variations.reduce((n, v) => n + Math.max(0, v.weight), 0) || 1;
  let point = createHash('sha256').update(`${key}:${trackerId}`).digest().readUInt32BE(0) % total;
  for (const v of experiment.variations) {
    point -= Math.max(0, v.weight);
    if (point < 0) return v.key;
  }
  return experiment.variations[experiment.variations.length - 1]!.key;
}
