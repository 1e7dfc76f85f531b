/**
 * Who signs besides the applicant (engine/requiredSigners.ts), with the state rules as the pricing
 * configures them (sandbox/data/pricing.json `stateRules`: Texas asks a spouse's consent to the lien
 * on a homestead, Art. XVI §50(a)(6)(A); Ohio has no rule).
 */
import { describe, expect, it } from 'vitest';
import { requiredSigners, screenText, stateRuleFor, type Pricing } from '../../engine/index.ts';
import type { Screen } from '../../engine/types/screen.ts';
import { config, heloc } from '../helpers/config.ts';
import pricingFile from '../../sandbox/data/pricing.json' with { type: 'json' };
import { appParts } from '../helpers/data.ts';

const pricing = pricingFile as unknown as Pricing;
const decide = (state: string, answers: Record<string, unknown>, applicantEmail?: string) =>
  requiredSigners({ answers, state, stateRule: stateRuleFor(pricing, state).result, applicantEmail });
const sam = { firstName: 'Sam', lastName: 'Rivera', email: 'Sam.Rivera@example.com' };
const lee = { firstName: 'Lee', lastName: 'Chen', email: 'lee@example.com' };

describe('requiredSigners', () => {
  it('Texas, married, in my name only: the spouse signs to consent to the lien, citing the rule', () => {
    const d = decide('TX', { ownership: 'SOLE', maritalStatus: 'MARRIED', spouse: sam });
    expect(d.result.signers).toEqual([{ firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com', role: 'SPOUSE', signs: ['deed'], reason: expect.stringContaining('Texas Constitution Art. XVI §50(a)(6)(A)') }]);
    expect(d.trace.find((t) => t.decided)?.rule).toBe('requiredSigners');
  });

  it('Ohio, married, in my name only: no spouse signature (the state asks none)', () => {
    const d = decide('OH', { ownership: 'SOLE', maritalStatus: 'MARRIED', spouse: sam });
    expect(d.result).toEqual({ signers: [], unnamed: [] });
    expect(d.trace.find((t) => t.rule === 'spouse')?.note).toContain('asks no consent');
  });

  it('Ohio, jointly with my spouse: the spouse is on the title and signs the deed', () => {
    const d = decide('OH', { ownership: 'JOINT_WITH_SPOUSE', maritalStatus: 'MARRIED', spouse: sam });
    expect(d.result.signers.map((s) => [s.email, s.role, s.signs])).toEqual([['sam.rivera@example.com', 'OWNER', ['deed']]]);
  });

  it('Ohio, married, jointly with others and the spouse among them: each owner signs, no separate spouse', () => {
    const d = decide('OH', { ownership: 'JOINT_WITH_OTHER', maritalStatus: 'MARRIED', spouseOnTitle: true, coOwners: [sam, lee] });
    expect(d.result.signers.map((s) => [s.firstName, s.role])).toEqual([['Sam', 'OWNER'], ['Lee', 'OWNER']]);
  });

  it('Texas, married, jointly with others but the spouse not on the title: each owner and the spouse sign', () => {
    const spouse = { firstName: 'Alex', lastName: 'Rivera', email: 'alex@example.com' };
    const d = decide('TX', { ownership: 'JOINT_WITH_OTHER', maritalStatus: 'MARRIED', spouseOnTitle: false, coOwners: [lee], spouse });
    expect(d.result.signers.map((s) => [s.firstName, s.role])).toEqual([['Lee', 'OWNER'], ['Alex', 'SPOUSE']]);
  });

  it('joint owners, unmarried: each signs the deed; a borrowing co-owner signs the agreement too', () => {
    const d = decide('OH', { ownership: 'JOINT_WITH_OTHER', maritalStatus: 'UNMARRIED', coOwners: [sam, { ...lee, borrower: true }] });
    expect(d.result.signers.map((s) => s.signs)).toEqual([['deed'], ['agreement', 'deed']]);
  });

  it('in my name only and not married: no one else signs, in Texas too', () => {
    for (const maritalStatus of ['UNMARRIED', 'SEPARATED']) {
      expect(decide('TX', { ownership: 'SOLE', maritalStatus }).result).toEqual({ signers: [], unnamed: [] });
    }
    expect(decide('TX', {}).result.signers).toEqual([]);
  });

  it('never invites the applicant, nor the same person twice; names who must sign but was not named', () => {
    const d = decide('TX', { ownership: 'JOINT_WITH_OTHER', maritalStatus: 'MARRIED', coOwners: [sam, { ...sam, firstName: 'Samuel' }, { ...lee, email: 'ME@example.com' }] }, 'me@example.com');
    expect(d.result.signers.map((s) => s.firstName)).toEqual(['Sam']);
    expect(d.result.unnamed).toEqual(['spouse']);
  });
});

describe('the signing screen says who signs after the applicant (withOtherSigners)', () => {
  const sign = config.screens['application/signing/sign']!.data as Screen;
  const words = (app: Record<string, unknown>) => screenText(sign, { app: appParts(app), profile: { email: 'me@example.com' } }, { conditions: heloc.conditions }).copy['disclosureOthersSign'];
  it('names the spouse on the title in Ohio, and a Texas spouse off it; no one for a sole owner in Ohio', () => {
    expect(words({ answers: { ownership: 'JOINT_WITH_SPOUSE', maritalStatus: 'MARRIED', spouse: sam } })).toBe(
      'After you sign, we e-mail Sam Rivera an invitation to sign too: they verify their identity and sign the mortgage (deed of trust) before a notary. Your line can\'t close until they have.');
    expect(words({ answers: { ownership: 'SOLE', maritalStatus: 'MARRIED', spouse: sam }, stateLaw: { law: 'Texas Constitution Art. XVI §50(a)(6)', spouseMustSign: true } })).toContain('we e-mail Sam Rivera an invitation');
    expect(words({ answers: { ownership: 'SOLE', maritalStatus: 'MARRIED', spouse: sam } })).toBe('');
    // Not on a revised disclosure: by then everyone has signed.
    expect(words({ answers: { ownership: 'JOINT_WITH_SPOUSE', maritalStatus: 'MARRIED', spouse: sam }, closingRevision: { pending: true } })).toBe('');
  });
});
