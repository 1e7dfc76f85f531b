/** 000 §4.5 and 001 §4: the progress stepper, borrower and additional signer. */
import { describe, expect, it } from 'vitest';
import { progressFor, storyStep } from '../../engine/index.ts';
import { app, heloc, register, signer } from '../helpers/config.ts';
import { signerParts } from '../helpers/data.ts';

const LABELS = ['About you and your home', 'Select Offer', 'Provide More Info', 'Income and Bank Account', 'Verify Identity', 'Sign Documents', 'Notary and Insurance'];

describe('borrower progress', () => {
  it.each([
    ['PROFILE', 'INITIAL', 0],
    ['PRODUCT', 'PRODUCT_SELECT', 1],
    ['MORE_PROFILE', 'MORE_INFO', 2],
    ['INCOME_REVIEW', 'LINK_INCOME', 3],
    ['DOC_VERIFY', 'ID_UPLOAD', 4],
    ['SIGN', 'SIGNING', 5],
    ['NOTARY', 'ENOTARY', 6],
  ])('state %s is progress %s = %i', (state, progressState, value) => {
    const d = progressFor(heloc, { state, app: app() });
    expect(d.result.progressState).toBe(progressState);
    expect(d.result.value).toBe(value);
    expect(d.result.steps.map((s) => s.label)).toEqual(LABELS);
    expect(d.result.steps.filter((s) => s.status === 'done')).toHaveLength(value);
    expect(d.result.steps[value]!.status).toBe('current');
    expect(d.result.position).toEqual({ step: value + 1, of: 7, label: LABELS[value] });
    expect(d.result.terminal).toBeUndefined();
  });

  it('funded ends the story: every step done, no "Step n of m"', () => {
    const d = progressFor(heloc, { state: 'COMPLETE', app: app() });
    expect(d.result).toMatchObject({ progressState: 'COMPLETE', terminal: 'finished', position: null });
    expect(d.result.steps.map((s) => s.status)).toEqual(LABELS.map(() => 'done'));
    expect(d.trace.at(-1)!.note).toContain('finished: no step shown');
  });

  it.each(['DECLINED', 'DTI_DECLINED', 'CREDIT_SCORE_DECLINED'])('a declined application (state %s) has stopped: no step, no stepper', (state) => {
    const d = progressFor(heloc, { state, app: app() });
    expect(d.result).toMatchObject({ progressState: 'STOPPED', terminal: 'stopped', position: null, steps: [] });
  });

  it('the status rows of declined and cancelled stop the story; funded finishes it', () => {
    const rowProgress = (id: string) => heloc.statusRouting!.rows.find((r) => r.id === id)!.progress;
    expect(rowProgress('declined')).toBe('STOPPED');
    expect(rowProgress('cancelled')).toBe('STOPPED');
    expect(rowProgress('funded')).toBe('COMPLETE');
    expect(progressFor(heloc, { progressState: 'STOPPED' }).result.position).toBeNull();
  });

  it('labels the notary step "Notary Session and Insurance" for a manual notary', () => {
    const d = progressFor(heloc, { state: 'NOTARY', app: app({}, { manualNotary: true }) });
    expect(d.result.progressState).toBe('MANUAL_NOTARY');
    expect(d.result.value).toBe(6);
    expect(d.result.steps[6]!.label).toBe('Notary Session and Insurance');
  });

  it('runs the step machine when no state is given', () => {
    expect(progressFor(heloc, { app: app() }).result.progressState).toBe('INITIAL');
  });
});

describe('registration is the first step of the same stepper (journeys/register.json phase)', () => {
  it('names the step, the count and the label the application\'s stepper shows', () => {
    expect(register.phase).toEqual({ journey: 'heloc', state: 'INITIAL' });
    const d = storyStep(heloc, register.phase!.state);
    expect(d.result).toEqual({ step: 1, of: 7, label: LABELS[0] });
    expect(d.trace).toEqual([{ kind: 'storyStep', rule: 'INITIAL', outcome: 1, note: 'heloc step 1 of 7: About you and your home', decided: true }]);
    // The application's first screen after registering (offers) counts the same steps, registration done.
    const offers = progressFor(heloc, { state: 'PRODUCT', app: app() }).result;
    expect(offers.position).toEqual({ step: 2, of: d.result.of, label: 'Select Offer' });
    expect(offers.steps[0]).toEqual({ label: d.result.label, status: 'done' });
  });

  it('counts alternatives of one step once (manual notary), and refuses an end state as a step', () => {
    expect(storyStep(heloc, 'MANUAL_NOTARY').result).toEqual({ step: 7, of: 7, label: 'Notary Session and Insurance' });
    expect(() => storyStep(heloc, 'STOPPED')).toThrow(/ends the story/);
  });
});

describe('additional signer progress', () => {
  it('has two steps: Identity verification, Talk to eNotary', () => {
    const first = progressFor(signer, { signer: signerParts({}) });
    expect(first.result.steps).toEqual([{ label: 'Identity verification', status: 'current' }, { label: 'Talk to eNotary', status: 'upcoming' }]);
    const second = progressFor(signer, { signer: signerParts({ identityComplete: true }) });
    expect(second.result.steps.map((s) => s.status)).toEqual(['done', 'current']);
    const done = progressFor(signer, { signer: signerParts({ identityComplete: true, notaryReady: true, notaryComplete: true, signingComplete: true }) });
    expect(done.result.progressState).toBe('COMPLETE');
    expect(done.result.position).toBeNull();
  });
});
