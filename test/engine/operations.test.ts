/**
 * Named JSON-logic operations (engine/logic/operations.ts), called directly and through rules; then
 * the lender API operations (engine/operations.ts over schemas/operations.json): URLs, Fastify route
 * patterns and a gateway's matching.
 */
import { describe, expect, it } from 'vitest';
import { matchOperation, operationUrl, paramNames, routePattern } from '../../engine/operations.ts';
import apiTable from '../../schemas/operations.json' with { type: 'json' };
import type { OperationTable } from '../../engine/types/operations.ts';
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

describe('lender API operations (engine/operations.ts)', () => {
  const table = {
    income: { method: 'POST', path: '/service-application/api/v1/application/heloc/{uuid}/income' },
    application: { method: 'GET', path: '/service-application/api/v1/application/heloc/{uuid}' },
    applicationList: { method: 'GET', path: '/service-application/api/v1/application/heloc/all' },
    conditionDocument: { method: 'POST', path: '/service-conditions/external/api/v1/applications/{uuid}/conditions/{conditionUuid}/documents' },
    notarySocket: { method: 'WS', path: '/service-notary/ws' },
  } as const;

  it('fills each {param} with its value, encoded', () => {
    expect(operationUrl(table, 'income', { uuid: 'abc' })).toBe('/service-application/api/v1/application/heloc/abc/income');
    expect(operationUrl(table, 'conditionDocument', { uuid: 'a/b', conditionUuid: 'c d' })).toBe('/service-conditions/external/api/v1/applications/a%2Fb/conditions/c%20d/documents');
    expect(operationUrl(table, 'applicationList')).toBe('/service-application/api/v1/application/heloc/all');
  });

  it('throws for an unknown name and for a missing param, naming them', () => {
    expect(() => operationUrl(table, 'incomes', { uuid: 'x' })).toThrow('Unknown API operation "incomes"');
    expect(() => operationUrl(table, 'toString')).toThrow('Unknown API operation "toString"');
    expect(() => operationUrl(table, 'conditionDocument', { uuid: 'x' })).toThrow('needs {conditionUuid}');
    expect(() => operationUrl(table, 'income', {})).toThrow('needs {uuid}');
  });

  it('gives Fastify its route pattern', () => {
    expect(routePattern(table.conditionDocument)).toBe('/service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid/documents');
    expect(routePattern(table.notarySocket)).toBe('/service-notary/ws');
    expect(paramNames(table.conditionDocument.path)).toEqual(['uuid', 'conditionUuid']);
  });

  it('matches a request to its operation and params, or to nothing', () => {
    expect(matchOperation(table, 'POST', '/service-application/api/v1/application/heloc/u-1/income')).toEqual({ name: 'income', operation: table.income, params: { uuid: 'u-1' } });
    expect(matchOperation(table, 'post', '/service-conditions/external/api/v1/applications/u%201/conditions/c2/documents')?.params).toEqual({ uuid: 'u 1', conditionUuid: 'c2' });
    expect(matchOperation(table, 'GET', '/service-application/api/v1/application/heloc/u-1/income')).toBeNull();
    expect(matchOperation(table, 'POST', '/service-application/api/v1/application/heloc//income')).toBeNull();
    expect(matchOperation(table, 'POST', '/service-application/api/v1/application/heloc/u-1/income/x')).toBeNull();
    expect(matchOperation(table, 'GET', '/service-application/api/v1/application/heloc/%E0%A4%A')).toBeNull();
    expect(matchOperation(table, 'GET', '/ops/applications')).toBeNull();
  });

  it('prefers a literal segment over a param where both match', () => {
    expect(matchOperation(table, 'GET', '/service-application/api/v1/application/heloc/all')?.name).toBe('applicationList');
    expect(matchOperation(table, 'GET', '/service-application/api/v1/application/heloc/u-1')?.name).toBe('application');
  });

  it('matches a websocket upgrade (a GET) and WS itself', () => {
    expect(matchOperation(table, 'GET', '/service-notary/ws')?.name).toBe('notarySocket');
    expect(matchOperation(table, 'WS', '/service-notary/ws')?.name).toBe('notarySocket');
    expect(matchOperation(table, 'POST', '/service-notary/ws')).toBeNull();
  });

  it('finds every operation of the real table by its own path, params filled', () => {
    const ops = (apiTable as OperationTable).operations;
    for (const [name, op] of Object.entries(ops)) {
      const params = Object.fromEntries(paramNames(op.path).map((p) => [p, `${p}-1`]));
      const url = operationUrl(ops, name, params);
      expect(matchOperation(ops, op.method, url), name).toEqual({ name, operation: op, params });
    }
  });
});
