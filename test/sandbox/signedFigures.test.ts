/**
 * The line funds only on the figures the borrower signed (engine/signedFigures.ts, carried out by
 * sandbox/simulator/backOffice.ts): a fee added after the closing disclosure was signed stops the
 * line before funding and sends the borrower back to NOTE_SIGNING with a revised disclosure that
 * says what changed; signed again, it funds with the revised figures. The `Notary` persona's
 * in-person notarization is decided when the application is made, so its first closing disclosure
 * already states it and it funds on that signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { getApp, happySteps, NOTARY_SESSION, status, step, walkUntil } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start(); api = client(server); });
afterAll(() => server.close());

const bodyOf = (path: string) => happySteps.find(([p]) => p === path)![1];
const closingText = async (token: string, uuid: string) => {
  const doc = (await api('GET', `${APP}/${uuid}/documents/closing.json`, { token })).body as { blocks: unknown[] };
  return JSON.stringify(doc.blocks);
};

describe('funding on the signed figures', () => {
  it('a fee added after signing: back to NOTE_SIGNING with a revised disclosure; signed again, it funds with those figures', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    expect(await walkUntil(api, token, uuid, 'closing-signature')).toBe('NOTARY_DISCLOSURE');
    const signed = (await getApp(api, token, uuid)).signedDocuments.closing.figures;
    // The county's recording fee the title company quoted for the Oregon home is deducted with the rest (sandbox/title/recordingQuote.ts).
    expect(signed).toMatchObject({ amount: 50000, amountReceived: 48399, paidToOthers: [{ label: 'County recording fee', amount: 106 }] });

    // After the signature, the lender finds that the deed must be notarized in person.
    expect((await api('PATCH', `/ops/applications/${uuid}`, { body: { status: { manualNotary: true } } })).status).toBe(200);
    await step(api, token, uuid, NOTARY_SESSION, {});
    await step(api, token, uuid, 'insurance', bodyOf('insurance'));

    // Not funded on the old signature.
    expect(await status(api, token, uuid)).toBe('NOTE_SIGNING');
    const stopped = await getApp(api, token, uuid);
    expect(stopped.funded).not.toBe(true);
    expect(stopped.closingRevision).toMatchObject({
      pending: true,
      words: 'Revised: in-person notarization $300.00 added; paid to your account at closing $48,099.00, was $48,399.00.',
    });
    expect(stopped.status.disclosurelistClosingComplete).toBe(false);
    // The closing disclosure served now is the revised one, with the fee and what changed.
    const revised = await closingText(token, uuid);
    expect(revised).toContain('Revised closing disclosure');
    expect(revised).toContain('$300.00 (in-person notarization)');
    expect(revised).toContain('$48,099.00');

    // Signed again: it funds, and the application keeps the revised figures as signed.
    await step(api, token, uuid, 'closing-signature', bodyOf('closing-signature'));
    expect(await status(api, token, uuid)).toBe('COMPLETE');
    const funded = await getApp(api, token, uuid);
    expect(funded.funded).toBe(true);
    expect(funded.closingRevision.pending).toBe(false);
    expect(funded.signedDocuments.closing.figures).toMatchObject({ amountReceived: 48099, apr: signed.apr, financeCharge: signed.financeCharge, paidToOthers: [{ label: 'In-person notarization', amount: 300 }, { label: 'County recording fee', amount: 106 }] });
    // Served as signed from now on: the revised disclosure, with the signature.
    const signedAgain = await closingText(token, uuid);
    expect(signedAgain).toContain('Revised closing disclosure');
    expect(signedAgain).toContain('"signedName":"Pat Happy"');
  });

  it('the Notary persona: in person is decided when the application is made, so the signed disclosure states $300 and it funds on it', async () => {
    const { token, uuid, app } = await newApplicant(api, 'Notary');
    expect(app.status.manualNotary).toBe(true);
    expect(await walkUntil(api, token, uuid, 'identity-documents')).toBe('NOTE_SIGNING');
    expect(await closingText(token, uuid)).toContain('$300.00 (in-person notarization)');
    await step(api, token, uuid, 'closing-signature', bodyOf('closing-signature'));
    expect(await status(api, token, uuid)).toBe('MANUAL_DEED_SIGNING');
    expect((await getApp(api, token, uuid)).signedDocuments.closing.figures).toMatchObject({ amountReceived: 48099, paidToOthers: [{ label: 'In-person notarization', amount: 300 }, { label: 'County recording fee', amount: 106 }] });
  });
});
