/**
 * A screen rule's condition (its `when`, JSON logic: schemas/meta/screen.schema.json) as staff edit
 * it in the screen form (ScreenForm.tsx, RuleCondition.tsx), without JSON. A condition is *simple*
 * when it is one comparison of an answer with a value, or an and/or of comparisons:
 *
 * - `<`, `<=`, `>`, `>=`, `==`, `===`, `!=`, `!==` of one `var` with a number, text or yes/no;
 * - `in` of a `var` with a list of such values (never `in` against text: a substring test, see
 *   engine/config/lintLogic.ts);
 * - `!` or `!!` of a `var`.
 *
 * Inside an and/or, a part that is not a comparison (the `typeOf` guard of
 * schemas/register-v2/annual-income.json, a `present`, a named operation) is kept as it is written
 * and edited in the JSON view; the comparisons beside it stay editable. Every change is a pure
 * transform of the file's JSON, as in screenFields.ts, and `conditionLogic(parseCondition(w))`
 * gives back `w` unchanged, so opening a rule in the form never rewrites it.
 */
import type { Json, JsonObject } from './screenFields.ts';

export type Literal = number | string | boolean;

/** The comparisons the form offers, in the order its select lists them. */
export const COMPARISON_OPS = ['<', '<=', '>', '>=', '===', '!==', 'in', '!!', '!'] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number] | '==' | '!=';

/** Each comparison in the words of engine/config/logicWords.ts. */
export const OP_WORDS: Record<ComparisonOp, string> = {
  '<': 'is less than',
  '<=': 'is at most',
  '>': 'is more than',
  '>=': 'is at least',
  '===': 'is',
  '==': 'is',
  '!==': 'is not',
  '!=': 'is not',
  in: 'is one of',
  '!!': 'is answered (or yes)',
  '!': 'is not answered (or no)',
};

/** One comparison of an answer (a `var` path) with a value. */
export interface Comparison {
  kind: 'compare';
  path: string;
  op: ComparisonOp;
  /** Absent for `!` and `!!`; a list for `in`. */
  value?: Literal | Literal[];
  /** How the file writes it, kept so that the JSON comes back as written: `{"var": ["x"]}`, `{"!": [x]}`. */
  varInList?: boolean;
  argInList?: boolean;
}

/** A part of an and/or that the form does not edit: kept exactly as written. */
export interface FixedPart {
  kind: 'fixed';
  logic: Json;
}

export type Part = Comparison | FixedPart;

/** A condition as the form shows it: one comparison (join null), or the parts of an and/or. */
export interface Condition {
  join: 'and' | 'or' | null;
  parts: Part[];
}

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const isLiteral = (v: unknown): v is Literal => typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';
const SCALAR_OPS = new Set(['<', '<=', '>', '>=', '==', '===', '!=', '!==']);

/** The one operator of a JSON-logic object and its argument, or null. */
function single(logic: Json): [string, Json] | null {
  if (!isObject(logic)) return null;
  const keys = Object.keys(logic);
  return keys.length === 1 ? [keys[0]!, logic[keys[0]!]!] : null;
}

/** A `var` of one path, no default: `{"var": "form.x"}` or `{"var": ["form.x"]}`. */
function varPath(logic: Json): { path: string; inList: boolean } | null {
  const op = single(logic);
  if (!op || op[0] !== 'var') return null;
  const [, arg] = op;
  if (typeof arg === 'string' && arg !== '') return { path: arg, inList: false };
  if (Array.isArray(arg) && arg.length === 1 && typeof arg[0] === 'string' && arg[0] !== '') return { path: arg[0], inList: true };
  return null;
}

/** One comparison, or null when the logic is not one the form edits. */
export function parseComparison(logic: Json): Comparison | null {
  const op = single(logic);
  if (!op) return null;
  const [name, arg] = op;
  if (name === '!' || name === '!!') {
    const inner = Array.isArray(arg) ? (arg.length === 1 ? arg[0]! : null) : arg;
    const v = inner === null ? null : varPath(inner);
    return v ? { kind: 'compare', path: v.path, op: name, ...(v.inList ? { varInList: true } : {}), ...(Array.isArray(arg) ? { argInList: true } : {}) } : null;
  }
  if (!Array.isArray(arg) || arg.length !== 2) return null;
  const v = varPath(arg[0]!);
  if (!v) return null;
  const value = arg[1]!;
  const style = v.inList ? { varInList: true } : {};
  if (SCALAR_OPS.has(name) && isLiteral(value)) return { kind: 'compare', path: v.path, op: name as ComparisonOp, value, ...style };
  if (name === 'in' && Array.isArray(value) && value.every(isLiteral)) return { kind: 'compare', path: v.path, op: 'in', value: [...value] as Literal[], ...style };
  return null;
}

/** The comparison as JSON logic. */
export function comparisonLogic(c: Comparison): Json {
  const v: Json = { var: c.varInList ? [c.path] : c.path };
  if (c.op === '!' || c.op === '!!') return { [c.op]: c.argInList ? [v] : v };
  const value: Json = Array.isArray(c.value) ? [...c.value] : (c.value ?? null);
  return { [c.op]: [v, value] };
}

/**
 * A condition the form can edit, or null when it is not simple (edited in the JSON view): one
 * comparison, or an and/or with at least one comparison among its parts.
 */
export function parseCondition(when: Json | undefined): Condition | null {
  if (when === undefined) return null;
  const one = parseComparison(when);
  if (one) return { join: null, parts: [one] };
  const op = single(when);
  if (!op || (op[0] !== 'and' && op[0] !== 'or') || !Array.isArray(op[1]) || op[1].length === 0) return null;
  const parts: Part[] = op[1].map((p) => parseComparison(p) ?? { kind: 'fixed', logic: structuredClone(p) });
  return parts.some((p) => p.kind === 'compare') ? { join: op[0], parts } : null;
}

/** Whether every part is a comparison: nothing of the condition is left to the JSON view. */
export const isSimple = (c: Condition): boolean => c.parts.every((p) => p.kind === 'compare');

/** The condition as JSON logic: one comparison alone, else the and/or of its parts. */
export function conditionLogic(c: Condition): Json {
  const parts = c.parts.map((p) => (p.kind === 'compare' ? comparisonLogic(p) : structuredClone(p.logic)));
  if (c.join === null && parts.length === 1) return parts[0]!;
  return { [c.join ?? 'and']: parts };
}

/** The screen with rule `index`'s condition written from `c`. */
export function setRuleCondition(doc: JsonObject, index: number, c: Condition): JsonObject {
  const next = structuredClone(doc);
  const rule = Array.isArray(next.rules) ? next.rules[index] : undefined;
  if (isObject(rule)) rule.when = conditionLogic(c);
  return next;
}

/** An answer of the screen a comparison can name: its `var` path, its label, and what values it takes. */
export interface AnswerField {
  path: string;
  label: string;
  type: 'number' | 'boolean' | 'text';
  /** A choice's options: the value stored and its title. */
  options?: { value: Literal; title: string }[];
}

interface SchemaNode { type?: unknown; title?: unknown; properties?: Record<string, unknown>; oneOf?: unknown; anyOf?: unknown; enum?: unknown; items?: unknown }

function typeOfNode(node: SchemaNode): AnswerField['type'] {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('number') || types.includes('integer')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  return 'text';
}

function optionsOfNode(node: SchemaNode): AnswerField['options'] {
  const list = node.oneOf ?? node.anyOf;
  if (Array.isArray(list) && list.length > 0 && list.every((o) => isObject(o) && isLiteral(o.const))) {
    return list.map((o) => {
      const { const: value, title } = o as { const: Literal; title?: unknown };
      return { value, title: typeof title === 'string' ? title : String(value) };
    });
  }
  if (Array.isArray(node.enum) && node.enum.length > 0 && node.enum.every(isLiteral)) return node.enum.map((v: Literal) => ({ value: v, title: String(v) }));
  return undefined;
}

/**
 * The screen's answers (`form.*`), nested groups walked, in the order of the schema: from the
 * screen as loaded (shared fields' `$ref`s resolved, engine/config/editCheck.ts drafts) when there is
 * one, else from the file's own schema. A label used twice is told apart by its group's.
 */
export function answerFields(schema: unknown): AnswerField[] {
  const out: (AnswerField & { group?: string })[] = [];
  const walk = (node: unknown, path: string, group: string | undefined) => {
    if (!isObject(node)) return;
    const n = node as SchemaNode;
    if (isObject(n.properties)) {
      const title = typeof n.title === 'string' ? n.title : undefined;
      for (const [key, child] of Object.entries(n.properties)) walk(child, path ? `${path}.${key}` : key, path ? title ?? group : undefined);
      return;
    }
    if (!path) return;
    const options = optionsOfNode(n);
    out.push({ path: `form.${path}`, label: typeof n.title === 'string' && n.title.trim() ? n.title.trim() : path, type: typeOfNode(n), ...(options ? { options } : {}), ...(group ? { group } : {}) });
  };
  walk(schema, '', undefined);
  const count = new Map<string, number>();
  for (const f of out) count.set(f.label, (count.get(f.label) ?? 0) + 1);
  return out.map(({ group, ...f }) => ((count.get(f.label) ?? 0) > 1 ? { ...f, label: `${f.label} (${group ?? f.path})` } : f));
}

/** What kind of value box a comparison shows: from its field, else from the value it has. */
export function valueKind(c: Comparison, field: AnswerField | undefined): 'none' | 'choice' | 'number' | 'boolean' | 'text' {
  if (c.op === '!' || c.op === '!!') return 'none';
  if (field?.options) return 'choice';
  const sample = Array.isArray(c.value) ? c.value[0] : c.value;
  if (field) return field.type === 'text' && typeof sample === 'number' ? 'number' : field.type;
  return typeof sample === 'number' ? 'number' : typeof sample === 'boolean' ? 'boolean' : 'text';
}

/** A value that suits `field`: the one there if it fits, else the first option, no, 0 or empty text. */
function fitting(value: Literal | undefined, field: AnswerField | undefined): Literal {
  if (field?.options) return field.options.some((o) => o.value === value) ? value! : field.options[0]!.value;
  const type = field?.type ?? (typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'text');
  if (type === 'number') return typeof value === 'number' ? value : 0;
  if (type === 'boolean') return typeof value === 'boolean' ? value : true;
  return typeof value === 'string' ? value : value === undefined ? '' : String(value);
}

/** The comparison naming another answer: its value made to suit the new field. */
export function withField(c: Comparison, path: string, field: AnswerField | undefined): Comparison {
  const next: Comparison = { ...c, path };
  if (c.op === '!' || c.op === '!!') return next;
  if (c.op === 'in') {
    const list = (Array.isArray(c.value) ? c.value : []).map((v) => fitting(v, field));
    return { ...next, value: [...new Set(list)] };
  }
  return { ...next, value: fitting(Array.isArray(c.value) ? c.value[0] : c.value, field) };
}

/** The comparison with another operator: a value kept where it can be, a list for "is one of". */
export function withOp(c: Comparison, op: ComparisonOp, field: AnswerField | undefined): Comparison {
  const { value, argInList, ...rest } = c;
  const first = Array.isArray(value) ? value[0] : value;
  if (op === '!' || op === '!!') return { ...rest, op, ...(argInList ? { argInList } : {}) };
  if (op === 'in') return { ...rest, op, value: Array.isArray(value) ? value : [fitting(first, field)] };
  return { ...rest, op, value: fitting(first, field) };
}

/** A new comparison for "Add a comparison": the first answer of the screen, "is", a value that suits it. */
export function newComparison(fields: AnswerField[], fallbackPath: string): Comparison {
  const field = fields[0];
  return { kind: 'compare', path: field?.path ?? fallbackPath, op: '===', value: fitting(undefined, field) };
}

/** The condition with a part added (an and of two, when it was one comparison) or removed (one left stands alone). */
export function addPart(c: Condition, part: Comparison): Condition {
  return { join: c.join ?? 'and', parts: [...c.parts, part] };
}

export function removePart(c: Condition, index: number): Condition {
  const parts = c.parts.filter((_, i) => i !== index);
  return parts.length === 1 && parts[0]!.kind === 'compare' ? { join: null, parts } : { join: c.join, parts };
}

export function replacePart(c: Condition, index: number, part: Part): Condition {
  return { ...c, parts: c.parts.map((p, i) => (i === index ? part : p)) };
}

/**
 * A number as staff type it ("20000", "20,000", "$20,000.50"), or why it is not one, in the words
 * of docs/error-messages.md: what is wrong and how to put it right.
 */
export function readNumber(text: string): { value: number } | { problem: string } {
  const plain = text.trim().replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (plain === '') return { problem: 'Enter a number, such as 15000: the condition is not changed while the box is empty.' };
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return { problem: `"${text.trim()}" is not a number. Write it in digits, such as 15000 or 15,000.` };
  return { value: Number(plain) };
}
