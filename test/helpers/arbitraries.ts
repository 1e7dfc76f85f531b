/** fast-check generators of application data (000 §3) shared by the engine's property tests. */
import fc from 'fast-check';

const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const bool = maybe(fc.boolean());
const str = (...xs: string[]) => maybe(fc.constantFrom(...xs, null as unknown as string));
const uuid = fc.uuid();

export const application = fc.record({
  uuid,
  status: fc.record({
    liensComplete: bool, uwDecision: str('DECLINE', 'ASSET_DEPLETION', 'APPROVE', 'MANUAL_REVIEW'), uwSubDecision: str('UNVERIFIED_DTI_LIMITED', 'VERIFIED_INCOME_MATCHED_OFFER', 'FINAL_OFFER', 'VERIFIED_OFFER'),
    inquiryAttestNeeded: bool, inquiryAttestComplete: bool, disclosurelistSummaryReady: bool, disclosurelistSummaryComplete: bool, disclosurelistClosingReady: bool,
    disclosurelistClosingComplete: bool, disclosurelistNotaryReady: bool, disclosurelistNotaryComplete: bool, primaryParticipantAcceptComplete: bool,
    manualDeedSigningComplete: bool, manualPaystubUpload: bool, manualPaystubTasksComplete: bool, giactAccountStatus: str('VERIFIED', 'PENDING_REVIEW', 'FAILED'),
    bpo: str('REQUIRED', 'UNKNOWN', 'PROCESSING', 'NOT_REQUIRED'), title: str('FINAL_TITLE_PROCESSING'), checklistStatus: str('GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE', 'OPEN'),
    employmentVerificationNeeded: bool, propertyComplete: bool, datatreeNoMatch: bool, creditFrozenWithPin: bool, dtiDecline: bool, creditScoreDecline: bool, waitingOnFloodCert: bool, manualNotary: bool,
  }),
  consents: fc.array(fc.record({ type: fc.constantFrom('SOFT_CREDIT', 'HARD_CREDIT') }), { maxLength: 2 }),
  selectedPropertyUuid: str('a1', 'a2'),
  term: maybe(fc.constantFrom(0, 10, 30)), amount: maybe(fc.constantFrom(0, 25000)), rate: maybe(fc.constantFrom(0, 8.25)),
  hasHmda: bool, documents: fc.array(fc.record({ type: fc.constantFrom('DRIVERS_LICENSE_FRONT', 'PASSPORT_FRONT', 'BANK_STATEMENT') }), { maxLength: 2 }),
  incomeSources: fc.array(fc.record({ employmentType: fc.constantFrom('FULL_TIME', 'SELF_EMPLOYED') }), { maxLength: 2 }),
  disburseAccount: maybe(fc.record({ uuid: str('d1'), routingNumber: str('011000015') })), autopayAccount: maybe(fc.record({ uuid: str('p1') })),
  payType: str('AUTOPAY', 'MANUAL'), property: maybe(fc.record({ state: fc.constantFrom('TX', 'tx', 'CA', 'NY') })),
  insurance: maybe(fc.record({ complete: fc.boolean() })), coDeedStatus: str('COMPLETE', 'PENDING'), isCrypto: bool,
});
