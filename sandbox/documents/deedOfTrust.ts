/**
 * The deed of trust (the security instrument) the borrower signs before a notary, online
 * (schemas/application/notary/session.json, deed-signature.json) or in person (reserve-manual.json),
 * as the sandbox lender's own form: the parties, the property, the line amount it secures and the
 * lien's terms in plain words, so that it can be read before it is signed like every other document
 * (disclosureDocuments.ts). It is not a recordable form of any state; it says so at the top.
 */
import type { DisclosureFacts, describe } from './disclosureFacts.js';
import type { DocumentSink } from './documentText.js';
import type { StateNotice } from './disclosureDocuments.js';
import { stateClauses } from './stateClauses.js';
import { formatDisplayDate, listInWords } from '../../engine/index.ts';

/** Who holds the legal title for the lender until the line is repaid (a deed of trust's third party). */
const TRUSTEE = 'Sandbox Trustee Services, LLC';

export function deedOfTrust(w: DocumentSink, f: DisclosureFacts, d: ReturnType<typeof describe>, notice: StateNotice | null, borrowerSigns: () => void): void {
  const others = f.otherSigners ?? [];
  w.title(`${f.lender.companyNameShort}: Deed of Trust (Home Equity Line of Credit)`, 'The security instrument: the lien on your home that secures your line of credit.');
  w.paragraph(`SANDBOX LENDER'S FORM. This is the form of ${f.lender.companyName} in this sandbox, for you to read before you sign it. It is not a form approved for recording in any state: the deed of trust you sign at closing is prepared for your county and says the same things.`, { bold: true });
  w.heading('Parties and property');
  w.table([
    ['Borrower (grantor): the owner who gives the lien', f.borrowerName],
    // Everyone else who signs it (disclosureFacts.ts otherSigners): a co-owner gives the lien too; a spouse off the title consents to it.
    ...others.map((o): [string, string] => [o.role === 'SPOUSE' ? "Borrower's spouse: consents to the lien on the homestead" : 'Co-owner (grantor): also gives the lien', o.name]),
    ['Lender (beneficiary): who the lien secures', `${f.lender.companyName}, NMLS #${f.lender.nmls}`],
    ['Lender address', f.lender.address],
    ['Trustee: holds the lien for the lender', TRUSTEE],
    ['Property', f.propertyAddress],
    ['Line of credit amount secured (the most that may be owed at once)', d.amount],
    ['Loan number', f.loanNumber],
    ['Date prepared', d.generatedOn],
  ]);
  w.heading('What this deed of trust does');
  w.paragraph(`You give ${TRUSTEE}, as trustee for ${f.lender.companyName}, a lien on the property above. The lien secures every amount you owe under your Home Equity Line of Credit Agreement, loan ${f.loanNumber}: each draw up to ${d.amount}, its interest and the fees the agreement describes. You keep owning and living in your home; the lien only means the lender can look to the property if the line is not repaid as agreed.`);
  w.heading('Your promises while the line is open');
  w.bullets([
    'Repay the line as your agreement says.',
    'Pay the property taxes and any assessments on the property when due.',
    'Keep the property insured against fire and other hazards, with the lender named on the policy, and keep it in good repair.',
    'Do not sell or transfer the property, or let another lien take priority over this one, without paying the line in full or the lender agreeing in writing.',
    'Tell the lender if the property is damaged or if anyone claims a right to it.',
  ]);
  w.heading('If you do not keep your promises');
  w.paragraph('If you do not repay the line as agreed, or break a promise above in a way that harms the lender\'s security, the lender may close the line and ask for the whole balance. Before it does, it sends you a written notice that says what is wrong and gives you the time the law requires to put it right. If it is not put right, the lender may have the property sold to repay the line, only in the way and after the notices the law of the state where the property is located requires. You could lose your home.');
  const spouses = others.filter((o) => o.role === 'SPOUSE');
  if (spouses.length > 0) {
    w.heading("Spouse's consent to the lien");
    for (const s of spouses) {
      w.paragraph(`${s.name}, the borrower's spouse, signs this deed of trust to consent to the lien on the property, which is their homestead too${s.law ? `, as ${s.law} requires` : ''}. By signing, ${s.name} does not become a borrower on the line of credit and does not promise to repay it; they agree that the lien may be given and enforced as this deed of trust says.`);
    }
  }
  if (notice) w.paragraph(`The ${notice.title} given to you with your application states rights you have for this lien. Where that law gives you more protection than this form, that law governs.`);
  // The state's own terms that bind the lien too (sandbox/data/stateTerms.json: documents include "deed").
  stateClauses(w, f, 'deed');
  w.heading('When the lien ends');
  w.paragraph('When you have repaid everything you owe and the line is closed, the lender releases this lien and records the release with your county at no cost to you.');
  w.heading('Signing and recording');
  w.paragraph('You sign this deed of trust before a notary, who confirms who you are and that you sign of your own free will. The lender records it with the county where the property is located. Your three-business-day right to cancel starts when you have signed it and your agreement.');
  w.heading('Signatures');
  borrowerSigns();
  for (const o of others) {
    const on = o.signedAt ? formatDisplayDate(o.signedAt) : undefined;
    w.signature(o.name, o.role === 'SPOUSE' ? "Borrower's spouse, consenting to the lien" : 'Co-owner', on ? o.name : undefined, on);
  }
  const everyone = [f.borrowerName, ...others.map((o) => o.name)];
  const names = listInWords(everyone);
  w.paragraph(`Notary acknowledgment: signed and acknowledged before me by ${names}, ${everyone.length > 1 ? 'each of whom' : 'who'} proved their identity to me.`, { size: 9 });
}

