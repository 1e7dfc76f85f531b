/**
 * The notice of the right to cancel (Regulation Z §1026.15(b)) that the sandbox lender gives each
 * owner whose interest in the home the lien reaches: the applicant and every other owner who must
 * sign (engine/requiredSigners.ts), each named on their own copy. It follows the structure and words
 * of Appendix G's model form G-5 (Rescission Model Form, When Opening an Account): the security
 * interest kept in the home, the right to cancel, how to cancel (with the lender's address and a form
 * for it), what cancelling does (§1026.15(d)) and the day the right ends.
 *
 * The day is the engine's one decision (engine/closingDates.ts closingDates, read in
 * sandbox/routes/documents.ts): before signing it is not known, so the notice says how it is counted;
 * once signed it names the day. The notice is delivered with the closing documents, listed before
 * they are signed (schemas/application/notary/intro.json, schemas/signer/intro.json), and the
 * material disclosures are the closing disclosure signed then, so the latest of the three events is
 * the signing itself.
 */
import { formatDisplayDate } from '../../engine/index.ts';
import type { DisclosureFacts } from './disclosureFacts.js';
import type { DocumentSink } from './documentText.js';

export function rescissionNotice(w: DocumentSink, f: DisclosureFacts): void {
  const r = f.rescission ?? { to: f.borrowerName, openedOn: null, endsOn: null };
  const lenderAt = `${f.lender.companyName}, ${f.lender.address}`;
  w.title('Notice of Right to Cancel', `${f.lender.product}, loan ${f.loanNumber}. Keep this notice: it states your rights.`);
  w.table([
    [r.role === 'SPOUSE' ? "Notice to (the borrower's spouse: the home is their homestead too)" : 'Notice to (an owner of the home)', r.to],
    ['Your home (the property the lien is on)', f.propertyAddress],
    ['Lender', `${f.lender.companyName}, NMLS #${f.lender.nmls}`],
    ['Lender address', f.lender.address],
    ['Account opening date (the day the account is signed)', r.openedOn ? formatDisplayDate(r.openedOn) : 'The day the agreement and the deed of trust are signed; filled in when they are signed'],
    ['Your right to cancel ends', r.endsOn ? `Midnight of ${formatDisplayDate(r.endsOn)}` : 'Midnight of the third business day after the latest of the three events below; the date is filled in when the account is signed'],
  ]);
  w.heading('Your right to cancel');
  w.paragraph(`We have agreed to establish an open-end credit account for you, and you have agreed to give us a deed of trust on your home as security for the account. You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events:`);
  w.bullets([
    `(1) the opening date of your account, which is ${r.openedOn ? formatDisplayDate(r.openedOn) : 'the day you sign your agreement and the deed of trust'}; or`,
    '(2) the date you received your Truth in Lending disclosures (your closing disclosure); or',
    '(3) the date you received this notice of your right to cancel the account.',
  ]);
  w.paragraph('For this right, a business day is every calendar day except Sundays and the federal legal public holidays: Saturdays count.');
  w.paragraph('If you cancel the account, the deed of trust on your home is also cancelled. Within 20 calendar days of receiving your notice, we must take the necessary steps to reflect the fact that the deed of trust on your home has been cancelled. We must return to you any money or property you have given to us or to anyone else in connection with the account.');
  w.paragraph('You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property. If it is impractical or unfair for you to return the property, you must offer its reasonable value. You may offer to return the property at your home or at the location of the property. Money must be returned to the address below. If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.');
  w.heading('How to cancel');
  w.paragraph(`If you decide to cancel the account, you may do so by notifying us in writing, at ${lenderAt}.`);
  w.paragraph('You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing below. Keep one copy of this notice because it contains important information about your rights.');
  w.paragraph(r.endsOn
    ? `If you cancel by mail or telegram, you must send the notice no later than midnight of ${formatDisplayDate(r.endsOn)} (or midnight of the third business day following the latest of the three events listed above). If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.`
    : 'If you cancel by mail or telegram, you must send the notice no later than midnight of the third business day following the latest of the three events listed above; the date is filled in on this notice when the account is signed. If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.', { bold: true });
  w.paragraph('Each person whose home the lien is on receives their own notice and may cancel: if any one of you cancels, the account is cancelled for all of you.');
  w.heading('I wish to cancel');
  w.paragraph('Sign and date here only if you wish to cancel, and send or deliver this notice to the address above.', { size: 9 });
  w.signature(r.to, r.role === 'SPOUSE' ? "Spouse's signature" : "Owner's signature");
}
