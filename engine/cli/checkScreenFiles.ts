/**
 * Every check of every screen file, against the screen as resolved (its references followed) and
 * the rule context of the routes that show it (engine/cli/screenContext.ts). Pointers are into the
 * resolved screen: relocate.ts moves each problem to the file a person fixes it in.
 */
import { checkScreen, type ScreenCheckInput } from './checkScreens.ts';
import { checkText, screenTexts, type PlaceholderScope } from './checkPlaceholders.ts';
import { checkScreenLinks, type LinkScope } from './checkLinks.ts';
import { checkMessages } from './checkMessages.ts';
import { checkMessageWords, checkRuleMessageWords } from './checkMessageWords.ts';
import { checkStatusStrings, type Vocabulary } from './checkStatusStrings.ts';
import { guaranteed, routesShowing, screenContext } from './screenContext.ts';
import type { SchemaAt } from './schemaPaths.ts';
import type { ConfigSet } from './loadConfig.ts';
import type { Problem } from './problems.ts';

export interface ScreenFilesScope {
  /** The rule context schema, `registration` filled in. */
  base: SchemaAt;
  brands: PlaceholderScope['brands'];
  links: LinkScope;
  vocabulary: Vocabulary | null;
  registry: ScreenCheckInput['registry'];
  ajv: ScreenCheckInput['ajv'];
}

/** The context a screen's texts and rules read, from where the journeys show it. */
export const screenData = (set: ConfigSet, base: SchemaAt, id: string): SchemaAt =>
  screenContext(base, {}, guaranteed(routesShowing(set, id)), set.screens[id]?.data.schema);

export function checkScreenFiles(set: ConfigSet, scope: ScreenFilesScope): Problem[] {
  const out: Problem[] = [];
  for (const [id, s] of Object.entries(set.screens)) {
    const data = screenData(set, scope.base, id);
    out.push(...checkScreen({ id, file: s.file, screen: s.data, data, ajv: scope.ajv, registry: scope.registry }));
    for (const [at, text] of screenTexts(s.data)) out.push(...checkText(text, at, { root: set.root, file: s.file, data, brands: scope.brands }));
    out.push(...checkScreenLinks(s.data, s.file, scope.links));
    if (s.data.schema) out.push(...checkMessages(s.data.schema, s.file, ['schema']), ...checkMessageWords(s.data.schema, s.file, ['schema']));
    out.push(...checkRuleMessageWords(s.data as { schema?: unknown; rules?: unknown }, s.file));
    if (scope.vocabulary) out.push(...checkStatusStrings(s.data, s.file, scope.vocabulary));
  }
  return out;
}
