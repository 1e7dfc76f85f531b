/** Resume for the additional signer (000 §2): the signer journey's step machine on the co-deed status. */
import { describe, expect, it } from 'vitest';
import { runStepMachine } from '../../engine/index.ts';
import { signer } from '../helpers/config.ts';
import { signerParts } from '../helpers/data.ts';

const where = (status: Record<string, unknown>) => runStepMachine(signer, { signer: signerParts(status) }).result.route;

describe('signer resume', () => {
  it('sends the signer to their step', () => {
    expect(where({ identityComplete: false, notaryReady: false })).toBe('/account/heloc/heloc-signer/identity');
    expect(where({ identityComplete: true, notaryReady: false })).toBe('/account/heloc/heloc-signer/intro');
    expect(where({ identityComplete: true, notaryReady: true })).toBe('/account/heloc/heloc-signer/sign');
    expect(where({ identityComplete: true, notaryReady: true, notaryComplete: true, signingComplete: true })).toBe('/account/heloc/heloc-signer/documents');
    expect(where({ identityComplete: true, notaryReady: true, notaryComplete: true })).toBe('/account/heloc/heloc-signer/sign');
  });
  it('a cancelled application ends the journey wherever the signer was', () => {
    expect(where({ cancelled: true })).toBe('/account/heloc/heloc-signer/cancelled');
    expect(where({ identityComplete: true, notaryReady: true, notaryComplete: true, signingComplete: true, cancelled: true })).toBe('/account/heloc/heloc-signer/cancelled');
  });
});
