/**
 * Names in a screen's uiSchema that must be fields of its schema: every `ui:order` entry (`*` stands
 * for the rest), every property key beside the `ui:` keys, nested objects and list items too. RJSF
 * draws an object's fields in `ui:order`'s order and stops the whole screen ("Sorry, looks like we
 * have hit a snag!") when a field is left out of a list that has no `*`, so a misspelt name there
 * breaks the screen for every applicant; a misspelt key beside it styles nothing.
 */
import { didYouMean, pointer as ptr, type Problem } from './problems.ts';

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);
const CONDITIONAL = ['anyOf', 'oneOf', 'then', 'else'];

/**
 * The field names of an object schema: `always` are drawn whatever the answers (its properties and
 * those of allOf), `possible` adds the fields a condition or a choice may bring (if/then/else,
 * anyOf/oneOf, dependencies). `open` when the object takes fields the schema does not name (RJSF
 * draws an `additionalProperties` object's extra keys), so any name may be one.
 */
export function fieldNames(schema: Node): { always: string[]; possible: string[]; open: boolean } {
  const always = new Set<string>();
  const possible = new Set<string>();
  let open = false;
  const add = (node: unknown, sure: boolean): void => {
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string') open = true; // not resolved here: claim nothing
    if ((node.additionalProperties !== undefined && node.additionalProperties !== false) || node.patternProperties !== undefined) open = true;
    for (const name of Object.keys(isObject(node.properties) ? node.properties : {})) {
      possible.add(name);
      if (sure) always.add(name);
    }
    if (Array.isArray(node.allOf)) for (const b of node.allOf) add(b, sure);
    for (const key of CONDITIONAL) {
      const raw = node[key];
      for (const b of Array.isArray(raw) ? raw : [raw]) add(b, false);
    }
    if (isObject(node.dependencies)) {
      for (const [name, dep] of Object.entries(node.dependencies)) {
        possible.add(name);
        add(dep, false);
      }
    }
  };
  add(schema, true);
  return { always: [...always], possible: [...possible], open };
}

/** The schema of field `name` of an object schema (the first place it is declared), or null. */
function fieldSchema(schema: Node, name: string): Node | null {
  const props = isObject(schema.properties) ? schema.properties : {};
  if (isObject(props[name])) return props[name] as Node;
  for (const key of ['allOf', ...CONDITIONAL]) {
    const raw = schema[key];
    for (const b of Array.isArray(raw) ? raw : [raw]) {
      if (!isObject(b)) continue;
      const hit = fieldSchema(b, name);
      if (hit) return hit;
    }
  }
  if (isObject(schema.dependencies)) {
    for (const dep of Object.values(schema.dependencies)) {
      const hit = isObject(dep) ? fieldSchema(dep, name) : null;
      if (hit) return hit;
    }
  }
  return null;
}

const isObjectSchema = (s: Node): boolean => s.type === 'object' || isObject(s.properties) || Array.isArray(s.allOf) || isObject(s.dependencies);
const listed = (names: string[]): string => (names.length ? names.map((n) => `"${n}"`).join(', ') : 'none');

/** Problems in `uiSchema` (at JSON pointer `at`) against the object schema it draws; `where` names the object in words. */
function checkObject(schema: Node, ui: Node, at: string, where: string, file: string, out: Problem[]): void {
  const { always, possible, open } = fieldNames(schema);
  const fieldsText = `${where === 'this screen' ? 'its fields are' : `the fields of ${where} are`}: ${listed(possible)}`;
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    const stars = order.filter((n) => n === '*').length;
    order.forEach((name, i) => {
      if (typeof name !== 'string' || name === '*' || open || possible.includes(name)) return;
      out.push({ file, pointer: `${at}${ptr('ui:order', i)}`, message: `\`ui:order\` names "${name}", which is not a field of ${where}; ${fieldsText}${didYouMean(name, possible)}` });
    });
    if (stars > 1) out.push({ file, pointer: `${at}${ptr('ui:order')}`, message: `\`ui:order\` has "*" ${stars} times; once stands for every field not listed, twice stops the screen from being drawn` });
    if (stars === 0) {
      const left = always.filter((n) => !order.includes(n));
      if (left.length) {
        out.push({ file, pointer: `${at}${ptr('ui:order')}`, message: `\`ui:order\` leaves out ${listed(left)} of ${where} and has no "*", so the screen cannot be drawn (applicants see "Sorry, looks like we have hit a snag!"): list ${left.length > 1 ? 'them' : 'it'}, or add "*" for the fields not listed` });
      }
    }
  }
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const here = `${at}${ptr(key)}`;
    if (!open && !possible.includes(key)) {
      out.push({ file, pointer: here, message: `the uiSchema has settings for "${key}", which is not a field of ${where}; ${fieldsText}${didYouMean(key, possible)}` });
      continue;
    }
    const sub = fieldSchema(schema, key);
    if (sub && isObject(value)) checkField(sub, value, here, `"${key}"`, file, out);
  }
}

/** A field's own uiSchema: an object's fields, a list's items. */
function checkField(schema: Node, ui: Node, at: string, where: string, file: string, out: Problem[]): void {
  if (typeof schema.$ref === 'string') return;
  if (isObjectSchema(schema)) checkObject(schema, ui, at, where, file, out);
  else if (schema.type === 'array' && isObject(schema.items) && isObject(ui.items)) checkField(schema.items, ui.items, `${at}/items`, `each item of ${where}`, file, out);
}

/** Every name of a screen's uiSchema that is not a field of its schema (resolved screen; pointers into it). */
export function checkUiNames(screen: { schema?: unknown; uiSchema?: unknown }, file: string): Problem[] {
  const out: Problem[] = [];
  if (!isObject(screen.schema) || !isObject(screen.uiSchema)) return out;
  checkField(screen.schema, screen.uiSchema, ptr('uiSchema'), 'this screen', file, out);
  return out;
}
