/** A typed signature is the legal name on file (engine/logic/names.ts, the rule of schemas/rules/signature.json). */
import { describe, expect, it } from 'vitest';
import { isLegalName } from '../../engine/logic/names.ts';

const maria = { firstName: 'Maria', lastName: 'Rivera' };

describe('isLegalName', () => {
  it('takes the legal name however it is typed: case, spacing, accents, middle names and initials', () => {
    for (const typed of ['Maria Rivera', '  maria   RIVERA ', 'Maria J. Rivera', 'Maria José Rivera', 'María Rivera']) expect(isLegalName(typed, maria), typed).toBe(true);
    expect(isLegalName('José Núñez', { firstName: 'Jose', lastName: 'Nunez' })).toBe(true);
    expect(isLegalName('Pat Happy Jr.', { firstName: 'Pat', lastName: 'Happy', suffix: 'Jr.' })).toBe(true);
    expect(isLegalName("Sean O'Brien-Smith", { firstName: 'Sean', lastName: "O'Brien-Smith" })).toBe(true);
  });
  it('refuses a partial name, an initial for the last name, another person and the names reversed', () => {
    for (const typed of ['Maria R', 'Maria', 'Rivera', 'M Rivera', 'Homer Simpson', 'Rivera Maria', 'Mariana Rivera', 'Maria Riveras', 'marge', '']) expect(isLegalName(typed, maria), typed).toBe(false);
    expect(isLegalName(7, maria)).toBe(false);
  });
  it('without a name on file, asks only for a name', () => {
    expect(isLegalName('Pat Happy', null)).toBe(true);
    expect(isLegalName('P', {})).toBe(false);
  });
});
