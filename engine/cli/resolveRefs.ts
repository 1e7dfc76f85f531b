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

export interface RefProblem {
  /** JSON pointer in the file being resolved. */
  pointer: string;
  message: string;
}

export interface Resolved {
  value: unknown;
  problems: RefProblem[];
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
const escape = (s: string | number) => String(s).replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

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
  const value = walk(ctx.read(file), '', file, ctx, [...stack, file], problems);
  const out = { value, problems };
  ctx.cache.set(file, out);
  return out;
}

function walk(node: unknown, at: string, file: string, ctx: RefContext, stack: string[], problems: RefProblem[]): unknown {
  if (Array.isArray(node)) {
    const out: unknown[] = [];
    node.forEach((item, i) => {
      const here = `${at}/${i}`;
      if (isFileRef(item) && Object.keys(item).length === 1) {
        const target = follow(item.$ref, here, file, ctx, stack, problems);
        if (Array.isArray(target)) out.push(...target);
        else if (target !== undefined) out.push(target);
      } else out.push(walk(item, here, file, ctx, stack, problems));
    });
    return out;
  }
  if (!isObject(node)) return node;
  if (isFileRef(node)) {
    const { $ref, ...siblings } = node;
    const target = follow($ref, at, file, ctx, stack, problems);
    const over = walk(siblings, at, file, ctx, stack, problems) as Obj;
    if (Object.keys(over).length === 0) return target ?? {};
    if (target !== undefined && !isObject(target)) {
      problems.push({ pointer: `${at}/$ref`, message: `"${$ref}" is not an object, so no keys can be laid over it (${Object.keys(over).join(', ')})` });
      return target;
    }
    return overlay(target ?? {}, over);
  }
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) out[k] = walk(v, `${at}/${escape(k)}`, file, ctx, stack, problems);
  return out;
}

/** The resolved value a reference points at; undefined (and a problem) when it points at nothing. */
function follow(ref: string, at: string, file: string, ctx: RefContext, stack: string[], problems: RefProblem[]): unknown {
  const report = (message: string) => { problems.push({ pointer: `${at}/$ref`, message }); return undefined; };
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
  const segments = fragment.replace(/^#/, '').split('/').filter((s, i) => i > 0 || s !== '').map(unescape);
  for (const [i, seg] of segments.entries()) {
    const next = Array.isArray(value) && /^\d+$/.test(seg) ? value[Number(seg)] : isObject(value) && Object.hasOwn(value, seg) ? value[seg] : undefined;
    if (next === undefined) return report(`"${ref}": ${shown} has nothing at "#/${segments.slice(0, i + 1).map(escape).join('/')}"`);
    value = next;
  }
  if (segments.length === 0 && isObject(value)) {
    const { $schema: _schema, ...rest } = value;
    value = rest;
  }
  const local = findLocalRef(value);
  if (local) return report(`"${ref}" carries the reference "${local}", which only means something inside ${shown}`);
  return structuredClone(value);
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
