/**
 * The disclosure documents the sandbox lender generates per application, as real PDF files and as
 * the same text in blocks (documentText.ts) for reading on a phone: the application summary
 * disclosure (start/app-summary, document/disclosures), the HELOC closing disclosure and agreement
 * (signing/sign) and the notarisation instructions (notary/intro). Each states the application's
 * own figures and 001 §9's product-wide figures.
 */
import { formatMoney } from '../../engine/index.ts';
import { describe, DISCLOSURE_FIGURES, type DisclosureFacts } from './disclosureFacts.js';
import { PdfWriter } from './pdfWriter.js';
import { TextRecorder, type DocumentSink, type DocumentText } from './documentText.js';

export const DOCUMENT_KINDS = ['summary', 'closing', 'notary'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  summary: 'Application Summary Disclosure',
  closing: 'Home Equity Line of Credit Agreement and Closing Disclosure',
  notary: 'Notarization and Recording Instructions',
};

const footerOf = (facts: DisclosureFacts) => `${facts.lender.companyName} | NMLS #${facts.lender.nmls} | Loan ${facts.loanNumber}`;

function write(kind: DocumentKind, w: DocumentSink, facts: DisclosureFacts): void {
  const d = describe(facts);
  if (kind === 'summary') summary(w, facts, d);
  else if (kind === 'closing') closing(w, facts, d);
  else notary(w, facts, d);
}

export async function renderDisclosure(kind: DocumentKind, facts: DisclosureFacts): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: DOCUMENT_TITLES[kind],
    subject: `${facts.lender.product}, loan ${facts.loanNumber}`,
    author: facts.lender.companyName,
    footer: footerOf(facts),
    createdAt: facts.generatedOn,
  });
  write(kind, writer, facts);
  return writer.finish();
}

/** The same document as text blocks (the PDF's content, word for word). */
export function disclosureText(kind: DocumentKind, facts: DisclosureFacts): DocumentText {
  const recorder = new TextRecorder();
  write(kind, recorder, facts);
  return { title: DOCUMENT_TITLES[kind], footer: footerOf(facts), blocks: recorder.blocks };
}

type Described = ReturnType<typeof describe>;

function parties(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  w.table([
    ['Borrower', f.borrowerName],
    ['Property', f.propertyAddress],
    ['Lender', `${f.lender.companyName}, NMLS #${f.lender.nmls}`],
    ['Lender address', f.lender.address],
    ['Loan number', f.loanNumber],
    ['Date prepared', d.generatedOn],
  ]);
}

function productFigures(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  w.heading('Figures that apply to every line we offer');
  w.table([
    ['Line amounts', d.amountRange],
    ['Annual percentage rates (APR)', d.aprRange],
    ['Origination fee', `Up to ${DISCLOSURE_FIGURES.maxOriginationFeePercent.toFixed(2)}% of the initial draw`],
    ['Valuation fee, when no automated valuation of the home exists', '$180'],
    ['Manual (in-person) notarization', '$300'],
    ['Recording fees', '$0 to $315'],
    ['Recording taxes', '$0 to $1,400 per $100,000'],
  ]);
  w.paragraph(
    `Eligibility: a home bought, or whose title was transferred, within the last ${DISCLOSURE_FIGURES.recentTransferDays} days is not eligible for a line of credit. ` +
      'Recording fees and taxes are charged by your county and state; we pass them on without markup.',
  );
}

function yourFigures(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  w.table([
    ['Credit line amount (initial draw)', d.amount],
    ['Interest rate on the initial draw (fixed)', d.rate],
    ['Annual percentage rate (APR)', d.apr],
    ['Repayment term', f.interestOnly ? 'Interest-only payments during the draw period' : d.term],
    [f.interestOnly ? 'Estimated monthly interest-only payment' : 'Estimated monthly payment on the initial draw', d.payment],
    ['Origination fee', d.originationFee],
    ['Valuation fee', f.hasAutomatedValuation ? '$0.00 (an automated valuation of your home was available)' : `${d.valuationFee} (no automated valuation of your home was available)`],
    ['Notarization', f.manualNotary ? `${d.notaryFee} (in-person notarization)` : '$0.00 (online notarization)'],
    ['Recording fees', d.recordingFees],
    ['Recording taxes', d.recordingTaxes],
  ]);
}

function summary(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  w.title(`${f.lender.companyNameShort}: Application Summary Disclosure`, `${f.lender.product}. Keep this summary for your records.`);
  w.paragraph(
    `This summary restates what you told us in your application for a ${f.lender.product} and the terms of the offer you chose. ` +
      'Please read it in full. If anything is wrong, do not sign: contact us and we will correct it before we verify your income and identity.',
  );
  w.heading('Who and what this application is for');
  parties(w, f, d);
  w.heading('The offer you chose');
  yourFigures(w, f, d);
  w.paragraph(
    `The monthly payment shown repays the initial draw in equal payments over the term, with interest computed on a 365.25-day year. ` +
      'It does not include property taxes or homeowners insurance, which you continue to pay separately.',
  );
  w.newPage();
  w.heading('What happens next');
  w.bullets([
    'We verify your income, either by linking your payroll or bank account or by reviewing the documents you upload.',
    'You choose the account we deposit your funds into and how you want to make your monthly payments.',
    'You verify your identity with a government-issued photo ID.',
    'You review and sign your closing documents, then meet a notary online (or in person, for a fee of $300) to sign the lien on your home.',
    'After a three-business-day right to cancel, your funds are sent to your account.',
  ]);
  productFigures(w, f, d);
  w.heading('Important things to know');
  w.bullets([
    'Your line is secured by your home. If you do not repay it as agreed, you could lose your home.',
    'The rate on each draw is fixed when you take it. Later draws may carry a different rate, based on market rates at the time.',
    'Your offer may change if the information we verify differs from what you told us, for example your income, your home\'s value or the liens on it.',
    'Applying does not oblige you to accept the line. You can withdraw at any time before your funds are sent.',
    `Questions: call ${f.lender.phone} or write to ${f.lender.email}.`,
  ]);
  w.heading('Your acknowledgment');
  w.paragraph('By signing electronically you confirm that the information in this summary is true and complete, and that you received this disclosure before we continue processing your application.');
  w.signature(f.borrowerName, 'Borrower');
}

function closing(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  w.title(`${f.lender.companyNameShort}: Home Equity Line of Credit Agreement and Closing Disclosure`, 'Read this agreement carefully. It is a binding contract once signed and notarized.');
  w.heading('Parties and property');
  parties(w, f, d);
  w.heading('Loan terms');
  yourFigures(w, f, d);
  w.heading('Closing costs');
  const known = (d.originationFeeValue ?? 0) + d.valuationFeeValue + d.notaryFeeValue;
  w.table([
    ['Origination fee', d.originationFeeValue !== null ? formatMoney(d.originationFeeValue, 2) : 'Set when you choose your offer'],
    ['Valuation fee', d.valuationFee],
    ['Notarization fee', d.notaryFee],
    ['Recording fees (county)', '$0 to $315'],
    ['Recording taxes (county and state)', d.maxRecordingTaxValue !== null ? `$0 to ${formatMoney(d.maxRecordingTaxValue, 2)}` : '$0 to $1,400 per $100,000'],
    ['Lender fees deducted from your initial draw', formatMoney(known, 2)],
  ], { alignRight: true });
  w.paragraph('The lender fees are deducted from your initial draw; recording fees and taxes are charged at the amounts your county and state set and are shown on your final settlement statement.');
  productFigures(w, f, d);
  w.heading('1. Your promise to pay');
  w.paragraph(`You promise to repay ${f.lender.companyName} ("we", "us") every amount you draw on this line, with interest at the rate fixed for each draw, together with the fees described in this agreement.`);
  w.heading('2. Draws');
  w.paragraph(`Your initial draw of ${d.amount} is made at closing, after the right-to-cancel period ends. You may request further draws up to your available credit during the draw period. Each draw is repaid in equal monthly payments over the repayment term that applies to it.`);
  w.heading('3. Interest and the annual percentage rate');
  w.paragraph(`Interest on the initial draw accrues at ${d.rate} a year, calculated daily on a 365.25-day year. The annual percentage rate of ${d.apr} includes the origination fee. APRs on lines we offer range from 7.60% to 17.20%.`);
  w.heading('4. Payments');
  w.paragraph(f.interestOnly
    ? `Your monthly payment on the initial draw is interest only: ${d.payment}, rounded up to the next dollar. The balance is due at the end of the term.`
    : `Your monthly payment on the initial draw is ${d.payment}, due on the same day each month, for ${d.payments} months. Payments are applied first to interest, then to the balance. You may prepay any amount at any time without penalty.`);
  w.heading('5. Security interest');
  w.paragraph(`This line is secured by a mortgage or deed of trust on ${f.propertyAddress}. The security instrument is signed before a notary and recorded in the county where the property is located.`);
  w.heading('6. Default');
  w.paragraph('We may close the line and require immediate repayment if you commit fraud or material misrepresentation, fail to meet the repayment terms, or act or fail to act in a way that harms our security in the property, such as selling it, failing to insure it or failing to pay taxes on it.');
  w.heading('7. Eligibility');
  w.paragraph(`You confirm that you did not buy the property, and that its title was not transferred, within the last ${DISCLOSURE_FIGURES.recentTransferDays} days, and that the property is not listed for sale.`);
  w.heading('8. Your right to cancel');
  w.paragraph('You may cancel this transaction, without cost, within three business days after the latest of: the date you sign this agreement, the date you receive your Truth in Lending disclosures, or the date you receive the notice of your right to cancel. To cancel, notify us in writing at the address above or by e-mail.');
  w.paragraph(`${f.lender.companyName} | ${f.lender.address} | ${f.lender.email} | ${f.lender.phone}`, { size: 9 });
  w.heading('9. Electronic signatures');
  w.paragraph('You agree that your electronic signature on this agreement has the same effect as a handwritten signature, and that we may deliver this agreement and related notices to you electronically.');
  w.heading('Signatures');
  w.paragraph('By signing you confirm that you received and read every page of this agreement and closing disclosure, and that you agree to its terms.');
  w.signature(f.borrowerName, 'Borrower');
  w.signature(f.lender.companyName, 'Lender');
}

function notary(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  w.title(`${f.lender.companyNameShort}: Notarization and Recording Instructions`, 'How the lien on your home is signed, notarized and recorded.');
  w.heading('Your closing');
  parties(w, f, d);
  w.table([
    ['Credit line amount', d.amount],
    ['Notarization', f.manualNotary ? 'In person, with a notary we schedule for you' : 'Online, by video with a commissioned notary'],
    ['Notarization fee', f.manualNotary ? '$300 (in-person notarization)' : '$0 (online notarization is included)'],
    ['Recording fees', d.recordingFees],
    ['Recording taxes', d.recordingTaxes],
  ]);
  w.heading('Before your session');
  w.bullets([
    'Have your unexpired government-issued photo ID at hand: a driver\'s license, passport, state ID card or permanent resident card.',
    'Everyone on the property title who must sign the mortgage or deed of trust needs to attend, each with their own ID.',
    'For an online session, use a computer or phone with a camera, microphone and a stable internet connection, in a quiet and private place.',
    'Allow about 20 minutes. The notary will ask you to confirm your identity and that you sign willingly.',
  ]);
  w.newPage();
  w.heading('What you will sign');
  w.bullets([
    `The mortgage or deed of trust that secures your line of credit with ${f.propertyAddress}.`,
    'The notice of your right to cancel, which explains the three business days you have to change your mind.',
    'Any state-specific riders required where the property is located.',
  ]);
  w.heading('After your session');
  w.paragraph('We send the signed and notarized security instrument to your county for recording. Your three-business-day right to cancel starts when you sign. Once it has passed and the county has accepted the document for recording, we send your initial draw to the account you chose.');
  w.heading('Fees that apply to every line we offer');
  w.table([
    ['Manual (in-person) notarization', '$300'],
    ['Recording fees', '$0 to $315'],
    ['Recording taxes', '$0 to $1,400 per $100,000'],
  ]);
  w.heading('Acknowledgment');
  w.paragraph('By signing you confirm that you received these instructions and will attend the notarization session with a valid photo ID.');
  w.signature(f.borrowerName, 'Borrower');
}
