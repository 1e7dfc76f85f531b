/**
 * The prescreened direct-mail wording (000 §5: utm medium referral and source prescreen direct mail)
 * is matched the same way on every screen that has it: the same condition, the same spellings.
 */
import { describe, expect, it } from 'vitest';
import { mergeBrand, resolveCopy } from '../../engine/index.ts';
import type { RuleContext, Screen } from '../../engine/index.ts';
import { brands, config } from '../helpers/config.ts';
import { ruleContext, type TestContext } from '../helpers/data.ts';

const figure = mergeBrand(brands, 'FIGURE');
const SCREENS: [string, string, Partial<TestContext>][] = [
  ['register-v2/set-password', 'disclosureCredit', {}],
  ['register/index', 'disclosureCredit', {}],
  ['register-v2/birthdate', 'disclosureCredit', { signedIn: true }],
  ['application/start/profile', 'disclosureCreditAuthorization', { app: { status: {}, property: { state: 'CA' } } }],
];
const copyOf = (id: string, key: string, extra: Partial<TestContext>, query: Record<string, string>) =>
  String(resolveCopy(config.screens[id]!.data as Screen, ruleContext({ brand: figure, flags: {}, query, ...extra }))[key] ?? '');

describe('prescreened direct mail (000 §5)', () => {
  it('every screen with the wording uses one condition', () => {
    const conditions = SCREENS.map(([id, , extra]) => {
      const when = (config.screens[id]!.data as Screen).copyVariants!.find((v) => v.id?.startsWith('prescreenDirectMail'))!.when as { and: unknown[] };
      // The final registration step adds "signed in" (it is the last step only then) to the same condition.
      return JSON.stringify(extra.signedIn ? when.and[1] : when);
    });
    expect(new Set(conditions).size).toBe(1);
  });

  it.each(SCREENS)('%s shows it for every spelling of the source, only with the referral medium', (id, key, extra) => {
    for (const source of ['prescreen direct mail', 'prescreen_direct_mail', 'prescreen-direct-mail']) {
      expect(copyOf(id, key, extra, { utm_medium: 'referral', utm_source: source })).toMatch(/prescreened offer/);
      expect(copyOf(id, key, extra, { utm_source: source })).not.toMatch(/prescreened offer/);
    }
    expect(copyOf(id, key, extra, { utm_medium: 'referral', utm_source: 'newsletter' })).not.toMatch(/prescreened offer/);
  });
});
