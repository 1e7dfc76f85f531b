/**
 * navigate(): one decision per status read (docs/architecture.md "How navigation is decided"). Tables for every
 * within, anyStatus, stable-check, give-up and decline-onward case, written from the journey's
 * intent (000 §4.3, §4.4, §8, §9) rather than read back from heloc.json.
 */
import { describe, expect, it } from 'vitest';
import { navigate, retryDelay } from '../../engine/index.ts';
import type { NavigateInput } from '../../engine/index.ts';
import { app, at, BASE, heloc, signer, UUID } from '../helpers/config.ts';
import { signerParts } from '../helpers/data.ts';
import { brandParts } from '../helpers/data.ts';

const PROFILE = { uuid: 'p1' };
const decide = (status: string | undefined, path: string, more: Partial<NavigateInput> & { data?: Record<string, unknown> } = {}) => {
  const { data, ...rest } = more;
  return navigate(heloc, { status, app: app(data ?? {}), profile: PROFILE, path: path.startsWith('/') ? path : at(path), attempt: 1, ...rest });
};
const decided = (d: ReturnType<typeof navigate>) => d.trace.filter((t) => t.decided);

type Row = [status: string, data: Record<string, unknown>, path: string, action: 'stay' | 'move', rule: string, destination?: string];

const ROUTING = { disburseAccount: { uuid: 'd1', routingNumber: '011000015' } };

// Each `within` of heloc.json, from the sub-step's side: the applicant stays on the sub-step.
const WITHIN: Row[] = [
  ['DISBURSEMENT_ACCOUNT', {}, 'bank/manual-disburse', 'stay', 'within'],
  ['AUTOPAY_ACCOUNT', ROUTING, 'bank/confirm', 'stay', 'within'],
  ['IDENTITY_VERIFICATION', {}, 'bank/confirm', 'stay', 'within'],
  ['EMPLOYMENT_VERIFICATION', {}, 'bank/confirm', 'stay', 'within'],
  ['APP_SUBMISSION', {}, 'document/disclosures', 'stay', 'within'],
  ['SUMMARY_DISCLOSURE_GENERATION', {}, 'document/disclosures', 'stay', 'within'],
  ['INCOME_VERIFICATION', {}, 'income/link/plaid', 'stay', 'within'],
  ['INCOME_VERIFICATION', {}, 'income/upload/paystub', 'stay', 'within'],
  ['TRUST_AND_INSURANCE', {}, 'insurance/upload', 'stay', 'within'],
  ['MANUAL_DEED_SIGNING', {}, 'notary/schedule-manual', 'stay', 'within'],
  ['NOTARY_DISCLOSURE', {}, 'notary/session', 'stay', 'within'],
  ['NOTE_SIGNING', {}, 'signing/sign', 'stay', 'within'],
  ['NOTE_SIGNING', {}, 'signing/review', 'stay', 'within'],
  ['BPO_PROCESSING', {}, 'bpo/waiting', 'stay', 'within'],
  // A sub-step is left once the status points elsewhere, and `within` does not run backwards.
  ['HMDA', {}, 'bank/manual-disburse', 'move', 'elsewhere', 'start/hmda'],
  ['INCOME_VERIFICATION', {}, 'bank/confirm', 'move', 'elsewhere', 'income/review'],
  ['AUTOPAY_ACCOUNT', {}, 'bank/confirm', 'move', 'elsewhere', 'bank/disburse'],
  ['NOTE_SIGNING', {}, 'notary/session', 'move', 'elsewhere', 'signing/intro'],
  // The route itself, and the index (which always moves on).
  ['DISBURSEMENT_ACCOUNT', {}, 'bank/disburse', 'stay', 'route'],
  ['NOTE_SIGNING', {}, 'signing/intro', 'stay', 'route'],
  ['NOTE_SIGNING', {}, '', 'move', 'index', 'signing/intro'],
  ['DISBURSEMENT_ACCOUNT', {}, 'identity', 'move', 'elsewhere', 'bank/disburse'],
];

describe('navigate: stay or move (within, the route, the index)', () => {
  it.each(WITHIN)('%s %j on %s → %s (%s)', (status, data, path, action, rule, destination) => {
    const d = decide(status, path ? path : `${BASE}/${UUID}`, { data });
    expect(d.result.action).toBe(action);
    expect(d.decidedBy).toBe(rule);
    expect(decided(d)).toHaveLength(1);
    if (action === 'stay') expect(d.result.route).toBe(path ? at(path) : `${BASE}/${UUID}`);
    else expect(d.result.route).toBe(at(destination!));
    expect(d.result.pollAfterMs).toBeNull();
  });

  it('covers every within of the journey', () => {
    const covered = new Set(WITHIN.filter((r) => r[3] === 'stay' && r[4] === 'within').map((r) => r[2]));
    const subSteps = heloc.routes.filter((r) => r.within && r.path.startsWith('/:uuid/')).map((r) => r.path.replace('/:uuid/', '').replace(':type', r.path.includes('link') ? 'plaid' : 'paystub'));
    expect(subSteps.filter((p) => !covered.has(p))).toEqual([]);
  });
});

describe('navigate: anyStatus routes are never left', () => {
  const anyStatus = heloc.routes.filter((r) => r.anyStatus).map((r) => r.path);
  it('the journey has them (conditions, support, callbacks)', () => {
    expect(anyStatus).toEqual(expect.arrayContaining(['/:uuid/conditions', '/:uuid/signing/support', '/:uuid/notary/error', '/plaid-oauth-success']));
  });
  it.each(anyStatus)('%s: stays whatever the status, before any read, without polling', (pattern) => {
    const path = `${BASE}${pattern.replace(':uuid', UUID)}`;
    for (const status of [undefined, 'NOTE_SIGNING', 'HARD_CREDIT_PULL', 'DECLINED']) {
      const d = navigate(heloc, { status, app: undefined, profile: undefined, path, attempt: 1 });
      expect(d.result).toMatchObject({ action: 'stay', route: path, pollAfterMs: null });
      expect(d.decidedBy).toBe('anyStatus');
    }
  });
});

describe('navigate: waiting and the stable check after a submit (000 §4.4, §9)', () => {
  it('waits for the first read without a delay', () => {
    const d = navigate(heloc, { path: at('hmda'), app: undefined, profile: undefined });
    expect(d.result).toMatchObject({ action: 'wait', waiting: 'firstRead', pollAfterMs: 0 });
  });

  it.each(Array.from({ length: 13 }, (_, i) => i + 1))('in progress at try %i: waits the policy delay', (attempt) => {
    const d = decide('HARD_CREDIT_PULL', 'start/profile', { attempt });
    expect(d.result).toMatchObject({ action: 'wait', waiting: 'inProgress', pollAfterMs: retryDelay(heloc.polling!, attempt) });
    expect(d.decidedBy).toBe('inProgress');
  });

  it.each(Array.from({ length: 6 }, (_, i) => i + 1))('after a submit, an unmoved status at try %i waits (stable check)', (attempt) => {
    const d = decide('HMDA', '', { previousStatus: 'HMDA', attempt, path: `${BASE}/${UUID}` });
    expect(d.result).toMatchObject({ action: 'wait', waiting: 'stable', pollAfterMs: retryDelay(heloc.polling!, attempt) });
    expect(d.decidedBy).toBe('stableCheck');
  });

  it('after 7 unmoved tries, routes by the status it has', () => {
    const d = decide('HMDA', '', { previousStatus: 'HMDA', attempt: 7, path: `${BASE}/${UUID}` });
    expect(d.result).toMatchObject({ action: 'move', route: at('start/hmda') });
  });

  it('a moved status decides at once', () => {
    const d = decide('APP_SUBMISSION', '', { previousStatus: 'HMDA', attempt: 1, path: `${BASE}/${UUID}` });
    expect(d.result).toMatchObject({ action: 'move', route: at('start/app-summary') });
  });

  it('an in-progress status after a submit gives up at the stable-check limit', () => {
    expect(decide('SOFT_CREDIT', 'start/profile', { previousStatus: 'PRE_SOFT_CREDIT_DISCLOSURE', attempt: 6 }).result.action).toBe('wait');
    const d = decide('SOFT_CREDIT', 'start/profile', { previousStatus: 'PRE_SOFT_CREDIT_DISCLOSURE', attempt: 7 });
    expect(d.result).toMatchObject({ action: 'move', route: at('error/timeout'), status: 'UNKNOWN' });
  });
});

describe('navigate: give-up (000 §8, §9)', () => {
  it('after 14 tries in progress: error/timeout, by the UNKNOWN status', () => {
    const d = decide('HARD_CREDIT_PULL', 'start/profile', { attempt: 14 });
    expect(d.result).toMatchObject({ action: 'move', route: at('error/timeout'), status: 'UNKNOWN', pollAfterMs: null });
    expect(d.trace.some((t) => t.kind === 'poll' && t.rule === 'giveUp')).toBe(true);
  });

  it('keeps the note-signing generation state and routes by it (the step machine)', () => {
    const d = decide('GENERATE_NOTE_SIGNING', 'start/profile', { attempt: 14, data: { status: { disclosurelistClosingReady: true } } });
    expect(d.result.status).toBe('GENERATE_NOTE_SIGNING');
    expect(d.trace.some((t) => t.kind === 'fallback' && t.rule === 'stepMachine')).toBe(true);
  });

  it('on the page polling gives up onto, a status still in progress stays (no second round of polling)', () => {
    const d = decide('HARD_CREDIT_PULL', 'error/timeout', { attempt: 1 });
    expect(d.result).toMatchObject({ action: 'stay', status: 'UNKNOWN' });
    expect(d.trace.some((t) => t.kind === 'giveUpPage')).toBe(true);
  });

  it('on the give-up page, a settled status moves on', () => {
    expect(decide('NOTE_SIGNING', 'error/timeout').result).toMatchObject({ action: 'move', route: at('signing/intro') });
  });

  it('a page sharing the timeout screen is not the give-up page', () => {
    expect(decide('HARD_CREDIT_PULL', 'review-app/datatree').result.action).toBe('wait');
  });
});

describe('navigate: decline onward, except on the disclosures page (000 §4.3)', () => {
  const DECLINE = { status: { uwDecision: 'DECLINE' } };
  it.each([
    ['NOTE_SIGNING', 'signing/intro', 'move', 'error/decline'],
    ['APP_SUBMISSION', 'start/app-summary', 'move', 'error/decline'],
    ['APP_SUBMISSION', 'document/disclosures', 'stay', undefined],
    ['DECLINED', 'document/disclosures', 'move', 'error/decline'],
    ['NOTE_SIGNING', 'error/decline', 'stay', undefined],
  ])('%s on %s with decision DECLINE → %s', (status, path, action, destination) => {
    const d = decide(status, path, { data: DECLINE });
    expect(d.result.action).toBe(action);
    if (destination) expect(d.result.route).toBe(at(destination));
    const onward = d.trace.find((t) => t.rule === 'declineOnward');
    expect(onward?.outcome).toBe(path !== 'document/disclosures');
  });

  it('an application without the decision is not sent onward', () => {
    expect(decide('NOTE_SIGNING', 'signing/intro').result.action).toBe('stay');
  });
});

describe('navigate: missing application or profile → the dashboard (000 §8)', () => {
  const brand = brandParts({ dashboardUrl: 'https://lender.example/dashboard' });
  it.each([
    ['no application', { app: null }],
    ['no profile', { profile: null }],
    ['application not read once settled', { app: undefined }],
  ])('%s: leave', (_name, more) => {
    const d = navigate(heloc, { status: 'NOTE_SIGNING', app: app(), profile: PROFILE, path: at('signing/intro'), brand, ...more });
    expect(d.result).toMatchObject({ action: 'leave', route: 'https://lender.example/dashboard', pollAfterMs: null });
  });

  it('a status read that failed with no application leaves before any status', () => {
    expect(navigate(heloc, { app: null, path: at('hmda'), brand }).result.action).toBe('leave');
  });
});

describe('navigate: the carried query and progress', () => {
  it('carries only the journey carryQuery parameters when moving', () => {
    const d = decide('NOTE_SIGNING', 'hmda', { query: { 'pop-webchat': 'true', utm_source: 'x' } });
    expect(d.result.query).toEqual({ 'pop-webchat': 'true' });
  });

  it('keeps the whole query when staying', () => {
    const q = { condition: 'c1', type: 'W2' };
    expect(decide('INCOME_VERIFICATION', 'income/upload/w2', { query: q }).result.query).toEqual(q);
  });

  it.each([
    ['OFFER_SELECTION', 'PRODUCT_SELECT', 1],
    ['HMDA', 'MORE_INFO', 2],
    ['INCOME_VERIFICATION', 'LINK_INCOME', 3],
    ['IDENTITY_VERIFICATION', 'ID_UPLOAD', 4],
    ['NOTE_SIGNING', 'SIGNING', 5],
    ['NOTARY_DISCLOSURE', 'ENOTARY', 6],
  ])('%s: progress %s (%i) from the status row', (status, progressState, value) => {
    expect(decide(status, 'x').result.progress).toMatchObject({ progressState, value });
  });

  it('a manual notary is on the "Notary Session and Insurance" variant of the same step', () => {
    const d = decide('MANUAL_DEED_SIGNING', 'notary/reserve-manual', { data: { status: { manualNotary: true } } });
    expect(d.result.progress?.progressState).toBe('MANUAL_NOTARY');
  });

  it('a sub-step that names its own progress step keeps it: the bank confirmation stays under "Income and Bank Account" while the status is identity', () => {
    const here = decide('IDENTITY_VERIFICATION', 'bank/confirm');
    expect(here.result).toMatchObject({ action: 'stay', progress: { progressState: 'LINK_INCOME', position: { label: 'Income and Bank Account' } } });
    // The identity page itself, at the same status, is under "Verify Identity".
    expect(decide('IDENTITY_VERIFICATION', 'identity').result.progress).toMatchObject({ progressState: 'ID_UPLOAD', position: { label: 'Verify Identity' } });
  });

  it('a row that defers progress to the step machine uses the state it reaches', () => {
    // No offers yet: the machine stays at PROFILE, the first step; with offers it reaches PRODUCT, "Select Offer".
    const before = decide('UNKNOWN', 'error/timeout', { data: { status: { disclosurelistSummaryReady: true } } });
    expect(before.result.progress?.position).toEqual({ step: 1, of: 7, label: 'About you and your home' });
    const d = decide('UNKNOWN', 'error/timeout', { data: { offers: [{ uuid: 'o1' }] } });
    expect(d.result.progress).toMatchObject({ progressState: 'PRODUCT_SELECT', position: { step: 2, of: 7, label: 'Select Offer' } });
    expect(d.trace.some((t) => t.kind === 'stepMachine' && t.note === 'names the progress step')).toBe(true);
  });
});

describe('navigate: the additional signer, by the signer journey step machine', () => {
  const sp = (p: string) => `${BASE}/heloc-signer/${p}`;
  it.each([
    [{}, 'resume', 'move', 'identity'],
    [{}, 'identity', 'stay', undefined],
    [{}, 'documents', 'move', 'identity'],
    [{ identityComplete: true }, 'identity', 'move', 'intro'],
    [{ identityComplete: true }, 'intro', 'stay', undefined],
    [{ identityComplete: true }, 'sign', 'stay', undefined],
    [{ identityComplete: true, notaryReady: true }, 'intro', 'stay', undefined],
    [{ identityComplete: true, notaryReady: true, notaryComplete: true, signingComplete: true }, 'resume', 'move', 'documents'],
    [{ cancelled: true }, 'identity', 'move', 'cancelled'],
    [{ cancelled: true }, 'conditions', 'stay', undefined],
  ])('%j on %s → %s', (data, path, action, destination) => {
    const d = navigate(signer, { signer: signerParts(data), path: sp(path) });
    expect(d.result.action).toBe(action);
    if (destination) expect(d.result.route).toBe(sp(destination));
    expect(d.result.progress).toBeDefined();
    expect(decided(d)).toHaveLength(1);
  });

  it('waits until the signer status is read', () => {
    expect(navigate(signer, { path: sp('resume') }).result).toMatchObject({ action: 'wait', pollAfterMs: 0 });
  });

  it('a signer status that could not be read (signer: null, no app) goes to the readError page, not "wait, first read"', () => {
    const d = navigate(signer, { signer: null, path: sp('resume') });
    expect(d.result).toMatchObject({ action: 'move', route: sp('error') });
    expect(d.decidedBy).toBe('readError');
  });

  it('a journey without readError given signer: null leaves, like a missing application', () => {
    const noReadError = { ...signer, readError: undefined };
    const d = navigate(noReadError, { signer: null, path: sp('resume') });
    expect(d.result.action).toBe('leave');
    expect(d.decidedBy).toBe('missingData');
  });
});

describe('navigate: pages where the applicant waits on someone else (polling.watch)', () => {
  const group = (id: string) => heloc.polling!.watch!.find((g) => g.id === id)!;
  it.each([
    ['MANUAL_DEED_SIGNING', 'notary/reserve-manual', 'lender'],
    ['MANUAL_DEED_SIGNING', 'notary/schedule-manual', 'lender'],
    ['BPO_PROCESSING', 'bpo/hold', 'lender'],
    ['PAYOFF_REQUEST_PENDING', 'payoff/hold', 'lender'],
    ['RESCISSION', 'complete', 'closing'],
  ])('%s on %s stays and reads again after the "%s" group\'s interval', (status, path, id) => {
    const d = decide(status, path);
    expect(d.result.action).toBe('stay');
    expect(d.result.pollAfterMs).toBeNull();
    expect(d.result.watchAfterMs).toBe(group(id).everyMs);
    expect(d.trace.find((t) => t.kind === 'watch')).toMatchObject({ rule: id, outcome: group(id).everyMs });
  });

  it('a move to a waiting page carries the interval the page it reaches reads with', () => {
    const d = decide('BPO_PROCESSING', '');
    expect(d.result).toMatchObject({ action: 'move', route: at('bpo/hold'), watchAfterMs: group('lender').everyMs });
  });

  it('the page polling gives up onto watches until the status settles', () => {
    const d = decide('SOFT_CREDIT', 'error/timeout', { attempt: 1 });
    expect(d.result).toMatchObject({ action: 'stay', watchAfterMs: group('givenUp').everyMs });
  });

  it('a page that waits on the applicant reads nothing more', () => {
    for (const [status, path] of [['OFFER_SELECTION', 'product/select'], ['TRUST_AND_INSURANCE', 'insurance/requirements'], ['COMPLETE', 'line']] as const) {
      const d = decide(status, path);
      expect(d.result.action).toBe('stay');
      expect(d.result.watchAfterMs).toBeUndefined();
      expect(d.trace.some((t) => t.kind === 'watch')).toBe(false);
    }
  });
});
