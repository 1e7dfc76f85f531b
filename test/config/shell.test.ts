/** The shell config (schemas/shell/shell.json) is checked by `journey validate`: meta-schema, `when` rules and placeholders. */
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../engine/cli/loadConfig.ts';
import { validateConfig } from '../../engine/cli/validateConfig.ts';
import { formatProblem } from '../../engine/cli/problems.ts';
import { config } from '../helpers/config.ts';

const copies: string[] = [];
afterEach(() => { for (const d of copies.splice(0)) rmSync(d, { recursive: true, force: true }); });

function brokenShell(edit: (json: any) => void): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'shell-config-'));
  copies.push(dir);
  for (const d of ['journeys', 'schemas', 'brands']) cpSync(join(config.root, d), join(dir, d), { recursive: true });
  mkdirSync(join(dir, 'renderer'));
  cpSync(join(config.root, 'renderer/registry.json'), join(dir, 'renderer/registry.json'));
  cpSync(join(config.root, 'package.json'), join(dir, 'package.json'));
  const file = join(dir, 'schemas/shell/shell.json');
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
  return validateConfig(loadConfig(dir)).map(formatProblem).filter((p) => p.startsWith('schemas/shell/'));
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
});
