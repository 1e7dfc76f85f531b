/**
 * Where an in-person closing is held (sandbox/simulator/stateLaw.ts closingOfficeFor): the office of
 * sandbox/data/notary.json `closingOffices` nearest the home by ZIP code, so a Dallas home is not sent
 * to Austin.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closingOfficeFor } from '../../sandbox/simulator/stateLaw.ts';
import type { NotaryNetwork } from '../../sandbox/db/notarySlots.ts';

const network = JSON.parse(fs.readFileSync(new URL('../../sandbox/data/notary.json', import.meta.url), 'utf8')) as NotaryNetwork;
const texas = network.closingOffices?.['TX'] ?? [];
const city = (zip: string | null) => /, ([A-Za-z ]+), TX \d{5}$/.exec(closingOfficeFor(texas, zip) ?? '')?.[1];

describe('the closing office for a Texas home', () => {
  it('is the nearest of the offices by ZIP code', () => {
    expect(city('75204')).toBe('Dallas');
    expect(city('75001')).toBe('Dallas');
    expect(city('76107')).toBe('Fort Worth');
    expect(city('77005')).toBe('Houston');
    expect(city('78209')).toBe('San Antonio');
    expect(city('78704')).toBe('Austin');
    expect(city('79936')).toBe('El Paso');
    expect(city('79424')).toBe('Lubbock');
  });

  it('is the first office when the ZIP code is unknown, and none where the state has none', () => {
    expect(closingOfficeFor(texas, null)).toBe(texas[0]?.office);
    expect(closingOfficeFor([], '75204')).toBeNull();
  });
});
