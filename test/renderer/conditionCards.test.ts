import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  accountLastFour, conditionCard, conditionCards, conditionsConfig, conditionsListPath, conditionsQueryEnabled, documentsRequested, paystubsText, visibleConditions, type Condition,
} from '../../renderer/components/conditionCards.ts';

const KNOWN = [
  'BANK_ACCOUNT_FRAUD_REVIEW', 'FALSE_OWNERSHIP_TYPE_REVIEW', 'GENERIC_DOCUMENT_REQUEST', 'HARD_CREDIT_INQUIRY_REVIEW', 'HELOC_MANUAL_PAYSTUB_UPLOAD', 'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW', 'MISSING_PHONE_NUMBER', 'PROPERTY_LEGAL_DESCRIPTION', 'PROPERTY_OWNERSHIP_FRAUD_REVIEW', 'REVIEW_TRUST_REQUIREMENTS', 'ESCALATION_REVIEW',
];

const cond = (over: Partial<Condition>): Condition => ({ uuid: 'c1', categoryEnum: 'GENERIC_DOCUMENT_REQUEST', created: '2026-01-01T00:00:00Z', commentsToBorrower: null, xtraData: { numDocsRequired: 1 }, ...over });
const app = { area: 'application' as const, uuid: 'a1b2c3d4-0000-4000-8000-000000000000' };

describe('condition cards config', () => {
  it('maps exactly the twelve known categories (001 §3)', () => {
    expect(Object.keys(conditionsConfig.categories).sort()).toEqual([...KNOWN].sort());
  });
  it('polls every 60 s (001 §9)', () => {
    expect(conditionsConfig.refetchIntervalMs).toBe(60_000);
    expect(JSON.parse(readFileSync('schemas/conditions/categories.json', 'utf8')).multipleDocumentsLabel).toBe('Upload Documents');
  });
});

describe('visibleConditions', () => {
  it('keeps known categories only, oldest first', () => {
    const list = [
      cond({ uuid: 'late', created: '2026-03-02T10:00:00Z' }),
      cond({ uuid: 'unknown', categoryEnum: 'SOMETHING_NEW', created: '2026-01-01T00:00:00Z' }),
      cond({ uuid: 'early', categoryEnum: 'MISSING_PHONE_NUMBER', created: '2026-02-01T10:00:00Z' }),
    ];
    expect(visibleConditions(list).map((c) => c.uuid)).toEqual(['early', 'late']);
    expect(visibleConditions(undefined)).toEqual([]);
  });
});

describe('card text', () => {
  it('paystubs: default count 1, otherwise "N most recent paystubs"', () => {
    expect(documentsRequested(cond({ xtraData: null }))).toBe(1);
    expect(documentsRequested(cond({ xtraData: { numDocsRequired: 0 } }))).toBe(1);
    expect(paystubsText(1)).toBe('most recent paystub');
    expect(paystubsText(3)).toBe('3 most recent paystubs');
    const card = conditionCard(cond({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 2 } }), app)!;
    expect(card.description).toContain('Upload your 2 most recent paystubs.');
    expect(card.buttonLabel).toBe('Upload Documents');
    const one = conditionCard(cond({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD' }), app)!;
    expect(one.description).toContain('Upload your most recent paystub.');
    expect(one.buttonLabel).toBe('Upload Paystub');
  });

  it('borrower comments override the description', () => {
    const card = conditionCard(cond({ commentsToBorrower: 'Please send the March statement.' }), app)!;
    expect(card.description).toBe('Please send the March statement.');
    expect(conditionCard(cond({ commentsToBorrower: '   ' }), app)!.description).toBe(conditionsConfig.categories.GENERIC_DOCUMENT_REQUEST!.description);
  });

  it('bank account: last 4 of the mask, else of the account number', () => {
    expect(accountLastFour({ mask: '6789' })).toBe('6789');
    expect(accountLastFour({ mask: null, accountNumber: '000123456789' })).toBe('6789');
    expect(accountLastFour(null)).toBe('');
    const card = conditionCard(cond({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW' }), { ...app, disburseAccount: { accountNumber: '55554321' } })!;
    expect(card.description).toContain('account ending in 4321');
    expect(card.documentType).toBe('BANK_STATEMENT');
    const none = conditionCard(cond({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW' }), app)!;
    expect(none.description).not.toContain('{lastFour}');
    expect(none.description).not.toContain('ending in');
  });

  it('the button leads to the screen of its action, per area', () => {
    const upload = conditionCard(cond({ uuid: 'u-1', categoryEnum: 'REVIEW_TRUST_REQUIREMENTS' }), app)!;
    expect(upload.href).toBe(`/${app.uuid}/conditions/upload-document?condition=u-1&type=CERTIFICATE_OF_TRUST`);
    const phone = conditionCard(cond({ uuid: 'u-2', categoryEnum: 'MISSING_PHONE_NUMBER' }), app)!;
    expect(phone.href).toBe(`/${app.uuid}/conditions/phone-number?condition=u-2`);
    expect(phone.buttonLabel).toBe('Add Phone Number');
    const signer = { area: 'signer' as const, uuid: app.uuid };
    expect(conditionCard(cond({ uuid: 'u-3', categoryEnum: 'ID_VERIFICATION_FAILURE' }), signer)!.href).toBe('/heloc-signer/conditions/identity?condition=u-3');
    expect(conditionCard(cond({ uuid: 'u-4' }), signer)!.href).toBe('/heloc-signer/conditions/upload-document?condition=u-4&type=SUPPORT');
    expect(conditionCard(cond({ categoryEnum: 'MISSING_PHONE_NUMBER' }), signer)!.href).toBeUndefined();
    expect(conditionCards([cond({ categoryEnum: 'NOPE' })], app)).toEqual([]);
  });
  it('the cards themselves are at the list link of the area (where the shell leads)', () => {
    expect(conditionsListPath(app)).toBe(`/${app.uuid}/conditions`);
    expect(conditionsListPath({ area: 'signer', uuid: app.uuid })).toBe('/heloc-signer/conditions');
  });
});

describe('conditionsQueryEnabled (001 §4)', () => {
  it('needs an application id; for signers a loaded profile and the flag', () => {
    expect(conditionsQueryEnabled({ uuid: null, isAdditionalSigner: false, profileLoaded: true, signerConditionsFlag: true })).toBe(false);
    expect(conditionsQueryEnabled({ uuid: 'a', isAdditionalSigner: false, profileLoaded: false, signerConditionsFlag: false })).toBe(true);
    expect(conditionsQueryEnabled({ uuid: 'a', isAdditionalSigner: true, profileLoaded: true, signerConditionsFlag: false })).toBe(false);
    expect(conditionsQueryEnabled({ uuid: 'a', isAdditionalSigner: true, profileLoaded: false, signerConditionsFlag: true })).toBe(false);
    expect(conditionsQueryEnabled({ uuid: 'a', isAdditionalSigner: true, profileLoaded: true, signerConditionsFlag: true })).toBe(true);
  });
});
