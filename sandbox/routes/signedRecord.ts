import type { Ctx } from '../context.js';
import type { ApplicationRecord } from '../db/applications.js';
import type { Identity } from '../db/identities.js';
import { saveSignedDocument } from '../db/signedDocuments.js';
import type { DocumentKind } from '../documents/disclosureDocuments.js';
import { pricingOf, stateTermsOf } from '../org/pricing.js';
import { disclosedFigures } from '../../engine/index.ts';
import { facts } from './documents.js';

/**
 * Keeps a document as the borrower signed it, whoever reports the signature: the applicant's own
 * e-signature (applicationSteps.ts), the online notary's completed session (sandbox/notary/service.ts)
 * or the notary's report of an in-person signing (notaryConsole.ts). The document is served as
 * signed from then on (routes/documents.ts), and the application says what was signed and when
 * (schemas/data/application.schema.json signedDocuments); for the closing disclosure also its money
 * figures, which the line must still have when it funds (engine/signedFigures.ts).
 */
export function keepSigned(ctx: Ctx, record: ApplicationRecord, identity: Identity, kind: DocumentKind, signatureName: string, now: number, how: { inPerson?: boolean } = {}): void {
  const signed = facts(record, identity, ctx.brand(record.orgCode), pricingOf(ctx.dataFile), now, stateTermsOf(ctx.dataFile));
  saveSignedDocument(ctx.db, record.uuid, kind, { facts: signed, signatureName, signedAt: now });
  const figures = kind === 'closing' && signed.finance ? { figures: disclosedFigures(signed.finance) } : {};
  const where = how.inPerson ? { inPerson: true } : {};
  record.data['signedDocuments'] = { ...(record.data['signedDocuments'] as object | undefined), [kind]: { signedAt: new Date(now).toISOString(), ...figures, ...where } };
}

/** The borrower's legal name as the profile has it: the name on a signature made by hand before a notary. */
export function legalName(identity: Identity): string {
  const name = identity.profile.name;
  return name ? [name.firstName, name.middleName, name.lastName, name.suffix].filter(Boolean).join(' ') : identity.email;
}
