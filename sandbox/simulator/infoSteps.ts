import type { UploadedFile } from '../db/documents.js';
import { ValidationError } from '../http/errors.js';
import { addDocument } from './closingSteps.js';
import { assetIncome, declaredIncome, offersDecline, offersFor } from './offers.js';
import type { Settle } from './plan.js';
import type { StepContext } from './stepTypes.js';
import type { StepDef } from './stepTypes.js';

export const moreInfo: StepDef = {
  path: 'more-info',
  operation: 'moreInfo',
  screen: 'start/contact',
  allowed: ['COLLECT_ADDITIONAL_INFO'],
  run(ctx, body: { ownership: string; maritalStatus?: string; ssn?: string }) {
    // An SSN is required unless one is on file: the screen's `require` rule, run by the request validation.
    if (body.ssn) ctx.identities.saveSsn(ctx.identity.uuid, body.ssn, ctx.now);
    const profile = ctx.identity.profile;
    const selected = ctx.app.data['selectedPropertyUuid'];
    for (const address of profile.addresses) if (address.uuid === selected) address.ownership = body.ownership;
    if (body.maritalStatus) profile.maritalStatus = body.maritalStatus;
    const consents = (ctx.app.data['consents'] as { type: string }[] | undefined) ?? [];
    if (!consents.some((c) => c.type === 'HARD_CREDIT')) consents.push({ type: 'HARD_CREDIT', createdAt: new Date(ctx.now).toISOString() } as { type: string });
    ctx.app.data['consents'] = consents;
    return { keepPolling: ['HARD_CREDIT_PULL'], settle: [{ status: 'HMDA' }] };
  },
};

/**
 * Who else is on the title, and the spouse where the state asks for one (schemas/application/start/owners.json):
 * the answers themselves are kept with the application like every declared answer (sandbox/routes/answers.ts);
 * `hasTitleHolders` says they were given, so the journey's titleHoldersToName condition no longer asks.
 * Whom they name is invited after the closing signature (closingSteps.ts closingSignature).
 */
export const titleHolders: StepDef = {
  path: 'title-holders',
  operation: 'titleHolders',
  screen: 'start/owners',
  allowed: ['HMDA'],
  run(ctx, body: { coOwners?: { email?: string }[]; spouse?: { email?: string } }) {
    const own = ctx.identity.email.toLowerCase();
    const named = [...(body.coOwners ?? []).map((o, i) => [`/coOwners/${i}/email`, o.email] as const), ['/spouse/email', body.spouse?.email] as const];
    for (const [pointer, email] of named) {
      if (email && email.toLowerCase() === own) throw new ValidationError([{ pointer, message: 'Enter their own email address, not yours: their link to sign is sent there' }]);
    }
    ctx.app.data['hasTitleHolders'] = true;
    return { keepPolling: [], settle: [] };
  },
};

export const hmda: StepDef = {
  path: 'hmda',
  operation: 'hmda',
  screen: 'start/hmda',
  allowed: ['HMDA'],
  run(ctx, body: Record<string, unknown>) {
    ctx.app.data['hasHmda'] = true;
    const writeIns = Object.fromEntries(['otherHispanicOrigin', 'americanIndianTribe', 'otherAsianRace', 'otherPacificIslanderRace'].filter((k) => typeof body[k] === 'string' && body[k]).map((k) => [k, body[k]]));
    ctx.app.data['hmda'] = { ethnicity: body['ethnicity'] ?? [], race: body['race'] ?? [], ...writeIns, sex: body['sex'], declined: body['declined'] === true };
    return {
      keepPolling: ['GENERATE_APP_DISCLOSURES', 'WAITING_FOR_APPLICATION_DISCLOSURE'],
      settle: [{ status: 'APP_SUBMISSION', patch: { status: { disclosurelistSummaryReady: true } } }],
    };
  },
};

export const summarySignature: StepDef = {
  path: 'summary-signature',
  operation: 'summarySignature',
  screen: 'start/app-summary',
  signs: 'summary',
  allowed: ['APP_SUBMISSION', 'SUMMARY_DISCLOSURE_GENERATION'],
  run(ctx) {
    if (ctx.app.data.status['disclosurelistSummaryReady'] !== true) {
      throw new ValidationError([{ pointer: '/accepted', message: 'The application summary is still being prepared' }]);
    }
    ctx.app.data.status['disclosurelistSummaryComplete'] = true;
    return { keepPolling: ['SUMMARY_DISCLOSURE'], settle: [{ status: 'INCOME_VERIFICATION' }] };
  },
};

interface IncomeBody {
  method: 'LINK' | 'UPLOAD';
  sources: { employmentType: string; income: number; employerName?: string }[];
  documentType?: string;
  file?: UploadedFile;
  secondFile?: UploadedFile;
  /** Self-employed: the year-to-date profit and loss (or business bank statements); retired: a third retirement income document. */
  thirdFile?: UploadedFile;
}

export const income: StepDef = {
  path: 'income',
  operation: 'income',
  screen: 'income/review',
  allowed: ['INCOME_VERIFICATION'],
  run(ctx, body: IncomeBody) {
    const stated = declaredIncome(ctx);
    ctx.app.data['incomeSources'] = body.sources.map((s) => ({ ...s, verified: true, method: body.method }));
    // income/upload/:type: the documents are kept like any other upload (001 §3 document types).
    for (const file of [body.file, body.secondFile, body.thirdFile]) {
      if (file) addDocument(ctx, { type: body.documentType ?? 'SUPPORT', file });
    }
    if (ctx.app.persona === 'HIGHDEBT') {
      return {
        keepPolling: ['WAITING_FOR_INCOME_VERIFICATION'],
        settle: [{ status: 'DECLINED', patch: { status: { uwDecision: 'DECLINE', dtiDecline: true } } }],
      };
    }
    const revised = offersForVerifiedIncome(ctx, stated);
    if (revised) return { keepPolling: ['WAITING_FOR_INCOME_VERIFICATION'], settle: [revised] };
    return {
      keepPolling: ['WAITING_FOR_INCOME_VERIFICATION'],
      settle: [{
        status: 'DISBURSEMENT_ACCOUNT',
        patch: { uwCalculatedDrawAmount: ctx.app.data['amount'] ?? null, status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } },
      }],
    };
  },
};

/**
 * An income verified lower than the one stated sizes the offers again (sandbox/simulator/offers.ts
 * `offersFor`, the same payment-to-income rule as the first offers). When the chosen line still fits
 * its term, nothing changes (null). Otherwise the choice is cleared and the applicant confirms a
 * revised offer (REVISED_OFFER_SELECTION with the VERIFIED_OFFER sub-decision, which the journey's
 * `offerSelectionVerified` row routes to product/select); when no term fits, a debt-to-income decline.
 */
function offersForVerifiedIncome(ctx: StepContext, stated: number): Settle | null {
  const verified = declaredIncome(ctx);
  if (verified >= stated) return null;
  ctx.app.data['statedIncome'] = stated;
  const { offers, declined } = offersFor(ctx, verified + assetIncome(ctx));
  if (declined) return offersDecline(declined, { offers: [] });
  const term = ctx.app.data['term'];
  const amount = Number(ctx.app.data['amount'] ?? 0);
  if (offers.some((o) => o.term === term && amount <= o.maxAmount)) return null;
  Object.assign(ctx.app.data, { selectedOfferUuid: null, term: 0, rate: 0, apr: null, amount: 0 });
  return { status: 'REVISED_OFFER_SELECTION', patch: { offers, uwCalculatedDrawAmount: null, status: { uwSubDecision: 'VERIFIED_OFFER' } } };
}

export const employerVerification: StepDef = {
  path: 'employer-verification',
  operation: 'employerVerification',
  screen: 'income/employer-verification',
  allowed: ['EMPLOYMENT_VERIFICATION'],
  run(ctx, body: { employerName: string; employerPhone: string; jobTitle?: string }) {
    ctx.app.data['employer'] = body;
    return {
      keepPolling: ['WAITING_FOR_EMPLOYER_RESPONSE'],
      settle: [{ status: 'IDENTITY_VERIFICATION', patch: { status: { employmentVerificationNeeded: false } } }],
    };
  },
};

/** Liens confirmed (000 §4.1 liens step, §4.3 LIEN_VERIFICATION): on to the offers. */
export const liens: StepDef = {
  path: 'liens',
  operation: 'liens',
  screen: 'liens',
  allowed: ['LIEN_VERIFICATION'],
  run(ctx, body: { hasOtherLiens: boolean; otherLiens?: string }) {
    ctx.app.data['reportedLiens'] = { hasOtherLiens: body.hasOtherLiens, otherLiens: body.otherLiens ?? null };
    return { keepPolling: ['WAITING_FOR_LIEN_REVIEW'], settle: [{ status: 'OFFER_SELECTION', patch: { status: { liensComplete: true } } }] };
  },
};
