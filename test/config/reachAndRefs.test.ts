/**
 * `journey validate` on the step machine as the product runs it (only triggers send events), and
 * on references between config files: broken copies fail with the pointer and message.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

afterEach(removeCopies);

describe('reachability that knows triggers', () => {
  it('a state whose only way in is an event no trigger sends', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.stepMachine.triggers = j.stepMachine.triggers.filter((t: any) => t.event !== 'fund'); }))
      .toEqual(['journeys/heloc.json#/stepMachine/states/COMPLETE: state "COMPLETE" is never reached: its only ways in (fund) are events no trigger sends; add a trigger to stepMachine.triggers']);
  });
  it('a state with two ways in, both silent', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.stepMachine.triggers = j.stepMachine.triggers.filter((t: any) => !['creditLocked', 'creditFrozen'].includes(t.event)); }))
      .toEqual(['journeys/heloc.json#/stepMachine/states/CREDIT_ERROR: state "CREDIT_ERROR" is never reached: its only ways in (creditLocked, creditFrozen) are events no trigger sends; add a trigger to stepMachine.triggers']);
  });
});

describe('references', () => {
  it('a reference to a part that is not there', () => {
    expect(brokenCopy('schemas/register/index.json', (s) => { s.rules[2] = { $ref: '../register-v2/birthdate.json#/rule' }; }))
      .toEqual(['schemas/register/index.json#/rules/2/$ref: "../register-v2/birthdate.json#/rule": schemas/register-v2/birthdate.json has nothing at "#/rule" (did you mean "#/rules"?)']);
  });
  it('a shared rule broken where it is written is reported there once, not in every screen that uses it', () => {
    expect(brokenCopy('schemas/register-v2/annual-income.json', (s) => { s.rules[0].when = { '===': [{ var: 'form.income.employment' }, 'UNEMPLOYED'] }; })).toEqual([
      'schemas/register-v2/annual-income.json#/rules/0/when/===/0/var: "var" path "form.income.employment" is not in the data schema: "form.income.employment" is not declared (did you mean "form.income.employmentType"?)',
    ]);
  });
  it('a shared rule that only breaks where it is used is reported at the reference, naming where it is written', () => {
    // register-v2's phone-and-email step asks one more question the classic page does not take over.
    const classicRules = (JSON.parse(readFileSync('schemas/register/index.json', 'utf8')) as { rules: { $ref?: string }[] }).rules;
    const at = classicRules.findIndex((r) => r.$ref === '../register-v2/phone-and-email.json#/rules');
    const problems = brokenCopy('schemas/register-v2/phone-and-email.json', (s) => {
      s.schema.properties.phoneConfirmed = { type: 'boolean', errorMessage: { type: 'Please confirm your phone number' } };
      s.uiSchema['ui:order'].push('phoneConfirmed');
      s.rules[0].when = { '===': [{ var: 'form.phoneConfirmed' }, false] };
    });
    expect(at).toBeGreaterThanOrEqual(0);
    // The new answer is also one no registration call sends (its own check); this test is about the reference.
    expect(problems.filter((p) => p.includes('/rules/'))).toEqual([
      `schemas/register/index.json#/rules/${at}/$ref: "var" path "form.phoneConfirmed" is not in the data schema: "form.phoneConfirmed" is not declared (in schemas/register-v2/phone-and-email.json#/rules/0/when/===/0/var)`,
    ]);
  });
  it('a reference cycle', () => {
    expect(brokenCopy('schemas/signer/identity.json', (s) => { s.copy = { $ref: '../signer/identity.json#/copy' }; }))
      .toEqual(['schemas/signer/identity.json#/copy/$ref: $ref cycle: schemas/signer/identity.json → schemas/signer/identity.json']);
  });
});
