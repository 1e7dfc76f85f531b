/**
 * A screen file's fields as staff edit them in the studio's screen form (ScreenForm.tsx): each
 * change is a pure transform of the file's JSON, so the form never writes anything the JSON editor
 * could not have written, and journey validate checks the result as it checks typed JSON.
 *
 * A field lives in three places of a screen file (schemas/meta/screen.schema.json): its schema
 * under `schema.properties`, whether it must be answered in `schema.required` (with the message in
 * `schema.errorMessage.required`), and how it is drawn in `uiSchema` (its entry and `ui:order`).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The kinds of field staff add, each drawn with the widgets the product's screens already use (renderer/registry.json). */
export const FIELD_KINDS = ['text', 'money', 'number', 'yesNo', 'choice', 'date', 'phone', 'email'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const KIND_LABELS: Record<FieldKind, string> = {
  text: 'Text',
  money: 'Money (dollars)',
  number: 'Number',
  yesNo: 'Yes or no',
  choice: 'Choice (pick one)',
  date: 'Date',
  phone: 'Phone number',
  email: 'Email address',
};

export interface NewField {
  name: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  /** For a choice: the titles of its options, in order. */
  options?: string[];
}

export interface FieldView {
  name: string;
  /** The field's own schema in the file (a `$ref` to a shared field keeps it). */
  schema: JsonObject;
  ui: JsonObject;
  required: boolean;
  /** The shared field file it starts from, when its schema is a `$ref` (schemas/fields/*.json). */
  shared?: string;
}

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const clone = <T extends Json>(v: T): T => structuredClone(v);

/** `Best time to call` → `bestTimeToCall`: the name a new field is given in the answers. */
export function fieldName(label: string): string {
  const words = label.normalize('NFKD').replace(/[^A-Za-z0-9 ]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  return /^[0-9]/.test(name) ? `field${name}` : name;
}

/** `In the morning` → `IN_THE_MORNING`: the value an option is stored as. */
export function optionValue(title: string): string {
  return title.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '').toUpperCase() || 'OPTION';
}

/** The path from a screen file to a shared field file (schemas/fields/), as `$ref` writes it. */
export function sharedFieldRef(screenFile: string, field: string): string {
  const depth = screenFile.split('/').length - 2; // schemas/<dir>/.../<file>.json
  return `${'../'.repeat(Math.max(depth, 1))}fields/${field}`;
}

function schemaOf(doc: JsonObject): JsonObject {
  if (!isObject(doc.schema)) doc.schema = { type: 'object', properties: {} };
  const schema = doc.schema as JsonObject;
  if (!isObject(schema.properties)) schema.properties = {};
  return schema;
}

function uiOf(doc: JsonObject): JsonObject {
  if (!isObject(doc.uiSchema)) doc.uiSchema = {};
  return doc.uiSchema as JsonObject;
}

/** The fields in the order the screen shows them: `ui:order` first (its `*` stands for the rest), then any it leaves out. */
export function fieldOrder(doc: JsonObject): string[] {
  const schema = isObject(doc.schema) ? doc.schema : {};
  const names = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const order = isObject(doc.uiSchema) && Array.isArray(doc.uiSchema['ui:order']) ? (doc.uiSchema['ui:order'] as Json[]).filter((n): n is string => typeof n === 'string') : [];
  const listed = order.filter((n) => n !== '*' && names.includes(n));
  const rest = names.filter((n) => !listed.includes(n));
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  const before = order.slice(0, star).filter((n) => listed.includes(n));
  return [...before, ...rest, ...listed.filter((n) => !before.includes(n))];
}

export function fieldsOf(doc: JsonObject): FieldView[] {
  const schema = isObject(doc.schema) ? doc.schema : {};
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const ui = isObject(doc.uiSchema) ? doc.uiSchema : {};
  return fieldOrder(doc).map((name) => {
    const own = isObject(props[name]) ? (props[name] as JsonObject) : {};
    const ref = typeof own.$ref === 'string' ? own.$ref : undefined;
    return { name, schema: own, ui: isObject(ui[name]) ? (ui[name] as JsonObject) : {}, required: required.includes(name), ...(ref ? { shared: ref } : {}) };
  });
}

/** Why a new field's name cannot be used, or null. */
export function newFieldProblem(doc: JsonObject, name: string): string | null {
  if (!name) return 'Give the field a label: its name is made from it.';
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return 'A field name is letters and digits, starting with a letter.';
  if (fieldOrder(doc).includes(name)) return `This screen already has a field called "${name}".`;
  return null;
}

/**
 * How a message names what a field asks: a label ("Best time to call") in lower case; a question
 * ("How did you hear about us?") as an answer to it, since "Select how did you hear about us" is
 * not English (product manager trial).
 */
function asked(label: string): string {
  const trimmed = label.trim();
  return trimmed.endsWith('?') ? `an answer to "${trimmed}"` : trimmed.replace(/[.:]+$/, '').toLowerCase();
}

function newFieldSchema(file: string, field: NewField): { schema: JsonObject; ui: JsonObject } {
  const title = field.label;
  const what = field.label.replace(/[?.:]+$/, '');
  const lower = asked(field.label);
  switch (field.kind) {
    case 'text': return { schema: { type: 'string', title, maxLength: 200, errorMessage: { type: `Enter ${lower}`, maxLength: `${what} must be 200 characters or fewer` } }, ui: { 'ui:autocomplete': 'off' } };
    case 'money': return { schema: { $ref: sharedFieldRef(file, 'dollars.json'), title, errorMessage: { type: `Enter ${lower} in dollars`, minimum: 'Enter an amount of $0 or more' } }, ui: { 'ui:widget': 'money' } };
    case 'number': return { schema: { type: 'number', title, errorMessage: `Enter ${lower} as a number` }, ui: {} };
    case 'yesNo': return { schema: { type: 'boolean', title, errorMessage: field.label.trim().endsWith('?') ? `Select yes or no to "${field.label.trim()}"` : `Select yes or no for ${lower}` }, ui: { 'ui:widget': 'yesNo' } };
    case 'choice': {
      const titles = (field.options ?? []).map((o) => o.trim()).filter(Boolean);
      const used = new Set<string>();
      const oneOf = titles.map((t) => {
        let value = optionValue(t);
        for (let i = 2; used.has(value); i++) value = `${optionValue(t)}_${i}`;
        used.add(value);
        return { const: value, title: t };
      });
      return { schema: { type: 'string', title, oneOf, errorMessage: `Select ${lower}` }, ui: { 'ui:widget': 'radio' } };
    }
    case 'date': return { schema: { type: 'string', title, format: 'date', maxLength: 10, errorMessage: `${what} must be a real date` }, ui: { 'ui:autocomplete': 'off' } };
    case 'phone': return { schema: { $ref: sharedFieldRef(file, 'mobile-phone.json'), title }, ui: { 'ui:widget': 'phone', 'ui:autocomplete': 'tel-national', 'ui:options': { country: 'US' } } };
    case 'email': return { schema: { $ref: sharedFieldRef(file, 'email.json'), title }, ui: { 'ui:widget': 'email', 'ui:autocomplete': 'email' } };
  }
}

/** The screen with a new field at the end (before the screen's `*`, if its order has one). */
export function addField(doc: JsonObject, file: string, field: NewField): JsonObject {
  const next = clone(doc);
  const schema = schemaOf(next);
  const ui = uiOf(next);
  const made = newFieldSchema(file, field);
  (schema.properties as JsonObject)[field.name] = made.schema;
  if (field.required) {
    schema.required = [...(Array.isArray(schema.required) ? schema.required : []), field.name];
    setRequiredMessage(schema, field.name, requiredMessageFor(field));
  }
  if (Object.keys(made.ui).length > 0) ui[field.name] = made.ui;
  if (Array.isArray(ui['ui:order'])) {
    const order = ui['ui:order'] as Json[];
    const star = order.indexOf('*');
    ui['ui:order'] = star < 0 ? [...order, field.name] : [...order.slice(0, star), field.name, ...order.slice(star)];
  }
  return next;
}

/** The message an applicant reads when a required field is left empty, in the words of docs/error-messages.md. */
function requiredMessageFor(field: { kind: FieldKind; label: string }): string {
  const what = asked(field.label);
  return field.kind === 'choice' || field.kind === 'yesNo' || field.kind === 'date' ? `Select ${what}` : `Enter ${what}`;
}

function setRequiredMessage(schema: JsonObject, name: string, message: string | null): void {
  const errors = isObject(schema.errorMessage) ? schema.errorMessage : null;
  if (message === null) {
    if (errors && isObject(errors.required)) {
      delete errors.required[name];
      if (Object.keys(errors.required).length === 0) delete errors.required;
      if (Object.keys(errors).length === 0) delete schema.errorMessage;
    }
    return;
  }
  const e = errors ?? (schema.errorMessage = {});
  if (!isObject(e.required)) e.required = {};
  (e.required as JsonObject)[name] = message;
}

/** The screen without the field: its schema, its place in `required` with the message, its ui entry and its place in `ui:order`. */
export function removeField(doc: JsonObject, name: string): JsonObject {
  const next = clone(doc);
  const schema = schemaOf(next);
  delete (schema.properties as JsonObject)[name];
  if (Array.isArray(schema.required)) {
    schema.required = schema.required.filter((n) => n !== name);
    if ((schema.required as Json[]).length === 0) delete schema.required;
  }
  setRequiredMessage(schema, name, null);
  const ui = uiOf(next);
  delete ui[name];
  if (Array.isArray(ui['ui:order'])) ui['ui:order'] = (ui['ui:order'] as Json[]).filter((n) => n !== name);
  return next;
}

/** The screen with the field moved one place up (-1) or down (+1) in the order it is shown; `ui:order` is written when there was none. */
export function moveField(doc: JsonObject, name: string, by: -1 | 1): JsonObject {
  const order = fieldOrder(doc);
  const at = order.indexOf(name);
  const to = at + by;
  if (at < 0 || to < 0 || to >= order.length) return doc;
  const next = clone(doc);
  const ui = uiOf(next);
  const swapped = [...order];
  [swapped[at], swapped[to]] = [swapped[to]!, swapped[at]!];
  // Every field is named, so a `*` the order had is no longer needed.
  ui['ui:order'] = swapped;
  // `ui:order` leads the uiSchema, as the product's screens write it.
  next.uiSchema = { 'ui:order': ui['ui:order'] as Json, ...Object.fromEntries(Object.entries(ui).filter(([k]) => k !== 'ui:order')) };
  return next;
}

/** The screen with the field's schema key set (or removed, for an empty value). */
export function setFieldSchema(doc: JsonObject, name: string, key: string, value: Json | undefined): JsonObject {
  const next = clone(doc);
  const props = schemaOf(next).properties as JsonObject;
  const own = isObject(props[name]) ? (props[name] as JsonObject) : (props[name] = {});
  if (value === undefined || value === '') delete own[key];
  else own[key] = value;
  return next;
}

/** The screen with the field's uiSchema key set (or removed, for an empty value); an emptied entry goes. */
export function setFieldUi(doc: JsonObject, name: string, key: string, value: Json | undefined): JsonObject {
  const next = clone(doc);
  const ui = uiOf(next);
  const own = isObject(ui[name]) ? (ui[name] as JsonObject) : (ui[name] = {});
  if (value === undefined || value === '') delete own[key];
  else own[key] = value;
  if (Object.keys(own).length === 0) delete ui[name];
  return next;
}

/** The screen with the field required (with the message an applicant reads when it is empty) or optional. */
export function setRequired(doc: JsonObject, name: string, required: boolean, message?: string): JsonObject {
  const next = clone(doc);
  const schema = schemaOf(next);
  const list = (Array.isArray(schema.required) ? schema.required : []).filter((n) => n !== name);
  if (required) {
    schema.required = [...list, name];
    const own = (schema.properties as JsonObject)[name];
    const label = isObject(own) && typeof own.title === 'string' ? own.title : name;
    setRequiredMessage(schema, name, message ?? requiredMessageFor({ kind: 'text', label }));
  } else {
    if (list.length > 0) schema.required = list;
    else delete schema.required;
    setRequiredMessage(schema, name, null);
  }
  return next;
}

export function requiredMessage(doc: JsonObject, name: string): string {
  const schema = isObject(doc.schema) ? doc.schema : {};
  const errors = isObject(schema.errorMessage) && isObject(schema.errorMessage.required) ? schema.errorMessage.required : {};
  return typeof errors[name] === 'string' ? (errors[name] as string) : '';
}

export function setRequiredText(doc: JsonObject, name: string, message: string): JsonObject {
  const next = clone(doc);
  setRequiredMessage(schemaOf(next), name, message);
  return next;
}

/** The options of a choice (`oneOf` of `{const, title}`), or null when the field is not one. */
export function optionsOf(field: FieldView): { value: Json; title: string }[] | null {
  const list = field.schema.oneOf ?? field.schema.anyOf;
  if (!Array.isArray(list) || !list.every((o) => isObject(o) && 'const' in o)) return null;
  return list.map((o) => ({ value: (o as JsonObject).const!, title: typeof (o as JsonObject).title === 'string' ? ((o as JsonObject).title as string) : String((o as JsonObject).const) }));
}

/** The choice with its option list changed: an option's title, a new option at the end, or one removed. */
export function setOptions(doc: JsonObject, name: string, change: { rename: number; title: string } | { add: string } | { remove: number } | { move: number; by: -1 | 1 }): JsonObject {
  const next = clone(doc);
  const own = (schemaOf(next).properties as JsonObject)[name];
  if (!isObject(own)) return doc;
  const key = Array.isArray(own.oneOf) ? 'oneOf' : 'anyOf';
  const list = (Array.isArray(own[key]) ? own[key] : []) as JsonObject[];
  if ('rename' in change) list[change.rename] = { ...list[change.rename], title: change.title };
  else if ('add' in change) {
    const values = new Set(list.map((o) => o.const));
    let value = optionValue(change.add);
    for (let i = 2; values.has(value); i++) value = `${optionValue(change.add)}_${i}`;
    list.push({ const: value, title: change.add });
  } else if ('remove' in change) list.splice(change.remove, 1);
  else {
    const to = change.move + change.by;
    if (to < 0 || to >= list.length) return doc;
    [list[change.move], list[to]] = [list[to]!, list[change.move]!];
  }
  own[key] = list;
  return next;
}

/** A screen's copy text at `key` (strings, or `body`'s paragraphs), with whether it is written here or taken from another screen. */
export function copyText(doc: JsonObject, key: string): { text: string; shared: boolean } {
  const copy = isObject(doc.copy) ? doc.copy : {};
  const value = copy[key];
  if (isObject(value)) return { text: '', shared: true };
  if (Array.isArray(value)) return { text: value.filter((p) => typeof p === 'string').join('\n\n'), shared: false };
  return { text: typeof value === 'string' ? value : '', shared: false };
}

/** The screen with copy `key` set: `body` takes paragraphs separated by an empty line; an emptied key goes. */
export function setCopy(doc: JsonObject, key: string, text: string): JsonObject {
  const next = clone(doc);
  if (!isObject(next.copy)) next.copy = {};
  const copy = next.copy as JsonObject;
  if (key === 'body') {
    const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
    if (paragraphs.length) copy.body = paragraphs;
    else delete copy.body;
  } else if (text === '' && key !== 'title') delete copy[key];
  else copy[key] = text;
  return next;
}

/** The screen with rule `index`'s message set. */
export function setRuleMessage(doc: JsonObject, index: number, message: string): JsonObject {
  const next = clone(doc);
  const rule = Array.isArray(next.rules) ? next.rules[index] : undefined;
  if (isObject(rule)) rule.message = message;
  return next;
}
