/**
 * Config written once: a screen or API file takes shared parts from another file by reference,
 * the way JSON Schema shares definitions. `{"$ref": "../fields/address.json"}` stands for that
 * whole file; `{"$ref": "../register-v2/birthdate.json#/rules"}` for the part at a JSON pointer.
 * Keys written beside `$ref` are laid over what it points at (objects merge key by key, anything
 * else replaces), so a screen can start from another and change its copy or its submit. Inside a
 * list, a reference to a list is spliced in (rules and copy variants of several screens in one).
 *
 * The one resolver: the CLI and the build (through loadConfig) and the sandbox's request
 * validation all call `resolveFile`, so the browser, the server and `journey validate` see the
 * same resolved screen. References lead only to files under schemas/; `#/...` references inside
 * a schema stay for Ajv and cannot be carried into another file.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { didYouMean } from './problems.ts';
import { escapePointerSegment, unescapePointerSegment } from '../pointer.ts';

export interface RefProblem {
  /** JSON pointer in the file being resolved. */
  pointer: string;
  message: string;
}

/** Where a part of the resolved value was written: another file, or this file at another index. */
export interface Origin {
  /** Pointer in the resolved value. */
  at: string;
  /** Absolute path and pointer of the place it was written. */
  file: string;
  pointer: string;
  /** Pointer of the `$ref` in this file that brought it (absent for this file's own entries). */
  via?: string;
}

export interface Resolved {
  value: unknown;
  problems: RefProblem[];
  /** Parts of `value` that were not written at the same pointer of this file. */
  origins: Origin[];
}

export interface RefContext {
  /** Absolute path of schemas/: references may only lead to files inside it. */
  schemasDir: string;
  /** Reads and parses one file; throws when it is missing or does not parse. */
  read: (absolutePath: string) => unknown;
  /** Files already resolved during one load, by absolute path. */
  cache: Map<string, Resolved>;
}

/** A reference to a file (with an optional `#/pointer`); `#/...` and URI references are left alone. */
const FILE_REF = /^([^#:]+\.json)(#.*)?$/;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

export const isFileRef = (node: unknown): node is Obj & { $ref: string } =>
  isObject(node) && typeof node.$ref === 'string' && FILE_REF.test(node.$ref);

/** Objects merge key by key (the overlay's keys win); lists and values replace. */
export function overlay(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over;
  const out: Obj = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = overlay(base[k], v);
  return out;
}

export function resolveFile(file: string, ctx: RefContext, stack: string[] = []): Resolved {
  const cached = ctx.cache.get(file);
  if (cached) return cached;
  const problems: RefProblem[] = [];
  const origins: Origin[] = [];
  const value = walk(ctx.read(file), { raw: '', out: '' }, { file, ctx, stack: [...stack, file], problems, origins });
  const out = { value, problems, origins };
  ctx.cache.set(file, out);
  return out;
}

interface Walk {
  file: string;
  ctx: RefContext;
  stack: string[];
  problems: RefProblem[];
  origins: Origin[];
}

/** Pointers of the node being walked: as written in this file, and in the resolved value. */
interface At {
  raw: string;
  out: string;
}

function walk(node: unknown, at: At, w: Walk): unknown {
  if (Array.isArray(node)) {
    const out: unknown[] = [];
    node.forEach((item, i) => {
      const here = { raw: `${at.raw}/${i}`, out: `${at.out}/${out.length}` };
      if (isFileRef(item) && Object.keys(item).length === 1) {
        const target = follow(item.$ref, here, w);
        if (!target) return;
        const list = Array.isArray(target.value);
        (list ? (target.value as unknown[]) : [target.value]).forEach((v, k) => {
          origin(w, `${at.out}/${out.length}`, target, list ? `/${k}` : '', here.raw);
          out.push(v);
        });
      } else {
        if (here.raw !== here.out) w.origins.push({ at: here.out, file: w.file, pointer: here.raw });
        out.push(walk(item, here, w));
      }
    });
    return out;
  }
  if (!isObject(node)) return node;
  if (isFileRef(node)) {
    const { $ref, ...siblings } = node;
    const target = follow($ref, at, w);
    if (target) origin(w, at.out, target, '', at.raw);
    const over = walk(siblings, at, w) as Obj;
    ownKeys(target?.value, over, at, w);
    if (Object.keys(over).length === 0) return target?.value ?? {};
    if (target && !isObject(target.value)) {
      w.problems.push({ pointer: `${at.raw}/$ref`, message: `"${$ref}" is not an object, so no keys can be laid over it (${Object.keys(over).join(', ')})` });
      return target.value;
    }
    return overlay(target?.value ?? {}, over);
  }
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) out[k] = walk(v, { raw: `${at.raw}/${escapePointerSegment(k)}`, out: `${at.out}/${escapePointerSegment(k)}` }, w);
  return out;
}

/** Keys written beside a reference are this file's own, down to where they merge with the target. */
function ownKeys(base: unknown, over: Obj, at: At, w: Walk): void {
  for (const [k, v] of Object.entries(over)) {
    const here = { raw: `${at.raw}/${escapePointerSegment(k)}`, out: `${at.out}/${escapePointerSegment(k)}` };
    if (isObject(v) && isObject(base) && isObject(base[k])) ownKeys(base[k], v, here, w);
    else w.origins.push({ at: here.out, file: w.file, pointer: here.raw });
  }
}

interface Target {
  value: unknown;
  file: string;
  /** Pointer of the value in the target file's resolved value. */
  pointer: string;
  origins: Origin[];
}

/** Records that the resolved value at `out` came from `target`, with the origins it carries itself. */
function origin(w: Walk, out: string, target: Target, sub: string, via: string): void {
  const from = target.pointer + sub;
  w.origins.push({ at: out, file: target.file, pointer: from, via: `${via}/$ref` });
  for (const o of target.origins) {
    if (o.at === from || o.at.startsWith(`${from}/`)) w.origins.push({ at: out + o.at.slice(from.length), file: o.file, pointer: o.pointer, via: `${via}/$ref` });
  }
}

const under = (pointer: string, at: string) => pointer === at || pointer.startsWith(`${at}/`);

/**
 * Where a pointer of a resolved value was written (the deepest origin above it, else the same
 * place), and through which `$ref` of this file it came (the outermost one).
 */
export function originOf(resolved: Pick<Resolved, 'origins'>, file: string, pointer: string): { file: string; pointer: string; via?: string } {
  const above = resolved.origins.filter((o) => under(pointer, o.at));
  if (above.length === 0) return { file, pointer };
  const deepest = above.reduce((a, b) => (b.at.length >= a.at.length ? b : a));
  const via = above.filter((o) => o.via).sort((a, b) => a.at.length - b.at.length)[0]?.via;
  return { file: deepest.file, pointer: deepest.pointer + pointer.slice(deepest.at.length), ...(via ? { via } : {}) };
}

/** The resolved value a reference points at; null (and a problem) when it points at nothing. */
function follow(ref: string, at: At, w: Walk): Target | null {
  const { ctx, file, stack } = w;
  const report = (message: string) => { w.problems.push({ pointer: `${at.raw}/$ref`, message }); return null; };
  const [, filePart, fragment = ''] = FILE_REF.exec(ref)!;
  const target = resolve(dirname(file), filePart!);
  const rel = relative(ctx.schemasDir, target);
  if (rel.startsWith('..') || rel.startsWith(sep)) return report(`"${ref}" leads outside schemas/`);
  const shown = `schemas/${rel.split(sep).join('/')}`;
  if (stack.includes(target)) return report(`$ref cycle: ${[...stack.slice(stack.indexOf(target)), target].map((f) => `schemas/${relative(ctx.schemasDir, f).split(sep).join('/')}`).join(' → ')}`);
  let resolved: Resolved;
  try {
    resolved = resolveFile(target, ctx, stack);
  } catch (e) {
    const message = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    return report(`"${ref}": ${shown}: ${message}`);
  }
  if (resolved.problems.length > 0) return report(`"${ref}": ${shown} has problems of its own (${resolved.problems.map((p) => `#${p.pointer}: ${p.message}`).join('; ')})`);
  let value: unknown = resolved.value;
  const segments = fragment.replace(/^#/, '').split('/').filter((s, i) => i > 0 || s !== '').map(unescapePointerSegment);
  for (const [i, seg] of segments.entries()) {
    const next = Array.isArray(value) && /^\d+$/.test(seg) ? value[Number(seg)] : isObject(value) && Object.hasOwn(value, seg) ? value[seg] : undefined;
    if (next === undefined) {
      const near = isObject(value) ? /"([^"]+)"/.exec(didYouMean(seg, Object.keys(value)))?.[1] : undefined;
      const hint = near ? ` (did you mean "#/${[...segments.slice(0, i), near].map(escapePointerSegment).join('/')}"?)` : '';
      const missing = `"${ref}": ${shown} has nothing at "#/${segments.slice(0, i + 1).map(escapePointerSegment).join('/')}"${hint}`;
      // A field one screen shares from another (its schema's properties): said as the field it is.
      if (i === 2 && segments[0] === 'schema' && segments[1] === 'properties') return report(`This screen takes the field "${seg}" from ${shown}, which no longer has it: keep the field there, or remove it from this screen too (${missing})`);
      return report(missing);
    }
    value = next;
  }
  if (segments.length === 0 && isObject(value)) {
    const { $schema: _schema, ...rest } = value;
    value = rest;
  }
  const local = findLocalRef(value);
  if (local) return report(`"${ref}" carries the reference "${local}", which only means something inside ${shown}`);
  return { value: structuredClone(value), file: target, pointer: segments.map((s) => `/${escapePointerSegment(s)}`).join(''), origins: resolved.origins };
}

function findLocalRef(node: unknown): string | null {
  if (Array.isArray(node)) {
    for (const n of node) {
      const hit = findLocalRef(n);
      if (hit) return hit;
    }
    return null;
  }
  if (!isObject(node)) return null;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) return node.$ref;
  for (const v of Object.values(node)) {
    const hit = findLocalRef(v);
    if (hit) return hit;
  }
  return null;
}
