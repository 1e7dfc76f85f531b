/**
 * The disclosure documents the sandbox lender generates per application, as real PDF files and as
 * the same text in blocks (documentText.ts) for reading on a phone: the application summary
 * disclosure (start/app-summary, document/disclosures), the HELOC closing disclosure and agreement
 * (signing/sign), the notarisation instructions (notary/intro) and the deed of trust signed before
 * the notary (deedOfTrust.ts) and each owner's notice of the right to cancel (rescissionNotice.ts). Each states the application's
 * own figures and 001 §9's product-wide figures.
 */
import { formatDisplayDate, formatMoney } from '../../engine/index.ts';
import { describe, pct, type DisclosureFacts } from './disclosureFacts.js';
import { PdfWriter } from './pdfWriter.js';
import stateNotices from '../data/stateNotices.json' with { type: 'json' };
import { deedOfTrust } from './deedOfTrust.js';
import { rescissionNotice } from './rescissionNotice.js';
import { fairMarketValue } from './fairMarketValue.js';
import { stateClauses } from './stateClauses.js';
import { TextRecorder, type DocumentSink, type DocumentText } from './documentText.js';

export const DOCUMENT_KINDS = ['summary', 'closing', 'notary', 'stateNotice', 'deed', 'rescission', 'fairMarketValue', 'settlement'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  summary: 'Application Summary Disclosure',
  closing: 'Home Equity Line of Credit Agreement and Closing Disclosure',
  notary: 'Notarization and Recording Instructions',
  stateNotice: 'Home Equity Notice',
  deed: 'Deed of Trust',
  rescission: 'Notice of Right to Cancel',
  fairMarketValue: 'Acknowledgment of Fair Market Value',
  settlement: 'Settlement Statement',
};

/** A state's notice, word for word (sandbox/data/stateNotices.json). */
export interface StateNotice { title: string; source: string; minimumPointSize: number; heading: string; opening: string; items: string[]; closing: string }

/** The notice a state's law has the lender give for a home there, or null. */
export function stateNoticeFor(state: string): StateNotice | null {
  const notice = (stateNotices as Record<string, unknown>)[state.trim().toUpperCase()];
  return notice && typeof notice === 'object' ? (notice as StateNotice) : null;
}

const footerOf = (facts: DisclosureFacts) => `${facts.lender.companyName} | NMLS #${facts.lender.nmls} | Loan ${facts.loanNumber}`;

/** The borrower's typed signature and its date, on a document served as it was signed (sandbox/db/signedDocuments.ts). */
export interface Signed {
  name: string;
  on: Date;
}

function write(kind: DocumentKind, w: DocumentSink, facts: DisclosureFacts, signed?: Signed): void {
  const d = describe(facts);
  const borrowerSigns = () => w.signature(facts.borrowerName, 'Borrower', signed?.name, signed ? formatDisplayDate(signed.on) : undefined);
  if (kind === 'summary') summary(w, facts, d, borrowerSigns);
  else if (kind === 'closing') closing(w, facts, d, borrowerSigns);
  else if (kind === 'stateNotice') stateNotice(w, facts, d);
  else if (kind === 'rescission') rescissionNotice(w, facts);
  else if (kind === 'deed') deedOfTrust(w, facts, d, stateNoticeFor(facts.propertyState), borrowerSigns);
  else if (kind === 'fairMarketValue') fairMarketValue(w, facts, d, borrowerSigns, signed);
  else if (kind === 'settlement') settlementStatement(w, facts, d);
  else notary(w, facts, d, borrowerSigns);
}

export async function renderDisclosure(kind: DocumentKind, facts: DisclosureFacts, signed?: Signed): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: DOCUMENT_TITLES[kind],
    subject: `${facts.lender.product}, loan ${facts.loanNumber}`,
    author: facts.lender.companyName,
    footer: footerOf(facts),
    createdAt: facts.generatedOn,
  });
  write(kind, writer, facts, signed);
  return writer.finish();
}

/** The same document as text blocks (the PDF's content, word for word). */
export function disclosureText(kind: DocumentKind, facts: DisclosureFacts, signed?: Signed): DocumentText {
  const recorder = new TextRecorder();
  write(kind, recorder, facts, signed);
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

/** The fees outside the rate, as the pricing states them. */
function feeRows(p: DisclosureFacts['pricing']): [string, string][] {
  return [
    ['Valuation fee, when no automated valuation of the home exists', formatMoney(p.valuationFee)],
    ['Manual (in-person) notarization', formatMoney(p.manualNotaryFee)],
    // Where the state's rule has the lender pay the county's recording fees (stateRules.lenderPaysRecordingFees), they are not the borrower's.
    ['Recording fees', p.lenderPaysRecordingFees ? `Paid by us (${formatMoney(p.recordingFeeMin)} to ${formatMoney(p.recordingFeeMax)}, set by your county)` : `${formatMoney(p.recordingFeeMin)} to ${formatMoney(p.recordingFeeMax)}`],
    ['Recording taxes', p.recordingTaxPer100kMax === 0 ? 'None: your state levies no tax on recording it' : `${formatMoney(0)} to ${formatMoney(p.recordingTaxPer100kMax)} per $100,000`],
  ];
}

function productFigures(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  w.heading(f.pricing.scope === 'state' && f.pricing.stateName ? `Figures that apply to every line we offer for a home in ${f.pricing.stateName}` : 'Figures that apply to every line we offer');
  w.table([
    ['Line amounts', d.amountRange],
    ['Annual percentage rates (APR)', d.aprRange],
    ['Origination fee', `Up to ${pct(f.pricing.originationFeeMaxPercent)} of the initial draw`],
    ...feeRows(f.pricing),
  ]);
  w.paragraph(
    'Each APR in this range is that of one of our offers: it includes the interest rate and the origination fee, for a line drawn in full at closing and paid as scheduled. ' +
      `Eligibility: a home bought, or whose title was transferred, within the last ${f.pricing.recentTransferDays} days is not eligible for a line of credit. ` +
      (f.pricing.lenderPaysRecordingFees && f.pricing.recordingWords ? `${f.pricing.recordingWords}.` : 'Recording fees and taxes are charged by your county and state; we pass them on without markup.') +
      (f.pricing.fundingWords ? ` When your funds can be sent: ${f.pricing.fundingWords}.` : ''),
  );
}

/**
 * The Truth in Lending figures of the chosen line (Regulation Z §1026.18): APR, finance charge,
 * amount financed, total of payments, the payment schedule, the itemization of the amount financed,
 * and the assumptions they rest on (engine/finance.ts).
 */
function truthInLending(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  const fin = f.finance;
  if (!fin) return;
  w.heading('Truth in Lending disclosure');
  w.table([
    ['Annual percentage rate (APR): the cost of your credit as a yearly rate', d.apr],
    ['Finance charge: the dollar amount the credit will cost you', d.financeCharge],
    ['Amount financed: the amount of credit provided to you or on your behalf', d.amountFinanced],
    ['Total of payments: what you will have paid after making every payment as scheduled', d.totalOfPayments],
  ], { alignRight: true });
  w.heading('Your payment schedule');
  w.table(fin.schedule.map((l): [string, string] => [
    l.count === 1 ? `Payment ${l.from} (the last)` : `Payments ${l.from} to ${l.to} (${l.count} payments)`,
    l.count === 1 ? formatMoney(l.amount, 2) : `${formatMoney(l.amount, 2)} a month`,
  ]), { alignRight: true });
  if (fin.paymentKind === 'interestOnly') w.paragraph(`Your regular payments pay interest only; the last payment includes the whole balance of the initial draw.`);
  w.heading('Itemization of the amount financed');
  w.table([
    ['Initial draw (your line amount)', formatMoney(fin.amount, 2)] as [string, string],
    ['Prepaid finance charge: origination fee, deducted from the draw', `− ${formatMoney(fin.originationFee, 2)}`],
    ['Amount financed', d.amountFinanced],
    ...fin.paidToOthers.map((p): [string, string] => [`Paid to others on your behalf: ${p.label}`, `− ${formatMoney(p.amount, 2)}`]),
    [d.amountReceivedLabel, d.amountReceived],
  ], { alignRight: true });
  w.paragraph(`How these figures are computed: ${fin.assumptions.join(' ')}`, { size: 9 });
}

function yourFigures(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  w.table([
    ['Credit line amount (initial draw)', d.amount],
    ['Interest rate on the initial draw (fixed)', d.rate],
    ['Annual percentage rate (APR)', d.apr],
    ['Repayment term', f.interestOnly ? (f.finance ? `Interest-only monthly payments; the whole balance is due with payment ${f.finance.paymentCount}` : 'Interest-only monthly payments; the whole balance is due with the last payment') : d.term],
    [f.interestOnly ? 'Estimated monthly interest-only payment' : 'Estimated monthly payment on the initial draw', d.payment],
    ['Origination fee (a prepaid finance charge, deducted from the initial draw)', d.originationFee],
    [d.amountReceivedLabel, d.amountReceived],
    ['Valuation fee', d.valuationFeeWords],
    ['Notarization', d.notaryFeeWords],
    ['Recording fees', d.recordingFees],
    ['Recording taxes', d.recordingTaxes],
  ]);
}

function summary(w: DocumentSink, f: DisclosureFacts, d: Described, borrowerSigns: () => void): void {
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
    (f.interestOnly
      ? 'The monthly payment shown pays the interest on the initial draw, rounded up to the next dollar; the balance is due with the last payment. '
      : 'The monthly payment shown repays the initial draw in equal payments over the term; the last payment is adjusted so that the balance is repaid exactly (the payment schedule below states it). ') +
      'Interest is computed daily on a 365.25-day year. The payment does not include property taxes or homeowners insurance, which you continue to pay separately.',
  );
  truthInLending(w, f, d);
  w.newPage();
  w.heading('What happens next');
  w.bullets([
    'We verify your income, either by linking your payroll or bank account or by reviewing the documents you upload.',
    'You choose the account we deposit your funds into and how you want to make your monthly payments.',
    'You verify your identity with a government-issued photo ID.',
    f.pricing.inPersonClosing
      // A state whose law has the line close only in person at an office (sandbox/data/pricing.json stateRules inPersonClosing): the way it closes, not a choice.
      ? `You read your closing documents at home. In ${f.pricing.stateName ?? 'your state'} a line closes only in person: you sign them, with the lien on your home, before a notary at a title company's office, and the in-person notarization fee of ${formatMoney(f.pricing.manualNotaryFee)} applies${d.fees.manualNotary.lenderPays > 0 ? ` (we pay ${formatMoney(d.fees.manualNotary.lenderPays, 2)} of it so your fees stay within your state's limit)` : ''}.`
      : `You review and sign your closing documents, then meet a notary online (or in person, for a fee of ${formatMoney(f.pricing.manualNotaryFee)}) to sign the lien on your home.`,
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
  borrowerSigns();
}

function closing(w: DocumentSink, f: DisclosureFacts, d: Described, borrowerSigns: () => void): void {
  w.title(`${f.lender.companyNameShort}: Home Equity Line of Credit Agreement and Closing Disclosure`, 'Read this agreement carefully. It is a binding contract once signed and notarized.');
  if (f.revision) {
    w.heading('Revised closing disclosure');
    w.paragraph(`${f.revision} This disclosure replaces the one you signed; please read it and sign it again.`);
  }
  w.heading('Parties and property');
  parties(w, f, d);
  w.heading('Loan terms');
  yourFigures(w, f, d);
  truthInLending(w, f, d);
  w.heading('Closing costs');
  const known = (d.originationFeeValue ?? 0) + d.valuationFeeValue + d.notaryFeeValue + (d.fees.recording.quote?.deducted ?? 0);
  w.table([
    ['Origination fee', d.originationFeeValue !== null ? formatMoney(d.originationFeeValue, 2) : 'Set when you choose your offer'],
    ['Valuation fee', d.valuationFee],
    ['Notarization fee', d.notaryFee],
    ['Recording fees (county)', d.recordingFees],
    ['Recording taxes (county and state)', d.recordingTaxes],
    [d.recordingDeductedLater ? 'Fees deducted from your initial draw, before county recording fees and taxes' : 'Fees deducted from your initial draw', formatMoney(known, 2)],
    [d.amountReceivedLabel, d.amountReceived],
  ], { alignRight: true });
  w.paragraph(d.fees.recording.quote
    ? `The fees above are deducted from your initial draw, the recording costs at the amounts ${d.fees.recording.quote.provider} quoted for recording your deed of trust, so the amount shown is the amount paid to your account. Your settlement statement lists each amount and who it is paid to.`
    : d.recordingDeductedLater
      ? 'The fees above are deducted from your initial draw. Recording fees and taxes are deducted from it too, at the amounts your county and state set, so the amount paid to your account is the amount shown less those; your final settlement statement shows the exact amounts.'
      : 'The fees above are deducted from your initial draw; we pay the county\'s recording fees, and your state levies no recording tax, so the amount shown is the amount paid to your account. Your final settlement statement shows the exact amounts.');
  productFigures(w, f, d);
  w.heading('1. Your promise to pay');
  w.paragraph(`You promise to repay ${f.lender.companyName} ("we", "us") every amount you draw on this line, with interest at the rate fixed for each draw, together with the fees described in this agreement.`);
  w.heading('2. Draws');
  // What reaches the account is the draw less the fees deducted from it (the table above), never the whole draw.
  const paid = d.recordingDeductedLater ? `${d.amountReceived}, less the county's recording fees and taxes` : d.amountReceived;
  w.paragraph(`Your initial draw of ${d.amount} is your whole line. It is made on your funding day, the first banking day after the right-to-cancel period ends, and interest and the payment schedule count from that day: the fees above are deducted from it, and the rest (${paid}) is paid to your account. As you repay the balance, you may draw again up to your line; each later draw is priced, disclosed and repaid on the terms that apply when you take it. The figures in this disclosure are those of the initial draw alone.`);
  w.heading('3. Interest and the annual percentage rate');
  w.paragraph(
    `Interest on the initial draw accrues at ${d.rate} a year, calculated daily on a 365.25-day year. ` +
      `The annual percentage rate of ${d.apr} is the cost of the initial draw as a yearly rate: it includes the interest and the origination fee, ` +
      'assumes the line is drawn in full on your funding day and repaid as scheduled, and does not include the valuation, notarization or recording fees, which are not finance charges. ' +
      `APRs on lines we offer range from ${d.aprRange}.`,
  );
  w.heading('4. Payments');
  w.paragraph(f.interestOnly
    ? `Your monthly payment on the initial draw is interest only: ${d.payment}, rounded up to the next dollar. The balance is due with the last payment: ${d.schedule}.`
    : `Your monthly payment on the initial draw is ${d.payment}, due on the same day each month: ${d.schedule}. Payments are applied first to interest, then to the balance. You may prepay any amount at any time without penalty.`);
  w.heading('5. Security interest');
  w.paragraph(`This line is secured by a mortgage or deed of trust on ${f.propertyAddress}. The security instrument is signed before a notary and recorded in the county where the property is located.`);
  w.heading('6. Default');
  w.paragraph('We may close the line and require immediate repayment if you commit fraud or material misrepresentation, fail to meet the repayment terms, or act or fail to act in a way that harms our security in the property, such as selling it, failing to insure it or failing to pay taxes on it.');
  w.heading('7. Eligibility');
  w.paragraph(`You confirm that you did not buy the property, and that its title was not transferred, within the last ${f.pricing.recentTransferDays} days, and that the property is not listed for sale.`);
  w.heading('8. Your right to cancel');
  w.paragraph('You may cancel this transaction, without cost, within three business days after the latest of: the date you sign this agreement, the date you receive your Truth in Lending disclosures, or the date you receive the notice of your right to cancel. To cancel, notify us in writing at the address above, as your notice of the right to cancel explains.');
  w.paragraph(`${f.lender.companyName} | ${f.lender.address} | ${f.lender.email} | ${f.lender.phone}`, { size: 9 });
  // Where the home's state closes in person (the state rule's inPersonClosing), nothing is signed online.
  w.heading(f.pricing.inPersonClosing ? '9. Signing in person, and electronic delivery' : '9. Electronic signatures');
  w.paragraph(f.pricing.inPersonClosing
    ? 'You sign this agreement by hand, in person, at your closing appointment; you do not sign it online. You agree that we may deliver this agreement and related notices to you electronically.'
    : 'You agree that your electronic signature on this agreement has the same effect as a handwritten signature, and that we may deliver this agreement and related notices to you electronically.');
  // The state's own terms (sandbox/data/stateTerms.json, the set the state's rule names), as filled in for this line.
  stateClauses(w, f, 'agreement', 10);
  w.heading('Signatures');
  w.paragraph('By signing you confirm that you received and read every page of this agreement and closing disclosure, and that you agree to its terms.');
  borrowerSigns();
  w.signature(f.lender.companyName, 'Lender');
}

/**
 * The settlement statement: what was taken from the initial draw at closing, each amount with who it
 * is paid to, what the lender paid, and what was paid to the borrower's account and when. Made once
 * the title provider has quoted the recording costs (engine/fees.ts `recording.quote`), from the same
 * fee decisions and finance figures as the closing disclosure, so the two state one amount.
 */
function settlementStatement(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  w.title(`${f.lender.companyNameShort}: Settlement Statement`, 'What was taken from your initial draw at closing, who it was paid to, and what was paid to you.');
  w.heading('Parties and property');
  parties(w, f, d);
  const fin = f.finance;
  const q = d.fees.recording.quote;
  if (!fin || !q) {
    w.paragraph('Your settlement statement is made when your closing disclosure is: it lists the exact amounts then.');
    return;
  }
  const money = (v: number) => formatMoney(v, 2);
  const { valuation, manualNotary } = d.fees;
  const recorder = q.county ? `the ${q.county} recorder` : 'the county recorder';
  w.heading('Your initial draw');
  w.table([['Line amount (your initial draw is the whole line)', money(fin.amount)]], { alignRight: true });
  w.heading('Taken from your initial draw');
  w.table([
    [`Origination fee, to ${f.lender.companyNameShort}`, money(fin.originationFee)],
    ...(valuation.state === 'charged' && valuation.amount > 0 ? [[`Valuation fee, to the valuation company`, money(valuation.amount)] as [string, string]] : []),
    ...(manualNotary.state === 'charged' && manualNotary.amount > 0 ? [[`In-person notarization, to the notary`, money(manualNotary.amount)] as [string, string]] : []),
    ...(d.fees.recording.paidBy === 'borrower' && q.fee > 0 ? [[`Recording fee, to ${recorder}`, money(q.fee)] as [string, string]] : []),
    ...(q.tax > 0 ? [[`${q.taxName ?? 'Recording tax'}, to ${recorder} for the state`, money(q.tax)] as [string, string]] : []),
    ['Total taken from your initial draw', money(fin.amount - fin.amountReceived)],
  ], { alignRight: true });
  const lenderPaid: [string, string][] = [
    ...(valuation.state === 'charged' && valuation.lenderPays > 0 ? [['Valuation fee', money(valuation.lenderPays)] as [string, string]] : []),
    ...(manualNotary.state === 'charged' && manualNotary.lenderPays > 0 ? [['In-person notarization', money(manualNotary.lenderPays)] as [string, string]] : []),
    ...(d.fees.recording.paidBy === 'lender' && q.fee > 0 ? [[`Recording fee, to ${recorder}`, money(q.fee)] as [string, string]] : []),
  ];
  if (lenderPaid.length > 0) {
    w.heading('Paid by us, not taken from your draw');
    w.table(lenderPaid, { alignRight: true });
    if (d.fees.cap) w.paragraph(`We pay these so your fees stay within ${d.fees.cap.maxPercent}% of your line, as ${d.fees.cap.law} requires.`);
  }
  w.heading('Paid to you');
  const account = f.disbursement?.accountLastFour ? `your account ending in ${f.disbursement.accountLastFour}` : 'your account';
  w.table([
    [`Paid to ${account}`, money(fin.amountReceived)],
    ['Paid on', f.disbursement?.fundingOn ? formatDisplayDate(new Date(`${f.disbursement.fundingOn}T12:00:00Z`)) : 'The first banking day after your right to cancel ends'],
  ], { alignRight: true });
  w.paragraph(`Recording costs as quoted by ${q.provider} for recording your deed of trust. Your annual percentage rate (${d.apr}) includes the interest and the origination fee; the other amounts above are paid to others on your behalf and are not part of it.`);
}

function notary(w: DocumentSink, f: DisclosureFacts, d: Described, borrowerSigns: () => void): void {
  w.title(`${f.lender.companyNameShort}: Notarization and Recording Instructions`, 'How the lien on your home is signed, notarized and recorded.');
  w.heading('Your closing');
  parties(w, f, d);
  w.table([
    ['Credit line amount', d.amount],
    ['Notarization', d.manualNotary ? 'In person, with a notary we schedule for you' : 'Online, by video with a commissioned notary'],
    ['Notarization fee', d.notaryFeeWords],
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
    'Any state-specific riders required where the property is located.',
  ]);
  w.paragraph('With your closing documents you receive your notice of the right to cancel, which explains the three business days you have to change your mind; everyone on the title who signs receives their own. You do not sign it unless you wish to cancel.');
  w.heading('After your session');
  w.paragraph('We send the signed and notarized security instrument to your county for recording. Your three-business-day right to cancel starts when you sign. Once it has passed and the county has accepted the document for recording, we send your initial draw to the account you chose.');
  w.heading('Fees that apply to every line we offer');
  w.table(feeRows(f.pricing).slice(1));
  w.heading('Acknowledgment');
  w.paragraph('By signing you confirm that you received these instructions and will attend the notarization session with a valid photo ID.');
  borrowerSigns();
}

/** The state's notice (Texas Constitution Art. XVI §50(g)): its words as the law gives them, in bold at its minimum size, and when it was given. */
function stateNotice(w: DocumentSink, f: DisclosureFacts, d: Described): void {
  const notice = stateNoticeFor(f.propertyState);
  if (!notice) return;
  w.title(notice.title, notice.source);
  parties(w, f, d);
  // Given on the application's first step and received when the owner acknowledges it there (sandbox/simulator/stateLaw.ts).
  w.paragraph(f.noticeGivenAt ? `Given to you on ${formatDisplayDate(f.noticeGivenAt)}, at the start of your application.` : 'Given to you at the start of your application.');
  const size = notice.minimumPointSize;
  w.paragraph(notice.heading, { size, bold: true });
  w.paragraph(notice.opening, { size, bold: true });
  for (const item of notice.items) w.paragraph(item, { size, bold: true, ...(/^\(\d+\)/.test(item) ? { indent: 18 } : {}) });
  w.paragraph(notice.closing, { size, bold: true });
}

