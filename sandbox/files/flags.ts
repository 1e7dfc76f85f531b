import { readJsonFile } from './jsonFile.js';
import { own } from '../util/own.js';

export interface FlagDefinition {
  description?: string;
  enabled: boolean;
  variables?: Record<string, unknown>;
  /** Per-org overrides: `enabled` and `variables` (merged over the flag's own). */
  orgs?: Record<string, { enabled?: boolean; variables?: Record<string, unknown> }>;
}

export interface FlagDecision {
  key: string;
  enabled: boolean;
  flagEnabled: boolean;
  variables: Record<string, unknown>;
}

/** Flags for one organisation, read from the editable flags file on every call. */
export function flagsFor(file: string, orgCode: string): Record<string, FlagDecision> {
  const doc = readJsonFile<{ flags?: Record<string, FlagDefinition> }>(file, { flags: {} });
  const out: Record<string, FlagDecision> = {};
  for (const [key, flag] of Object.entries(doc.flags ?? {})) {
    const over = own(flag.orgs, orgCode) ?? {};
    const enabled = over.enabled ?? flag.enabled;
    out[key] = { key, enabled, flagEnabled: enabled, variables: { ...flag.variables, ...over.variables } };
  }
  return out;
}

/** A flag nobody defined is off, with no variables. */
export function flagFor(file: string, orgCode: string, key: string): FlagDecision {
  return own(flagsFor(file, orgCode), key) ?? { key, enabled: false, flagEnabled: false, variables: {} };
}
