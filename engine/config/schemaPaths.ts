/**
 * Walks JSON Schemas along `var` paths ("app.status.uwDecision") so that `journey validate` can
 * reject paths the data schema does not declare. Follows local and file `$ref`s, allOf/anyOf/oneOf and
 * the then/else of a conditional (a property asked only for some answers is still declared).
 */
import { dirname, resolve } from 'node:path';
import { readJson } from './loadConfig.ts';
import { unescapePointerSegment } from '../pointer.ts';

type Node = Record<string, unknown>;

/** A schema node and the file its relative `$ref`s resolve against. */
export interface SchemaAt {
  node: Node | boolean;
  file: string;
}

/** Anything goes below this point (a free-form object). */
export const ANY: SchemaAt = { node: true, file: '' };

const cache = new Map<string, Node>();
const load = (file: string): Node => {
  let s = cache.get(file);
  if (!s) {
    s = readJson(file) as Node;
    cache.set(file, s);
  }
  return s;
};

function follow(at: SchemaAt, depth = 0): SchemaAt {
  if (typeof at.node !== 'object' || depth > 32) return at;
  const ref = at.node.$ref;
  if (typeof ref !== 'string') return at;
  const [filePart, fragment = ''] = ref.split('#');
  const file = filePart ? resolve(dirname(at.file), filePart) : at.file;
  let node: unknown = load(file);
  for (const seg of fragment.split('/').filter(Boolean)) node = (node as Node)?.[unescapePointerSegment(seg)];
  if (node === undefined) return { node: false, file };
  return follow({ node: node as Node, file }, depth + 1);
}

export function schemaAt(file: string): SchemaAt {
  return { node: load(file), file };
}

/** The schema of one property or index below `at`; null when the schema does not declare it. */
export function child(at: SchemaAt, seg: string): SchemaAt | null {
  const cur = follow(at);
  if (cur.node === true) return ANY;
  if (cur.node === false) return null;
  const n = cur.node;
  for (const key of ['allOf', 'anyOf', 'oneOf', 'then', 'else']) {
    const branches = key === 'then' || key === 'else' ? (n[key] && typeof n[key] === 'object' ? [n[key]] : undefined) : n[key];
    if (Array.isArray(branches)) {
      for (const b of branches) {
        const hit = child({ node: b as Node, file: cur.file }, seg);
        if (hit) return hit;
      }
    }
  }
  if (/^(\d+|\*)$/.test(seg) && n.items && typeof n.items === 'object') return { node: n.items as Node, file: cur.file };
  const props = n.properties as Record<string, Node> | undefined;
  if (props && Object.hasOwn(props, seg)) return { node: props[seg]!, file: cur.file };
  if (n.additionalProperties && typeof n.additionalProperties === 'object') return { node: n.additionalProperties as Node, file: cur.file };
  const declaresShape = props !== undefined || n.items !== undefined || ['allOf', 'anyOf', 'oneOf', 'then', 'else'].some((k) => k in n);
  if (!declaresShape && n.additionalProperties !== false) return ANY;
  return null;
}

/** The names declared directly below `at` (for "did you mean"). */
export function childNames(at: SchemaAt): string[] {
  const cur = follow(at);
  if (typeof cur.node !== 'object') return [];
  const names = Object.keys((cur.node.properties as object | undefined) ?? {});
  for (const key of ['allOf', 'anyOf', 'oneOf', 'then', 'else']) {
    const raw = cur.node[key];
    const branches = key === 'then' || key === 'else' ? (raw && typeof raw === 'object' ? [raw] : undefined) : raw;
    if (Array.isArray(branches)) for (const b of branches) names.push(...childNames({ node: b as Node, file: cur.file }));
  }
  return names;
}

/** The item schema of an array schema (ANY when unknown). */
export function itemsOf(at: SchemaAt): SchemaAt {
  const cur = follow(at);
  if (typeof cur.node === 'object' && cur.node.items && typeof cur.node.items === 'object') return { node: cur.node.items as Node, file: cur.file };
  return ANY;
}

/** The declared JSON types of a schema node ([] when unknown). */
export function typesOf(at: SchemaAt): string[] {
  const cur = follow(at);
  if (typeof cur.node !== 'object') return [];
  const t = cur.node.type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
}

export interface PathLookup {
  found: SchemaAt | null;
  /** The first segment not declared, with a suggestion. */
  missing?: { at: string; suggestion: string };
}

export function lookupPath(root: SchemaAt, dotted: string, suggest: (name: string, known: string[]) => string): PathLookup {
  let at: SchemaAt = root;
  const segs = dotted.split('.');
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]!;
    const next = child(at, seg);
    if (!next) {
      const prefix = segs.slice(0, i).join('.');
      return { found: null, missing: { at: segs.slice(0, i + 1).join('.'), suggestion: suggest(seg, childNames(at)).replace(/"([^"]+)"/, (_m, s) => `"${prefix ? prefix + '.' : ''}${s}"`) } };
    }
    at = next;
  }
  return { found: at };
}

/** Why a declared path can be missing at run time (null when it cannot). */
export interface Absence {
  /** The dotted path down to the segment that can be missing. */
  at: string;
  why: 'not required' | 'may be null' | 'may have fewer items';
  /** The schema file that says so. */
  file: string;
}

const requires = (at: SchemaAt, seg: string): boolean => {
  const cur = follow(at);
  if (typeof cur.node !== 'object') return false;
  if (Array.isArray(cur.node.required) && cur.node.required.includes(seg)) return true;
  const all = cur.node.allOf;
  return Array.isArray(all) && all.some((b) => requires({ node: b as Node, file: cur.file }, seg));
};

/**
 * Whether every segment of a declared path is there whenever its parent is: a property listed in
 * `required` and not typed null, an index below `minItems`. The first segment that can be missing.
 */
export function absence(root: SchemaAt, dotted: string): Absence | null {
  let at = root;
  const segs = dotted.split('.');
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]!;
    const here = segs.slice(0, i + 1).join('.');
    const cur = follow(at);
    if (cur.node === true) return null;
    if (/^\d+$/.test(seg) && typeof cur.node === 'object' && cur.node.items) {
      const min = typeof cur.node.minItems === 'number' ? cur.node.minItems : 0;
      if (Number(seg) >= min) return { at: segs.slice(0, i).join('.'), why: 'may have fewer items', file: cur.file };
    } else if (!requires(cur, seg)) return { at: here, why: 'not required', file: cur.file };
    const next = child(cur, seg);
    if (!next) return null;
    if (typesOf(next).includes('null')) return { at: here, why: 'may be null', file: follow(next).file || cur.file };
    at = next;
  }
  return null;
}

/**
 * A schema that always applies to `seg` below `at`: its own property (or item, or
 * additionalProperties), else one an allOf branch declares; null when none does.
 */
function always(at: SchemaAt, seg: string): SchemaAt | null {
  const cur = follow(at);
  if (typeof cur.node !== 'object') return null;
  const n = cur.node;
  const props = n.properties as Record<string, Node> | undefined;
  if (/^(\d+|\*)$/.test(seg) && n.items && typeof n.items === 'object') return { node: n.items as Node, file: cur.file };
  if (props && Object.hasOwn(props, seg)) return { node: props[seg]!, file: cur.file };
  if (Array.isArray(n.allOf)) {
    for (const b of n.allOf) {
      const hit = always({ node: b as Node, file: cur.file }, seg);
      if (hit) return hit;
    }
  }
  if (n.additionalProperties && typeof n.additionalProperties === 'object') return { node: n.additionalProperties as Node, file: cur.file };
  return null;
}

/** The values a schema allows by `const`/`enum` (through anyOf/oneOf choices, allOf), or null when it does not list them. */
function listedValues(at: SchemaAt): unknown[] | null {
  const cur = follow(at);
  if (typeof cur.node !== 'object') return null;
  const n = cur.node;
  if ('const' in n) return [n.const];
  if (Array.isArray(n.enum)) return n.enum as unknown[];
  for (const key of ['anyOf', 'oneOf']) {
    const raw = n[key];
    if (!Array.isArray(raw)) continue;
    const each = raw.map((b) => listedValues({ node: b as Node, file: cur.file }));
    if (each.every((v) => v !== null)) return each.flat();
  }
  if (Array.isArray(n.allOf)) {
    for (const b of n.allOf) {
      const v = listedValues({ node: b as Node, file: cur.file });
      if (v) return v;
    }
  }
  return null;
}

/**
 * Every value a dotted path can hold when its schema lists them (`enum`, `const`, a choice of
 * consts), with the file that lists them; null when any schema along the way leaves it open. Where
 * schema says more than once (its own property and an allOf branch), one that always applies is
 * enough: a value outside its list is certainly impossible.
 */
export function possibleValues(root: SchemaAt, dotted: string): { values: unknown[]; file: string } | null {
  let at: SchemaAt | null = root;
  for (const seg of dotted.split('.')) {
    at = always(at, seg);
    if (!at) return null;
  }
  const values = listedValues(at);
  return values ? { values, file: follow(at).file } : null;
}

/**
 * The bounds a schema always puts on a number at `dotted` (`minimum`/`maximum`, `exclusiveMinimum`/
 * `exclusiveMaximum` as draft-07 numbers), or null when the path is not declared or is not a number.
 */
export function numberBounds(root: SchemaAt, dotted: string): { min: number | null; max: number | null; file: string } | null {
  let at: SchemaAt | null = root;
  for (const seg of dotted.split('.')) {
    at = always(at, seg);
    if (!at) return null;
  }
  const cur = follow(at);
  if (typeof cur.node !== 'object') return null;
  const n = cur.node;
  const types = Array.isArray(n.type) ? n.type : [n.type];
  if (!types.some((t) => t === 'number' || t === 'integer')) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const min = num(n.minimum) ?? num(n.exclusiveMinimum);
  const max = num(n.maximum) ?? num(n.exclusiveMaximum);
  return min === null && max === null ? null : { min, max, file: cur.file };
}
