/**
 * The one catalogue of a screen's person-facing strings, each with a stable key, and the brand
 * overrides applied by those keys (brand file `copy`, schemas/meta/brand.schema.json). Every key
 * starts with the screen's id; what follows says where the string lives, by names, never by the
 * position of a field, so reordering fields or rules changes no key:
 *
 * | key (after `<screen id>.`)                | the string                                                |
 * | ----------------------------------------- | --------------------------------------------------------- |
 * | `title`, `subtitle`, `body.0`, `figures.1.label` | the screen's copy (a list's items by position)     |
 * | `fields.<path>.title`                     | a field's label (`ui:title`, else the schema's `title`)   |
 * | `fields.<path>.description` / `.help` / `.placeholder` | `ui:description`, `ui:help`, `ui:placeholder` |
 * | `fields.<path>.<option>` (`itemTitle`, `addLabel`, …) | a text in the field's `ui:options`            |
 * | `fields.<path>.options.<value>`           | the title of one choice (`oneOf` const, or `enum` with `ui:enumNames`) |
 * | `fields.<path>.messages.<keyword>`        | a validation message (`errorMessage`); `required` is the message for an empty field, `default` a message for every keyword |
 * | `form.messages.<keyword>`                 | a message about the whole form                            |
 * | `rules.<rule id>.message` / `.confirmLabel` / `.dialog.title` / `.dialog.body.0` / `.dialog.actions.0.label` | a rule's words |
 * | `actions.<n>.label`, `documents.<n>.label` / `.note` | the screen's buttons and documents (by position) |
 * | `submit.successMessage`                   | what is said after a save                                 |
 *
 * `<path>` is the field's dotted path as rules name it (`income.employmentType`), with `items` for
 * a list's items (`incomeSources.items.income`). Shared fields (`$ref` to schemas/fields/) are
 * catalogued where the screen uses them. Pure; the catalogue is kept per screen object.
 */
import type { Screen } from './types/screen.ts';
import type { TraceStep } from './types/logic.ts';
import { escapePointerSegment, readPath } from './pointer.ts';

type Node = Record<string, unknown>;
type Path = (string | number)[];

export type StringKind = 'copy' | 'title' | 'description' | 'help' | 'placeholder' | 'uiText' | 'option' | 'message' | 'rule' | 'action' | 'document';

/** Where an override lands: a path in the screen object (set there), the copy (chooseCopy), or a validation message. */
export type StringTarget =
  | { in: 'screen'; path: Path }
  | { in: 'copy'; path: Path }
  | { in: 'message'; field: string; keyword: string };

export interface ScreenString {
  /** `<screen id>.<where>`, e.g. `register-v2/annual-income.rules.lowIncomeConfirmation.message`. */
  key: string;
  /** The default text, as the screen file (or the shared field it uses) writes it, placeholders unfilled. */
  text: string;
  kind: StringKind;
  /** JSON pointer of the text in the resolved screen. */
  pointer: string;
  target: StringTarget;
  /** Other texts under the same key: a copy variant's wording of it (the override replaces each). */
  variants?: string[];
}

const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);
const pointerOf = (path: Path) => path.map((s) => `/${escapePointerSegment(s)}`).join('');

/** uiSchema keys a field's text lives under, and the word its key uses. */
const UI_TEXTS: [string, StringKind, string][] = [['ui:description', 'description', 'description'], ['ui:help', 'help', 'help'], ['ui:placeholder', 'placeholder', 'placeholder']];
/** Keywords of an `errorMessage` object that are not a keyword's message. */
const MESSAGE_GROUPS = new Set(['required', 'properties', 'items', 'dependencies']);

const cache = new WeakMap<object, ScreenString[]>();

/** Every person-facing string of a screen with its key and default text (see the table above). */
export function screenStrings(screen: Screen): ScreenString[] {
  const cached = cache.get(screen);
  if (cached) return cached;
  const out: ScreenString[] = [];
  const seen = new Map<string, ScreenString>();
  const add = (local: string, text: unknown, kind: StringKind, pointer: Path, target: StringTarget) => {
    if (typeof text !== 'string' || text.trim() === '') return;
    const key = `${screen.id}.${local}`;
    // A field described twice (in `then` and `else`, or by a combined part), or a copy key a variant
    // words again, is one string: an override replaces each wording.
    const earlier = seen.get(key);
    if (earlier) {
      if (earlier.text !== text && !(earlier.variants ?? []).includes(text)) (earlier.variants ??= []).push(text);
      return;
    }
    const entry: ScreenString = { key, text, kind, pointer: pointerOf(pointer), target };
    seen.set(key, entry);
    out.push(entry);
  };

  // Copy: every text, lists by position; `when` of a figure is logic, not words.
  const copyKeys = (value: unknown, path: Path, source: Path) => {
    if (typeof value === 'string') add(path.join('.'), value, 'copy', [...source, ...path], { in: 'copy', path });
    else if (Array.isArray(value)) value.forEach((v, i) => copyKeys(v, [...path, i], source));
    else if (isObject(value)) for (const [k, v] of Object.entries(value)) if (k !== 'when') copyKeys(v, [...path, k], source);
  };
  copyKeys(screen.copy ?? {}, [], ['copy']);
  (screen.copyVariants ?? []).forEach((v, i) => copyKeys(v.copy, [], ['copyVariants', i, 'copy']));

  fieldStrings(screen.schema, isObject(screen.uiSchema) ? screen.uiSchema : {}, [], ['schema'], add);

  for (const [i, rule] of (screen.rules ?? []).entries()) {
    const at = (...p: Path): Path => ['rules', i, ...p];
    const local = (...p: Path) => `rules.${rule.id}.${p.join('.')}`;
    add(local('message'), rule.message, 'rule', at('message'), { in: 'screen', path: at('message') });
    add(local('confirmLabel'), rule.confirmLabel, 'rule', at('confirmLabel'), { in: 'screen', path: at('confirmLabel') });
    if (rule.dialog) {
      add(local('dialog', 'title'), rule.dialog.title, 'rule', at('dialog', 'title'), { in: 'screen', path: at('dialog', 'title') });
      rule.dialog.body.forEach((p, j) => add(local('dialog', 'body', j), p, 'rule', at('dialog', 'body', j), { in: 'screen', path: at('dialog', 'body', j) }));
      rule.dialog.actions.forEach((a, j) => add(local('dialog', 'actions', j, 'label'), a.label, 'rule', at('dialog', 'actions', j, 'label'), { in: 'screen', path: at('dialog', 'actions', j, 'label') }));
    }
  }
  (screen.actions ?? []).forEach((a, i) => add(`actions.${i}.label`, a.label, 'action', ['actions', i, 'label'], { in: 'screen', path: ['actions', i, 'label'] }));
  (screen.documents ?? []).forEach((d, i) => {
    for (const k of ['label', 'note', 'fileName'] as const) add(`documents.${i}.${k}`, d[k], 'document', ['documents', i, k], { in: 'screen', path: ['documents', i, k] });
  });
  add('submit.successMessage', screen.submit?.successMessage, 'copy', ['submit', 'successMessage'], { in: 'screen', path: ['submit', 'successMessage'] });
  add('answers.title', screen.answers?.title, 'copy', ['answers', 'title'], { in: 'screen', path: ['answers', 'title'] });
  cache.set(screen, out);
  return out;
}

type Add = (local: string, text: unknown, kind: StringKind, pointer: Path, target: StringTarget) => void;

/** A field's strings, then its children's: by property name, `items` for a list's items. */
function fieldStrings(schema: unknown, ui: Node, field: string[], at: Path, add: Add): void {
  if (!isObject(schema)) return;
  const name = field.join('.');
  const local = (...p: string[]) => (field.length ? `fields.${[...field, ...p].join('.')}` : `form.${p.join('.')}`);
  const uiPath: Path = ['uiSchema', ...field];
  if (field.length > 0) {
    const uiTitle = ui['ui:title'];
    if (typeof uiTitle === 'string') add(local('title'), uiTitle, 'title', [...uiPath, 'ui:title'], { in: 'screen', path: [...uiPath, 'ui:title'] });
    else add(local('title'), schema.title, 'title', [...at, 'title'], { in: 'screen', path: [...uiPath, 'ui:title'] });
    for (const [uiKey, kind, word] of UI_TEXTS) add(local(word), ui[uiKey], kind, [...uiPath, uiKey], { in: 'screen', path: [...uiPath, uiKey] });
    const options = ui['ui:options'];
    // Words in `ui:options` (an item's title, a choice's label, a link's text): texts with a space;
    // a one-word value there is a name the widget reads (an input mode, a copy key).
    const optionTexts = (value: unknown, sub: Path) => {
      if (typeof value === 'string') {
        if (/\s/.test(value) && !/(href|url)$/i.test(String(sub[sub.length - 1]))) add(local(...sub.map(String)), value, 'uiText', [...uiPath, 'ui:options', ...sub], { in: 'screen', path: [...uiPath, 'ui:options', ...sub] });
      } else if (Array.isArray(value)) value.forEach((v, i) => optionTexts(v, [...sub, i]));
      else if (isObject(value)) for (const [k, v] of Object.entries(value)) optionTexts(v, [...sub, k]);
    };
    if (isObject(options)) optionTexts(options, []);
    // Choices: a `oneOf` of consts (their titles), or an `enum` worded by `ui:enumNames`.
    for (const group of ['oneOf', 'anyOf'] as const) {
      const choices = schema[group];
      if (!Array.isArray(choices)) continue;
      choices.forEach((c, i) => {
        if (!isObject(c) || !('const' in c)) return;
        const own = Array.isArray(ui[group]) ? (ui[group] as unknown[])[i] : undefined;
        const uiTitle = isObject(own) && typeof own['ui:title'] === 'string' ? own['ui:title'] : undefined;
        const where: Path = uiTitle !== undefined ? [...uiPath, group, i, 'ui:title'] : [...at, group, i, 'title'];
        add(local('options', String(c.const)), uiTitle ?? c.title, 'option', where, { in: 'screen', path: [...uiPath, group, i, 'ui:title'] });
      });
    }
    const names = ui['ui:enumNames'];
    if (Array.isArray(schema.enum) && names !== undefined) {
      schema.enum.forEach((value, i) => {
        const k = Array.isArray(names) ? i : String(value);
        const text = Array.isArray(names) ? names[i] : isObject(names) ? names[String(value)] : undefined;
        add(local('options', String(value)), text, 'option', [...uiPath, 'ui:enumNames', k], { in: 'screen', path: [...uiPath, 'ui:enumNames', k] });
      });
    }
  }
  const message = schema.errorMessage;
  if (typeof message === 'string') add(local('messages', 'default'), message, 'message', [...at, 'errorMessage'], { in: 'message', field: name, keyword: 'default' });
  else if (isObject(message)) {
    for (const [keyword, text] of Object.entries(message)) {
      if (!MESSAGE_GROUPS.has(keyword)) add(local('messages', keyword), text, 'message', [...at, 'errorMessage', keyword], { in: 'message', field: name, keyword });
    }
    if (isObject(message.required)) {
      for (const [child, text] of Object.entries(message.required)) {
        const f = [...field, child].join('.');
        add(`fields.${f}.messages.required`, text, 'message', [...at, 'errorMessage', 'required', child], { in: 'message', field: f, keyword: 'required' });
      }
    }
  }
  if (isObject(schema.properties)) {
    for (const [child, sub] of Object.entries(schema.properties)) fieldStrings(sub, isObject(ui[child]) ? ui[child] as Node : {}, [...field, child], [...at, 'properties', child], add);
  }
  if (isObject(schema.items)) fieldStrings(schema.items, isObject(ui.items) ? ui.items as Node : {}, [...field, 'items'], [...at, 'items'], add);
  // Conditional and combined parts describe fields at the same level (a `oneOf` of consts is choices, above).
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const parts = schema[key];
    // An `allOf` part's title is the field's when the field has none of its own (the parts are merged).
    if (Array.isArray(parts)) parts.forEach((p, i) => { if (isObject(p) && !('const' in p)) fieldStrings(key === 'allOf' ? p : { ...p, title: undefined }, ui, field, [...at, key, i], add); });
  }
  for (const key of ['if', 'then', 'else'] as const) if (isObject(schema[key])) fieldStrings({ ...(schema[key] as Node), title: undefined }, ui, field, [...at, key], add);
  if (isObject(schema.dependencies)) {
    for (const [dep, sub] of Object.entries(schema.dependencies)) if (isObject(sub)) fieldStrings({ ...sub, title: undefined }, ui, field, [...at, 'dependencies', dep], add);
  }
}

/** The catalogue by key. */
export function stringsByKey(screen: Screen): Map<string, ScreenString> {
  return new Map(screenStrings(screen).map((s) => [s.key, s]));
}

/** The overrides (brand `copy`) that name this screen. */
function ownOverrides(screen: Screen, overrides: unknown): [string, string][] {
  if (!isObject(overrides)) return [];
  const prefix = `${screen.id}.`;
  return Object.entries(overrides).filter((e): e is [string, string] => e[0].startsWith(prefix) && typeof e[1] === 'string');
}

/** Sets `value` at `path`, copying every object and list on the way (the screen is never changed in place). */
export function setIn<T extends object>(root: T, path: Path, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return root;
  const copy: object = Array.isArray(root) ? [...(root as unknown[])] : { ...root };
  const current = (copy as Record<string | number, unknown>)[head];
  let next: unknown = value;
  if (rest.length > 0) {
    const base = current !== null && typeof current === 'object' ? current : typeof rest[0] === 'number' ? [] : {};
    if (Array.isArray(base) && typeof rest[0] === 'number') for (let i = 0; i < rest[0]; i++) if (base[i] === undefined) { base[i] = {}; }
    next = setIn(base, rest, value);
  }
  (copy as Record<string | number, unknown>)[head] = next;
  return copy as T;
}

export interface BrandedScreen {
  /** The screen with the brand's words for its fields, choices, rules, actions and documents. */
  screen: Screen;
  /** Validation messages the brand words, by field path (`items` for list items) and keyword (`default` for every keyword). */
  messages: Record<string, Record<string, string>>;
}

const branded = new WeakMap<object, WeakMap<object, { result: BrandedScreen; trace: TraceStep[] }>>();

/**
 * The screen as a brand words it: each override of the brand's `copy` whose key is in the screen's
 * catalogue replaces that text (placeholders in it are filled later, like the screen's own). Copy
 * keys are left to chooseCopy, which words them after the copy variants. Pure; kept per screen and
 * overrides object.
 */
export function brandStrings(screen: Screen, overrides: unknown): { result: BrandedScreen; trace: TraceStep[] } {
  const own = ownOverrides(screen, overrides);
  if (own.length === 0) return { result: { screen, messages: {} }, trace: [] };
  const perScreen = branded.get(screen) ?? new WeakMap();
  branded.set(screen, perScreen);
  const hit = perScreen.get(overrides as object);
  if (hit) return hit;
  const catalogue = stringsByKey(screen);
  let out = screen;
  const messages: Record<string, Record<string, string>> = {};
  const trace: TraceStep[] = [];
  for (const [key, text] of own) {
    const entry = catalogue.get(key);
    if (!entry) { trace.push({ kind: 'brandString', rule: key, outcome: false, note: 'no such string on this screen' }); continue; }
    if (entry.target.in === 'copy') continue;
    if (entry.target.in === 'message') (messages[entry.target.field] ??= {})[entry.target.keyword] = text;
    else out = setIn(out, entry.target.path, text);
    trace.push({ kind: 'brandString', rule: key, outcome: true, note: `the brand words ${key.slice(screen.id.length + 1)}` });
  }
  const value = { result: { screen: out, messages }, trace };
  perScreen.set(overrides as object, value);
  return value;
}

/** The copy with the brand's words for its keys (`title`, `body.0`, `figures.1.label`), after the variants (chooseCopy). */
export function brandCopy<T extends Node>(screen: Screen, copy: T, overrides: unknown): { copy: T; worded: string[] } {
  let out: Node = copy;
  const worded: string[] = [];
  for (const [key, text] of ownOverrides(screen, overrides)) {
    const local = key.slice(screen.id.length + 1);
    const path: Path = local.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    // Only a text the copy has now: a list item past the list's end, or a key this copy lacks, is not made up.
    const node = readPath(copy, path);
    if (typeof node !== 'string') continue;
    out = setIn(out, path, text);
    worded.push(local);
  }
  return { copy: out as T, worded };
}

/**
 * A validation message as the brand words it: the field is the form library's property
 * (`.incomeSources.0.income`) or a dotted path; list positions read as `items`.
 */
export function brandMessage(messages: BrandedScreen['messages'], property: string, keyword: string): string | undefined {
  const field = property.replace(/^\./, '').split(/[./]/).filter(Boolean).map((s) => (/^\d+$/.test(s) ? 'items' : s)).join('.');
  const own = messages[field];
  return own?.[keyword] ?? own?.default;
}

/** The catalogue's keys nearest to `key` (by edit distance over the part after the screen id), for "did you mean". */
export function nearestKeys(key: string, keys: readonly string[], count = 3): string[] {
  // Part by part: a part that starts another (`lowIncome` of `lowIncomeConfirmation`) is a near miss whatever its length.
  const parts = key.toLowerCase().split('.');
  const score = (k: string) => {
    const theirs = k.toLowerCase().split('.');
    if (theirs.length !== parts.length) return distance(key.toLowerCase(), k.toLowerCase()) + 100;
    return parts.reduce((sum, p, i) => {
      const t = theirs[i]!;
      return sum + (p === t ? 0 : t.startsWith(p) || p.startsWith(t) ? 1 : distance(p, t));
    }, 0);
  };
  const scored = keys.map((k) => ({ k, d: score(k) }));
  scored.sort((a, b) => a.d - b.d || a.k.localeCompare(b.k));
  return scored.slice(0, count).map((s) => s.k);
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The catalogue's strings a text shown on the screen can be (the studio's click-to-edit): a
 * string matches when the shown text is it with its placeholders filled in some way. Exact texts first.
 */
export function stringsShowing(strings: readonly ScreenString[], shown: string): ScreenString[] {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const target = norm(shown);
  if (!target) return [];
  const exact = strings.filter((s) => norm(s.text) === target);
  const patterned = strings.filter((s) => !exact.includes(s) && s.text.includes('{{') && patternOf(norm(s.text)).test(target));
  return [...exact, ...patterned];
}

function patternOf(text: string): RegExp {
  const parts = text.split(/\{\{[^}]*\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*?')}$`, 's');
}
