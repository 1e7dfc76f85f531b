import { autopay, bpoCondition, closingReview, closingSignature, disbursementAccount, identityDocument, insurance } from './closingSteps.js';
import { manualNotary, manualNotaryCancel } from './notarySteps.js';
import { creditRetry, offerSelection, softCreditConsent, ssn } from './creditSteps.js';
import { assets, bpoOrder, homeValueEstimate, prequalWinback } from './productSteps.js';
import { employerVerification, hmda, income, liens, moreInfo, summarySignature, titleHolders } from './infoSteps.js';
import { stateNotice } from './stateLaw.js';
import type { StepDef } from './stepTypes.js';

/**
 * Every applicant step, in journey order. Each becomes POST .../heloc/{uuid}/{path}. The online
 * notary is not one: the notary completes it from the console (sandbox/notary/).
 */
export const steps: StepDef[] = [
  softCreditConsent,
  ssn,
  creditRetry,
  liens,
  stateNotice,
  offerSelection,
  assets,
  prequalWinback,
  moreInfo,
  titleHolders,
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
  closingReview,
  manualNotary,
  manualNotaryCancel,
  insurance,
];
