/**
 * A change to one config file as staff read it (the studio's history and review,
 * renderer/studio/HistoryPage.tsx): each text or field that changed, where it is in words ("field
 * “Best time to call” › title", "row closingDisclosure › goes to"), with its value before and
 * after, under the file's own name ("the screen “A few more details”", "the brand Lakeview"). A
 * unified diff of the JSON is what git keeps; this is what a person checks before approving or
 * reverting. Rows and items with an `id` are matched by it, so a row added at the top of the status
 * table is one added row, not every row below it changed.
 */
import { escapePointerSegment } from '../pointer.ts';

export interface FieldChange {
  /** JSON pointer of the changed value in the file. */
  pointer: string;
  /** Where it is, in words. */
  where: string;
  /** The value as text, or null when it was not there (added) / is no longer there (removed). */
  before: string | null;
  after: string | null;
}

export interface FileChanges {
  file: string;
  /** The file's name for staff: the screen's title, the brand's name, the journey. */
  title: string;
  /** The file was added (there was nothing before), or is not JSON: then no field changes are listed. */
  added: boolean;
  /** The file was deleted (a brand the studio created, reverted): no field changes are listed. */
  removed?: boolean;
  readable: boolean;
  changes: FieldChange[];
}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);
const SHOWN_MAX = 240;

/** A value as staff read it: text as it is, a list of plain values as a list, anything else as short JSON. */
export function shownValue(v: Json): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.join(', ');
  const text = JSON.stringify(v);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text;
}

/** Words for a key of the screen and brand files (schemas/meta/*.schema.json); others are shown as they are. */
const KEY_WORDS: Record<string, string> = {
  schema: '', copy: 'text', uiSchema: 'layout', 'ui:order': 'order of the fields', 'ui:widget': 'kind of control', required: 'required fields',
  title: 'title', description: 'description', errorMessage: 'error message', message: 'message', oneOf: 'options', rules: 'rule',
  statusRouting: 'status table', rows: '', statuses: 'statuses', when: 'condition', to: 'goes to', progress: 'progress step',
  names: 'names', colors: 'colours', support: 'support', legal: 'legal links', behaviour: 'behaviour', footer: 'footer',
};

/** The name of a list item: its id, else its title or const, else its place. */
function itemName(item: Json, index: number): string {
  if (isObject(item)) {
    for (const k of ['id', 'const', 'title', 'label']) if (typeof item[k] === 'string' || typeof item[k] === 'number') return k === 'id' ? `row ${String(item[k])}` : `“${String(item[k])}”`;
  }
  return `item ${index + 1}`;
}

/**
 * A field added or removed, as staff read it: its title and kind of answer ("“Best time to call”:
 * one of Morning, Afternoon, Evening"), never its JSON.
 */
export function fieldWords(field: Record<string, Json>): string {
  const title = typeof field.title === 'string' ? `“${field.title}”` : 'a field';
  const options = Array.isArray(field.oneOf) ? field.oneOf.map((o) => (isObject(o) ? String(o.title ?? o.const ?? '') : '')).filter(Boolean) : [];
  const types = Array.isArray(field.type) ? field.type : [field.type];
  const kind = options.length ? `one of ${options.join(', ')}`
    : types.includes('boolean') ? 'yes or no'
      : types.includes('number') || types.includes('integer') ? 'a number'
        : types.includes('object') ? 'a group of answers'
          : types.includes('array') ? 'a list'
            : typeof field.$ref === 'string' ? `as ${field.$ref.replace(/^.*\//, '').replace(/\.json.*$/, '')}`
              : 'text';
  return `${title}: ${kind}`;
}

/**
 * A brand's own wording is kept under a screen's stable key ("register-v2/annual-income.rules.
 * lowIncomeConfirmation.message", brands/README.md `text`): read as "screen register-v2/annual-income ›
 * rule lowIncomeConfirmation › message".
 */
function stringKeyWords(key: string): string | undefined {
  const [screen, ...rest] = key.split('.');
  if (!screen?.includes('/') || rest.length === 0) return undefined;
  const words = [`screen ${screen}`];
  for (let i = 0; i < rest.length; i++) {
    const part = rest[i]!;
    if ((part === 'rules' || part === 'properties') && rest[i + 1] !== undefined) words.push(`${part === 'rules' ? 'rule' : 'field'} ${rest[++i]}`);
    else words.push(KEY_WORDS[part] || part);
  }
  return words.join(' › ');
}

const idOf = (item: Json): string | undefined => (isObject(item) && typeof item.id === 'string' ? item.id : undefined);

function walk(before: Json, after: Json, pointer: string, where: string[], out: FieldChange[], parentKey: string | undefined): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const here = () => where.filter(Boolean).join(' › ') || 'the whole file';
  // A group of one value added or removed (a brand's first own wording) reads as that value.
  const single = (v: Json) => isObject(v) && Object.keys(v).length === 1;
  if ((before === undefined && single(after)) || (after === undefined && single(before))) {
    const [key] = Object.keys((after ?? before) as Record<string, Json>);
    walk(isObject(before) ? before[key!] : undefined, isObject(after) ? after[key!] : undefined, `${pointer}/${escapePointerSegment(key!)}`, [...where, KEY_WORDS[key!] ?? stringKeyWords(key!) ?? key!], out, key);
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      // A field of a screen is named by its title: "field “Best time to call”".
      const node = (after[key] ?? before[key]) as Json;
      const word = parentKey === 'properties' ? `field ${isObject(node) && typeof node.title === 'string' ? `“${node.title}”` : key}`
        : key === 'properties' ? '' : (KEY_WORDS[key] ?? stringKeyWords(key) ?? key);
      // A whole field added or removed reads as its title and kind of answer.
      if (parentKey === 'properties' && isObject(node) && (before[key] === undefined || after[key] === undefined)) {
        out.push({ pointer: `${pointer}/${escapePointerSegment(key)}`, where: [...where, word].filter(Boolean).join(' › '), before: before[key] === undefined ? null : fieldWords(node), after: after[key] === undefined ? null : fieldWords(node) });
        continue;
      }
      walk(before[key], after[key], `${pointer}/${escapePointerSegment(key)}`, [...where, word], out, key);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].every((x) => idOf(x) !== undefined)) {
    // Rows matched by id: added, removed, changed, and the order when it moved.
    const byId = (list: Json[]) => new Map(list.map((x, i) => [idOf(x)!, { x, i }]));
    const named = (id: string) => (parentKey === 'rows' ? `row ${id}` : id);
    const b = byId(before);
    const a = byId(after);
    for (const [id, { x, i }] of a) {
      const old = b.get(id);
      if (old) walk(old.x, x, `${pointer}/${i}`, [...where, named(id)], out, undefined);
      else out.push({ pointer: `${pointer}/${i}`, where: [...where, named(id)].filter(Boolean).join(' › '), before: null, after: shownValue(x) });
    }
    for (const [id, { x, i }] of b) if (!a.has(id)) out.push({ pointer: `${pointer}/${i}`, where: [...where, named(id)].filter(Boolean).join(' › '), before: shownValue(x), after: null });
    const common = (list: Json[], other: Map<string, unknown>) => list.map((x) => idOf(x)!).filter((id) => other.has(id));
    const order = [common(before, a), common(after, b)];
    if (order[0]!.join() !== order[1]!.join()) out.push({ pointer, where: [...where, 'order'].filter(Boolean).join(' › '), before: order[0]!.join(', '), after: order[1]!.join(', ') });
    return;
  }
  const plain = (v: Json) => Array.isArray(v) && v.every((x) => !isObject(x) && !Array.isArray(x));
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length && !plain(before)) {
    before.forEach((x, i) => walk(x, after[i], `${pointer}/${i}`, [...where, itemName(after[i], i)], out, undefined));
    return;
  }
  out.push({ pointer: pointer || '', where: here(), before: before === undefined ? null : shownValue(before), after: after === undefined ? null : shownValue(after) });
}

/** The file's name for staff, from what it holds (a screen's title, a brand's company name) or its path. */
export function fileTitle(file: string, content: Json): string {
  const c = isObject(content) ? content : {};
  const names = isObject(c.names) ? c.names : {};
  const copy = isObject(c.copy) ? c.copy : {};
  if (/^brands\/[^/]+\.json$/.test(file)) {
    const org = file.slice('brands/'.length, -'.json'.length);
    const name = names.companyNameShort ?? names.companyName;
    return typeof name === 'string' ? `the brand ${name} (${org})` : `the brand ${org}`;
  }
  if (/^journeys\/[^/]+\.json$/.test(file)) return `the ${file.slice('journeys/'.length, -'.json'.length)} journey`;
  if (file.startsWith('schemas/') && file.endsWith('.json')) {
    const id = typeof c.id === 'string' ? c.id : file.slice('schemas/'.length, -'.json'.length);
    return typeof copy.title === 'string' ? `the screen “${copy.title}” (${id})` : `the screen ${id}`;
  }
  return file;
}

const parsed = (text: string | null): { ok: true; value: Json } | { ok: false } => {
  if (text === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch {
    return { ok: false };
  }
};

/** What changed in `file` from `before` to `after` (either null when the file is not there). */
export function configChanges(file: string, before: string | null, after: string | null): FileChanges {
  const b = parsed(before);
  const a = parsed(after);
  const title = fileTitle(file, a.ok ? a.value : b.ok ? b.value : undefined);
  if (before === null) return { file, title, added: true, readable: a.ok, changes: [] };
  if (after === null) return { file, title, added: false, removed: true, readable: b.ok, changes: [] };
  if (!b.ok || !(a.ok || after === null)) return { file, title, added: false, readable: false, changes: [] };
  const changes: FieldChange[] = [];
  walk(b.value, a.ok ? a.value : undefined, '', [], changes, undefined);
  return { file, title, added: false, readable: true, changes };
}

/** What a revert brings back, in one sentence per file: "the screen “…”: title is “A few more details” again". */
export function broughtBackWords(files: FileChanges[], shown = 3): string {
  return files.map((f) => {
    if (f.removed) return `${f.readable ? f.title : f.file} is removed, as before it was added`;
    if (!f.readable) return `${f.file} as it was`;
    const parts = f.changes.slice(0, shown).map((c) => (c.after === null ? `${c.where} is gone, as before` : c.before === null ? `${c.where} is back (“${c.after}”)` : `${c.where} is “${c.after}” again`));
    const more = f.changes.length > shown ? `, and ${f.changes.length - shown} more change${f.changes.length - shown === 1 ? '' : 's'}` : '';
    return parts.length ? `${f.title}: ${parts.join('; ')}${more}` : `${f.title} as it was`;
  }).join('. ');
}
