/**
 * renderer/studio/editor/pointerWords.ts: a problem's JSON pointer in the words of the file as typed,
 * on the real screen and journey files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pointerWords } from '../../../renderer/studio/editor/pointerWords.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

describe('pointerWords', () => {
  const income = json('schemas/register-v2/annual-income.json');
  const contact = json('schemas/application/start/contact.json');
  const heloc = json('journeys/heloc.json') as { statusRouting: { rows: { id: string }[] } };
  it('names a screen\'s check by its id, a field by its label, and the screen\'s text by its part', () => {
    expect(pointerWords(income, '/rules/1/when/and')).toBe('the check "lowIncomeConfirmation", when it applies');
    expect(pointerWords(income, '/rules/1/message')).toBe('the check "lowIncomeConfirmation", its message');
    expect(pointerWords(contact, '/schema/properties/maritalStatus/enum')).toBe('the field "What is your marital status?"');
    expect(pointerWords(contact, '/uiSchema/maritalStatus/ui:widget')).toBe('how the field "What is your marital status?" is shown');
    expect(pointerWords(income, '/copy/subtitle')).toBe('the subtitle');
  });
  it('names a status table row by its number and id', () => {
    const i = heloc.statusRouting.rows.findIndex((r) => r.id === 'appSummary');
    expect(pointerWords(heloc, `/statusRouting/rows/${i}/to`)).toBe(`status table row ${i + 1} (appSummary)`);
  });
  it('says nothing for what it does not know, or a file that does not parse', () => {
    expect(pointerWords(income, '/$schema')).toBeNull();
    expect(pointerWords(null, '/rules/1')).toBeNull();
    expect(pointerWords(income, '')).toBeNull();
  });
});
