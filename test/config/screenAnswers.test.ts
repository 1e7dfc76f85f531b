/**
 * `journey validate` says when a screen's answer would not reach the lender: a property the screen
 * declares that the operation it submits to does not (engine/cli/checkAnswers.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

afterAll(removeCopies);

const bestTime = { type: 'string', title: 'Best time to call', oneOf: [{ const: 'MORNING', title: 'Morning' }, { const: 'EVENING', title: 'Evening' }], errorMessage: 'Select a time to call' };

describe('a screen answer that no operation accepts', () => {
  it('is reported with the screen, the property and the operation', () => {
    // The manual bank screen submits disbursementAccount, composed of application/bank/disburse only.
    expect(brokenCopy('schemas/application/bank/manual-disburse.json', (s) => { s.schema.properties.bestTimeToCall = bestTime; s.uiSchema?.['ui:order']?.splice(-1, 0, 'bestTimeToCall'); })).toEqual([
      'schemas/application/bank/manual-disburse.json#/schema/properties/bestTimeToCall: The answer "bestTimeToCall" of screen "application/bank/manual-disburse" is not one that operation "disbursementAccount" accepts (sandbox/validation/operations.json): every submit would be refused. Add the screen, or a schema declaring it, to the operation\'s sources',
    ]);
  });

  it('is not reported when the operation composes the screen itself', () => {
    expect(brokenCopy('schemas/application/start/contact.json', (s) => { s.schema.properties.bestTimeToCall = bestTime; s.uiSchema?.['ui:order']?.splice(-1, 0, 'bestTimeToCall'); })).toEqual([]);
  });

  it('is reported when the operation stops naming the screen', () => {
    const problems = brokenCopy('sandbox/validation/operations.json', (t) => { t.operations.moreInfo.sources = ['application/credit/social']; });
    expect(problems.filter((p) => p.startsWith('schemas/application/start/contact.json#/schema/properties/ownership:'))).toHaveLength(1);
  });

  it('a review page naming a screen that has no fields to list is reported', () => {
    expect(brokenCopy('schemas/application/review-app/uw.json', (s) => { s.answers.screens = ['application/start/contacts']; })).toEqual([
      'schemas/application/review-app/uw.json#/answers/screens/0: "application/start/contacts" is no screen with fields: there are no answers of it to list',
    ]);
  });

  it('a registration step answer that no call sends is reported', () => {
    expect(brokenCopy('schemas/register-v2/annual-income.json', (s) => { s.schema.properties.bestTimeToCall = bestTime; s.uiSchema?.['ui:order']?.splice(-1, 0, 'bestTimeToCall'); })).toEqual([
      'schemas/register-v2/annual-income.json#/schema/properties/bestTimeToCall: The answer "bestTimeToCall" of screen "register-v2/annual-income" is sent by no call of journey "register" (stepsComplete.calls: fields): it would never reach the lender. Add it to a call\'s fields',
    ]);
  });
});
