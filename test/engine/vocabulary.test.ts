/** DESIGN.md's canonical server statuses: each classified exactly once, in its group. */
import { describe, expect, it } from 'vitest';
import { classifyStatus } from '../../engine/index.ts';
import { heloc } from '../helpers/config.ts';

// Copied from DESIGN.md "Server status vocabulary".
const STOP = 'ASSETS_PREQUAL, CANCELLED, CREDIT_ERROR, CREDIT_NO_MATCH, CREDIT_NO_MATCH_SSN, DECLINED, HARD_CREDIT_LOCKED_OR_FROZEN, MULTIPLE_PROPERTIES, NO_PROPERTY_FOUND, SOFT_CREDIT_LOCKED_OR_FROZEN'.split(', ');
const KEEP = 'GENERATE_APP_DISCLOSURES, GENERATE_NOTE_SIGNING, PRE_SOFT_CREDIT_DISCLOSURE, HARD_CREDIT_PULL, IN_PROGRESS, ONSITE_APPRAISAL_REQUEST, PREQUAL_TITLE, WAITING_FOR_APPLICATION_DISCLOSURE, AVM_DATA, ID_VERIFICATION, INITIAL_OFFERS, SOFT_CREDIT, SUMMARY_DISCLOSURE'.split(', ');
const ROUTED = 'COLLECT_ADDITIONAL_INFO, HMDA, DELINQUENCY_REVIEW, CLOSING_DISCLOSURE_GENERATION, NOTE_SIGNING, FINAL_OFFER, REVISED_OFFER_SELECTION, OFFER_SELECTION, NOTE_GENERATION, APP_SUBMISSION, SUMMARY_DISCLOSURE_GENERATION, INCOME_VERIFICATION, IDENTITY_VERIFICATION, CLTV_REQUALIFY, DISBURSEMENT_ACCOUNT, AUTOPAY_ACCOUNT, VERIFIED_AUTOPAY_ACCOUNT, NO_AVM, HOME_VALUE_ESTIMATE, PAYOFF_REQUEST_PENDING, BPO_ORDER_REQUEST, BPO_ORDER_PENDING, BPO_PROCESSING, FINAL_TITLE_PROCESSING, RESCISSION, RECORDING, FUNDABLE, DIRECT_DEBT_PAYOFF, FUNDING_DECISION, DEED_SIGNING, UNKNOWN, FACTA_REVIEW, CREDIT_MINOR, ORDER_FULL_TITLE, TITLE_COMPANY_PAYOFFS, LIEN_VERIFICATION, CO_DEED_REQUIRED, NOTARY_DISCLOSURE, ATTORNEY_REVIEW, NOTARY_WAITING_PERIOD, MANUAL_DEED_SIGNING, EMPLOYMENT_VERIFICATION, ONSITE_APPRAISAL_PAYMENT, ONSITE_APPRAISAL_PENDING, COMPLETE, TRUST_AND_INSURANCE'.split(', ');

describe('status vocabulary', () => {
  it.each(STOP)('%s stops polling', (s) => expect(classifyStatus(heloc, s)).toBe('stopPolling'));
  it.each(KEEP)('%s keeps polling', (s) => expect(classifyStatus(heloc, s)).toBe('keepPolling'));
  it.each(ROUTED)('%s is routed', (s) => expect(classifyStatus(heloc, s)).toBe('routed'));
  it('has nothing DESIGN.md does not list', () => {
    const v = heloc.statusRouting!.vocabulary;
    const all = new Set([...STOP, ...KEEP, ...ROUTED]);
    expect([...v.stopPolling, ...v.keepPolling, ...v.routed].filter((s) => !all.has(s))).toEqual([]);
  });
  it('leaves unknown names unclassified', () => expect(classifyStatus(heloc, 'NOT_A_STATUS')).toBeNull());
});
