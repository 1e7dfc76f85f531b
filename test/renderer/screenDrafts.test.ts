import { describe, expect, it } from 'vitest';
import { notKeptPaths, storable } from '../../renderer/state/screenDrafts.ts';

describe('application screen drafts keep nothing sensitive', () => {
  const schema = {
    type: 'object',
    properties: {
      ownership: { type: 'string' },
      ssn: { type: 'string', writeOnly: true },
      account: { type: 'object', properties: { routingNumber: { type: 'string' }, accountNumber: { type: 'string', writeOnly: true } } },
      sources: { type: 'array', items: { type: 'object', properties: { income: { type: 'number' }, note: { type: 'string', writeOnly: true } } } },
      file: { type: 'object', properties: { fileName: { type: 'string' }, content: { type: 'string' } } },
    },
  };
  it('drops writeOnly properties at any depth and long strings (file contents)', () => {
    const data = {
      ownership: 'SOLE',
      ssn: '123-45-6789',
      account: { routingNumber: '011000015', accountNumber: '123456789' },
      sources: [{ income: 85000, note: 'x' }],
      file: { fileName: 'id.png', content: 'A'.repeat(20_000) },
    };
    expect(storable(data, schema)).toEqual({
      ownership: 'SOLE',
      account: { routingNumber: '011000015' },
      sources: [{ income: 85000 }],
      file: { fileName: 'id.png' },
    });
  });

  it('names the writeOnly answers that had a value, so the field can say why it is empty after a reload', () => {
    expect(notKeptPaths({ ownership: 'SOLE', ssn: '123-45-6789', account: { routingNumber: '011000015', accountNumber: '123456789' } }, schema)).toEqual(['ssn', 'account.accountNumber']);
    expect(notKeptPaths({ ssn: '', account: { accountNumber: undefined } }, schema)).toEqual([]);
  });
});
