import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import type { ApplicationRecord } from '../db/applications.js';
import type { Identity } from '../db/identities.js';
import type { Brand } from '../../engine/config/brandFiles.ts';
import type { DisclosureFacts, StateTerms } from '../documents/disclosureFacts.js';
import { DOCUMENT_KINDS, DOCUMENT_TITLES, disclosureText, renderDisclosure, stateNoticeFor, type DocumentKind } from '../documents/disclosureDocuments.js';
import { notFound } from '../http/errors.js';
import { invitedSigners } from '../simulator/notarySteps.js';
import type { InvitedSigner } from '../../engine/types/application.ts';
import type { Profile } from '../../engine/types/profile.ts';
import { pricingOf, stateTermsOf } from '../org/pricing.js';
import { signedDocument } from '../db/signedDocuments.js';
import { applicationFinance, applicationState, lastFour, closingDates, disclosedFigures, feeDecisions, interpolate, pagePricing, stateRuleFor, withOtherSigners, type DisclosedFigures, type RequiredSigner, type Pricing, type StateLaw } from '../../engine/index.ts';
import { requireAuth } from '../http/auth.js';
import { identityOf, ownApplication } from './access.js';
import { pathOf } from './operationPaths.js';


/** Who a document names: an identity, or a gallery fixture's profile (schemas/data/profile.schema.json). */
export interface DocumentPerson {
  uuid?: string;
  email: string;
  profile: { name?: Profile['name'] };
}

/** A person's full legal name as the profile holds it; the e-mail where no name is on file. */
const fullName = (identity: DocumentPerson) => {
  const name = identity.profile.name;
  return name ? [name.firstName, name.middleName, name.lastName, name.suffix].filter(Boolean).join(' ') : identity.email;
};

/** What an additional signer reads of the application they sign: what they sign, and their own notice (Regulation Z §1026.15(b), §1026.17(d)); not the borrower's other papers. */
const SIGNER_KINDS: readonly DocumentKind[] = ['deed', 'closing', 'rescission'];

/** The clause sets of sandbox/data/stateTerms.json (schemas/meta/stateTerms.schema.json). */
export interface StateTermsFile {
  terms: Record<string, { law: string; review: string; clauses: { id: string; heading: string; text: string; documents: ('agreement' | 'deed')[] }[] }>;
}

/**
 * The state's own clauses for the application (the set its state's rule names, app.stateLaw.agreementTerms),
 * filled in from the application: `app`, `brand` and `rule` (the state's rule in the pricing, with
 * maxCombinedLoanToValuePercent and combinedLimit, that share of the home's value). Null where none applies.
 */
export function stateTermsFor(data: Record<string, unknown>, brand: Record<string, unknown>, pricing: Pricing, file: StateTermsFile | null): StateTerms | null {
  const law = data['stateLaw'] as Partial<StateLaw> | null | undefined;
  const set = law?.agreementTerms ? file?.terms[law.agreementTerms] : undefined;
  if (!set) return null;
  const rule = stateRuleFor(pricing, law?.state).result ?? {};
  const cltv = (rule as { maxCombinedLoanToValue?: number }).maxCombinedLoanToValue ?? pricing.sizing.maxCombinedLoanToValue;
  const value = typeof data['adjustedHomeAmount'] === 'number' ? data['adjustedHomeAmount'] : null;
  const context = {
    app: data,
    brand,
    rule: { ...rule, maxCombinedLoanToValuePercent: Math.round(cltv * 10_000) / 100, ...(value !== null ? { combinedLimit: Math.floor(value * cltv) } : {}) },
  };
  const fill = (text: string) => interpolate(text, context);
  return { law: set.law, clauses: set.clauses.map((c) => ({ id: c.id, heading: fill(c.heading), text: fill(c.text), documents: [...c.documents] })) };
}

/** The provision asking for the fair-market-value acknowledgment for the application's home, or null (pricing stateRules fairMarketValueAcknowledgment). */
export function fairMarketValueLawFor(data: Record<string, unknown>, pricing: Pricing): string | null {
  const law = data['stateLaw'] as Partial<StateLaw> | null | undefined;
  if (law?.fairMarketValueAcknowledgment !== true) return null;
  const rule = stateRuleFor(pricing, law.state).result;
  return rule?.fairMarketValueAcknowledgmentLaw ?? rule?.law ?? law.law ?? null;
}

export function facts(record: Pick<ApplicationRecord, 'uuid' | 'data'>, identity: DocumentPerson, brand: Brand | null, pricing: Pricing, now: number, termsFile: StateTermsFile | null = null, noticeTo?: Identity): DisclosureFacts {
  const data = record.data;
  const names = brand?.['names'] ?? {};
  // The figures this applicant's disclosures state: the home's state's (engine/pricing.ts statedFigures).
  const { statedBy: _sets, ...orgPricing } = pagePricing(pricing, brand ?? {}, applicationState(data));
  const pricedBrand = { ...(brand ?? {}), pricing: orgPricing };
  const borrowerName = fullName(identity);
  // The days of the right to cancel are the engine's one decision (engine/closingDates.ts); null until signed.
  const dates = closingDates(data).result;
  const property = data['property'] ?? {};
  return {
    lender: {
      companyName: String(names['companyName'] ?? 'Your lender'),
      companyNameShort: String(names['companyNameShort'] ?? names['companyName'] ?? 'Your lender'),
      product: String(names['companyProduct'] ?? 'Home Equity Line of Credit'),
      nmls: String(brand?.['companyNMLS'] ?? ''),
      address: String(brand?.['companyAddress'] ?? ''),
      phone: String(brand?.['support']?.['phone']?.['formatted'] ?? ''),
      email: String(brand?.['support']?.['email'] ?? ''),
    },
    borrowerName,
    propertyAddress: String(property['fullAddress'] ?? ''),
    propertyState: String(property['state'] ?? ''),
    loanNumber: String(data['loanNumber'] ?? ''),
    applicationUuid: record.uuid,
    // The same figures the app shows for this application (engine/pricing.ts applicationFinance).
    finance: applicationFinance({ app: data, brand: pricedBrand }).result,
    pricing: orgPricing,
    // Each fee paid to others charged, not charged, or not yet decided (engine/fees.ts).
    fees: feeDecisions({ app: data, brand: pricedBrand }).result,
    homeValue: typeof data['adjustedHomeAmount'] === 'number' ? data['adjustedHomeAmount'] : null,
    revision: data['closingRevision']?.['pending'] === true ? String(data['closingRevision']['words'] ?? '') || null : null,
    interestOnly: data['isAgeRestrictedInterestOnly'] === true,
    generatedOn: new Date(now),
    noticeGivenAt: ((record.data['stateLaw'] as { noticeGivenAt?: string | null } | null | undefined)?.noticeGivenAt) ?? null,
    rescission: { to: noticeTo ? fullName(noticeTo) : borrowerName, openedOn: dates?.signedOn ?? null, endsOn: dates?.rescissionEndsOn ?? null, ...(noticeTo && invitedRole(data, noticeTo.uuid) === 'SPOUSE' ? { role: 'SPOUSE' as const } : {}) },
    // Filled in now, so a signed document keeps the words it was signed with.
    stateTerms: stateTermsFor(data, pricedBrand, pricing, termsFile),
    fairMarketValueLaw: fairMarketValueLawFor(data, pricing),
    otherSigners: otherSignersOf(data),
    disbursement: { accountLastFour: lastFour(data['disburseAccount']?.['mask']) || null, fundingOn: dates?.fundingOn ?? null },
  };
}

/** The role an invited signer was asked to sign in (`helocSigners`), if the identity is one. */
const invitedRole = (data: ApplicationRecord['data'], identityUuid: string) => invitedSigners(data).find((p) => p.identityUuid === identityUuid)?.role;

/**
 * Who else signs the deed: those invited (`helocSigners`, with `signedAt` once signed), or before the
 * invitation those the engine says must sign from the applicant's answers (engine/requiredSigners.ts
 * withOtherSigners), so the deed read before closing names them too.
 */
export function otherSignersOf(data: ApplicationRecord['data']): NonNullable<DisclosureFacts['otherSigners']> {
  const law = (data['stateLaw'] as { law?: string; spouseMustSign?: boolean; spouseMustSignLaw?: string | null } | null | undefined) ?? null;
  const spouseLaw = law?.spouseMustSign ? (law.spouseMustSignLaw ?? law.law ?? null) : null;
  const invited = invitedSigners(data);
  const people: Pick<InvitedSigner, 'firstName' | 'lastName' | 'role' | 'signedAt'>[] = invited.length > 0 ? invited : (withOtherSigners<{ app: Record<string, unknown>; otherSigners?: RequiredSigner[] }>({ app: data }).otherSigners ?? []);
  return people.map((p) => ({
    name: [p.firstName, p.lastName].filter(Boolean).join(' '),
    role: p.role === 'SPOUSE' ? 'SPOUSE' : 'OWNER',
    law: p.role === 'SPOUSE' ? spouseLaw : null,
    signedAt: p.signedAt ?? null,
  }));
}

/** The closing disclosure's money figures for the application as it is now (engine/signedFigures.ts); null before an offer is chosen. */
export function figuresNow(record: ApplicationRecord, brand: Brand | null, pricing: Pricing): DisclosedFigures | null {
  const finance = applicationFinance({ app: record.data as Record<string, unknown>, brand: { ...(brand ?? {}), pricing: pagePricing(pricing, brand ?? {}, applicationState(record.data as Record<string, unknown>)) } }).result;
  return finance ? disclosedFigures(finance) : null;
}

/**
 * Ours: GET {app}/{uuid}/documents/{kind}.pdf, the application's disclosure documents as PDF
 * (kinds of DOCUMENT_KINDS), generated from its current figures; and {kind}.json, the same document
 * as text blocks (`{title, footer, blocks}`, sandbox/documents/documentText.ts) for reading on a phone.
 * The borrower reads every kind; an additional signer of the application (journeys/signer.json) reads
 * the deed, the agreement and their own notice of the right to cancel, which names them.
 */
export function documentRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get(pathOf('document'), async (request, reply) => {
    const { uuid, file } = request.params as { uuid: string; file: string };
    const [kind, ext] = [file.replace(/\.(pdf|json)$/, ''), file.slice(file.lastIndexOf('.') + 1)];
    const { record, identity, reader } = ctx.tx(() => {
      if (requireAuth(request).type !== 'CO_DEEDER') {
        const own = ownApplication(ctx, request, uuid);
        const borrower = identityOf(ctx, own.auth);
        return { record: own.app, identity: borrower, reader: borrower };
      }
      // An additional signer: only the application they sign, and only what they read of it.
      const auth = requireAuth(request, ['CO_DEEDER']);
      const theirs = ctx.signers.forIdentity(auth.identityUuid).some((p) => p.applicationUuid === uuid);
      const app = theirs ? ctx.applications.get(uuid) : undefined;
      const borrower = app ? ctx.identities.byUuid(app.identityUuid) : undefined;
      if (!app || !borrower || !(SIGNER_KINDS as readonly string[]).includes(kind)) throw notFound('The document');
      return { record: ctx.backOffice.catchUp(app, ctx.now()), identity: borrower, reader: identityOf(ctx, auth) };
    });
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind) || !['pdf', 'json'].includes(ext)) throw notFound('The document');
    // A state's notice only for a home in a state that has one (sandbox/data/stateNotices.json).
    if (kind === 'stateNotice' && !stateNoticeFor(String((record.data['property'] as { state?: string } | null)?.state ?? ''))) throw notFound('The document');
    // The fair-market-value acknowledgment only where the home's state rule asks it (app.stateLaw.fairMarketValueAcknowledgment).
    if (kind === 'settlement' && !(record.data['recordingQuote'] && record.data['amount'])) throw notFound('The document');
    if (kind === 'fairMarketValue' && (record.data['stateLaw'] as { fairMarketValueAcknowledgment?: boolean } | null | undefined)?.fairMarketValueAcknowledgment !== true) throw notFound('The document');
    // A signed document is served as it was signed; one not yet signed states the application's current figures,
    // and so does a closing disclosure being revised (engine/signedFigures.ts: a figure changed after it was signed).
    const revising = kind === 'closing' && (record.data['closingRevision'] as { pending?: boolean } | null | undefined)?.pending === true;
    const signed = revising ? null : signedDocument(ctx.db, record.uuid, kind);
    // Each owner's notice of the right to cancel names that owner (never signed: signing it cancels).
    const documentFacts = signed?.facts ?? facts(record, identity, ctx.brand(record.orgCode), pricingOf(ctx.dataFile), ctx.now(), stateTermsOf(ctx.dataFile), kind === 'rescission' ? reader : undefined);
    const signature = signed ? { name: signed.signatureName, on: new Date(signed.signedAt) } : undefined;
    if (ext === 'json') return reply.header('content-type', 'application/json; charset=utf-8').send(disclosureText(kind as DocumentKind, documentFacts, signature));
    const bytes = await renderDisclosure(kind as DocumentKind, documentFacts, signature);
    const name = `${DOCUMENT_TITLES[kind as DocumentKind].replace(/[^A-Za-z]+/g, '-')}-${record.data['loanNumber'] ?? uuid}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .send(Buffer.from(bytes));
  });
}
