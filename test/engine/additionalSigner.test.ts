import { describe, expect, it } from 'vitest';
import { isAdditionalSigner } from '../../engine/index.ts';

const me = { uuid: 'id-1', type: 'BORROWER' };

describe('isAdditionalSigner (001 §4)', () => {
  it('v1 applications: true exactly when the identity is in helocSigners', () => {
    const app = { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: 'id-9' }, { identityUuid: 'id-1' }] };
    expect(isAdditionalSigner(me, app)).toBe(true);
    expect(isAdditionalSigner({ uuid: 'id-2', type: 'CO_DEEDER' }, app)).toBe(false);
    expect(isAdditionalSigner(me, { additionalSignerVersion: 'v1', helocSigners: null })).toBe(false);
    expect(isAdditionalSigner({ type: 'CO_DEEDER' }, app)).toBe(false);
  });

  it('otherwise the identity type decides', () => {
    expect(isAdditionalSigner({ uuid: 'x', type: 'CO_DEEDER' })).toBe(true);
    expect(isAdditionalSigner({ uuid: 'x', type: 'CO_DEEDER' }, { additionalSignerVersion: 'v0', helocSigners: [] })).toBe(true);
    expect(isAdditionalSigner(me, { helocSigners: [{ identityUuid: 'id-1' }] })).toBe(false);
    expect(isAdditionalSigner(me)).toBe(false);
    expect(isAdditionalSigner(null)).toBe(false);
  });
});
