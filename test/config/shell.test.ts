/** The shell config (schemas/shell/shell.json) is checked by `journey validate`: meta-schema, `when` rules and placeholders. */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { validateConfig } from '../../engine/config/validateConfig.ts';
import { formatProblem } from '../../engine/config/problems.ts';
import { copyWith, removeCopies } from '../helpers/brokenCopy.ts';

afterEach(removeCopies);

function brokenShell(edit: (json: any) => void): string[] {
  return validateConfig(loadConfig(copyWith({ 'schemas/shell/shell.json': edit }))).map(formatProblem).filter((p) => p.startsWith('schemas/shell/'));
}

describe('shell config', () => {
  it('the shipped file has no problems', () => {
    expect(brokenShell(() => {})).toEqual([]);
  });

  it('reports a menu item without href or action, and an unknown property', () => {
    const problems = brokenShell((s) => { delete s.profileMenu[0].href; s.banners.maximum = 3; });
    expect(problems).toContain('schemas/shell/shell.json#/banners: must NOT have additional properties "maximum" (schemas/meta/shell.schema.json)');
    expect(problems).toContain('schemas/shell/shell.json#/profileMenu/0: must match exactly one schema in oneOf (schemas/meta/shell.schema.json)');
  });

  it('lints `when` rules and placeholders against the rule context', () => {
    const problems = brokenShell((s) => {
      s.navigation[2].when = { '==': [{ var: 'brand.behaviour.portfolioManagerLink' }, true] };
      s.apps[2].when = { var: 'brand.behaviour.portfolioManagerLinks' };
      s.footer.nmls = '{{brand.names.companyNam}}';
    });
    expect(problems.some((p) => p.startsWith('schemas/shell/shell.json#/navigation/2/when') && p.includes('loose equality'))).toBe(true);
    expect(problems.some((p) => p.includes('"brand.behaviour.portfolioManagerLinks" is not declared (did you mean "brand.behaviour.portfolioManagerLink"?)'))).toBe(true);
    expect(problems).toContain('schemas/shell/shell.json#/footer/nmls: placeholder {{brand.names.companyNam}} is not in the data schema: "brand.names.companyNam" is not declared (did you mean "brand.names.companyName"?)');
  });

  it('knows what the shell gives: the open cards always, their page only with a fallback, the badge number only in its label', () => {
    const problems = brokenShell((s) => {
      s.navigation[1].href = '{{conditions.href}}';
      s.footer.nmls = '{{count}} items';
    });
    expect(problems).toEqual([
      'schemas/shell/shell.json#/navigation/1/href: placeholder {{conditions.href}} can be absent ("conditions.href" is not required in schemas/data/context.schema.json): name a fallback, e.g. {{conditions.href|…}}',
      'schemas/shell/shell.json#/footer/nmls: placeholder {{count}} can be absent ("count" is not given where this text shows): name a fallback, e.g. {{count|…}}',
    ]);
  });
});
