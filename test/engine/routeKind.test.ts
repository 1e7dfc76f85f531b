/** Route kinds come from the journeys (no path prefixes in the renderer): each route is shown by the component its kind names. */
import { describe, expect, it } from 'vitest';
import { journeySignIn, routeKindOf } from '../../engine/index.ts';
import { heloc, register, signer } from '../helpers/config.ts';

const kind = (journey: typeof heloc, path: string) => routeKindOf(journey, journey.routes.find((r) => r.path === path)!);

describe('routeKindOf', () => {
  it.each([
    [register, '/register-v2', 'step'],
    [register, '/register-v2/set-password', 'step'],
    [register, '/register', 'step'],
    [register, '/register/support', 'screen'],
    [heloc, '/:uuid', 'application'],
    [heloc, '/:uuid/bank/disburse', 'application'],
    [heloc, '/plaid-oauth-success', 'screen'],
    [signer, '/heloc-signer/login', 'signer'],
    [signer, '/heloc-signer/conditions', 'signer'],
  ])('%#: %s is a %s route', (journey, path, expected) => {
    expect(kind(journey, path)).toBe(expected);
  });

  it('every application route is under /:uuid, every signer route in the signer journey', () => {
    for (const r of heloc.routes) expect(routeKindOf(heloc, r) === 'application').toBe(r.path.startsWith('/:uuid'));
    expect(signer.routes.every((r) => routeKindOf(signer, r) === 'signer')).toBe(true);
  });
});

describe('journeySignIn', () => {
  it('is the signer journey sign-in for its routes, nothing elsewhere', () => {
    const all = [register, heloc, signer];
    expect(journeySignIn(all, '/heloc-signer/resume')).toBe('/heloc-signer/login');
    expect(journeySignIn(all, '/heloc-signer/conditions/identity')).toBe('/heloc-signer/login');
    expect(journeySignIn(all, '/0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10/hold')).toBeUndefined();
    expect(journeySignIn(all, '/register-v2')).toBeUndefined();
  });
});
