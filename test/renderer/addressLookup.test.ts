/**
 * The renderer's address-lookup client (renderer/api/addressLookup.ts) against a real sandbox: the
 * brand's URL is the one called (a lender's own provider), answers are shaped for the field, and a
 * provider that does not answer gives no suggestions and an UNAVAILABLE verification.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLookup, addressLookupFor } from '../../renderer/api/addressLookup.ts';
import { setTransport } from '../../renderer/api/client.ts';
import { start, type Running } from '../sandbox/helpers.js';
import { screenAjv } from '../../engine/config/validateConfig.ts';

let server: Running;
beforeAll(async () => { server = await start(); });
afterAll(() => server.close());

describe('the address lookup a brand names', () => {
  it('is the default brand\'s sandbox path, and absent when a brand names none', () => {
    const defaults = JSON.parse(fs.readFileSync('brands/_defaults.json', 'utf8'));
    expect(defaults.services.addressLookup.url).toBe('/service-address/api/v1/address');
    expect(addressLookupFor({ orgCode: 'X' })).toBeUndefined();
    expect(addressLookupFor({ orgCode: 'X', services: { addressLookup: { url: 'http://plain.example' } } })).toBeUndefined();
  });

  it('the brand meta-schema takes a path or an https URL and refuses anything else', () => {
    // A brand's `translations` are locale files (schemas/meta/locale.schema.json), known by their id.
    const validate = screenAjv().addSchema(JSON.parse(fs.readFileSync('schemas/meta/locale.schema.json', 'utf8'))).compile(JSON.parse(fs.readFileSync('schemas/meta/brand.schema.json', 'utf8')));
    const brand = (url: unknown) => ({ orgCode: 'LENDER', services: { addressLookup: { url } } });
    expect(validate(brand('https://address.lender.example/v1'))).toBe(true);
    expect(validate(brand('/service-address/api/v1/address'))).toBe(true);
    expect(validate(brand('http://address.lender.example'))).toBe(false);
    expect(validate({ orgCode: 'LENDER', services: { addressLookup: {} } })).toBe(false);
    expect(validate({ orgCode: 'LENDER', services: { geocoder: { url: '/x' } } })).toBe(false);
  });

  it('suggests and verifies through the URL the brand gives', async () => {
    // The page's own origin is the sandbox: a path on this site reaches it, as in the browser.
    setTransport((url, init) => fetch(url.startsWith('/') ? `${server.url}${url}` : url, init));
    const provider = addressLookupFor({ orgCode: 'LENDER', services: { addressLookup: { url: '/service-address/api/v1/address/' } } })!;
    const found = await provider.suggest('1200 Oak', 'TX');
    expect(found[0]).toEqual({ street1: '1200 Oak Avenue', street2: undefined, city: 'Austin', state: 'TX', zip: '78704', fullAddress: '1200 Oak Avenue, Austin, TX 78704' });
    expect(found.length).toBe(5);
    expect(await provider.verify({ street1: '1200 Oak Av', city: 'Austin', state: 'TX', zip: '78701' })).toEqual({ result: 'CORRECTED', address: { street1: '1200 Oak Avenue', city: 'Austin', state: 'TX', zip: '78704' } });
    expect(await provider.verify({ street1: '1200 Oak Avenue', city: 'Austin', state: 'TX', zip: '78704' })).toMatchObject({ result: 'VERIFIED' });
    expect(await provider.verify({ street1: '77 Quarry Hill Road', city: 'Austin', state: 'TX', zip: '78701' })).toEqual({ result: 'NOT_FOUND' });
  });

  it('a provider that does not answer gives no suggestions and an UNAVAILABLE verification, quickly', async () => {
    const provider = addressLookup(`${server.url}/no-such-provider`);
    await expect(provider.suggest('1200 Oak')).rejects.toThrow(/404/);
    const started = Date.now();
    expect(await provider.verify({ street1: '1200 Oak Av', city: 'Austin', state: 'TX', zip: '78701' })).toEqual({ result: 'UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
