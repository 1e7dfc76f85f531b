import { randomUUID } from 'node:crypto';
import { storeDocument, type Upload, type UploadedFile } from '../db/documents.js';
import { ValidationError } from '../http/errors.js';
import type { Plan } from './plan.js';
import { pricingOf } from '../org/pricing.js';
import { applicationFinance, lastFour, requiredSigners, stateRuleFor, type RequiredSigner, type TitleAnswers } from '../../engine/index.ts';
import type { StepContext, StepDef } from './stepTypes.js';
import { closesInPerson } from './notarySteps.js';

interface BankBody {
  routingNumber?: string;
  accountNumber?: string;
  accountType?: string;
  bankName?: string;
}

/** The bank account as stored; its routing checksum and the account typed twice were checked by the screen's rules before the step runs. */
function account(body: BankBody) {
  const last4 = (body.accountNumber ?? '').slice(-4);
  return { uuid: randomUUID(), routingNumber: body.routingNumber, accountType: body.accountType, bankName: body.bankName ?? null, mask: last4, accountNumber: `****${last4}` };
}

/** Stores an upload and lists it on the application's documents. */
export function addDocument(ctx: StepContext, upload: Upload) {
  const entry = storeDocument(ctx.db, ctx.app.uuid, ctx.identity.uuid, upload, ctx.now);
  const documents = ctx.app.data.documents ?? [];
  documents.push(entry);
  ctx.app.data.documents = documents;
}

/** The home's state has it valued by a broker price opinion (sandbox/data/pricing.json stateRules brokerPriceOpinion, carried on app.stateLaw). */
const valuedByBrokerPriceOpinion = (ctx: StepContext) => (ctx.app.data['stateLaw'] as { brokerPriceOpinion?: boolean } | null | undefined)?.brokerPriceOpinion === true;

const noteSigning = { status: 'NOTE_SIGNING', patch: { status: { disclosurelistClosingReady: true } } };

export const disbursementAccount: StepDef = {
  path: 'disbursement-account',
  operation: 'disbursementAccount',
  screen: 'bank/disburse',
  allowed: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
  run(ctx, body: BankBody) {
    ctx.app.data['disburseAccount'] = account(body);
    // How monthly payments are made is the applicant's own choice, on bank/autopay next: nothing is chosen for them here.
    return {
      keepPolling: ['WAITING_FOR_ACCOUNT_VERIFICATION'],
      settle: [{ status: 'AUTOPAY_ACCOUNT', patch: { status: { giactAccountStatus: 'VERIFIED' } } }],
    };
  },
};

export const autopay: StepDef = {
  path: 'autopay',
  operation: 'autopay',
  screen: 'bank/autopay',
  allowed: ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'],
  run(ctx, body: BankBody & { payType: 'AUTOPAY' | 'MANUAL'; useDisbursementAccount?: boolean; autopayAuthorization?: boolean }) {
    const disburse = ctx.app.data['disburseAccount'] as { uuid?: string; mask?: string } | null;
    if (!disburse?.uuid) throw new ValidationError([{ pointer: '', message: 'Set up the disbursement account first' }]);
    ctx.app.data['payType'] = body.payType;
    if (body.payType === 'MANUAL') ctx.app.data['autopayAccount'] = null;
    else if (body.useDisbursementAccount !== false) ctx.app.data['autopayAccount'] = { ...disburse, uuid: randomUUID(), sameAsDisbursement: true };
    else ctx.app.data['autopayAccount'] = account(body);
    ctx.app.data['autopayAuthorization'] = body.payType === 'AUTOPAY' ? authorization(ctx, body) : null;
    const settle = ctx.app.persona === 'EMPLOYER'
      ? { status: 'EMPLOYMENT_VERIFICATION', patch: { status: { employmentVerificationNeeded: true } } }
      : { status: 'IDENTITY_VERIFICATION' };
    return { keepPolling: ['WAITING_FOR_AUTOPAY_VERIFICATION'], settle: [settle] };
  },
};

/**
 * The applicant's autopay authorization as the lender keeps it to prove it (Regulation E, 12 CFR
 * 1005.10(b)): when it was given, the words the screen showed (copy.authorizationLabel of
 * schemas/application/bank/autopay.json, filled in as the applicant read them), the monthly payment
 * they named (engine/pricing.ts applicationFinance, the figure the words state) and the account.
 * The screen's autopayAuthorizationRequired rule refused the request before this runs unless it was given.
 */
function authorization(ctx: StepContext, body: BankBody & { autopayAuthorization?: boolean }) {
  const finance = applicationFinance({ app: ctx.app.data, brand: ctx.brand }).result;
  const words = ctx.screenCopy('application/bank/autopay', { ...body })['authorizationLabel'];
  const drawnFrom = ctx.app.data['autopayAccount'] as { mask?: string; sameAsDisbursement?: boolean } | null;
  return {
    authorized: body.autopayAuthorization === true,
    authorizedAt: new Date(ctx.now).toISOString(),
    words: typeof words === 'string' ? words : null,
    monthlyPayment: finance?.monthlyPayment ?? null,
    accountLastFour: drawnFrom?.mask ? lastFour(drawnFrom.mask) : null,
    sameAsDisbursement: drawnFrom?.sameAsDisbursement === true,
  };
}

export const identityDocument: StepDef = {
  path: 'identity-documents',
  operation: 'identityDocument',
  screen: 'identity',
  allowed: ['IDENTITY_VERIFICATION'],
  run(ctx, body: Upload) {
    addDocument(ctx, body);
    if (valuedByBrokerPriceOpinion(ctx)) {
      return { keepPolling: ['ID_VERIFICATION'], settle: [{ status: 'BPO_ORDER_REQUEST', patch: { status: { bpo: 'REQUIRED' } } }] };
    }
    if (ctx.app.persona === 'FLOODCERT') {
      return {
        keepPolling: ['ID_VERIFICATION', 'GENERATE_NOTE_SIGNING'],
        settle: [
          { status: 'CLOSING_DISCLOSURE_GENERATION', patch: { status: { waitingOnFloodCert: true } } },
          { status: 'NOTE_SIGNING', hold: true, patch: { status: { waitingOnFloodCert: false, disclosurelistClosingReady: true } } },
        ],
      };
    }
    return { keepPolling: ['ID_VERIFICATION', 'GENERATE_NOTE_SIGNING'], settle: [noteSigning] };
  },
};

export const bpoCondition: StepDef = {
  path: 'bpo-condition',
  operation: 'bpoCondition',
  screen: 'bpo/condition',
  allowed: ['BPO_ORDER_REQUEST', 'BPO_ORDER_PENDING'],
  run(ctx, body: Record<string, unknown>) {
    const { feeConsent: _consent, ...condition } = body;
    ctx.app.data['homeCondition'] = condition;
    // The applicant agreed to the valuation fee (schemas/application/bpo/condition.json), as on bpo/order-bpo.
    ctx.app.data['bpoOrder'] = { valuationFee: pricingOf(ctx.dataFile).fees.valuationFee, accessNotes: body['accessNotes'] ?? null, orderedAt: new Date(ctx.now).toISOString() };
    return {
      keepPolling: ['WAITING_FOR_BPO_ORDER'],
      settle: [
        { status: 'BPO_PROCESSING', patch: { status: { bpo: 'PROCESSING' } } },
        { status: 'NOTE_SIGNING', hold: true, patch: { status: { bpo: 'COMPLETE', disclosurelistClosingReady: true } } },
      ],
    };
  },
};

export const closingSignature: StepDef = {
  path: 'closing-signature',
  operation: 'closingSignature',
  screen: 'signing/sign',
  signs: 'closing',
  allowed: ['NOTE_SIGNING', 'FINAL_OFFER'],
  // Where the state's law has the whole closing at an office, the agreement is not e-signed at home:
  // it is read here (closingReview) and signed at the in-person appointment. A revised closing
  // disclosure after that signing is outside this sandbox's Texas walk and stays as it was.
  closedFor: (data) => closesInPerson(data) && (data['closingRevision'] as { pending?: boolean } | null | undefined)?.pending !== true
    ? { code: 'SIGNED_IN_PERSON', message: 'Your line agreement is signed in person at your closing appointment, not online. Read it and your closing disclosure, then book your appointment.' }
    : null,
  run(ctx): Plan {
    ctx.app.data.status['disclosurelistClosingComplete'] = true;
    // A revised closing disclosure, signed: the line was stopped at funding because a figure differed
    // from the one signed (engine/signedFigures.ts); the deed stays signed, so funding resumes.
    const revision = ctx.app.data['closingRevision'] as { pending?: boolean } | null | undefined;
    if (revision?.pending === true) {
      ctx.app.data['closingRevision'] = { ...revision, pending: false, signedAt: new Date(ctx.now).toISOString() };
      return {
        keepPolling: ['WAITING_FOR_FUNDING'],
        settle: [
          { status: 'FUNDABLE', patch: { status: { checklistStatus: 'FUNDABLE' } } },
          { status: 'COMPLETE', hold: true, patch: { funded: true } },
        ],
      };
    }
    // Everyone else who must sign for the home (engine/requiredSigners.ts) is invited now; the applicant waits for them.
    if (inviteSigners(ctx) > 0) {
      return { keepPolling: ['WAITING_FOR_CO_DEED_SETUP'], settle: [{ status: 'CO_DEED_REQUIRED' }] };
    }
    // In person when that was decided before the closing disclosure (status.manualNotary, set when the application was made).
    if (ctx.app.data.status['manualNotary'] === true) {
      return {
        keepPolling: ['WAITING_FOR_NOTARY'],
        settle: [{ status: 'MANUAL_DEED_SIGNING', patch: { coDeedStatus: 'COMPLETE', status: { disclosurelistNotaryReady: true } } }],
      };
    }
    return {
      keepPolling: ['WAITING_FOR_NOTARY'],
      settle: [{ status: 'NOTARY_DISCLOSURE', patch: { coDeedStatus: 'COMPLETE', status: { disclosurelistNotaryReady: true } } }],
    };
  },
};

/**
 * The closing documents read at home where the state's law has them signed at an office
 * (notarySteps.ts closesInPerson; schemas/application/signing/review.json): the applicant confirms
 * receiving the agreement and closing disclosure, the final itemized fees (Texas Constitution Art.
 * XVI §50(a)(6)(M)(ii): at least one business day before closing), and books the appointment where
 * the agreement and the deed are signed together (routes/notaryConsole.ts).
 */
export const closingReview: StepDef = {
  path: 'closing-review',
  operation: 'closingReview',
  screen: 'signing/review',
  allowed: ['NOTE_SIGNING', 'FINAL_OFFER'],
  closedFor: (data) => closesInPerson(data) ? null : { code: 'SIGNED_ONLINE', message: 'Sign your closing documents online.' },
  run(ctx): Plan {
    ctx.app.data['closingReview'] = { receivedAt: new Date(ctx.now).toISOString() };
    // Everyone else who must sign for the home (engine/requiredSigners.ts: a Texas spouse among them) is invited
    // now, to their own area; they sign at the same appointment as the applicant, in person (the notary reports
    // them signed with the applicant, routes/notaryConsole.ts), so the applicant books it straight away.
    const invited = inviteSigners(ctx);
    return {
      keepPolling: ['WAITING_FOR_NOTARY'],
      settle: [{ status: 'MANUAL_DEED_SIGNING', patch: { coDeedStatus: invited > 0 ? 'PENDING' : 'COMPLETE', status: { disclosurelistClosingReviewed: true, disclosurelistNotaryReady: true } } }],
    };
  },
};

/**
 * Who must sign besides the applicant, decided by the engine from the applicant's answers about the
 * title (start/contact, start/owners) and the home's state rules (pricing `stateRules`). The COSIGNER
 * persona (a test persona) adds an owner the applicant did not name, with a documented e-mail, through the same path.
 */
function signersToInvite(ctx: StepContext): RequiredSigner[] {
  const answers = { ...(ctx.app.data['answers'] as TitleAnswers | undefined) };
  if (ctx.app.persona === 'COSIGNER') {
    const casey = { firstName: 'Casey', lastName: 'Cosigner', email: `cosigner+${ctx.app.uuid.slice(0, 8)}@sandbox.test` };
    const named = answers.ownership === 'JOINT_WITH_OTHER' && Array.isArray(answers.coOwners) ? answers.coOwners : [];
    Object.assign(answers, { ownership: 'JOINT_WITH_OTHER', coOwners: [...named, casey] });
  }
  const state = (ctx.app.data['property'] as { state?: string } | null)?.state ?? null;
  const stateRule = stateRuleFor(pricingOf(ctx.dataFile), state).result;
  return requiredSigners({ answers, state, stateRule, applicantEmail: ctx.identity.email }).result.signers;
}

/**
 * Invites each signer by the name and e-mail the applicant gave: a CO_DEEDER identity with the
 * sandbox's documented signer password (sandbox/simulator/personas.ts) and a signer record for this
 * application; the application lists them (`helocSigners`, additionalSignerVersion v1), so
 * signing/additional names who was invited. Answers how many were invited.
 */
function inviteSigners(ctx: StepContext): number {
  const invited: Record<string, unknown>[] = [];
  for (const signer of signersToInvite(ctx)) {
    let identity = ctx.identities.byEmail(signer.email);
    if (!identity) {
      ctx.identities.insert({
        uuid: randomUUID(), email: signer.email, passwordHash: ctx.signerPasswordHash, type: 'CO_DEEDER', orgCode: ctx.app.orgCode,
        profile: { name: { firstName: signer.firstName, lastName: signer.lastName }, dob: null, addresses: [], phoneNumber: null },
        createdAt: ctx.now, updatedAt: ctx.now,
      });
      identity = ctx.identities.byEmail(signer.email)!;
    }
    // An e-mail that already opens a borrower's account cannot be given a signer's area.
    if (identity.type !== 'CO_DEEDER') continue;
    if (!ctx.signers.forApplication(ctx.app.uuid).some((p) => p.identityUuid === identity.uuid)) {
      ctx.signers.insert({
        identityUuid: identity.uuid, applicationUuid: ctx.app.uuid, cancelled: false, identityComplete: false,
        notaryReady: false, notaryComplete: false, signingComplete: false, documentsRequested: false,
      });
    }
    invited.push({ identityUuid: identity.uuid, email: signer.email, firstName: signer.firstName, lastName: signer.lastName, role: signer.role });
  }
  if (invited.length > 0) Object.assign(ctx.app.data, { additionalSignerVersion: 'v1', helocSigners: invited, coDeedStatus: 'PENDING' });
  return invited.length;
}

export const insurance: StepDef = {
  path: 'insurance',
  operation: 'insurance',
  screen: 'insurance/upload',
  allowed: ['TRUST_AND_INSURANCE'],
  run(ctx, body: { carrier: string; policyNumber: string; file: UploadedFile }) {
    addDocument(ctx, { type: 'PROOF_OF_HAZARD_INSURANCE', file: body.file });
    ctx.app.data['insurance'] = { complete: true, carrier: body.carrier, policyNumber: body.policyNumber };
    return {
      keepPolling: ['WAITING_FOR_INSURANCE_REVIEW'],
      settle: [
        { status: 'RESCISSION', patch: { status: { checklistStatus: 'RESCISSION' } } },
        { status: 'RECORDING', hold: true, patch: { status: { checklistStatus: 'RECORDING' } } },
        { status: 'FUNDABLE', hold: true, patch: { status: { checklistStatus: 'FUNDABLE' } } },
        { status: 'COMPLETE', hold: true, patch: { funded: true } },
      ],
    };
  },
};
