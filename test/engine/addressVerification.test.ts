/**
 * Checking an address on continue (001 §2, §5 Address; engine/addressVerification.ts): which address
 * fields a screen checks, and when the applicant is offered the lookup's closer match.
 */
import { describe, expect, it } from 'vitest';
import { verificationOffer, verifiedAddressPaths } from '../../engine/addressVerification.ts';
import { config } from '../helpers/config.ts';

const entered = { street1: '1200 Oak Av', street2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' };
const listed = { street1: '1200 Oak Avenue', city: 'Austin', state: 'TX', zip: '78704' };

describe('the addresses a screen checks', () => {
  it('are the address fields that suggest while typing: the property and the home address, on both registrations', () => {
    const checked = Object.entries(config.screens).flatMap(([id, s]) => verifiedAddressPaths(s.data.uiSchema).map((p) => `${id}#${p}`));
    expect(checked.sort()).toEqual(['register-v2/home-address#homeAddress', 'register-v2/property-address#propertyAddress', 'register/index#homeAddress', 'register/index#propertyAddress']);
    expect(verifiedAddressPaths({ a: { 'ui:field': 'address' }, b: { c: { 'ui:field': 'address', 'ui:options': { typeahead: true } } } })).toEqual(['b.c']);
  });
});

describe('the closer-match offer', () => {
  it('offers a corrected whole address that differs, keeping the apartment, and says what differs', () => {
    const d = verificationOffer(entered, { result: 'CORRECTED', address: listed });
    expect(d.result).toEqual({ offer: true, suggested: { ...listed, street2: 'Apt 4' }, changed: ['street1', 'zip'] });
    expect(d.decidedBy).toBe('offer the closer match');
  });
  it('continues as entered when verified, not found, unavailable, incomplete, or the same but for case', () => {
    for (const result of ['VERIFIED', 'NOT_FOUND', 'UNAVAILABLE'] as const) {
      const d = verificationOffer(entered, { result, address: listed });
      expect(d.result.offer, result).toBe(false);
      expect(d.trace.at(-1)?.note).toBeTruthy();
    }
    expect(verificationOffer(entered, { result: 'CORRECTED', address: { street1: '1200 Oak Avenue', city: 'Austin', state: 'TX' } }).decidedBy).toBe('incomplete suggestion');
    expect(verificationOffer(listed, { result: 'CORRECTED', address: { ...listed, street1: '1200 OAK AVENUE ' } }).decidedBy).toBe('same as entered');
  });
});
