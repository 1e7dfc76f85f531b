/**
 * Size and pattern limits of every JSON Schema a request body or an applicant's answer meets
 * (screen schemas, schemas/fields, schemas/api, schemas/data): every string has a maxLength,
 * every array a maxItems, every pattern is anchored (^…$) and matches in linear time. Without
 * them one long answer froze the server for a minute (issue 14: `\S+\s+\S+` on 100,000 characters).
 * The regex analysis is recheck's (an automaton-based ReDoS checker), not a guess of our own.
 */
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkSync } from 'recheck';
import { posix, readJson } from './loadConfig.ts';
import { pointer as ptr, type Problem } from './problems.ts';

type Node = Record<string, unknown>;

/** Folders under schemas/ whose files are schemas themselves (not screen files with a `schema`). */
const RAW_SCHEMA_DIRS = ['fields', 'api', 'data'];
/** Folders that are not request or answer schemas at all. */
const SKIPPED_DIRS = ['meta', 'shell', 'conditions'];

/** Keywords whose value is one subschema, a list of them, or a map of them. */
const ONE = ['items', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'items'];
const MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];

const verdicts = new Map<string, string | null>();

/** Why a pattern is unsafe, or null: unanchored, or super-linear by recheck (cached per pattern). */
export function patternProblem(pattern: string): string | null {
  const cached = verdicts.get(pattern);
  if (cached !== undefined) return cached;
  let verdict: string | null = null;
  if (!isAnchored(pattern)) verdict = `pattern ${JSON.stringify(pattern)} is not anchored: write it as ^(?:…)$ so a long answer is not searched from every position`;
  else {
    const result = checkSync(pattern, 'u', { timeout: 10_000 });
    if (result.status === 'vulnerable') {
      const attack = result.attack?.pattern ? ` (slow on ${result.attack.pattern})` : '';
      verdict = `pattern ${JSON.stringify(pattern)} takes ${result.complexity.summary} time${attack}: avoid adjacent or nested quantifiers that can match the same text`;
    } else if (result.status === 'unknown') {
      verdict = `pattern ${JSON.stringify(pattern)} could not be shown to match in linear time (${result.error.kind}); simplify it`;
    }
  }
  verdicts.set(pattern, verdict);
  return verdict;
}

/** Starts with ^ and ends with an unescaped $, with no top-level | (which would unanchor a branch). */
export function isAnchored(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return false;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      if (i === pattern.length - 2) return false; // the final $ is escaped
      i++;
      continue;
    }
    if (inClass) { if (c === ']') inClass = false; continue; }
    if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return false;
  }
  return true;
}

/** `oneOf: [{const, title}, ...]`: a labelled list of choices, as bounded as an enum. */
const constChoices = (node: Node): boolean =>
  ['oneOf', 'anyOf'].some((k) => Array.isArray(node[k]) && (node[k] as Node[]).length > 0 && (node[k] as Node[]).every((b) => b && typeof b === 'object' && 'const' in b));

const typesOf = (node: Node): unknown[] => (Array.isArray(node.type) ? node.type : [node.type]);

/** Problems of one schema node and everything under it. `$ref`s are checked in their own files. */
export function checkSchemaLimits(schema: unknown, file: string, at: string): Problem[] {
  const out: Problem[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const n = node as Node;
    const types = typesOf(n);
    const bounded = Array.isArray(n.enum) || 'const' in n || constChoices(n);
    if (types.includes('string') && typeof n.maxLength !== 'number' && !bounded) {
      out.push({ file, pointer, message: 'a string without maxLength: add one (and its errorMessage) so a long answer is refused before it is matched or stored' });
    }
    if (types.includes('array') && typeof n.maxItems !== 'number' && !bounded) {
      out.push({ file, pointer, message: 'an array without maxItems: add one (and its errorMessage) so a long list is refused before every item is validated' });
    }
    if (typeof n.pattern === 'string') {
      const problem = patternProblem(n.pattern);
      if (problem) out.push({ file, pointer: `${pointer}/pattern`, message: problem });
    }
    for (const key of ONE) if (n[key] && typeof n[key] === 'object' && !Array.isArray(n[key])) walk(n[key], `${pointer}${ptr(key)}`);
    for (const key of LIST) if (Array.isArray(n[key])) (n[key] as unknown[]).forEach((s, i) => walk(s, `${pointer}${ptr(key, i)}`));
    for (const key of MAP) {
      const map = n[key];
      if (map && typeof map === 'object' && !Array.isArray(map)) for (const [k, s] of Object.entries(map)) walk(s, `${pointer}${ptr(key, k)}`);
    }
  };
  walk(schema, at);
  return out;
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? listJson(p) : name.endsWith('.json') ? [p] : [];
  });
}

/** Every schema file under schemas/: raw schemas whole, screen files at `/schema`. */
export function checkLimits(root: string): Problem[] {
  const schemasDir = join(root, 'schemas');
  const out: Problem[] = [];
  for (const path of listJson(schemasDir)) {
    const rel = posix(relative(schemasDir, path));
    const top = rel.split('/')[0]!;
    if (SKIPPED_DIRS.includes(top)) continue;
    const file = `schemas/${rel}`;
    let json: Node;
    try {
      json = readJson(path) as Node;
    } catch {
      continue; // unreadable files are reported by the loader
    }
    if (RAW_SCHEMA_DIRS.includes(top)) out.push(...checkSchemaLimits(json, file, ''));
    else if (json.schema) out.push(...checkSchemaLimits(json.schema, file, '/schema'));
  }
  return out;
}
