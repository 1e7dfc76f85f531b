/** 000 §4.5 and 001 §4: the progress stepper, borrower and additional signer. */
import { describe, expect, it } from 'vitest';
import { progressFor } from '../../engine/index.ts';
import { app, heloc, signer } from '../helpers/config.ts';

const LABELS = ['Basic Info', 'Select Offer', 'Provide More Info', 'Link Income Sources', 'Verify Identity', 'Sign Documents', 'Talk to eNotary'];

describe('borrower progress', () => {
  it.each([
    ['PROFILE', 'INITIAL', 0],
    ['PRODUCT', 'PRODUCT_SELECT', 1],
    ['MORE_PROFILE', 'MORE_INFO', 2],
    ['INCOME_REVIEW', 'LINK_INCOME', 3],
    ['DOC_VERIFY', 'ID_UPLOAD', 4],
    ['SIGN', 'SIGNING', 5],
    ['NOTARY', 'ENOTARY', 6],
    ['COMPLETE', 'COMPLETE', 7],
  ])('state %s is progress %s = %i', (state, progressState, value) => {
    const d = progressFor(heloc, { state, app: app() });
    expect(d.result.progressState).toBe(progressState);
    expect(d.result.value).toBe(value);
    expect(d.result.steps.map((s) => s.label)).toEqual(LABELS);
    expect(d.result.steps.filter((s) => s.status === 'done')).toHaveLength(value);
    if (value < 7) expect(d.result.steps[value]!.status).toBe('current');
  });

  it('labels the notary step "Schedule Notary Session" for a manual notary', () => {
    const d = progressFor(heloc, { state: 'NOTARY', app: app({}, { manualNotary: true }) });
    expect(d.result.progressState).toBe('MANUAL_NOTARY');
    expect(d.result.value).toBe(6);
    expect(d.result.steps[6]!.label).toBe('Schedule Notary Session');
  });

  it('runs the step machine when no state is given', () => {
    expect(progressFor(heloc, { app: app() }).result.progressState).toBe('INITIAL');
  });
});

describe('additional signer progress', () => {
  it('has two steps: Identity verification, Talk to eNotary', () => {
    const first = progressFor(signer, { signer: {} });
    expect(first.result.steps).toEqual([{ label: 'Identity verification', status: 'current' }, { label: 'Talk to eNotary', status: 'upcoming' }]);
    const second = progressFor(signer, { signer: { identityComplete: true } });
    expect(second.result.steps.map((s) => s.status)).toEqual(['done', 'current']);
    const done = progressFor(signer, { signer: { identityComplete: true, notaryReady: true, notaryComplete: true, signingComplete: true } });
    expect(done.result.progressState).toBe('COMPLETE');
  });
});
