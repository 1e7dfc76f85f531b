/**
 * Progress comes from the status table (000 §4.3, §4.5): every status row names a progress step
 * that exists, and along the journey's happy path the step never goes backwards, so the stepper
 * and the route cannot disagree. Rows that defer to the step machine (the explicit fallback of
 * 000 §4.3) are allowed, but not on the happy path, where the step must be provable from config.
 * Every step has a label (the stepper and registration's bar show it); a terminal state (the story
 * has ended: no "Step n of m") comes after every step; and a journey that is a step of another's
 * stepper (registration, `phase`) names a labelled step of it.
 */
import { pointer as ptr, didYouMean, type Problem } from './problems.ts';
import type { Journey, StatusRowDef } from '../types/journey.ts';

export function checkProgress(j: Journey, file: string): Problem[] {
  const routing = j.statusRouting;
  if (!routing) return checkStates(j, file);
  const out: Problem[] = [];
  const report = (pointer: string, message: string) => out.push({ file, pointer, message });
  const states = j.progress?.states ?? [];
  const value = new Map(states.map((s) => [s.id, s.value]));

  routing.rows.forEach((row, i) => {
    const at = ptr('statusRouting', 'rows', i, 'progress');
    if (typeof row.progress === 'string') {
      if (!value.has(row.progress)) report(at, `unknown progress state "${row.progress}"${didYouMean(row.progress, value.keys())}`);
    } else if (!j.stepMachine) report(at, 'takes its progress step from the step machine, but the journey has none');
  });

  j.routes.forEach((route, i) => {
    if (route.progress !== undefined && !value.has(route.progress)) report(ptr('routes', i, 'progress'), `unknown progress state "${route.progress}"${didYouMean(route.progress, value.keys())}`);
  });

  const path = routing.happyPath?.statuses ?? [];
  out.push(...checkStates(j, file));
  let before: { status: string; value: number } | null = null;
  path.forEach((status, i) => {
    const at = ptr('statusRouting', 'happyPath', 'statuses', i);
    const rows = routing.rows.filter((r): r is StatusRowDef & { statuses: string[] } => r.statuses?.includes(status) === true);
    if (rows.length === 0) {
      // A routed status without a row is reported with the vocabulary; anything else here.
      if (!routing.vocabulary.routed.includes(status) && !routing.vocabulary.stopPolling.includes(status)) report(at, `happy-path status "${status}" has no status row`);
      return;
    }
    const deferring = rows.find((r) => typeof r.progress !== 'string');
    if (deferring) return report(at, `happy-path status "${status}": row "${deferring.id}" names no progress step of its own`);
    // Unknown progress ids are reported with their row.
    const values = rows.flatMap((r) => (value.has(r.progress as string) ? [value.get(r.progress as string)!] : []));
    if (values.length === 0) return;
    const low = Math.min(...values);
    const high = Math.max(...values);
    if (before && low < before.value) report(at, `progress goes backwards on the happy path: "${status}" can show step ${low}, after "${before.status}" at step ${before.value}`);
    before = { status, value: high };
  });
  return out;
}

function checkStates(j: Journey, file: string): Problem[] {
  const states = j.progress?.states ?? [];
  const out: Problem[] = [];
  const steps = states.filter((s) => !s.terminal);
  const last = Math.max(...steps.map((s) => s.value));
  states.forEach((s, i) => {
    const at = ptr('progress', 'states', i);
    if (!s.terminal && !s.label) out.push({ file, pointer: at, message: `progress state "${s.id}" is a step but has no label: the stepper and the registration bar would show its id` });
    if (s.terminal && s.value <= last) out.push({ file, pointer: ptr('progress', 'states', i, 'value'), message: `terminal progress state "${s.id}" has value ${s.value}: it must come after every step (the last is ${last})` });
  });
  return out;
}

/** A journey whose flow is a step of another journey's stepper (registration is the application's first). */
export function checkPhase(j: Journey, file: string, journeys: Record<string, { data: Journey }>): Problem[] {
  if (!j.phase) return [];
  const { journey, state } = j.phase;
  const other = journeys[journey]?.data;
  if (!other) return [{ file, pointer: ptr('phase', 'journey'), message: `unknown journey "${journey}"${didYouMean(journey, Object.keys(journeys))}` }];
  const states = other.progress?.states ?? [];
  const def = states.find((s) => s.id === state);
  if (!def) return [{ file, pointer: ptr('phase', 'state'), message: `journey "${journey}" has no progress state "${state}"${didYouMean(state, states.map((s) => s.id))}` }];
  if (def.terminal) return [{ file, pointer: ptr('phase', 'state'), message: `progress state "${state}" of journey "${journey}" ends the story (terminal), so it cannot be a step` }];
  if (!def.label) return [{ file, pointer: ptr('phase', 'state'), message: `progress state "${state}" of journey "${journey}" has no label for the registration bar to show` }];
  return [];
}
