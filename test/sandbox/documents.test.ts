/**
 * GET {app}/{uuid}/documents/{kind}.pdf: real PDF files that parse (pdf-lib for the structure,
 * pdf.js for the text), several pages long, stating the application's own figures and 001 §9's
 * disclosure figures; owner only. {kind}.json: the same document as text blocks, word for word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { plain } from '../../sandbox/documents/pdfWriter.js';
import type { DocumentText } from '../../sandbox/documents/documentText.js';
import { walkUntil } from './walk.js';
import figure from '../../brands/FIGURE.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pricingFigures } from '../../engine/pricing.ts';
import { config } from '../helpers/config.ts';

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start(); api = client(server); });
afterAll(() => server.close());

async function fetchPdf(url: string, token?: string) {
  const res = await fetch(`${server.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

describe('disclosure documents', () => {
  let token: string;
  let uuid: string;
  beforeAll(async () => {
    ({ token, uuid } = await newApplicant(api, 'Happy'));
    // Past the offer: $50,000 on the 10-year offer (happySteps[1]).
    expect(await walkUntil(api, token, uuid, 'offer')).toBe('COLLECT_ADDITIONAL_INFO');
  });

  it.each(['summary', 'closing', 'notary'])('%s.pdf is a PDF of several pages with the application\'s figures', async (kind) => {
    const res = await fetchPdf(`${APP}/${uuid}/documents/${kind}.pdf`, token);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(Buffer.from(res.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const text = await textOf(res.bytes);
    expect(text).toContain('$50,000');
    expect(text).toContain('Pat Happy');
    expect(text).toContain('12 Main Street, Portland, OR 97201');
    expect(text).toContain(figure.names.companyName);
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('the closing disclosure states the rate, APR, term, fees and 001 §9 figures', async () => {
    const app = (await api('GET', `${APP}/${uuid}`, { token })).body;
    const text = await textOf((await fetchPdf(`${APP}/${uuid}/documents/closing.pdf`, token)).bytes);
    expect(text).toContain(`${app.rate.toFixed(2)}%`);
    // The APR of $50,000 on the 10-year offer by Regulation Z's actuarial method (engine/finance.ts).
    expect(app.apr).toBe(9.66);
    expect(text).toContain('9.66%');
    expect(text).toContain('10 years (120 monthly payments)');
    // 2.99% of $50,000.
    expect(text).toContain('$1,495.00');
    // The Truth in Lending figures: amount financed = $50,000 − $1,495; 120 payments of $632.03, the last $631.59.
    expect(text).toContain('Truth in Lending disclosure');
    expect(text).toContain('$48,505.00');
    expect(text).toMatch(/Payments 1 to 119 \(119 payments\)\s*\$632\.03 a month/);
    expect(text).toContain('Amount paid to your account at closing');
    // The product-wide figures, derived from the lender's pricing (sandbox/data/pricing.json).
    const pricing = pricingFigures(JSON.parse(readFileSync(join(config.root, 'sandbox/data/pricing.json'), 'utf8'))).result;
    for (const figure of ['$15,000 to $400,000', `${pricing.aprMin.toFixed(2)}% to ${pricing.aprMax.toFixed(2)}%`, '4.99%', '$0 to $315', '$1,400 per $100,000', '90 days']) {
      expect(text).toContain(figure);
    }
    // Recording taxes up to $1,400 per $100,000 of a $50,000 line.
    expect(text).toContain('$0 to $700.00');
    // Before the closing disclosure is ready, neither the valuation nor the notarization is decided:
    // each is stated with its amount as conditional, never as $0 as if decided (engine/fees.ts).
    expect(text).toContain('Valuation fee $0 if an automated valuation of your home is available; $180 if a person must value it (we tell you before ordering it)');
    expect(text).toContain('Notarization $0 for online notarization; $300 if you need in-person notarization (we tell you before your closing disclosure)');
    expect(text).toContain('Amount paid to your account at closing, after the origination fee and any fee charged above, before county recording fees and taxes and before any fee not yet decided $48,505.00');
    expect(text).not.toContain('$0.00 (online notarization)');
    // The initial draw is made on the funding day, from which the schedule counts, and cancelling is in
    // writing, as the notice of the right to cancel says (rescissionNotice.ts): one story in every document.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('It is made on your funding day, the first banking day after the right-to-cancel period ends, and interest and the payment schedule count from that day');
    expect(flat).not.toContain('drawn when you sign');
    expect(flat).toContain('To cancel, notify us in writing at the address above, as your notice of the right to cancel explains.');
    expect(flat).not.toMatch(/by e-mail|,\)/);
  });

  it('once the closing disclosure is ready, a fee not charged reads $0.00 with why', async () => {
    // An automated valuation was used and the notary is online: the lender settled both before generating it.
    await api('PATCH', `/ops/applications/${uuid}`, { body: { status: { disclosurelistClosingReady: true } } });
    const text = await textOf((await fetchPdf(`${APP}/${uuid}/documents/closing.pdf`, token)).bytes);
    expect(text).toContain('$0.00 (an automated valuation of your home was available)');
    expect(text).toContain('$0.00 (online notarization)');
    // The title company quoted the county's recording fee with it (sandbox/title/recordingQuote.ts: Oregon, $106, no tax), so the amount is exact.
    expect(text).toContain('Recording fees (county) $106.00 (county recorder)');
    expect(text).toContain('Amount paid to your account at closing $48,399.00');
    expect(text).not.toContain('before county recording fees');
    expect(text).not.toContain('if one applies');
    // The settlement statement, as a PDF too: each amount taken from the line, who it is paid to, and what is paid.
    const statement = await fetchPdf(`${APP}/${uuid}/documents/settlement.pdf`, token);
    expect(statement.status).toBe(200);
    const words = (await textOf(statement.bytes)).replace(/\s+/g, ' ');
    expect(words).toContain('Settlement Statement');
    expect(words).toContain('Recording fee, to the county recorder $106.00');
    expect(words).toContain('Total taken from your initial draw $1,601.00');
    expect(words).toContain('$48,399.00');
  });

  it.each(['summary', 'closing', 'notary'])('%s.json holds the text of the PDF, block by block', async (kind) => {
    const res = await fetch(`${server.url}${APP}/${uuid}/documents/${kind}.json`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = await res.json() as DocumentText;
    const pdf = await textOf((await fetchPdf(`${APP}/${uuid}/documents/${kind}.pdf`, token)).bytes);
    const norm = (t: string) => plain(t).replace(/\s+/g, ' ').trim();
    const texts = doc.blocks.flatMap((b) => {
      switch (b.kind) {
        case 'title': return [b.text, b.subtitle ?? ''];
        case 'heading': case 'paragraph': return [b.text];
        case 'bullets': return b.items;
        case 'table': return b.rows.flat();
        case 'signature': return [`${b.name}, ${b.role}`];
        default: return [];
      }
    }).filter(Boolean);
    expect(texts.length).toBeGreaterThan(15);
    // Short cells can be cut across lines by the PDF's wrapping; every word of each block is there in order.
    for (const t of texts) expect(pdf.replace(/\s+/g, ' ')).toContain(norm(t).split(' ').slice(0, 3).join(' '));
    expect(doc.blocks.some((b) => b.kind === 'table' && b.rows.some(([, v]) => v === '$50,000'))).toBe(true);
    expect(doc.footer).toContain(figure.names.companyName);
  });

  it('charges the $180 valuation fee and the $300 notary fee when they apply', async () => {
    // A broker price opinion was needed (no automated valuation, 000 §4.3 NO_AVM) and the notary is in person.
    await api('PATCH', `/ops/applications/${uuid}`, { body: { status: { bpo: 'REQUIRED', manualNotary: true } } });
    const text = await textOf((await fetchPdf(`${APP}/${uuid}/documents/closing.pdf`, token)).bytes);
    expect(text).toContain('$180.00 (no automated valuation of your home was available)');
    expect(text).toContain('$300.00 (in-person notarization)');
    // Paid to others on the borrower's behalf, not finance charges: the amount financed stays, the amount received falls.
    expect(text).toContain('$48,505.00');
    expect(text).toContain('$47,919.00');
  });

  it('answers only the owner, and only the known kinds', async () => {
    expect((await fetchPdf(`${APP}/${uuid}/documents/summary.pdf`)).status).toBe(401);
    const other = await newApplicant(api, 'Other');
    expect((await fetchPdf(`${APP}/${uuid}/documents/summary.pdf`, other.token)).status).toBe(403);
    expect((await fetchPdf(`${APP}/${uuid}/documents/statement.pdf`, token)).status).toBe(404);
    expect((await fetchPdf(`${APP}/${uuid}/documents/summary`, token)).status).toBe(404);
    expect((await fetchPdf(`${APP}/${uuid}/documents/summary.json`)).status).toBe(401);
    expect((await fetchPdf(`${APP}/${uuid}/documents/summary.json`, other.token)).status).toBe(403);
    expect((await fetchPdf(`${APP}/${uuid}/documents/summary.html`, token)).status).toBe(404);
  });
});

describe('a signed document stays as it was signed', () => {
  it('serves the summary as signed after the application changes, and the unsigned closing document with the new figures', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    expect(await walkUntil(api, token, uuid, 'summary-signature')).toBe('INCOME_VERIFICATION');
    // Something changes after signing: the line amount, and the borrower's name on the profile.
    await api('PATCH', `/ops/applications/${uuid}`, { body: { amount: 60000 } });
    const summary = await (await fetch(`${server.url}${APP}/${uuid}/documents/summary.json`, { headers: { authorization: `Bearer ${token}` } })).json() as DocumentText;
    const rows = summary.blocks.flatMap((b) => (b.kind === 'table' ? b.rows : []));
    expect(rows).toContainEqual(['Credit line amount (initial draw)', '$50,000']);
    expect(summary.blocks).toContainEqual(expect.objectContaining({ kind: 'signature', role: 'Borrower', signedName: 'Pat Happy', signedOn: '11/20/2026' }));
    const pdf = await textOf((await fetchPdf(`${APP}/${uuid}/documents/summary.pdf`, token)).bytes);
    expect(pdf).toContain('/s/ Pat Happy');
    expect(pdf).toContain('$50,000');
    const closing = await (await fetch(`${server.url}${APP}/${uuid}/documents/closing.json`, { headers: { authorization: `Bearer ${token}` } })).json() as DocumentText;
    expect(closing.blocks.flatMap((b) => (b.kind === 'table' ? b.rows : []))).toContainEqual(['Credit line amount (initial draw)', '$60,000']);
    // A home that closes online: the agreement is e-signed.
    expect(JSON.stringify(closing.blocks)).toContain('9. Electronic signatures');
  });
});
