import { randomInt, randomUUID } from 'node:crypto';
import type { AppData } from '../db/applications.js';
import type { Address } from '../db/identities.js';
import type { CreateApplicationBody } from '../../engine/types/bodies.ts';

/** The application's status flags (000 §3) before the back office has done anything. */
export function initialStatusFlags(): AppData['status'] {
  return {
    liensComplete: false, uwDecision: null, uwSubDecision: null, inquiryAttestNeeded: false, inquiryAttestComplete: false,
    disclosurelistSummaryReady: false, disclosurelistSummaryComplete: false, disclosurelistClosingReady: false,
    disclosurelistClosingComplete: false, disclosurelistNotaryReady: false, disclosurelistNotaryComplete: false,
    primaryParticipantAcceptComplete: false, manualDeedSigningComplete: false, manualPaystubUpload: false,
    manualPaystubTasksComplete: false, giactAccountStatus: null, bpo: null, title: null, checklistStatus: null,
    employmentVerificationNeeded: false, propertyComplete: false, datatreeNoMatch: false, creditFrozenWithPin: false,
    dtiDecline: false, creditScoreDecline: false, waitingOnFloodCert: false, manualNotary: false, condition: null,
  };
}

/** The create call's answers (its body, engine/types/bodies.ts) and what the sandbox decided of them. */
export interface NewApplicationInput extends Pick<CreateApplicationBody, 'isListedForSale' | 'income' | 'referrer'> {
  property: Address;
  isCrypto: boolean;
  isAgeRestrictedInterestOnly: boolean;
  /**
   * The deed must be signed before a notary in person (the `Notary` persona, sandbox/README.md): known
   * when the application is made, so that every disclosure states the in-person notarization fee
   * before it is signed (engine/fees.ts).
   */
  manualNotary?: boolean;
  /** The home's state law (sandbox/simulator/stateLaw.ts): the facts its wait counts from, where it closes; the notice is given on the application's first step. */
  stateLaw?: AppData['stateLaw'];
  now: number;
}

export function newApplicationData(input: NewApplicationInput): AppData {
  const { property, now } = input;
  return {
    uuid: randomUUID(),
    loanNumber: `HEL${String(randomInt(10_000_000, 99_999_999))}`,
    serverStatus: 'PRE_SOFT_CREDIT_DISCLOSURE',
    status: { ...initialStatusFlags(), manualNotary: input.manualNotary === true },
    consents: [],
    selectedPropertyUuid: property.uuid,
    property: { uuid: property.uuid, street1: property.street1, street2: property.street2 ?? '', city: property.city, state: property.state.toUpperCase(), zip: property.zip, fullAddress: property.fullAddress, occupancyType: property.occupancyType },
    isListedForSale: input.isListedForSale,
    term: 0,
    amount: 0,
    rate: 0,
    apr: null,
    offers: [],
    hasHmda: false,
    assetDepletion: { complete: false },
    documents: [],
    incomeSources: [
      { employmentType: input.income.employmentType, income: input.income.income, verified: false },
      ...(input.income.otherIncome ? [{ employmentType: 'OTHER', income: input.income.otherIncome, verified: false }] : []),
    ],
    disburseAccount: null,
    autopayAccount: null,
    payType: null,
    insurance: { complete: false },
    coDeedStatus: null,
    isCrypto: input.isCrypto,
    requestedManualNotaryTime: null,
    stateLaw: input.stateLaw ?? null,
    adjustedHomeAmount: null,
    uwCalculatedDrawAmount: null,
    additionalSignerVersion: null,
    helocSigners: [],
    referrer: input.referrer ? { referrerUuid: input.referrer } : null,
    isAgeRestrictedInterestOnly: input.isAgeRestrictedInterestOnly,
    experiments: [],
    auditFields: { createdDate: new Date(now).toISOString() },
  };
}
