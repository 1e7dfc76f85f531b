import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import type { ApplicationRecord } from '../db/applications.js';
import type { Identity } from '../db/identities.js';
import type { Brand } from '../org/brands.js';
import type { DisclosureFacts, StateTerms } from '../documents/disclosureFacts.js';
import { DOCUMENT_KINDS, DOCUMENT_TITLES, disclosureText, renderDisclosure, stateNoticeFor, type DocumentKind } from '../documents/disclosureDocuments.js';
import { notFound } from '../http/errors.js';
import { pricingOf, stateTermsOf } from '../org/pricing.js';
import { signedDocument } from '../db/signedDocuments.js';
import { applicationFinance, disclosedFigures, feeDecisions, interpolate, pricingFigures, stateRuleFor, type DisclosedFigures, type Pricing, type StateLaw } from '../../engine/index.ts';
import { identityOf, ownApplication } from './access.js';

const BASE = '/service-application/api/v1/application/heloc';

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

export function facts(record: ApplicationRecord, identity: Identity, brand: Brand | null, pricing: Pricing, now: number, termsFile: StateTermsFile | null = null): DisclosureFacts {
  const data = record.data as Record<string, any>;
  const names = brand?.['names'] ?? {};
  const orgPricing = pricingFigures(pricing, brand ?? {}).result;
  const pricedBrand = { ...(brand ?? {}), pricing: orgPricing };
  const name = identity.profile.name;
  const borrowerName = name ? [name.firstName, name.middleName, name.lastName, name.suffix].filter(Boolean).join(' ') : identity.email;
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
    // Filled in now, so a signed document keeps the words it was signed with.
    stateTerms: stateTermsFor(data, pricedBrand, pricing, termsFile),
    fairMarketValueLaw: fairMarketValueLawFor(data, pricing),
  };
}

/** The closing disclosure's money figures for the application as it is now (engine/signedFigures.ts); null before an offer is chosen. */
export function figuresNow(record: ApplicationRecord, brand: Brand | null, pricing: Pricing): DisclosedFigures | null {
  const finance = applicationFinance({ app: record.data as Record<string, unknown>, brand: { ...(brand ?? {}), pricing: pricingFigures(pricing, brand ?? {}).result } }).result;
  return finance ? disclosedFigures(finance) : null;
}

/**
 * Ours: GET {app}/{uuid}/documents/{kind}.pdf, the application's disclosure documents as PDF
 * (owner only; kinds summary, closing, notary), generated from its current figures; and
 * {kind}.json, the same document as text blocks (`{title, footer, blocks}`,
 * sandbox/documents/documentText.ts) for reading on a phone.
 */
export function documentRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get(`${BASE}/:uuid/documents/:file`, async (request, reply) => {
    const { uuid, file } = request.params as { uuid: string; file: string };
    const { record, identity } = ctx.tx(() => {
      const own = ownApplication(ctx, request, uuid);
      return { record: own.app, identity: identityOf(ctx, own.auth) };
    });
    const [kind, ext] = [file.replace(/\.(pdf|json)$/, ''), file.slice(file.lastIndexOf('.') + 1)];
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind) || !['pdf', 'json'].includes(ext)) throw notFound('The document');
    // A state's notice only for a home in a state that has one (sandbox/data/stateNotices.json).
    if (kind === 'stateNotice' && !stateNoticeFor(String((record.data['property'] as { state?: string } | null)?.state ?? ''))) throw notFound('The document');
    // The fair-market-value acknowledgment only where the home's state rule asks it (app.stateLaw.fairMarketValueAcknowledgment).
    if (kind === 'fairMarketValue' && (record.data['stateLaw'] as { fairMarketValueAcknowledgment?: boolean } | null | undefined)?.fairMarketValueAcknowledgment !== true) throw notFound('The document');
    // A signed document is served as it was signed; one not yet signed states the application's current figures,
    // and so does a closing disclosure being revised (engine/signedFigures.ts: a figure changed after it was signed).
    const revising = kind === 'closing' && (record.data['closingRevision'] as { pending?: boolean } | null | undefined)?.pending === true;
    const signed = revising ? null : signedDocument(ctx.db, record.uuid, kind);
    const documentFacts = signed?.facts ?? facts(record, identity, ctx.brand(record.orgCode), pricingOf(ctx.dataFile), ctx.now(), stateTermsOf(ctx.dataFile));
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
