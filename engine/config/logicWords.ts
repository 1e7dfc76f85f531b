/**
 * A JSON-logic rule in plain words for staff (issue 16: "the application's underwriting
 * sub-decision is VERIFIED_OFFER"). Field names come from the data schema's descriptions
 * (schemas/data/*.schema.json, through `fieldWords`), named conditions from their description, so
 * the words follow the config and there is no second vocabulary to keep. An operation without
 * words of its own falls back to the short rule text of logicText. No Node here: the studio's
 * screen form (renderer/studio/editor/ScreenForm.tsx) words rules in the browser with it; the
 * context schema's words are read from disk by contextWords.ts.
 */
import { logicText } from './logicText.ts';

export interface WordsContext {
  /** The words for a `var` path ("app.status.uwSubDecision"), or undefined to fall back. */
  field?: (path: string) => FieldWords | undefined;
  /** Named conditions ({"ref": name}) with their description. */
  conditions?: Record<string, { description?: string }>;
}

/** A field in words; a yes/no field described by a sentence ("Liens have been reviewed.") also as that sentence. */
export interface FieldWords {
  noun: string;
  sentence?: string;
  /** A value compared with the field in words: a choice's title ("Retired" for RETIRED), money as "$15,000"; undefined to fall back. */
  valueWords?: (v: unknown) => string | undefined;
}

type Rule = unknown;
/** A rule's operator and its arguments as a list, or null for a literal. */
export const opOf = (rule: Rule): [string, Rule[]] | null => {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return null;
  const [op, raw] = Object.entries(rule)[0] ?? ['', []];
  return [op, Array.isArray(raw) ? raw : [raw]];
};
const value = (v: Rule): string => (typeof v === 'number' && Math.abs(v) >= 1000 ? GROUPED.format(v) : typeof v === 'string' ? v : JSON.stringify(v));
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** "Underwriting sub-decision." → "underwriting sub-decision"; a first word in capitals (an acronym) is kept. */
export const phrase = (description: string): string => {
  const first = description.split(/[.;(]| e\.g\./)[0]!.trim().replace(/,$/, '');
  return /^[A-Z][a-z]/.test(first) ? first[0]!.toLowerCase() + first.slice(1) : first;
};
export const OWNERS: Record<string, string> = { app: "the application's", profile: "the profile's", signer: "the signer's", query: 'the query parameter' };
const TYPE_WORDS: Record<string, string> = { number: 'a number', string: 'text', boolean: 'yes or no', object: 'a group of answers', array: 'a list', null: 'empty' };
const ROOTS: Record<string, string> = { path: 'the current path', state: "the step machine's state", serverStatus: 'the server status', app: 'the application', profile: 'the profile' };

export function logicWords(rule: Rule, ctx: WordsContext = {}, item?: string): string {
  const w = (r: Rule) => logicWords(r, ctx, item);
  const op = opOf(rule);
  if (!op) return Array.isArray(rule) ? rule.map(value).join(', ') : value(rule);
  const [name, args] = op;
  const [a, b, c] = args;
  switch (name) {
    case 'var': return fieldOf(String(a), ctx, item);
    case 'ref': {
      const d = ctx.conditions?.[String(a)]?.description;
      return d ? phrase(d) : `the condition ${String(a)} holds`;
    }
    case 'and': return args.map((x) => group(x, ctx, item, 'and')).join(' and ');
    case 'or': return args.map((x) => group(x, ctx, item, 'or')).join(' or ');
    case '!': {
      const inner = opOf(a);
      if (inner?.[0] === 'present') return `${w(inner[1][0])} is not given`;
      if (inner?.[0] === 'var') return `not: ${claim(a, ctx, item)}`;
      if (inner?.[0] === 'endsWith') return `${w(inner[1][0])} does not end with ${w(inner[1][1])}`;
      return `not (${w(a)})`;
    }
    case '===': case '==': {
      // `{"===": [{"typeOf": [x]}, "number"]}` guards a comparison against an empty box (null < 15000 holds).
      const typed = opOf(a);
      if (typed?.[0] === 'typeOf' && typeof b === 'string') return `${w(typed[1][0])} is ${TYPE_WORDS[b] ?? `of type ${b}`}`;
      return b === true ? claim(a, ctx, item) : `${w(a)} is ${against(a, b, ctx, item)}`;
    }
    case '!==': case '!=': return b === true ? `not: ${claim(a, ctx, item)}` : `${w(a)} is not ${against(a, b, ctx, item)}`;
    case '>': return `${w(a)} is more than ${against(a, b, ctx, item)}`;
    case '>=': return `${w(a)} is at least ${against(a, b, ctx, item)}`;
    case '<': return `${w(a)} is less than ${against(a, b, ctx, item)}`;
    case '<=': return `${w(a)} is at most ${against(a, b, ctx, item)}`;
    case 'in': return Array.isArray(b) ? (b.length ? `${w(a)} is one of ${b.map((x) => against(a, x, ctx, item)).join(', ')}` : `${w(a)} is one of an empty list (never)`) : `${w(b)} contains ${w(a)}`;
    case 'present': return `${w(a)} is given`;
    case 'upper': return `${w(a)} (in any case)`;
    case 'length': return `the number of ${w(a)}`;
    case 'endsWith': return `${w(a)} ends with ${w(b)}`;
    case 'startsWith': return `${w(a)} starts with ${w(b)}`;
    case 'some': return `one of ${w(a)} where ${logicWords(b, ctx, w(a))}`;
    case 'all': return `all of ${w(a)}, each where ${logicWords(b, ctx, w(a))}`;
    case 'none': return `none of ${w(a)} where ${logicWords(b, ctx, w(a))}`;
    case 'findWhere': return `the one of ${w(a)} whose ${value(b)} is ${w(c)}`;
    case 'get': return `the ${value(b)} of ${w(a)}`;
    default: return logicText(rule);
  }
}

/** The value a field is compared with, in the field's own words where it has them (a choice's title, money). */
function against(field: Rule, v: Rule, ctx: WordsContext, item: string | undefined): string {
  const op = opOf(field);
  if (op?.[0] === 'var' && item === undefined && opOf(v) === null) {
    const words = ctx.field?.(String(op[1][0]))?.valueWords?.(v);
    if (words !== undefined) return words;
  }
  return logicWords(v, ctx, item);
}

/** A nested and/or inside the other one keeps its own grouping. */
function group(rule: Rule, ctx: WordsContext, item: string | undefined, outer: 'and' | 'or'): string {
  const op = opOf(rule)?.[0];
  const text = op === 'var' ? claim(rule, ctx, item) : logicWords(rule, ctx, item);
  return (op === 'and' || op === 'or') && op !== outer ? `(${text})` : text;
}

/** A yes/no field said to hold: its sentence when it has one ("liens have been reviewed"), else "X is true". */
function claim(rule: Rule, ctx: WordsContext, item: string | undefined): string {
  const op = opOf(rule);
  if (op?.[0] === 'var' && item === undefined) {
    const known = ctx.field?.(String(op[1][0]));
    if (known?.sentence) return known.sentence;
  }
  return `${logicWords(rule, ctx, item)} is true`;
}

function fieldOf(path: string, ctx: WordsContext, item: string | undefined): string {
  // Inside some/all/none a var names a field of each item of the list.
  if (item !== undefined) return `its ${path}`;
  const known = ctx.field?.(path);
  if (known) return known.noun;
  const [root, ...rest] = path.split('.');
  if (rest.length === 0) return ROOTS[root!] ?? path;
  const owner = OWNERS[root!];
  return owner ? `${owner} ${rest.join('.')}` : path;
}

/** A JSON Schema node as far as formWords reads it. */
interface SchemaNode { title?: unknown; description?: unknown; type?: unknown; oneOf?: unknown; properties?: Record<string, SchemaNode | undefined> }

/**
 * A value of a schema node in words: the title of the choice whose `const` it is, and a number of a
 * node described in US dollars (the schemas' convention: "US dollars") as money.
 */
export function schemaValueWords(node: SchemaNode | undefined): ((v: unknown) => string | undefined) | undefined {
  if (!node) return undefined;
  const choices = Array.isArray(node.oneOf) ? (node.oneOf as { const?: unknown; title?: unknown }[]) : [];
  const money = typeof node.description === 'string' && /\bUS dollars\b/.test(node.description);
  if (!choices.length && !money) return undefined;
  return (v) => {
    const choice = choices.find((c) => c && c.const === v && typeof c.title === 'string');
    if (choice) return String(choice.title);
    if (money && typeof v === 'number') return `$${GROUPED.format(v)}`;
    return undefined;
  };
}

/**
 * Words for a screen's `form.*` answers: each field's title in the screen's schema, as the impact
 * table (editImpact.ts) and the studio's screen form say them.
 */
export function formWords(schema: unknown): WordsContext {
  return {
    field: (path) => {
      const [root, ...rest] = path.split('.');
      if (root !== 'form' || rest.length === 0) return undefined;
      let node = schema as SchemaNode | undefined;
      for (const seg of rest) node = node?.properties && Object.hasOwn(node.properties, seg) ? node.properties[seg] : undefined;
      const title = node?.title;
      if (typeof title !== 'string' || !title.trim()) return undefined;
      const valueWords = schemaValueWords(node);
      return { noun: `the answer to "${title.trim()}"`, ...(valueWords ? { valueWords } : {}) };
    },
  };
}
