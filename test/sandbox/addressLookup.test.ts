/**
 * The sandbox's address-lookup operation (001 §2, §5 Address typeahead): the matcher and the
 * verification over sandbox/data/addresses.json, and the two routes on a real server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streetParts, suggest, verify, type AddressBook } from '../../sandbox/address/lookup.js';
import { stateChoices, zipInPrefixes } from '../../engine/address.js';
import { client, start, type Running } from './helpers.js';
import { CONTENT_SECURITY_POLICY } from '../../host/http/securityHeaders.ts';

const book = JSON.parse(fs.readFileSync('sandbox/data/addresses.json', 'utf8')) as AddressBook;
const stateSchema = JSON.parse(fs.readFileSync('schemas/fields/us-state.json', 'utf8'));
const addressSchema = JSON.parse(fs.readFileSync('schemas/fields/address.json', 'utf8'));

describe('the address data', () => {
  it('lists real-shaped addresses: each zipcode is in its state, each line passes the address field', () => {
    const choices = stateChoices(stateSchema);
    const street = new RegExp(addressSchema.properties.street1.pattern);
    const city = new RegExp(addressSchema.properties.city.pattern);
    const states = Object.keys(book.addresses);
    expect(states.length).toBeGreaterThanOrEqual(15);
    for (const [code, list] of Object.entries(book.addresses)) {
      const choice = choices.find((c) => c.code === code);
      expect(choice, code).toBeDefined();
      expect(list.length, code).toBeGreaterThan(0);
      for (const a of list) {
        expect(zipInPrefixes(a.zip, choice!.zipPrefixes), `${a.street1} ${a.zip} in ${code}`).toBe(true);
        expect(a.street1).toMatch(street);
        expect(a.city).toMatch(city);
        expect(streetParts(a.street1).number, a.street1).not.toBe('');
      }
    }
  });
});

describe('suggestions', () => {
  it('"1200 Oak" finds the addresses whose words the typed words begin, at most five', () => {
    const found = suggest(book, '1200 Oak');
    expect(found.length).toBe(5);
    for (const a of found) expect(a.street1).toMatch(/^1200 Oak/);
    expect(found[0]).toMatchObject({ street1: expect.any(String), city: expect.any(String), state: expect.any(String), zip: expect.stringMatching(/^\d{5}$/) });
  });
  it('puts the given state first and matches words anywhere, abbreviations included', () => {
    const tx = suggest(book, '1200 oak', 'TX');
    expect(tx.slice(0, 3).map((a) => a.fullAddress)).toEqual([
      '1200 Oak Avenue, Austin, TX 78704',
      '1200 Oak Lawn Avenue, Dallas, TX 75207',
      '1200 Oakmont Drive, Houston, TX 77018',
    ]);
    expect(suggest(book, '1200 Oak Av Austin').map((a) => a.fullAddress)).toEqual(['1200 Oak Avenue, Austin, TX 78704']);
    expect(suggest(book, 'congress ave 78701').map((a) => a.street1)).toEqual(['1100 Congress Avenue']);
    expect(suggest(book, '1120 sw 5th').map((a) => a.fullAddress)).toEqual(['1120 Southwest Fifth Avenue, Portland, OR 97204']);
  });
  it('offers nothing for fewer than three characters or words no address has', () => {
    expect(suggest(book, '12')).toEqual([]);
    expect(suggest(book, '1200 Zebra')).toEqual([]);
    expect(suggest(book, '   ')).toEqual([]);
  });
});

describe('verification', () => {
  const entered = { street1: '1200 Oak Avenue', city: 'Austin', state: 'TX', zip: '78704' };
  it('verifies a listed address as listed, whatever its case and spacing', () => {
    expect(verify(book, entered)).toEqual({ result: 'VERIFIED', address: { ...entered, fullAddress: '1200 Oak Avenue, Austin, TX 78704' } });
    expect(verify(book, { ...entered, street1: ' 1200  oak avenue ', city: 'AUSTIN' })).toMatchObject({ result: 'VERIFIED' });
  });
  it('offers the listed address for an abbreviated suffix and a wrong zipcode, keeping the apartment', () => {
    const answer = verify(book, { street1: '1200 Oak Av', street2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' });
    expect(answer).toEqual({
      result: 'CORRECTED',
      address: { street1: '1200 Oak Avenue', street2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78704', fullAddress: '1200 Oak Avenue, Apt 4, Austin, TX 78704' },
      changed: ['street1', 'zip'],
    });
    expect(verify(book, { street1: '1120 SW 5th Ave.', city: 'Portland', state: 'OR', zip: '97204' })).toMatchObject({ result: 'CORRECTED', address: { street1: '1120 Southwest Fifth Avenue' }, changed: ['street1'] });
    expect(verify(book, { street1: '1200 Oak', city: 'Austin', state: 'TX', zip: '78704' })).toMatchObject({ result: 'CORRECTED', address: { street1: '1200 Oak Avenue' } });
    expect(verify(book, { ...entered, city: 'Round Rock' })).toMatchObject({ result: 'CORRECTED', changed: ['city'] });
  });
  it('finds nothing for an unlisted address, another suffix, another state, or no house number', () => {
    expect(verify(book, { street1: '123 Main Street', city: 'Sacramento', state: 'CA', zip: '95814' })).toEqual({ result: 'NOT_FOUND' });
    expect(verify(book, { ...entered, street1: '1200 Oak Street' })).toEqual({ result: 'NOT_FOUND' });
    expect(verify(book, { ...entered, state: 'NM', zip: '87501' })).toEqual({ result: 'NOT_FOUND' });
    expect(verify(book, { ...entered, street1: 'Oak Avenue' })).toEqual({ result: 'NOT_FOUND' });
  });
  it('tells same-numbered streets apart by zipcode or city, and finds nothing when neither does', () => {
    const ambiguous: AddressBook = { addresses: { TX: [{ street1: '10 Elm Street', city: 'Austin', zip: '78701' }, { street1: '10 Elm Street', city: 'Dallas', zip: '75201' }] } };
    expect(verify(ambiguous, { street1: '10 Elm St', city: 'Dallas', state: 'TX', zip: '75202' })).toMatchObject({ result: 'CORRECTED', address: { city: 'Dallas', zip: '75201' } });
    expect(verify(ambiguous, { street1: '10 Elm St', city: 'Houston', state: 'TX', zip: '78701' })).toMatchObject({ result: 'CORRECTED', address: { city: 'Austin' }, changed: ['street1', 'city'] });
    expect(verify(ambiguous, { street1: '10 Elm St', city: 'Houston', state: 'TX', zip: '77002' })).toEqual({ result: 'NOT_FOUND' });
  });
});

describe('the routes', () => {
  let server: Running;
  let api: ReturnType<typeof client>;
  beforeAll(async () => { server = await start(); api = client(server); });
  afterAll(() => server.close());

  it('answers suggestions for typed text, the state first', async () => {
    const r = await api('GET', '/service-address/api/v1/address/suggestions?q=1200%20Oak&state=TX');
    expect(r.status).toBe(200);
    expect(r.body.suggestions[0]).toEqual({ street1: '1200 Oak Avenue', city: 'Austin', state: 'TX', zip: '78704', fullAddress: '1200 Oak Avenue, Austin, TX 78704' });
    expect((await api('GET', '/service-address/api/v1/address/suggestions')).status).toBe(400);
    expect((await api('GET', `/service-address/api/v1/address/suggestions?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
  it('verifies an address and offers a correction; a malformed body is a 400 naming the field', async () => {
    const r = await api('POST', '/service-address/api/v1/address/verification', { body: { address: { street1: '1200 Oak Av', city: 'Austin', state: 'TX', zip: '78701' } } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ result: 'CORRECTED', address: { street1: '1200 Oak Avenue', zip: '78704' } });
    const bad = await api('POST', '/service-address/api/v1/address/verification', { body: { address: { street1: '1200 Oak Av', city: 'Austin', state: 'TX' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ pointer: '/address/zip', message: 'Enter the zipcode' }]);
  });
});

describe('a lender pointing at its own provider', () => {
  let server: Running;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    const brandsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'));
    fs.cpSync('brands', brandsDir, { recursive: true });
    const movement = JSON.parse(fs.readFileSync('brands/MOVEMENT.json', 'utf8'));
    fs.writeFileSync(path.join(brandsDir, 'MOVEMENT.json'), JSON.stringify({ ...movement, services: { addressLookup: { url: 'https://address.movement.example/v2/lookup' } } }));
    server = await start({ brandsDir });
    api = client(server);
    fs.mkdirSync(path.join(server.dir, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(server.dir, 'dist', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  });
  afterAll(() => server.close());

  it('gets the URL into its pages\' brand and may call that site; other brands keep the sandbox\'s and the strict policy', async () => {
    const own = await api('GET', '/account/heloc/register-v2?org=MOVEMENT');
    const info = JSON.parse(/id="org-info">(.*?)<\/script>/.exec(own.body)![1]!);
    expect(info.brand.services).toEqual({ addressLookup: { url: 'https://address.movement.example/v2/lookup' } });
    expect(own.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY.replace("connect-src 'self'", "connect-src 'self' https://address.movement.example"));
    const other = await api('GET', '/account/heloc/register-v2?org=GOODLEAP_LLC');
    expect(JSON.parse(/id="org-info">(.*?)<\/script>/.exec(other.body)![1]!).brand.services).toEqual({ addressLookup: { url: '/service-address/api/v1/address' } });
    expect(other.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});
