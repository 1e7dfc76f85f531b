/** 000 §4.1 (every transition and its allowed sources) and §4.2 (every trigger) as table cases. */
import { describe, expect, it } from 'vitest';
import { holds, runStepMachine, transition } from '../../engine/index.ts';
import { app, at, heloc } from '../helpers/config.ts';
import { appParts } from '../helpers/data.ts';

const machine = heloc.stepMachine!;
const STATES = Object.keys(machine.states);

// 000 §4.1, written from the seed (plus the three ways in that the seed leaves out, see heloc.json `why`).
const TRANSITIONS: [event: string, from: string[] | '*', to: string][] = [
  ['softCreditNoMatch', ['PROFILE', 'LIENS', 'PRODUCT'], 'SSN_CREDIT'],
  ['lienInfo', ['PROFILE'], 'LIENS'],
  ['repullSoftCredit', ['PROFILE'], 'PRODUCT'],
  ['underwrite', '*', 'PRODUCT'],
  ['assetDepletionDtiDecline', ['PRODUCT'], 'ASSET_DEPLETION'],
  // Not in the seed: a home whose state has a notice (Texas §50(g)) reads and acknowledges it before the offers.
  ['stateNoticeDue', ['PRODUCT'], 'STATE_NOTICE'],
  ['selectProduct', ['PRODUCT'], 'MORE_PROFILE'],
  ['addProfileInfo', ['MORE_PROFILE'], 'HMDA'],
  ['addHmdaInfo', ['HMDA'], 'WAIT_SUMMARY'],
  // Ours (engine/requiredSigners.ts): before the HMDA questions, the others on the title are named on start/owners.
  ['askTitleHolders', ['HMDA'], 'TITLE_HOLDERS'],
  ['summarySigning', ['WAIT_SUMMARY'], 'APP_SUMMARY'],
  ['summarySigned', ['APP_SUMMARY'], 'INCOME_REVIEW'],
  ['incomeVerified', ['INCOME_REVIEW'], 'ACH'],
  ['disbursementAch', ['AUTOPAY', 'ACH'], 'DOC_VERIFY'],
  ['idDocsUploaded', ['DOC_VERIFY'], 'WAIT_SIGN'],
  ['bpoEscalate', ['DOC_VERIFY', 'INCOME_REVIEW'], 'BPO'],
  ['noteSigning', ['WAIT_SIGN'], 'SIGN'],
  ['signed', ['SIGN'], 'CO_DEED'],
  ['coDeedConfirmed', ['CO_DEED'], 'WAIT_NOTARY'],
  ['enotarySigned', ['NOTARY'], 'INSURANCE'],
  ['inPersonNotary', ['NOTARY'], 'MANUAL_NOTARY'],
  ['manualEnotarySigned', ['NOTARY', 'MANUAL_NOTARY'], 'INSURANCE'],
  ['insuranceConfirmed', ['INSURANCE'], 'WAIT_FUND'],
  ['creditLocked', '*', 'CREDIT_ERROR'],
  ['creditFrozen', '*', 'CREDIT_ERROR'],
  ['creditIncorrectPin', '*', 'INCORRECT_PIN'],
  ['noCredit', '*', 'NO_CREDIT'],
  ['noProperty', '*', 'NO_PROPERTY'],
  ['datatreeError', '*', 'DATATREE_ERROR'],
  ['bpoProcessing', '*', 'BPO_PROCESSING'],
  ['idReUpload', '*', 'DOC_VERIFY'],
  ['adHocDocumentRequired', '*', 'DOCUMENTS'],
  ['incomePartialVerified', '*', 'MANUAL_PAYSTUB_UPLOAD'],
  ['manualDisburseSetup', '*', 'AUTOPAY'],
  ['manualDisburseManualPay', '*', 'DOC_VERIFY'],
  ['merchantReviewed', '*', 'LIEN_ATTESTATION'],
  ['lienAttestation', '*', 'WAIT_SIGN'],
  ['employerVerification', '*', 'EMPLOYER_VERIFY'],
  ['deedSigning', '*', 'NOTARY'],
  ['finish', '*', 'WAIT_FUND'],
  ['inactive', '*', 'DECLINED'],
  ['decline', '*', 'DECLINED'],
  ['dtiDecline', '*', 'DTI_DECLINED'],
  ['creditScoreDecline', '*', 'CREDIT_SCORE_DECLINED'],
  ['delinquencyReview', '*', 'DELINQUENCY'],
  ['fund', '*', 'COMPLETE'],
  ['underwritingReview', '*', 'UNDERWRITING_REVIEW'],
  ['merchantReview', ['ACH', 'AUTOPAY', 'MANUAL_AUTOPAY', 'DOC_VERIFY'], 'MERCHANT_WAIT'],
  ['manualAccountEntry', ['ACH', 'AUTOPAY'], 'MANUAL_AUTOPAY'],
];

describe('000 §4.1 states', () => {
  it('has the 38 states of the seed plus DOCUMENTS, TITLE_HOLDERS (start/owners), STATE_NOTICE and MANUAL_NOTARY (the in-person appointment), each with a screen and a progress state', () => {
    const seed = ['PROFILE', 'SSN_CREDIT', 'CREDIT_ERROR', 'INCORRECT_PIN', 'NO_CREDIT', 'NO_PROPERTY', 'DATATREE_ERROR', 'DELINQUENCY', 'UNDERWRITING_REVIEW', 'LIENS', 'PRODUCT', 'ASSET_DEPLETION', 'MORE_PROFILE', 'HMDA', 'WAIT_SUMMARY', 'APP_SUMMARY', 'INCOME_REVIEW', 'MANUAL_PAYSTUB_UPLOAD', 'EMPLOYER_VERIFY', 'MERCHANT_WAIT', 'LIEN_ATTESTATION', 'ACH', 'AUTOPAY', 'MANUAL_AUTOPAY', 'DOC_VERIFY', 'WAIT_SIGN', 'SIGN', 'CO_DEED', 'WAIT_NOTARY', 'NOTARY', 'INSURANCE', 'WAIT_FUND', 'BPO', 'BPO_PROCESSING', 'DECLINED', 'DTI_DECLINED', 'CREDIT_SCORE_DECLINED', 'COMPLETE'];
    expect(seed).toHaveLength(38);
    expect(STATES.sort()).toEqual([...seed, 'DOCUMENTS', 'TITLE_HOLDERS', 'STATE_NOTICE', 'MANUAL_NOTARY'].sort());
    expect(machine.initial).toBe('PROFILE');
  });
  it('declares exactly the transitions of the seed', () => {
    expect(machine.transitions.map((t) => t.event).sort()).toEqual(TRANSITIONS.map((t) => t[0]).sort());
  });
});

describe('000 §4.1 transitions', () => {
  for (const [event, from, to] of TRANSITIONS) {
    const allowed = from === '*' ? STATES : from;
    it.each(allowed)(`${event} from %s → ${to}`, (state) => {
      expect(transition(machine, state, event)).toBe(to);
    });
    if (from !== '*') {
      const refused = STATES.filter((s) => !from.includes(s));
      it(`${event} is ignored from the ${refused.length} other states`, () => {
        for (const s of refused) expect(transition(machine, s, event)).toBeNull();
      });
    }
  }
  it('ignores an unknown event', () => expect(transition(machine, 'PROFILE', 'nope')).toBeNull());
});

// 000 §4.2: each trigger, data where it holds and data where it does not.
const profile = { uuid: 'p1', name: { firstName: 'Ada', lastName: 'Lovelace' }, dob: { day: 1, month: 2, year: 1970 }, hasSsn: true, addresses: [{ uuid: 'a1', ownership: 'SOLE' }] };
const disbursed = { disburseAccount: { uuid: 'd1', routingNumber: '011000015' }, autopayAccount: { uuid: 'p1' }, payType: 'AUTOPAY' };
const idDoc = { documents: [{ type: 'DRIVERS_LICENSE_FRONT' }] };
type TriggerCase = [trigger: string, holdsFor: Record<string, unknown>, failsFor: Record<string, unknown>, state?: string];
const s = (status: Record<string, unknown>, rest: Record<string, unknown> = {}) => ({ app: app(rest, status), profile });
const TRIGGERS: TriggerCase[] = [
  ['liensStep', { app: app({ selectedPropertyUuid: 'a1', consents: [{ type: 'SOFT_CREDIT' }] }), profile }, { app: app({ selectedPropertyUuid: 'a1', consents: [{ type: 'HARD_CREDIT' }] }), profile }],
  ['underwrite', s({ liensComplete: true }), s({ liensComplete: true, inquiryAttestNeeded: true })],
  ['underwrite', s({ uwDecision: 'APPROVE', inquiryAttestNeeded: true, inquiryAttestComplete: true }), s({})],
  ['underwrite', s({ uwSubDecision: 'VERIFIED_OFFER' }, { term: 0, rate: 0 }), s({ uwSubDecision: 'VERIFIED_OFFER' }, { term: 10, rate: 0 })],
  ['assetDepletion', s({ uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }), s({ uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }, { assetDepletion: { complete: true } })],
  ['assetDepletion', s({ uwSubDecision: 'UNVERIFIED_DTI_LIMITED', uwDecision: 'ASSET_DEPLETION' }), s({ uwSubDecision: 'UNVERIFIED_DTI_LIMITED', uwDecision: 'DECLINE' })],
  ['stateNoticeDue', s({}, { stateLaw: { noticeWaitDays: 12, noticeAcknowledgedAt: null } }), s({}, { stateLaw: { noticeWaitDays: 12, noticeAcknowledgedAt: '2026-11-20T18:00:00.000Z' } })],
  ['stateNoticeDue', s({}, { stateLaw: { noticeWaitDays: 12 } }), s({}, { stateLaw: null })],
  ['productSelected', s({}, { term: 10, amount: 50000 }), s({}, { term: 10, amount: 0 })],
  ['moreProfileComplete', s({}, { selectedPropertyUuid: 'a1', consents: [{ type: 'HARD_CREDIT' }] }), s({}, { selectedPropertyUuid: 'a2', consents: [{ type: 'HARD_CREDIT' }] })],
  ['hmdaComplete', s({}, { hasHmda: true }), s({}, { hasHmda: false })],
  ['titleHoldersToName', s({}, { answers: { ownership: 'JOINT_WITH_SPOUSE' } }), s({}, { answers: { ownership: 'JOINT_WITH_SPOUSE' }, hasTitleHolders: true })],
  ['summaryReady', s({ disclosurelistSummaryReady: true }), s({})],
  ['summaryComplete', s({ disclosurelistSummaryComplete: true }), s({ disclosurelistSummaryReady: true })],
  ['partialIncome', s({ manualPaystubUpload: true }, { incomeSources: [{ employmentType: 'FULL_TIME' }] }), s({ manualPaystubUpload: true }, { incomeSources: [{ employmentType: 'SELF_EMPLOYED' }] })],
  ['partialIncome', s({ manualPaystubUpload: true }), s({ manualPaystubUpload: true, manualPaystubTasksComplete: true })],
  ['incomeVerified', s({ uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }), s({ uwSubDecision: 'UNVERIFIED_DTI_LIMITED' })],
  ['incomeVerified', s({ uwSubDecision: 'FINAL_OFFER' }), s({ uwSubDecision: 'VERIFIED_OFFER' })],
  ['manualDisbursementSetUp', s({}, { disburseAccount: { uuid: 'd1', routingNumber: '011000015' }, payType: 'AUTOPAY' }), s({}, { disburseAccount: { uuid: 'd1', routingNumber: '011000015' }, payType: 'AUTOPAY', autopayAccount: { uuid: 'p1' } })],
  ['manualDisbursementSetUp', s({ giactAccountStatus: 'PENDING_REVIEW' }, { disburseAccount: { uuid: 'd1', routingNumber: '011000015' }, payType: 'AUTOPAY' }), s({ giactAccountStatus: 'FAILED' }, { disburseAccount: { uuid: 'd1', routingNumber: '011000015' }, payType: 'AUTOPAY' })],
  ['disbursementDone', s({}, disbursed), s({}, { disburseAccount: { uuid: 'd1' }, payType: 'AUTOPAY' })],
  ['disbursementDone', s({}, { disburseAccount: { uuid: 'd1' }, payType: 'MANUAL' }), s({}, { payType: 'MANUAL' })],
  ['manualPay', s({}, { payType: 'MANUAL' }), s({}, { payType: 'AUTOPAY' })],
  ['employmentVerification', s({ employmentVerificationNeeded: true }, disbursed), s({ employmentVerificationNeeded: true })],
  ['idDocsUploaded', s({}, { ...idDoc, property: { state: 'CA' } }), s({}, { documents: [{ type: 'USER_UPLOADED_PAYSTUB' }] })],
  ['idDocsUploaded', s({ bpo: 'NOT_REQUIRED' }, { ...idDoc, property: { state: 'TX' }, stateLaw: { brokerPriceOpinion: true } }), s({ bpo: 'REQUIRED' }, { ...idDoc, property: { state: 'TX' }, stateLaw: { brokerPriceOpinion: true } })],
  ['bpoEscalation', s({ bpo: 'UNKNOWN' }, { ...idDoc, ...disbursed, property: { state: 'TX' }, stateLaw: { brokerPriceOpinion: true } }), s({ bpo: 'UNKNOWN' }, { ...idDoc, ...disbursed, property: { state: 'NM' } })],
  ['bpoProcessing', s({ bpo: 'PROCESSING' }), s({ bpo: 'REQUIRED' })],
  ['bpoProcessing', s({ title: 'FINAL_TITLE_PROCESSING' }), s({ title: 'PRELIM' })],
  ['noteSigning', s({ disclosurelistClosingReady: true }, disbursed), s({ disclosurelistClosingReady: true })],
  ['signed', s({ disclosurelistClosingComplete: true }), s({ disclosurelistClosingReady: true })],
  ['reviewedForInPersonClosing', s({ disclosurelistClosingReviewed: true }), s({ disclosurelistClosingReady: true })],
  ['coDeed', s({}, { coDeedStatus: 'COMPLETE' }), s({}, { coDeedStatus: 'PENDING' }), 'CO_DEED'],
  ['notaryReady', s({ disclosurelistNotaryReady: true }), s({})],
  ['enotarySigned', s({ primaryParticipantAcceptComplete: true }), s({})],
  ['enotarySigned', s({ disclosurelistNotaryComplete: true }), s({ disclosurelistNotaryReady: true })],
  ['manualDeed', s({ manualDeedSigningComplete: true }), s({ manualDeedSigningComplete: false }), 'MANUAL_NOTARY'],
  ['inPersonNotary', s({ manualNotary: true }), s({ manualNotary: false }), 'NOTARY'],
  ['insuranceComplete', s({}, { insurance: { complete: true } }), s({}, { insurance: { complete: false } })],
  ['finish', s({ checklistStatus: 'RECORDING' }, { insurance: { complete: true } }), s({ checklistStatus: 'RECORDING' })],
  ['finish', s({ checklistStatus: 'GEN_RESCISSION' }, { insurance: { complete: true } }), s({ checklistStatus: 'CLOSING' }, { insurance: { complete: true } })],
  ['datatreeError', s({ propertyComplete: true, datatreeNoMatch: true }), s({ datatreeNoMatch: true })],
  ['incorrectPin', s({ creditFrozenWithPin: true }), s({})],
  ['decline', s({ uwDecision: 'DECLINE' }), s({ uwDecision: 'APPROVE' })],
  ['dtiDecline', s({ uwDecision: 'DECLINE', dtiDecline: true }), s({ dtiDecline: true })],
  ['creditScoreDecline', s({ uwDecision: 'DECLINE', creditScoreDecline: true }), s({ uwDecision: 'DECLINE' })],
  // Events 000 §4.1 names without a §4.2 trigger: the server status (or the data) that means the same.
  ['repullSoftCredit', s({}, { offers: [{ uuid: 'o1' }] }), s({}, { offers: [] })],
  ['softCreditNoMatch', s({}, { serverStatus: 'CREDIT_NO_MATCH' }), s({}, { serverStatus: 'CREDIT_NO_MATCH_SSN' })],
  ['manualAccountEntry', s({ giactAccountStatus: 'FAILED' }, disbursed), s({ giactAccountStatus: 'PENDING_REVIEW' }, disbursed)],
  ['manualAccountEntry', s({ giactAccountStatus: 'FAILED' }, disbursed), s({ giactAccountStatus: null }, disbursed)],
  ['merchantReview', s({}, { serverStatus: 'PAYOFF_REQUEST_PENDING', consents: [{ type: 'DIRECT_DEBT_PAYOFF' }] }), s({}, { serverStatus: 'PAYOFF_REQUEST_PENDING', consents: [{ type: 'SOFT_CREDIT' }] })],
  ['merchantReviewed', s({}, { serverStatus: 'LIEN_VERIFICATION', consents: [{ type: 'DIRECT_DEBT_PAYOFF' }] }), s({}, { serverStatus: 'LIEN_VERIFICATION' })],
  ['lienAttestation', s({ inquiryAttestComplete: true }), s({ inquiryAttestComplete: false }), 'LIEN_ATTESTATION'],
  ['idReUpload', s({}, { serverStatus: 'IDENTITY_VERIFICATION', ...idDoc }), s({}, { serverStatus: 'IDENTITY_VERIFICATION' })],
  ['fund', s({}, { serverStatus: 'COMPLETE' }), s({}, { serverStatus: 'FUNDABLE' })],
  ['creditFrozen', s({}, { serverStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN' }), s({}, { serverStatus: 'SOFT_CREDIT' })],
  ['creditLocked', s({}, { serverStatus: 'HARD_CREDIT_LOCKED_OR_FROZEN' }), s({}, { serverStatus: 'HARD_CREDIT_PULL' })],
  ['noCredit', s({}, { serverStatus: 'CREDIT_NO_MATCH_SSN' }), s({}, { serverStatus: 'CREDIT_NO_MATCH' })],
  ['noProperty', s({}, { serverStatus: 'MULTIPLE_PROPERTIES' }), s({}, { serverStatus: 'AVM_DATA' })],
  ['delinquencyReview', s({}, { serverStatus: 'DELINQUENCY_REVIEW' }), s({}, { serverStatus: 'OFFER_SELECTION' })],
  ['adHocDocumentRequired', s({ condition: 'Please send your latest bank statement' }), s({ condition: null })],
  ['inactive', s({}, { serverStatus: 'CANCELLED', active: false }), s({}, { serverStatus: 'CANCELLED', active: true })],
];

describe('000 §4.2 triggers', () => {
  it('every trigger has a case', () => {
    const covered = new Set(TRIGGERS.map((t) => t[0]));
    const missing = machine.triggers.map((t) => t.id).filter((id) => !covered.has(id) && id !== 'manualUnderwritingReview');
    expect(missing).toEqual([]);
  });
  it.each(TRIGGERS)('%s holds for one case and not the other', (id, yes, no, state) => {
    const trigger = machine.triggers.find((t) => t.id === id)!;
    const opts = { conditions: heloc.conditions };
    expect(holds(trigger.when, { ...yes, state: state ?? 'PROFILE' }, opts).holds).toBe(true);
    expect(holds(trigger.when, { ...no, state: state ?? 'PROFILE' }, opts).holds).toBe(false);
  });
});

describe('every state is reached by some application (through triggers, as the product runs it)', () => {
  const soft = { selectedPropertyUuid: 'a1', consents: [{ type: 'SOFT_CREDIT' }] };
  const ddp = { consents: [{ type: 'SOFT_CREDIT' }, { type: 'DIRECT_DEBT_PAYOFF' }] };
  // The states that only the events without a seed trigger lead to, and the data that reaches each.
  const REACH: [state: string, app: Record<string, unknown>, from?: string][] = [
    ['SSN_CREDIT', app({ ...soft, serverStatus: 'CREDIT_NO_MATCH' })],
    ['CREDIT_ERROR', app({ ...soft, serverStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN' })],
    ['CREDIT_ERROR', app({ ...soft, serverStatus: 'HARD_CREDIT_LOCKED_OR_FROZEN' })],
    ['NO_CREDIT', app({ ...soft, serverStatus: 'CREDIT_NO_MATCH_SSN' })],
    ['NO_PROPERTY', app({ ...soft, serverStatus: 'NO_PROPERTY_FOUND' }, { propertyComplete: true })],
    ['DELINQUENCY', app({ ...soft, serverStatus: 'DELINQUENCY_REVIEW' }, { liensComplete: true })],
    ['MANUAL_AUTOPAY', app({ disburseAccount: { uuid: 'd1', routingNumber: '011000015' }, payType: 'AUTOPAY' }, { giactAccountStatus: 'FAILED' }), 'ACH'],
    ['MERCHANT_WAIT', app({ ...ddp, ...disbursed, serverStatus: 'PAYOFF_REQUEST_PENDING' }), 'ACH'],
    ['LIEN_ATTESTATION', app({ ...ddp, serverStatus: 'LIEN_VERIFICATION' }), 'MERCHANT_WAIT'],
    ['WAIT_SIGN', app({}, { inquiryAttestComplete: true }), 'LIEN_ATTESTATION'],
    ['DOC_VERIFY', app({ ...idDoc, serverStatus: 'IDENTITY_VERIFICATION' }), 'WAIT_SIGN'],
    ['DOCUMENTS', app(soft, { condition: 'Please send your latest bank statement' })],
    ['DECLINED', app({ serverStatus: 'CANCELLED', active: false })],
    ['COMPLETE', app({ serverStatus: 'COMPLETE' })],
    ['PRODUCT', app({ offers: [{ uuid: 'o1' }] })],
    ['STATE_NOTICE', app({ ...soft, stateLaw: { noticeWaitDays: 12, noticeAcknowledgedAt: null } }, { liensComplete: true })],
  ];
  it.each(REACH)('%s', (state, data, from) => {
    const d = runStepMachine(heloc, { app: appParts(data), profile, ...(from ? { state: from } : {}) });
    expect(d.result.state).toBe(state);
    expect(d.result.transitions.every((t) => t.trigger !== undefined)).toBe(true);
  });
});

describe('runStepMachine', () => {
  const happy = {
    selectedPropertyUuid: 'a1', consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }], term: 10, amount: 50000, rate: 8.5, hasHmda: true, ...disbursed, ...idDoc,
    property: { state: 'CA' }, coDeedStatus: 'COMPLETE', insurance: { complete: true },
  };
  const flags = { liensComplete: true, disclosurelistSummaryReady: true, disclosurelistSummaryComplete: true, uwSubDecision: 'FINAL_OFFER', disclosurelistClosingReady: true, disclosurelistClosingComplete: true, disclosurelistNotaryReady: true, primaryParticipantAcceptComplete: true, checklistStatus: 'FUNDABLE' };

  it('starts at PROFILE with nothing on file', () => {
    const d = runStepMachine(heloc, { app: app() });
    expect(d.result.state).toBe('PROFILE');
    expect(d.result.route).toBe(at('start/profile'));
    expect(d.decidedBy).toBe('initial:PROFILE');
  });

  it('walks a complete application through every step to WAIT_FUND', () => {
    const d = runStepMachine(heloc, { app: app(happy, flags), profile });
    expect(d.result.transitions.map((t) => t.to)).toEqual(['LIENS', 'PRODUCT', 'MORE_PROFILE', 'HMDA', 'WAIT_SUMMARY', 'APP_SUMMARY', 'INCOME_REVIEW', 'ACH', 'DOC_VERIFY', 'WAIT_SIGN', 'SIGN', 'CO_DEED', 'WAIT_NOTARY', 'NOTARY', 'INSURANCE', 'WAIT_FUND', 'WAIT_FUND']);
    expect(d.result.route).toBe(at('complete'));
    expect(d.decidedBy).toBe('finish');
  });

  it('stops where the data stops: offers not chosen yet', () => {
    const d = runStepMachine(heloc, { app: app({ selectedPropertyUuid: 'a1', consents: [{ type: 'SOFT_CREDIT' }] }, { liensComplete: true }), profile });
    expect(d.result.state).toBe('PRODUCT');
    expect(d.result.route).toBe(at('product/select'));
  });

  it('sends a Texas application with a BPO required to the BPO step', () => {
    const d = runStepMachine(heloc, { app: app({ ...happy, property: { state: 'TX' }, stateLaw: { brokerPriceOpinion: true } }, { ...flags, bpo: 'REQUIRED', disclosurelistClosingReady: false, disclosurelistClosingComplete: false, disclosurelistNotaryReady: false, primaryParticipantAcceptComplete: false, checklistStatus: null }), profile });
    expect(d.result.state).toBe('BPO');
  });

  it('applies outside events after the triggers, ignoring ones not allowed', () => {
    const d = runStepMachine(heloc, { app: app(), events: ['signed', 'fund'] });
    expect(d.result.state).toBe('COMPLETE');
    expect(d.trace.find((t) => t.rule === 'signed')?.outcome).toBe(false);
    expect(d.decidedBy).toBe('fund');
  });

  it('starts from a given state', () => {
    const d = runStepMachine(heloc, { app: app({}, { disclosurelistClosingComplete: true }), state: 'SIGN' });
    expect(d.result.state).toBe('CO_DEED');
  });

  it('rejects an unknown state', () => {
    expect(() => runStepMachine(heloc, { state: 'NOPE' })).toThrow(/Unknown state "NOPE"/);
  });

  it('marks exactly one trace step as deciding', () => {
    const d = runStepMachine(heloc, { app: app(happy, flags), profile });
    expect(d.trace.filter((t) => t.decided)).toHaveLength(1);
  });
});
