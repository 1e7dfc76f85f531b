/** 000 §4.3, every row: a server status (plus the data its condition reads) and the seed's destination. */
import { describe, expect, it } from 'vitest';
import { routeForStatus } from '../../engine/index.ts';
import { app, at, heloc, UUID } from '../helpers/config.ts';

type Row = [status: string, data: Record<string, unknown>, destination: string, query?: Record<string, string>];

const TX_BPO = { property: { state: 'TX' }, stateLaw: { brokerPriceOpinion: true }, status: { bpo: 'REQUIRED' } };

// Written from the seed's table, not from heloc.json, so that the two can disagree.
const TABLE: Row[] = [
  ['CREDIT_NO_MATCH', {}, 'credit/social'],
  ['CREDIT_NO_MATCH_SSN', {}, 'review-app/no-credit'],
  ['HARD_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
  ['SOFT_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
  ['NO_PROPERTY_FOUND', {}, 'review-app/property'],
  ['MULTIPLE_PROPERTIES', {}, 'review-app/property'],
  ['DECLINED', {}, 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', {}, 'start/contact'],
  ['HMDA', {}, 'start/hmda'],
  ['DELINQUENCY_REVIEW', {}, 'review-app/delinquency'],
  ['CLOSING_DISCLOSURE_GENERATION', {}, 'review-app/signdocs'],
  ['CLOSING_DISCLOSURE_GENERATION', { status: { waitingOnFloodCert: true } }, 'error/flood-cert'],
  ['NOTE_SIGNING', {}, 'signing/intro'],
  ['FINAL_OFFER', {}, 'signing/intro'],
  ['REVISED_OFFER_SELECTION', {}, 'product/select'],
  ['OFFER_SELECTION', {}, 'product/select'],
  ['REVISED_OFFER_SELECTION', { status: { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVE' } }, 'product/select', { from: 'signing/intro', uwDecision: 'APPROVE' }],
  ['OFFER_SELECTION', { status: { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'COUNTER' } }, 'product/select', { from: 'signing/intro', uwDecision: 'COUNTER' }],
  ['NOTE_GENERATION', {}, 'review-app/signdocs'],
  ['APP_SUBMISSION', {}, 'start/app-summary'],
  ['SUMMARY_DISCLOSURE_GENERATION', {}, 'start/app-summary'],
  ['INCOME_VERIFICATION', {}, 'income/review'],
  ['IDENTITY_VERIFICATION', {}, 'identity'],
  ['ASSETS_PREQUAL', {}, 'product/assets'],
  ['CLTV_REQUALIFY', {}, 'product/prequal-winback'],
  ['DISBURSEMENT_ACCOUNT', {}, 'bank/disburse'],
  ['DISBURSEMENT_ACCOUNT', { disburseAccount: { uuid: 'd1', routingNumber: '011000015' } }, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', {}, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', { disburseAccount: { uuid: 'd1' } }, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', { disburseAccount: { uuid: 'd1', routingNumber: '011000015' } }, 'bank/autopay'],
  ['AUTOPAY_ACCOUNT', { isCrypto: true }, 'bank/autopay'],
  ['VERIFIED_AUTOPAY_ACCOUNT', {}, 'bank/autopay'],
  ['NO_AVM', {}, 'bpo/estimate-value'],
  ['HOME_VALUE_ESTIMATE', {}, 'bpo/estimate-value'],
  ['PAYOFF_REQUEST_PENDING', {}, 'payoff/hold'],
  ['BPO_ORDER_REQUEST', TX_BPO, 'bpo/condition'],
  ['BPO_ORDER_PENDING', { property: { state: 'tx' }, stateLaw: { brokerPriceOpinion: true }, status: { bpo: 'REQUIRED' } }, 'bpo/condition'],
  ['BPO_ORDER_REQUEST', { property: { state: 'CA' }, status: { bpo: 'REQUIRED' } }, 'bpo/order-bpo'],
  ['BPO_ORDER_PENDING', { property: { state: 'TX' }, stateLaw: { brokerPriceOpinion: true }, status: { bpo: 'UNKNOWN' } }, 'bpo/hold'],
  ['BPO_ORDER_REQUEST', {}, 'bpo/hold'],
  ['BPO_PROCESSING', {}, 'bpo/hold'],
  ['FINAL_TITLE_PROCESSING', {}, 'bpo/hold'],
  ['RESCISSION', {}, 'complete'],
  ['RECORDING', {}, 'complete'],
  ['FUNDABLE', {}, 'complete'],
  ['DIRECT_DEBT_PAYOFF', {}, 'complete'],
  ['FUNDING_DECISION', {}, 'complete'],
  ['DEED_SIGNING', { status: { primaryParticipantAcceptComplete: true } }, 'complete'],
  ['DEED_SIGNING', {}, 'notary/intro'],
  ['UNKNOWN', {}, 'error/timeout'],
  ['CREDIT_ERROR', {}, 'error/timeout'],
  ['FACTA_REVIEW', {}, 'error/timeout'],
  ['CREDIT_MINOR', {}, 'error/timeout'],
  ['ORDER_FULL_TITLE', {}, 'error/timeout'],
  ['TITLE_COMPANY_PAYOFFS', {}, 'error/timeout'],
  ['LIEN_VERIFICATION', {}, 'liens'],
  ['CO_DEED_REQUIRED', {}, 'signing/additional'],
  ['NOTARY_DISCLOSURE', {}, 'notary/intro'],
  ['ATTORNEY_REVIEW', {}, 'notary/intro'],
  ['NOTARY_WAITING_PERIOD', {}, 'notary/intro'],
  ['MANUAL_DEED_SIGNING', {}, 'notary/reserve-manual'],
  ['EMPLOYMENT_VERIFICATION', {}, 'income/employer-verification'],
  ['ONSITE_APPRAISAL_PAYMENT', {}, 'hold'],
  ['ONSITE_APPRAISAL_PENDING', {}, 'hold'],
];

describe('routeForStatus: 000 §4.3 table', () => {
  it.each(TABLE)('%s %j → %s', (status, data, destination, query) => {
    const d = routeForStatus(heloc, { status, app: app(data) });
    expect(d.result.route).toBe(at(destination));
    expect(d.result.query).toEqual(query ?? {});
    const decided = d.trace.filter((t) => t.decided);
    expect(decided).toHaveLength(1);
    expect(d.decidedBy).toBeTruthy();
  });

  // 000 §4.3 says the site root, which is the dashboard, whose links come back to /{uuid}: a loop.
  it.each([['COMPLETE', 'line', 'funded'], ['CANCELLED', 'cancelled', 'cancelled']])('%s goes to its own screen, never the site root', (status, destination, row) => {
    const d = routeForStatus(heloc, { status, app: app() });
    expect(d.result.route).toBe(at(destination));
    expect(d.decidedBy).toBe(row);
  });
});

describe('routeForStatus: query, decline and fallbacks', () => {
  it('carries only the web-chat parameter', () => {
    const d = routeForStatus(heloc, { status: 'HMDA', app: app(), query: { 'pop-webchat': 'true', utm_source: 'cloc', referrer: 'x' } });
    expect(d.result.query).toEqual({ 'pop-webchat': 'true' });
  });

  it('adds the from marker after the carried parameter', () => {
    const d = routeForStatus(heloc, { status: 'OFFER_SELECTION', app: app({}, { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVE' }), query: { 'pop-webchat': '1' } });
    expect(d.result.query).toEqual({ 'pop-webchat': '1', from: 'signing/intro', uwDecision: 'APPROVE' });
  });

  it('routes a DECLINE decision onward to the decline screens whatever the status', () => {
    const d = routeForStatus(heloc, { status: 'NOTE_SIGNING', app: app({}, { uwDecision: 'DECLINE' }), path: at('signing/intro') });
    expect(d.result.route).toBe(at('error/decline'));
    expect(d.decidedBy).toBe('declineOnward');
    expect(d.result.state).toBe('DECLINED');
  });

  it('routes a DTI DECLINE decision to the income decline screen', () => {
    const d = routeForStatus(heloc, { status: 'IN_PROGRESS', app: app({}, { uwDecision: 'DECLINE', dtiDecline: true }) });
    expect(d.result.route).toBe(at('error/income'));
  });

  it('does not route a DECLINE decision onward while on the disclosures page', () => {
    const d = routeForStatus(heloc, { status: 'NOTE_SIGNING', app: app({}, { uwDecision: 'DECLINE' }), path: at('document/disclosures') });
    expect(d.result.route).toBe(at('signing/intro'));
    expect(d.trace.find((t) => t.rule === 'declineOnward')?.outcome).toBe(false);
  });

  it('accepts the current path inside the base path too', () => {
    const d = routeForStatus(heloc, { status: 'NOTE_SIGNING', app: app({}, { uwDecision: 'DECLINE' }), path: `/${UUID}/document/disclosures` });
    expect(d.result.route).toBe(at('signing/intro'));
  });

  it('falls back to the step machine for in-progress statuses', () => {
    const d = routeForStatus(heloc, { status: 'WAITING_FOR_APPLICATION_DISCLOSURE', app: app() });
    expect(d.result.via).toBe('stepMachine');
    expect(d.result.route).toBe(at('start/profile'));
    expect(d.result.statusClass).toBe('keepPolling');
  });

  it('falls back to the step machine for a status outside the vocabulary, and says so', () => {
    const d = routeForStatus(heloc, { status: 'SOMETHING_NEW', app: app() });
    expect(d.result.statusClass).toBeNull();
    expect(d.result.via).toBe('stepMachine');
    expect(d.trace[0]!.outcome).toBe('not in the vocabulary');
  });

  it('goes to the root with an error logged when nothing decides and there is no application', () => {
    const d = routeForStatus(heloc, { status: 'SOMETHING_NEW' });
    expect(d.result.route).toBe('/');
    expect(d.result.via).toBe('unknown');
    expect(d.result.log?.level).toBe('error');
    expect(d.result.log?.message).toContain('SOMETHING_NEW');
  });

  it('traces clause by clause when asked', () => {
    const d = routeForStatus(heloc, { status: 'BPO_ORDER_REQUEST', app: app({ property: { state: 'TX' }, stateLaw: { brokerPriceOpinion: true } }, { bpo: 'REQUIRED' }), clauses: true });
    const row = d.trace.find((t) => t.rule === 'bpoOrderTexas')!;
    expect(row.clauses?.expr).toBe('and');
    expect(row.clauses?.children?.[0]?.expr).toBe('ref brokerPriceOpinionState');
    expect(row.clauses?.children?.[0]?.value).toBe(true);
  });
});
