/**
 * `journey validate` checks the lender's rules where they live: the pricing's conditions
 * (sandbox/data/pricing.json `conditions`) are linted as the journey's are, and are asked for; the
 * status vocabulary's finished marker (journeys/heloc.json statusRouting.vocabulary.finished) names
 * statuses of the vocabulary only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

afterEach(removeCopies);

describe('the lender\'s conditions', () => {
  it('a var path the conditions are not given is reported, with the one meant', () => {
    expect(brokenCopy('sandbox/data/pricing.json', (p) => { p.conditions.ageRestrictedInterestOnly.when.and[1].ageAtLeast[0] = { var: 'registration.dobb' }; }))
      .toEqual(['sandbox/data/pricing.json#/conditions/ageRestrictedInterestOnly/when/and/1/ageAtLeast/0/var: "var" path "registration.dobb" is not in the data schema: "registration.dobb" is not declared (did you mean "registration.dob"?)']);
  });

  it('loose equality is reported', () => {
    expect(brokenCopy('sandbox/data/pricing.json', (p) => { p.conditions.cryptoApplication.when = { '==': [{ var: 'registration.utmSource' }, 'cloc'] }; }))
      .toEqual(['sandbox/data/pricing.json#/conditions/cryptoApplication/when/==: loose equality ("1" == 1 is true); use ===']);
  });

  it('a pricing without them is reported: the sandbox decides by them', () => {
    expect(brokenCopy('sandbox/data/pricing.json', (p) => { delete p.conditions; })).toEqual([expect.stringMatching(/^sandbox\/data\/pricing\.json#\/conditions: say the lender's conditions/)]);
    // One condition missing fails the meta-schema (schemas/meta/pricing.schema.json), first of what follows from it.
    expect(brokenCopy('sandbox/data/pricing.json', (p) => { delete p.conditions.cryptoApplication; })[0]).toMatch(/^sandbox\/data\/pricing\.json#\/conditions: must have required property 'cryptoApplication'/);
  });
});

describe('the finished statuses', () => {
  it('are statuses of the vocabulary', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.statusRouting.vocabulary.finished[0] = 'CANCELED'; }))
      .toEqual(['journeys/heloc.json#/statusRouting/vocabulary/finished/0: "CANCELED" is marked finished but is not in the vocabulary (did you mean "CANCELLED"?): add it to a group (routed, stopPolling or keepPolling) or remove it from finished']);
  });
});
