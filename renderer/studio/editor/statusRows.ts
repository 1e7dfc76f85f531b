/**
 * The journey's status table (`statusRouting.rows` of journeys/heloc.json, 000 §4.3) as staff edit
 * it in the studio's status form (StatusRowsForm.tsx): every choice comes from the journey itself
 * (the status vocabulary, the named `conditions`, the `routes`, the `progress.states`), and every
 * change is a pure transform of the journey's JSON. The row shape is schemas/meta/journey.schema.json
 * `statusRouting.rows.items`.
 */
import type { Json, JsonObject } from './screenFields.ts';

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

export interface StatusChoices {
  statuses: string[];
  conditions: string[];
  routes: string[];
  steps: { id: string; label: string; value?: number; terminal?: string }[];
  /** What each named condition and each route is, in the journey's own descriptions (the pickers show these words). */
  words: { conditions: Record<string, string>; routes: Record<string, string> };
}

/** A description as a picker shows it: without its specification citations or final period. */
const plain = (text: unknown): string | undefined => (typeof text === 'string' && text.trim() ? text.replace(/\s*\((?:000|001) §[^)]*\)/g, '').replace(/\.\s*$/, '').trim() : undefined);

/** What a row's pickers offer, read from the journey being edited. */
export function statusChoices(journey: JsonObject): StatusChoices {
  const routing = isObject(journey.statusRouting) ? journey.statusRouting : {};
  const vocabulary = isObject(routing.vocabulary) ? routing.vocabulary : {};
  const statuses = ['routed', 'keepPolling', 'stopPolling'].flatMap((k) => (Array.isArray(vocabulary[k]) ? (vocabulary[k] as Json[]).filter((s): s is string => typeof s === 'string') : []));
  const conditions = isObject(journey.conditions) ? Object.keys(journey.conditions) : [];
  const routes = Array.isArray(journey.routes) ? journey.routes.flatMap((r) => (isObject(r) && typeof r.path === 'string' && r.path.startsWith('/:uuid/') ? [r.path] : [])) : [];
  const progress = isObject(journey.progress) && Array.isArray(journey.progress.states) ? journey.progress.states : [];
  const steps = progress.flatMap((s) => (isObject(s) && typeof s.id === 'string' ? [{ id: s.id, label: typeof s.label === 'string' ? s.label : s.id, ...(typeof s.value === 'number' ? { value: s.value } : {}), ...(typeof s.terminal === 'string' ? { terminal: s.terminal } : {}) }] : []));
  const named = isObject(journey.conditions) ? journey.conditions : {};
  const conditionWords = Object.fromEntries(conditions.flatMap((c) => { const d = plain(isObject(named[c]) ? named[c].description : undefined); return d ? [[c, d]] : []; }));
  const routeWords = Object.fromEntries((Array.isArray(journey.routes) ? journey.routes : []).flatMap((r) => { const d = isObject(r) && typeof r.path === 'string' ? plain(r.description) : undefined; return d && isObject(r) ? [[String(r.path), d]] : []; }));
  return { statuses: [...new Set(statuses)].sort(), conditions, routes, steps, words: { conditions: conditionWords, routes: routeWords } };
}

export function rowsOf(journey: JsonObject): JsonObject[] {
  const routing = isObject(journey.statusRouting) ? journey.statusRouting : {};
  return Array.isArray(routing.rows) ? routing.rows.filter(isObject) : [];
}

/** A row's condition as the form shows it: none, one of the named conditions, or a rule written in JSON. */
export function rowCondition(row: JsonObject): { kind: 'none' } | { kind: 'named'; name: string } | { kind: 'custom' } {
  if (row.when === undefined) return { kind: 'none' };
  if (isObject(row.when) && typeof row.when.ref === 'string' && Object.keys(row.when).length === 1) return { kind: 'named', name: row.when.ref };
  return { kind: 'custom' };
}

/** Where a row sends the applicant: a route path, or the step machine's screen (null). */
export function rowRoute(row: JsonObject): string | null {
  if (typeof row.to === 'string') return row.to;
  if (isObject(row.to) && typeof row.to.route === 'string') return row.to.route;
  return null;
}

export function rowStep(row: JsonObject): string | null {
  return typeof row.progress === 'string' ? row.progress : null;
}

function withRows(journey: JsonObject, change: (rows: JsonObject[]) => JsonObject[]): JsonObject {
  const next = structuredClone(journey);
  if (!isObject(next.statusRouting)) next.statusRouting = {};
  const routing = next.statusRouting as JsonObject;
  routing.rows = change(Array.isArray(routing.rows) ? (routing.rows as JsonObject[]) : []);
  return next;
}

/** A row's keys in the order the journey writes them. */
function ordered(row: JsonObject): JsonObject {
  const keys = ['id', 'description', 'seed', 'statuses', 'when', 'to', 'progress', 'query'];
  return Object.fromEntries([...keys.filter((k) => k in row), ...Object.keys(row).filter((k) => !keys.includes(k))].map((k) => [k, row[k]!]));
}

export type RowChange =
  | { statuses: string[] }
  | { condition: string | null }
  | { route: string | null }
  | { step: string | null }
  | { id: string }
  | { description: string };

/** The journey with row `index` changed: its statuses, condition (a named one, or none), route, progress step, name or words. */
export function updateRow(journey: JsonObject, index: number, change: RowChange): JsonObject {
  return withRows(journey, (rows) => rows.map((row, i) => {
    if (i !== index) return row;
    const next = { ...row };
    if ('statuses' in change) {
      if (change.statuses.length) next.statuses = change.statuses;
      else delete next.statuses;
    } else if ('condition' in change) {
      if (change.condition) next.when = { ref: change.condition };
      else delete next.when;
    } else if ('route' in change) {
      next.to = change.route ?? { stepMachine: true };
    } else if ('step' in change) {
      next.progress = change.step ?? { stepMachine: true };
    } else if ('id' in change) next.id = change.id;
    else if (change.description) next.description = change.description;
    else delete next.description;
    return ordered(next);
  }));
}

/** A name for a new row that no row has. */
export function newRowId(journey: JsonObject): string {
  const ids = new Set(rowsOf(journey).map((r) => r.id));
  let n = 1;
  while (ids.has(`newRow${n}`)) n++;
  return `newRow${n}`;
}

/** The journey with a new row at `index` (the end when omitted). */
export function addRow(journey: JsonObject, row: { id: string; statuses: string[]; route: string; step: string; condition?: string | null }, index?: number): JsonObject {
  const made: JsonObject = ordered({
    id: row.id,
    ...(row.statuses.length ? { statuses: row.statuses } : {}),
    ...(row.condition ? { when: { ref: row.condition } } : {}),
    to: row.route,
    progress: row.step,
  });
  return withRows(journey, (rows) => {
    const at = index === undefined ? rows.length : Math.max(0, Math.min(index, rows.length));
    return [...rows.slice(0, at), made, ...rows.slice(at)];
  });
}

/** The journey with row `index` moved one place up (-1) or down (+1): rows are tried in order. */
export function moveRow(journey: JsonObject, index: number, by: -1 | 1): JsonObject {
  const to = index + by;
  if (to < 0 || to >= rowsOf(journey).length) return journey;
  return withRows(journey, (rows) => {
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    return next;
  });
}

export function removeRow(journey: JsonObject, index: number): JsonObject {
  return withRows(journey, (rows) => rows.filter((_, i) => i !== index));
}

/** The vocabulary's groups a new status can join, in the words the status form shows (schemas/meta/journey.schema.json `statusRouting.vocabulary`). */
export const STATUS_GROUPS = [
  { id: 'routed', label: 'Settled', help: 'The applicant is sent to a screen: give it a row in the table.' },
  { id: 'stopPolling', label: 'Stops polling', help: 'Terminal or an error: the app stops asking; give it a row in the table.' },
  { id: 'keepPolling', label: 'Keeps polling', help: 'In progress: the applicant waits on the processing page; no row needed.' },
] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number]['id'];

/** A status as the server sends it: uppercase words joined by underscores (the meta-schema's statusList pattern, one word or more). */
const STATUS_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** Each status's description, where the vocabulary has one. */
export function statusDescriptions(journey: JsonObject): Record<string, string> {
  const routing = isObject(journey.statusRouting) ? journey.statusRouting : {};
  const vocabulary = isObject(routing.vocabulary) ? routing.vocabulary : {};
  const d = isObject(vocabulary.descriptions) ? vocabulary.descriptions : {};
  return Object.fromEntries(Object.entries(d).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** What is wrong with a new status, field by field (empty when it can be added). */
export function newStatusProblems(journey: JsonObject, status: string, description: string): { status?: string; description?: string } {
  const out: { status?: string; description?: string } = {};
  const routing = isObject(journey.statusRouting) ? journey.statusRouting : {};
  const vocabulary = isObject(routing.vocabulary) ? routing.vocabulary : {};
  const prefixes = Array.isArray(vocabulary.keepPollingPrefixes) ? vocabulary.keepPollingPrefixes.filter((p): p is string => typeof p === 'string') : [];
  const prefix = prefixes.find((p) => status.startsWith(p));
  if (status === '') out.status = 'Enter the status as the server sends it, e.g. TITLE_REVIEW.';
  else if (!STATUS_NAME.test(status)) out.status = `Write the status in capital letters, digits and single underscores between words, starting with a letter, as the server sends it (e.g. ${status.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'TITLE_REVIEW'}).`;
  else if (statusChoices(journey).statuses.includes(status)) out.status = `${status} is in the vocabulary already: pick it in a row.`;
  else if (prefix) out.status = `${status} keeps polling already: every status starting with ${prefix} does.`;
  if (description.trim() === '') out.description = 'Say what the status means and why it is added: staff read it beside the status.';
  return out;
}

/** The journey with `status` added to a group of the vocabulary, with its description. */
export function addStatus(journey: JsonObject, s: { status: string; group: StatusGroup; description: string }): JsonObject {
  const next = structuredClone(journey);
  if (!isObject(next.statusRouting)) next.statusRouting = {};
  const routing = next.statusRouting as JsonObject;
  if (!isObject(routing.vocabulary)) routing.vocabulary = {};
  const vocabulary = routing.vocabulary as JsonObject;
  const group = Array.isArray(vocabulary[s.group]) ? (vocabulary[s.group] as Json[]) : [];
  vocabulary[s.group] = [...group, s.status];
  vocabulary.descriptions = { ...(isObject(vocabulary.descriptions) ? vocabulary.descriptions : {}), [s.status]: s.description.trim() };
  return next;
}
