/**
 * GET {app}/{uuid}/documents/deed.pdf and deed.json: the deed of trust the borrower signs before the
 * notary (sandbox/documents/deedOfTrust.ts), readable before it is signed like every other document:
 * a real PDF naming the parties, the property and the line amount, with the lien's terms in plain
 * words, marked as the sandbox lender's form; served as signed once the notary completes the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { NOTARY_SESSION, step, walkUntil } from './walk.js';
import figure from '../../brands/FIGURE.json' with { type: 'json' };

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start(); api = client(server); });
afterAll(() => server.close());

async function pdfText(url: string, token: string) {
  const res = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) pages.push((await (await pdf.getPage(i)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

const borrowerSignature = (blocks: { kind: string; role?: string }[]) => blocks.find((b) => b.kind === 'signature' && b.role === 'Borrower') as { signedName?: string; signedOn?: string } | undefined;

describe('the deed of trust', () => {
  it('reads before the notary: parties, property, amount, the lien in plain words, the sandbox lender\'s form; signed after the session', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    expect(await walkUntil(api, token, uuid, 'closing-signature')).toBe('NOTARY_DISCLOSURE');

    const text = await pdfText(`${APP}/${uuid}/documents/deed.pdf`, token);
    for (const words of [
      'Deed of Trust', "SANDBOX LENDER'S FORM", 'not a form approved for recording',
      'Pat Happy', '12 Main Street, Portland, OR 97201', '$50,000', figure.names.companyName, 'Sandbox Trustee Services',
      'Pay the property taxes', 'Keep the property insured', 'You could lose your home', 'releases this lien',
    ]) expect(text, words).toContain(words);

    const doc = (await api('GET', `${APP}/${uuid}/documents/deed.json`, { token })).body;
    expect(doc.title).toBe('Deed of Trust');
    expect(JSON.stringify(doc.blocks)).toContain('You keep owning and living in your home');
    expect(borrowerSignature(doc.blocks)?.signedName).toBeUndefined();
    // Only the owner reads it.
    const other = await newApplicant(api, 'Happy');
    expect((await api('GET', `${APP}/${uuid}/documents/deed.json`, { token: other.token })).status).not.toBe(200);

    const app = await step(api, token, uuid, NOTARY_SESSION, {});
    expect(app.deedSignedAt).toEqual(expect.any(String));
    expect(app.signedDocuments.deed.signedAt).toBe(app.deedSignedAt);
    const signed = (await api('GET', `${APP}/${uuid}/documents/deed.json`, { token })).body;
    expect(borrowerSignature(signed.blocks)).toMatchObject({ signedName: 'Pat Happy', signedOn: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/) });
  });

  it('for a home whose state gives a notice, says that its law governs where it protects more', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    const blocks = JSON.stringify((await api('GET', `${APP}/${uuid}/documents/deed.json`, { token })).body.blocks);
    expect(blocks).toContain('Notice Concerning Extensions of Credit Defined by Section 50(a)(6)');
    expect(blocks).toContain('that law governs');
  });
});
