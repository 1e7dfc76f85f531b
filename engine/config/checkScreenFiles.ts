/**
 * Every check of every screen file, against the screen as resolved (its references followed) and
 * the rule context of the routes that show it (engine/config/screenContext.ts). Pointers are into the
 * resolved screen: relocate.ts moves each problem to the file a person fixes it in.
 */
import { checkRuleBounds } from './checkRuleBounds.ts';
import { checkHiddenRequired } from './checkHiddenRequired.ts';
import { checkScreen, type ScreenCheckInput } from './checkScreens.ts';
import { checkText, screenTexts, type PlaceholderScope } from './checkPlaceholders.ts';
import { checkScreenLinks, type LinkScope } from './checkLinks.ts';
import { checkMessages } from './checkMessages.ts';
import { checkMessageWords, checkRuleMessageWords } from './checkMessageWords.ts';
import { checkKnownValues, type Named, type Vocabulary } from './checkStatusStrings.ts';
import { checkLogicSense } from './checkLogicSense.ts';
import { guaranteed, routesShowing, screenContext } from './screenContext.ts';
import type { SchemaAt } from './schemaPaths.ts';
import type { ConfigSet } from './loadConfig.ts';
import type { Problem } from './problems.ts';
import type { Screen } from '../types/screen.ts';

export interface ScreenFilesScope {
  /** The rule context schema, `registration` filled in. */
  base: SchemaAt;
  brands: PlaceholderScope['brands'];
  links: LinkScope;
  vocabulary: Vocabulary | null;
  /** Vocabularies by rule path (the brands' org codes). */
  named?: Record<string, Named>;
  registry: ScreenCheckInput['registry'];
  ajv: ScreenCheckInput['ajv'];
}

/**
 * A rule's own texts also read its `values` ({{values.maximum:money}}): each is declared, of any
 * type (JSON logic's result), and there whenever the rule's words show.
 */
export function withRuleValues(data: SchemaAt, screen: Screen, at: string): SchemaAt {
  const index = /^\/rules\/(\d+)\//.exec(at)?.[1];
  const values = index === undefined ? undefined : screen.rules?.[Number(index)]?.values;
  if (!values) return data;
  const node = data.node as Record<string, unknown>;
  const names = Object.keys(values);
  return {
    ...data,
    node: {
      ...node,
      required: [...((node.required as string[] | undefined) ?? []), 'values'],
      properties: { ...(node.properties as Record<string, unknown>), values: { type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, {}])), additionalProperties: false } },
    },
  };
}

/** The context a screen's texts and rules read, from where the journeys show it. */
export const screenData = (set: ConfigSet, base: SchemaAt, id: string): SchemaAt =>
  screenContext(base, {}, guaranteed(routesShowing(set, id)), set.screens[id]?.data.schema);

export function checkScreenFiles(set: ConfigSet, scope: ScreenFilesScope): Problem[] {
  const out: Problem[] = [];
  for (const [id, s] of Object.entries(set.screens)) {
    const data = screenData(set, scope.base, id);
    out.push(...checkScreen({ id, file: s.file, screen: s.data, data, ajv: scope.ajv, registry: scope.registry }));
    for (const [at, text] of screenTexts(s.data)) out.push(...checkText(text, at, { root: set.root, file: s.file, data: withRuleValues(data, s.data, at), brands: scope.brands }));
    out.push(...checkScreenLinks(s.data, s.file, scope.links));
    if (s.data.schema) out.push(...checkMessages(s.data.schema, s.file, ['schema']), ...checkMessageWords(s.data.schema, s.file, ['schema']));
    out.push(...checkRuleMessageWords(s.data as { schema?: unknown; rules?: unknown }, s.file));
    out.push(...checkKnownValues(s.data, s.file, { vocabulary: scope.vocabulary, named: scope.named, data }), ...checkLogicSense(s.data, s.file));
    out.push(...checkRuleBounds(s.data, s.file), ...checkHiddenRequired(s.data, s.file));
  }
  return out;
}
