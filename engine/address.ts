/**
 * Addresses: the state choices of the shared state field (schemas/fields/us-state.json) and whether
 * an address's zipcode is in its state. Every object schema whose `state` offers choices with
 * `zipPrefixes` and that has a `zip` beside it is an address; `addressProblems` checks each one in
 * the data, so every screen and request body with an address gets the check without naming it
 * (the renderer's form validation and the sandbox's body validation call it with the same schema).
 * Pure; the messages come from the schema.
 */
import { interpolate } from './template.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import { readPath } from './pointer.ts';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

export interface StateChoice {
  /** Two-letter USPS code, the stored value. */
  code: string;
  /** The name a person reads ("Texas"). */
  title: string;
  /** Zipcode prefixes: "750", "750-799", "83414" or "96910-96932". */
  zipPrefixes: string[];
}

/** The choices of a state field schema (`oneOf: [{const, title, zipPrefixes}]`), in their order. */
export function stateChoices(schema: unknown): StateChoice[] {
  if (!isNode(schema) || !Array.isArray(schema.oneOf)) return [];
  return schema.oneOf.flatMap((c) => (isNode(c) && typeof c.const === 'string'
    ? [{ code: c.const, title: typeof c.title === 'string' ? c.title : c.const, zipPrefixes: Array.isArray(c.zipPrefixes) ? c.zipPrefixes.filter((p): p is string => typeof p === 'string') : [] }]
    : []));
}

/** Whether a five-digit zipcode falls in one of the prefixes (each compared on its own number of digits). */
export function zipInPrefixes(zip: string, prefixes: readonly string[]): boolean {
  if (!/^[0-9]{5}$/.test(zip)) return false;
  return prefixes.some((p) => {
    const [from = '', to = from] = p.split('-');
    if (!/^[0-9]+$/.test(from) || !/^[0-9]+$/.test(to) || from.length !== to.length) return false;
    const head = zip.slice(0, from.length);
    return head >= from && head <= to;
  });
}

/** The state a typed text names: its code or its title, in any case and spacing; else undefined. */
export function stateFromText(choices: readonly StateChoice[], text: string): StateChoice | undefined {
  const t = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (t === '') return undefined;
  return choices.find((c) => c.code.toLowerCase() === t) ?? choices.find((c) => c.title.toLowerCase() === t);
}

/**
 * The choices a typed text finds, best first: the state whose code it is, then those whose title
 * starts with it, then those with a later word starting with it ("jersey" finds New Jersey).
 * Empty text finds every choice.
 */
export function matchStates(choices: readonly StateChoice[], text: string): StateChoice[] {
  const t = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (t === '') return [...choices];
  const byCode = choices.filter((c) => c.code.toLowerCase() === t);
  const byTitle = choices.filter((c) => !byCode.includes(c) && c.title.toLowerCase().startsWith(t));
  const byWord = choices.filter((c) => !byCode.includes(c) && !byTitle.includes(c) && c.title.toLowerCase().split(/[\s.]+/).slice(1).some((w) => w.startsWith(t)));
  return [...byCode, ...byTitle, ...byWord];
}

interface AddressSpot {
  /** Dotted path of the address object in the data ("propertyAddress"; "" for the root). */
  path: string;
  choices: StateChoice[];
  message: string;
}

const spots = new WeakMap<object, AddressSpot[]>();

/** Every address object a schema describes (through properties, allOf, if/then/else), found once per schema. */
export function addressSpots(schema: unknown): AddressSpot[] {
  if (!isNode(schema)) return [];
  const known = spots.get(schema);
  if (known) return known;
  const out: AddressSpot[] = [];
  const seen = new Set<string>();
  const walk = (node: unknown, path: string) => {
    if (!isNode(node)) return;
    const props = isNode(node.properties) ? node.properties : undefined;
    const state = props?.state;
    if (props && isNode(state) && props.zip !== undefined && !seen.has(path)) {
      const choices = stateChoices(state);
      if (choices.some((c) => c.zipPrefixes.length > 0)) {
        seen.add(path);
        out.push({ path, choices, message: typeof state.zipMismatchMessage === 'string' ? state.zipMismatchMessage : '{{zip}} is not a zipcode in {{state}}: check the zipcode and the state' });
      }
    }
    if (props) for (const [k, v] of Object.entries(props)) walk(v, path ? `${path}.${k}` : k);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((b) => walk(b, path));
    for (const key of ['then', 'else'] as const) walk(node[key], path);
  };
  walk(schema, '');
  spots.set(schema, out);
  return out;
}

const at = (data: unknown, path: string): unknown =>
  path === '' ? data : readPath(data, path, { arrays: false });

export interface AddressProblem {
  /** Dotted path of the field the message belongs on ("propertyAddress.zip"). */
  field: string;
  message: string;
}

/**
 * The zipcode of every address in `data` that is not in its state. An address whose state is not
 * one of the choices, or whose zipcode is not five digits, is left to the schema's own messages.
 */
export function addressProblems(schema: unknown, data: unknown): Decision<AddressProblem[]> {
  const out: AddressProblem[] = [];
  const trace: TraceStep[] = [];
  for (const spot of addressSpots(schema)) {
    const address = at(data, spot.path);
    const rule = `${spot.path || '(root)'}.zip in state`;
    if (!isNode(address) || typeof address.state !== 'string' || typeof address.zip !== 'string') {
      trace.push({ kind: 'address', rule, outcome: 'skipped', note: 'no state or zipcode yet' });
      continue;
    }
    const choice = spot.choices.find((c) => c.code === address.state);
    if (!choice || choice.zipPrefixes.length === 0 || !/^[0-9]{5}$/.test(address.zip)) {
      trace.push({ kind: 'address', rule, outcome: 'skipped', note: `state ${address.state} or zipcode ${address.zip} is not one the list knows` });
      continue;
    }
    const ok = zipInPrefixes(address.zip, choice.zipPrefixes);
    trace.push({ kind: 'address', rule, outcome: ok, note: `${address.zip} against ${choice.code} ${choice.zipPrefixes.join(', ')}` });
    if (!ok) out.push({ field: spot.path ? `${spot.path}.zip` : 'zip', message: interpolate(spot.message, { zip: address.zip, state: choice.title }) });
  }
  return { result: out, trace };
}
