/** Named JSON-logic operations (engine/logic/operations.ts), called directly and through rules. */
import { describe, expect, it } from 'vitest';
import { abaRoutingValid, operations } from '../../engine/logic/operations.ts';
import { evaluate } from '../../engine/logic/evaluate.ts';

describe('abaRoutingValid', () => {
  it.each([
    ['011000015', true], // Federal Reserve Bank of Boston
    ['021000021', true], // JPMorgan Chase
    ['121000358', true], // Bank of America (California)
    ['011000016', false], // last digit off by one
    ['021000012', false], // two digits swapped
    ['000000000', false], // checksum holds, but no such bank
    ['01100001', false], // eight digits
    ['0110000150', false], // ten digits
    ['01100001a', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(abaRoutingValid(value)).toBe(expected);
  });

  it('is total: anything that is not nine digits of text is false', () => {
    for (const v of [11000015, null, undefined, {}, ['011000015'], true]) expect(abaRoutingValid(v)).toBe(false);
  });

  it('computes 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) mod 10 for every last digit', () => {
    // 12345678x: 3·(1+4+7) + 7·(2+5+8) + (3+6+x) = 36 + 105 + 9 + x = 150 + x → only x = 0 holds.
    const valid = [...'0123456789'].filter((x) => abaRoutingValid(`12345678${x}`));
    expect(valid).toEqual(['0']);
  });

  it('is registered for config and works inside a rule', () => {
    expect(operations['abaRoutingValid']?.description).toMatch(/routing/);
    const rule = { '!': [{ abaRoutingValid: [{ var: 'form.routingNumber' }] }] };
    expect(evaluate(rule, { form: { routingNumber: '011000015' } }).value).toBe(false);
    expect(evaluate(rule, { form: { routingNumber: '011000016' } }).value).toBe(true);
  });
});

describe('containsAny', () => {
  it('is true when the text has one of the characters; total for anything else', () => {
    expect(evaluate({ containsAny: [{ var: 'name' }, '0123456789'] }, { name: 'Happy2' }).value).toBe(true);
    expect(evaluate({ containsAny: [{ var: 'name' }, '0123456789'] }, { name: 'Happy' }).value).toBe(false);
    for (const v of [null, 12, undefined, ['1']]) expect(operations['containsAny']!.fn(v, '0123456789')).toBe(false);
  });
});
