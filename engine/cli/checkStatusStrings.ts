/**
 * Server statuses written inside rules (`{"===": [{"var": "serverStatus"}, "FINAL_TITLE_PROCESSING"]}`,
 * `{"in": [{"var": "app.serverStatus"}, [...]]}`) are checked against the status vocabulary of
 * journeys/heloc.json (`statusRouting.vocabulary`, DESIGN.md): a misspelt status never matches,
 * so the rule silently never holds.
 */
import { didYouMean, pointer, type Problem } from './problems.ts';
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

const isStatusVar = (node: unknown): boolean => {
  if (!node || typeof node !== 'object' || Array.isArray(node) || !('var' in node)) return false;
  const v = (node as { var: unknown }).var;
  const path = Array.isArray(v) ? v[0] : v;
  return typeof path === 'string' && STATUS_PATHS.includes(path);
};

/** Every status literal compared with a status path anywhere in `node` (rules may sit anywhere in a file). */
export function checkStatusStrings(node: unknown, file: string, vocab: Vocabulary, path: (string | number)[] = []): Problem[] {
  const out: Problem[] = [];
  const known = (s: string) => vocab.statuses.includes(s) || vocab.prefixes.some((p) => s.startsWith(p));
  const check = (s: unknown, at: (string | number)[]) => {
    if (typeof s !== 'string' || known(s)) return;
    out.push({ file, pointer: pointer(...at), message: `status "${s}" is not in the status vocabulary (${vocab.file} statusRouting.vocabulary)${didYouMean(s, vocab.statuses)}` });
  };
  const walk = (n: unknown, at: (string | number)[]) => {
    if (Array.isArray(n)) { n.forEach((v, i) => walk(v, [...at, i])); return; }
    if (!n || typeof n !== 'object') return;
    for (const [op, args] of Object.entries(n)) {
      const here = [...at, op];
      if (Array.isArray(args) && ['===', '!==', '==', '!='].includes(op) && args.length === 2) {
        if (isStatusVar(args[0])) check(args[1], [...here, 1]);
        if (isStatusVar(args[1])) check(args[0], [...here, 0]);
      }
      if (op === 'in' && Array.isArray(args) && isStatusVar(args[0]) && Array.isArray(args[1])) (args[1] as unknown[]).forEach((s, i) => check(s, [...here, 1, i]));
      walk(args, here);
    }
  };
  walk(node, path);
  return out;
}
