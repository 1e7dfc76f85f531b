import { autopay, bpoCondition, closingSignature, disbursementAccount, identityDocument, insurance, manualNotary, notary } from './closingSteps.js';
import { creditRetry, offerSelection, softCreditConsent, ssn } from './creditSteps.js';
import { employerVerification, hmda, income, moreInfo, summarySignature } from './infoSteps.js';
import type { StepDef } from './stepTypes.js';

/** Every applicant step, in journey order. Each becomes POST .../heloc/{uuid}/{path}. */
export const steps: StepDef[] = [
  softCreditConsent,
  ssn,
  creditRetry,
  offerSelection,
  moreInfo,
  hmda,
  summarySignature,
  income,
  employerVerification,
  disbursementAccount,
  autopay,
  identityDocument,
  bpoCondition,
  closingSignature,
  notary,
  manualNotary,
  insurance,
];
