/**
 * `journey validate` says when a screen's answer would not reach the lender: a property the screen
 * declares that the operation it submits to does not (engine/config/checkAnswers.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

afterAll(removeCopies);

const bestTime = { type: 'string', title: 'Best time to call', oneOf: [{ const: 'MORNING', title: 'Morning' }, { const: 'EVENING', title: 'Evening' }], errorMessage: 'Select a time to call' };

describe('a screen answer that no operation accepts', () => {
  it('is reported with the screen, the property and the operation', () => {
    // The manual bank screen submits disbursementAccount, composed of application/bank/disburse only.
    expect(brokenCopy('schemas/application/bank/manual-disburse.json', (s) => { s.schema.properties.bestTimeToCall = bestTime; s.uiSchema?.['ui:order']?.splice(-1, 0, 'bestTimeToCall'); })).toEqual([
      'schemas/application/bank/manual-disburse.json#/schema/properties/bestTimeToCall: The answer "bestTimeToCall" of screen "application/bank/manual-disburse" is not one that operation "disbursementAccount" accepts (schemas/operations.json): every submit would be refused. Add the screen, or a schema declaring it, to the operation\'s sources',
    ]);
  });

  it('is not reported when the operation composes the screen itself', () => {
    expect(brokenCopy('schemas/application/start/contact.json', (s) => { s.schema.properties.bestTimeToCall = bestTime; s.uiSchema?.['ui:order']?.splice(-1, 0, 'bestTimeToCall'); })).toEqual([]);
  });

  it('is reported when the operation stops naming the screen', () => {
    const problems = brokenCopy('schemas/operations.json', (t) => { t.operations.moreInfo.body.sources = ['application/credit/social']; });
    expect(problems.filter((p) => p.startsWith('schemas/application/start/contact.json#/schema/properties/ownership:'))).toHaveLength(1);
  });

  it('a review page naming a screen that has no fields to list is reported', () => {
    expect(brokenCopy('schemas/application/review-app/uw.json', (s) => { s.answers.screens = ['application/start/contacts']; })).toEqual([
      'schemas/application/review-app/uw.json#/answers/screens/0: "application/start/contacts" is no screen with fields: there are no answers of it to list',
    ]);
  });

  it('a field added to a registration screen is sent by the call naming the screen: nothing else to edit, nothing reported', () => {
    expect(brokenCopy('schemas/register-v2/phone-and-email.json', (s) => { s.schema.properties.bestTimeToCall = bestTime; s.uiSchema['ui:order'].push('bestTimeToCall'); })).toEqual([]);
    expect(brokenCopy('schemas/register-v2/annual-income.json', (s) => { s.schema.properties.bestTimeToCall = bestTime; s.uiSchema?.['ui:order']?.splice(-1, 0, 'bestTimeToCall'); })).toEqual([]);
  });

  it('a registration answer that no call sends (a call list written by hand) is reported by screen and question', () => {
    const byHand = (j: any) => { const call = j.stepsComplete.calls[1]; delete call.screens; call.fields = ['propertyAddress', 'homeAddress', 'isListedForSale', 'income', 'name', 'dob']; };
    expect(brokenCopy('journeys/register.json', byHand)).toEqual([]);
    expect(brokenCopy('journeys/register.json', byHand, { 'schemas/register-v2/annual-income.json': (s) => { s.schema.properties.bestTimeToCall = bestTime; s.uiSchema?.['ui:order']?.splice(-1, 0, 'bestTimeToCall'); } })).toEqual([
      'schemas/register-v2/annual-income.json#/schema/properties/bestTimeToCall: The question "Best time to call" (bestTimeToCall) on the screen "What is your annual income?" (register-v2/annual-income) is sent to the lender by no registration call, so every answer to it would be thrown away. In journeys/register.json, add "register-v2/annual-income" to the screens of the call that should send it (stepsComplete.calls: screens)',
    ]);
  });

  it('a call naming a screen whose answers its operation does not take, or no screen, is reported', () => {
    expect(brokenCopy('journeys/register.json', (j) => { j.stepsComplete.calls[0].screens.push('register-v2/birthdate', 'register-v2/birth-date'); })).toEqual([
      'schemas/register-v2/birthdate.json#/schema/properties/dob: The question "Date of birth" (dob) on the screen "What is your date of birth?" (register-v2/birthdate) is sent by the register call of journey "register", but the lender\'s register operation does not accept "dob" (schemas/operations.json): every registration would be refused. Add the screen to the operation\'s sources',
      'journeys/register.json#/stepsComplete/calls/0/screens/3: "register-v2/birth-date" is no screen with fields: the register call has no answers of it to send',
    ]);
  });
});
