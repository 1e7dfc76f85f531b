import { autopay, bpoCondition, closingSignature, disbursementAccount, identityDocument, insurance, manualNotary, notary } from './closingSteps.js';
import { creditRetry, offerSelection, softCreditConsent, ssn } from './creditSteps.js';
import { assets, bpoOrder, homeValueEstimate, prequalWinback } from './productSteps.js';
import { employerVerification, hmda, income, liens, moreInfo, summarySignature } from './infoSteps.js';
import type { StepDef } from './stepTypes.js';

/** Every applicant step, in journey order. Each becomes POST .../heloc/{uuid}/{path}. */
export const steps: StepDef[] = [
  softCreditConsent,
  ssn,
  creditRetry,
  liens,
  offerSelection,
  assets,
  prequalWinback,
  moreInfo,
  hmda,
  summarySignature,
  income,
  employerVerification,
  disbursementAccount,
  autopay,
  identityDocument,
  homeValueEstimate,
  bpoCondition,
  bpoOrder,
  closingSignature,
  notary,
  manualNotary,
  insurance,
];
