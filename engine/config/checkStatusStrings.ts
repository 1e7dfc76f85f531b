/**
 * Known values written inside rules. A literal compared with a value whose every possibility is
 * known can only be one of them; a misspelt one never matches, so the rule silently never holds
 * (or, with !==, always holds). Known are:
 * - server statuses (`{"===": [{"var": "serverStatus"}, "FINAL_TITLE_PROCESSING"]}`,
 *   `{"in": [{"var": "app.serverStatus"}, [...]]}`): the status vocabulary of journeys/heloc.json
 *   (`statusRouting.vocabulary`, docs/architecture.md);
 * - named vocabularies the caller gives: the brands' org codes for `brand.orgCode`, a journey's
 *   step-machine states for `state`;
 * - any path of the rule context whose data schema (schemas/data/*.schema.json) lists its values
 *   by `enum` or `const` (`app.payType`, `device.location`). What the applicant types (`form`,
 *   `registration`) and the URL (`query`, `params`) are not checked: they hold anything until validated.
 */
import { didYouMean, pointer, type Problem } from './problems.ts';
import { numberBounds, possibleValues, type SchemaAt } from './schemaPaths.ts';
import type { Journey } from '../types/journey.ts';

/** Rule paths whose value is a server status. */
export const STATUS_PATHS = ['serverStatus', 'app.serverStatus'];

export interface Vocabulary {
  /** Where it is defined, for the message. */
  file: string;
  statuses: string[];
  prefixes: string[];
}

export function vocabularyOf(journeys: { file: string; data: Journey }[]): Vocabulary | null {
  const j = journeys.find((x) => x.data.statusRouting);
  if (!j) return null;
  const v = j.data.statusRouting!.vocabulary;
  return { file: j.file, statuses: [...v.stopPolling, ...v.keepPolling, ...v.routed], prefixes: v.keepPollingPrefixes ?? [] };
}

/** The values one path can hold, and in words where they are listed. */
export interface Named {
  values: string[];
  /** "the brands in brands/", "the states of journeys/heloc.json stepMachine". */
  where: string;
  /** What one value is called ("org code", "state"). */
  noun: string;
}

export interface KnownValues {
  vocabulary: Vocabulary | null;
  /** Vocabularies by var path ("brand.orgCode"). */
  named?: Record<string, Named>;
  /** The rule context; paths whose schema lists their values are checked against the list. */
  data?: SchemaAt;
}

/**
 * Roots that hold what the URL says or answers typed on other pages: anything until validated. A
 * screen's own answers (`form`) are checked: where its schema offers a list of choices (an enum, or
 * `oneOf` consts), a rule's literal must be one of them, or the rule never holds for any answer.
 */
const UNCHECKED_ROOTS = new Set(['registration', 'query', 'params']);
const SCOPED = new Set(['some', 'all', 'none', 'filter', 'map', 'reduce']);

const varPath = (node: unknown): string | null => {
  if (!node || typeof node !== 'object' || Array.isArray(node) || !('var' in node) || Object.keys(node).length !== 1) return null;
  const v = (node as { var: unknown }).var;
  const path = Array.isArray(v) ? v[0] : v;
  return typeof path === 'string' && path !== '' ? path : null;
};

/** Every status literal compared with a status path anywhere in `node` (rules may sit anywhere in a file). */
export function checkStatusStrings(node: unknown, file: string, vocab: Vocabulary, path: (string | number)[] = []): Problem[] {
  return checkKnownValues(node, file, { vocabulary: vocab }, path);
}

/** Every literal compared with a path of known values, anywhere in `node` (rules may sit anywhere in a file). */
export function checkKnownValues(node: unknown, file: string, known: KnownValues, path: (string | number)[] = []): Problem[] {
  const out: Problem[] = [];
  const vocab = known.vocabulary;
  const cache = new Map<string, ReturnType<typeof listFor>>();
  function listFor(p: string): { test: (s: string) => boolean; values: string[]; says: (s: string) => string } | null {
    if (vocab && STATUS_PATHS.includes(p)) {
      return {
        test: (s) => vocab.statuses.includes(s) || vocab.prefixes.some((x) => s.startsWith(x)),
        values: vocab.statuses,
        says: (s) => `status "${s}" is not in the status vocabulary (${vocab.file} statusRouting.vocabulary)`,
      };
    }
    const named = known.named?.[p];
    if (named) return { test: (s) => named.values.includes(s), values: named.values, says: (s) => `"${s}" is not a known ${named.noun} (${named.where}: ${named.values.map((v) => `"${v}"`).join(', ')}), so this comparison never matches` };
    if (!known.data || UNCHECKED_ROOTS.has(p.split('.')[0]!)) return null;
    const listed = possibleValues(known.data, p);
    if (!listed) return null;
    const values = listed.values.filter((v): v is string => typeof v === 'string');
    const shown = listed.values.map((v) => JSON.stringify(v)).join(', ');
    const where = listed.file.replace(/^.*?\/(schemas\/)/, '$1');
    return { test: (s) => listed.values.includes(s), values, says: (s) => `"${s}" is never a value of ${p}: ${where} allows only ${shown}, so this comparison never matches` };
  }
  const lookup = (p: string) => {
    if (!cache.has(p)) cache.set(p, listFor(p));
    return cache.get(p)!;
  };
  const check = (p: string | null, s: unknown, at: (string | number)[]) => {
    if (p === null || typeof s !== 'string') return;
    const list = lookup(p);
    if (!list || list.test(s)) return;
    out.push({ file, pointer: pointer(...at), message: `${list.says(s)}${didYouMean(s, list.values)}` });
  };
  // `x < n` (or `n > x`) for a number the schema keeps at or above its minimum, and the like for its maximum.
  const never = (op: string, args: unknown[], at: (string | number)[]) => {
    const [a, b] = args;
    const flip: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
    const [p, n, o] = varPath(a) && typeof b === 'number' ? [varPath(a)!, b, op] : varPath(b) && typeof a === 'number' ? [varPath(b)!, a, flip[op]!] : [null, null, null];
    if (p === null || n === null || !known.data || UNCHECKED_ROOTS.has(p.split('.')[0]!)) return;
    const bounds = numberBounds(known.data, p);
    if (!bounds) return;
    const { min, max } = bounds;
    const impossible = (o === '<' && min !== null && n <= min) || (o === '<=' && min !== null && n < min) || (o === '>' && max !== null && n >= max) || (o === '>=' && max !== null && n > max);
    if (!impossible) return;
    const limit = o === '<' || o === '<=' ? `at least ${min}` : `at most ${max}`;
    out.push({ file, pointer: pointer(...at), message: `this comparison can never be true: ${p} is always ${limit} (its schema's ${o === '<' || o === '<=' ? 'minimum' : 'maximum'}), so "${p} ${o} ${n}" never holds` });
  };
  const walk = (n: unknown, at: (string | number)[], top: boolean) => {
    if (Array.isArray(n)) { n.forEach((v, i) => walk(v, [...at, i], top)); return; }
    if (!n || typeof n !== 'object') return;
    for (const [op, args] of Object.entries(n)) {
      const here = [...at, op];
      if (Array.isArray(args) && ['===', '!==', '==', '!='].includes(op) && args.length === 2) {
        // Statuses are checked in any scope (a list item's status is one too); other paths only at the top.
        const p0 = varPath(args[0]);
        const p1 = varPath(args[1]);
        check(p0 && (top || STATUS_PATHS.includes(p0)) ? p0 : null, args[1], [...here, 1]);
        check(p1 && (top || STATUS_PATHS.includes(p1)) ? p1 : null, args[0], [...here, 0]);
      }
      // A number compared past the bounds its schema always keeps it in (a field's minimum, say): the comparison never holds.
      if (Array.isArray(args) && ['<', '<=', '>', '>='].includes(op) && args.length === 2 && top) never(op, args, here);
      if (op === 'in' && Array.isArray(args) && Array.isArray(args[1])) {
        const p = varPath(args[0]);
        if (p && (top || STATUS_PATHS.includes(p))) (args[1] as unknown[]).forEach((s, i) => check(p, s, [...here, 1, i]));
      }
      if (SCOPED.has(op) && Array.isArray(args)) {
        walk(args[0], [...here, 0], top);
        args.slice(1).forEach((a, i) => walk(a, [...here, i + 1], false));
      } else walk(args, here, top);
    }
  };
  walk(node, path, true);
  return out;
}
