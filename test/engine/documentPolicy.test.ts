/**
 * What a page may use of the device, by its route (engine/documentPolicy.ts), over the real
 * journeys: the notary area the camera, microphone and location; the signing area the location;
 * every other page nothing. And when a move needs a new document (the policies differ).
 */
import { describe, expect, it } from 'vitest';
import { documentPolicy, needsNewDocument, permissionsPolicy } from '../../engine/documentPolicy.ts';
import type { JourneyRoutes } from '../../engine/index.ts';
import register from '../../journeys/register.json' with { type: 'json' };
import heloc from '../../journeys/heloc.json' with { type: 'json' };
import signer from '../../journeys/signer.json' with { type: 'json' };

const journeys = [register, heloc, signer] as JourneyRoutes[];
const uuid = '0b7e7d4e-1d1b-4c7a-9a8e-3c1f2a9b6d5e';
const at = (p: string) => `/account/heloc${p}`;

describe('documentPolicy', () => {
  it.each([
    [at(`/${uuid}/notary/session`), ['camera', 'microphone', 'geolocation'], '/:uuid/notary/session'],
    [at(`/${uuid}/notary/intro`), ['camera', 'microphone', 'geolocation'], '/:uuid/notary/intro'],
    [at(`/${uuid}/signing/sign`), ['geolocation'], '/:uuid/signing/sign'],
    [at('/heloc-signer/sign'), ['camera', 'microphone', 'geolocation'], '/heloc-signer/sign'],
    [at(`/${uuid}/product/select`), [], '/:uuid/product/select'],
    [at('/register-v2'), [], '/register-v2'],
    [at('/no/such/page'), [], null],
  ])('%s may use %j (decided by %s)', (path, allow, route) => {
    expect(documentPolicy(journeys, path)).toEqual({ allow, route });
  });

  it('writes the Permissions-Policy header with every device feature named', () => {
    expect(permissionsPolicy({ allow: ['camera', 'microphone', 'geolocation'] })).toBe('camera=(self), microphone=(self), geolocation=(self), payment=()');
    expect(permissionsPolicy({ allow: [] })).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });

  it('needs a new document only across areas that differ', () => {
    expect(needsNewDocument(journeys, at(`/${uuid}/notary/intro`), at(`/${uuid}/notary/session`))).toBe(false);
    expect(needsNewDocument(journeys, at('/heloc-signer/intro'), at('/heloc-signer/sign'))).toBe(false);
    expect(needsNewDocument(journeys, at('/heloc-signer/identity'), at('/heloc-signer/intro'))).toBe(false);
    expect(needsNewDocument(journeys, at('/heloc-signer/login'), at('/heloc-signer/identity'))).toBe(true);
    expect(needsNewDocument(journeys, at(`/${uuid}/signing/sign`), at(`/${uuid}/notary/intro`))).toBe(true);
    expect(needsNewDocument(journeys, at(`/${uuid}/product/select`), at(`/${uuid}/income/verify`))).toBe(false);
  });
});
