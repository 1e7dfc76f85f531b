/**
 * What a brand file puts in front of people: its footer disclosure and per-screen copy overrides
 * (placeholders typed like a screen's), its images (files that exist) and its colours (readable
 * where the stylesheets draw text with them), for every brand as merged over the defaults.
 */
import { pointer, type Problem } from './problems.ts';
import { checkText, type PlaceholderScope } from './checkPlaceholders.ts';
import { checkAssets } from './checkBrandAssets.ts';
import { checkContrast, textPairs, type BrandColours } from './checkContrast.ts';
import type { ConfigSet } from './loadConfig.ts';
import type { SchemaAt } from './schemaPaths.ts';
import { screenOfKey } from './checkBrands.ts';
import { withRuleValues } from './checkScreenFiles.ts';
import { stringsByKey } from '../strings.ts';

export interface BrandFilesScope {
  brands: PlaceholderScope['brands'];
  /** The context of a text shown everywhere, and of one screen's texts. */
  everywhere: SchemaAt;
  screenData: (screenId: string) => SchemaAt;
  basePath: string;
}

export function checkBrandFiles(set: ConfigSet, scope: BrandFilesScope): Problem[] {
  const out: Problem[] = [];
  const text = (file: string, data: SchemaAt) => (t: string, at: string) => out.push(...checkText(t, at, { root: set.root, file, data, brands: scope.brands }));
  for (const b of Object.values(set.brands)) {
    const footer = (b.data.footer as { disclosureCopy?: string } | undefined)?.disclosureCopy;
    if (footer) text(b.file, scope.everywhere)(footer, '/footer/disclosureCopy');
    for (const [key, t] of Object.entries((b.data.copy as Record<string, string> | undefined) ?? {})) {
      const screen = set.screens[screenOfKey(key)];
      const entry = screen ? stringsByKey(screen.data).get(key) : undefined;
      // Typed as the text it replaces: a rule's words also read that rule's `values`.
      if (screen && entry) text(b.file, withRuleValues(scope.screenData(screenOfKey(key)), screen.data, entry.pointer))(t, pointer('copy', key));
    }
    out.push(...checkAssets(set.root, b.file, b.data, scope.basePath));
  }
  const defaults = set.brands._defaults;
  if (defaults) {
    const colours: BrandColours[] = [['_defaults', defaults.data] as const, ...Object.entries(scope.brands)].map(([code, merged]) => ({
      code,
      file: set.brands[code]?.file ?? defaults.file,
      colors: (merged as { colors?: Record<string, string> }).colors ?? {},
      own: Object.keys((set.brands[code]?.data as { colors?: object } | undefined)?.colors ?? {}),
      defaultsFile: defaults.file,
    }));
    out.push(...checkContrast(textPairs(set.root), colours));
  }
  return out;
}
