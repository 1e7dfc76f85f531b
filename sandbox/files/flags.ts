import { createHash } from 'node:crypto';
import { readJsonFile } from '../../engine/config/jsonFile.ts';
import { flagsFor, type ExperimentDefinition, type FlagDefinition, type FlagDecision } from '../../engine/config/flagsFile.ts';

export { flagsFor, type ExperimentDefinition, type FlagDefinition, type FlagDecision };
import { own } from '../util/own.js';


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
