/**
 * The written acknowledgment of the home's fair market value that the owner and the lender both sign
 * on the date of closing, where the state's rule asks it (sandbox/data/pricing.json stateRules
 * fairMarketValueAcknowledgment; in Texas: Art. XVI §50(a)(6)(Q)(ix) of the Texas Constitution). It
 * states the valuation the lender relies on for the line (app.adjustedHomeAmount, the one the offers
 * were sized with), is listed with the deed of trust before the closing
 * (schemas/application/notary/reserve-manual.json) and is recorded as signed where the deed is
 * (sandbox/routes/notaryConsole.ts: at the in-person appointment). The sandbox lender's own form.
 */
import type { DisclosureFacts, describe } from './disclosureFacts.js';
import type { DocumentSink } from './documentText.js';
import type { Signed } from './disclosureDocuments.js';
import { formatDisplayDate } from '../../engine/index.ts';

export function fairMarketValue(w: DocumentSink, f: DisclosureFacts, d: ReturnType<typeof describe>, borrowerSigns: () => void, signed?: Signed): void {
  w.title(`${f.lender.companyNameShort}: Acknowledgment of Fair Market Value`, f.fairMarketValueLaw ?? undefined);
  w.paragraph(`SANDBOX LENDER'S FORM. This is the form of ${f.lender.companyName} in this sandbox; it needs a compliance reading before it is used in production.`, { bold: true });
  w.table([
    ['Owner', f.borrowerName],
    ['Lender', `${f.lender.companyName}, NMLS #${f.lender.nmls}`],
    ['Property (your homestead)', f.propertyAddress],
    ['Loan number', f.loanNumber],
    ['Fair market value of the property on the date of closing', d.homeValue],
    ['Line of credit amount', d.amount],
  ]);
  w.heading('Acknowledgment');
  w.paragraph(`The owner and the lender acknowledge in writing that the fair market value of the property above, on the date the line of credit is made, is ${d.homeValue}. This is the valuation of the property the lender relies on for this line: it sized the line with it, and no advance may bring what is owed on the line and every other debt secured by the property past the share of this value the law allows.`);
  w.paragraph('The owner and the lender each sign this acknowledgment on the date of closing, at the closing, with the line of credit agreement and the deed of trust.');
  w.heading('Signatures');
  borrowerSigns();
  // The lender's closing agent signs for it at the same closing, on the same day.
  w.signature(f.lender.companyName, 'Lender', signed ? `${f.lender.companyName}, by its closing agent` : undefined, signed ? formatDisplayDate(signed.on) : undefined);
}
