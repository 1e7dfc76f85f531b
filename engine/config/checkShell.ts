/**
 * `journey validate` for the shared shell's config (schemas/shell/shell.json): the meta-schema,
 * then every `when` rule linted like a journey rule (status strings included), every {{placeholder}}
 * checked against the shell's context (brand, flags, profile, signedIn, path, query, and the open
 * condition cards, which renderer/shell/Layout.tsx always gives; `count` only in labels.count, which
 * is drawn with the badge's number), every link into
 * the app resolved and every image it names a file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from './ajv.ts';
import { lintLogic } from './lintLogic.ts';
import { readJson } from './loadConfig.ts';
import { compileCached } from './compileCache.ts';
import type { SchemaAt } from './schemaPaths.ts';
import { ALWAYS, screenContext } from './screenContext.ts';
import { checkText, type PlaceholderScope } from './checkPlaceholders.ts';
import { pointer, type Problem } from './problems.ts';
import { hrefs, linkProblem, type LinkScope } from './checkLinks.ts';
import { checkKnownValues, type Named, type Vocabulary } from './checkStatusStrings.ts';
import { checkLogicSense } from './checkLogicSense.ts';
import { checkAssets } from './checkBrandAssets.ts';

export const SHELL_FILE = 'schemas/shell/shell.json';
export const SHELL_META = 'schemas/meta/shell.schema.json';

export interface ShellScope {
  /** The context schema before the shell's roots are fixed (schemas/data/context.schema.json). */
  base: SchemaAt;
  brands: PlaceholderScope['brands'];
  links: LinkScope;
  vocabulary: Vocabulary | null;
  /** Vocabularies by rule path (the brands' org codes). */
  named?: Record<string, Named>;
}

/** The shell's context: `conditions.open` is always there (0 when unknown); `extra` roots where they are given. */
export function shellContext(base: SchemaAt, extra: string[] = []): SchemaAt {
  const props = (base.node as { properties: Record<string, Record<string, unknown>> }).properties;
  const conditions = { ...props.conditions, required: ['open'] };
  // A root the context schema does not declare is a value the drawing code gives (GIVEN): a word or a number.
  const given = Object.fromEntries(extra.filter((r) => !(r in props)).map((r) => [r, { type: ['string', 'integer'] }]));
  return screenContext(base, { conditions, ...given }, { roots: [...ALWAYS, 'conditions', ...extra], params: [] });
}

/** Where a shell text is drawn with more than the shell's context. */
const GIVEN: Record<string, string[]> = {
  '/labels/count': ['count'],
  '/labels/unread': ['count'],
  // engine/hours.ts HoursWords: the times of a range, a line's days and hours.
  '/hours/range': ['start', 'end'],
  '/hours/line': ['days', 'hours'],
  '/notifications/wallet': ['wallet'],
  '/originator/nmls': ['nmls'],
  // renderer/screens/ProgressBar.tsx: the story's step and the question within a flow.
  '/progress/position': ['step', 'of', 'label'],
  '/progress/question': ['index', 'total'],
  '/progress/flowPosition': ['index', 'total'],
};

export function checkShell(root: string, scope: ShellScope): Problem[] {
  const { brands } = scope;
  const context = shellContext(scope.base);
  const full = join(root, SHELL_FILE);
  if (!existsSync(full)) return [];
  const file = SHELL_FILE;
  const shell = readJson(full);
  const validate = compileCached(readJson(join(root, SHELL_META)) as object, () => createAjv('staff'), 'meta');
  if (!validate(shell)) {
    return (validate.errors ?? []).map((e) => ({ file, pointer: e.instancePath, message: `${e.message ?? 'invalid'}${e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : ''} (${SHELL_META})` }));
  }
  const problems: Problem[] = [];
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (Array.isArray(node)) { node.forEach((v, i) => walk(v, [...path, i])); return; }
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'when' || key.endsWith('When')) problems.push(...lintLogic(value, pointer(...path, key), { file, data: context }));
        else walk(value, [...path, key]);
      }
      return;
    }
    if (typeof node !== 'string') return;
    const at = pointer(...path);
    problems.push(...checkText(node, at, { root, file, data: GIVEN[at] ? shellContext(scope.base, GIVEN[at]) : context, brands }));
  };
  walk(shell, []);
  problems.push(...checkKnownValues(shell, file, { vocabulary: scope.vocabulary, named: scope.named, data: context }), ...checkLogicSense(shell, file));
  problems.push(...checkAssets(root, file, shell, scope.links.journeys[0]?.basePath ?? '/'));
  hrefs(shell, [], (href, path) => {
    const p = linkProblem(href, scope.links);
    if (p) problems.push({ file, pointer: pointer(...path), message: p });
  });
  return problems;
}
