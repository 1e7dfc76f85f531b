/**
 * The county's recording costs, quoted exactly at closing (sandbox/title/recordingQuote.ts, from
 * sandbox/data/recording.json): when the closing disclosure is generated the sandbox's title provider
 * quotes them for the home, the fee decisions charge them (engine/fees.ts `recording.quote`), and the
 * closing disclosure, the signed figures and the settlement statement state one amount paid to the
 * borrower. They are paid to public officials, not finance charges (Regulation Z §1026.4(e)(1)): the
 * APR is the same as without them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRecording } from '../../sandbox/title/recordingQuote.ts';
import { checkRecording } from '../../engine/config/checkPricing.ts';
import { applicationFinance, type Pricing } from '../../engine/index.ts';
import type { RecordingSchedule } from '../../engine/types/recording.ts';
import schedule from '../../sandbox/data/recording.json' with { type: 'json' };
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { getApp, walkUntil } from './walk.js';

const book: RecordingSchedule = schedule;
/** The lender's pricing, as journey validate reads it (engine/config/checkPricing.ts). */
const lenderPricing = JSON.parse(readFileSync('sandbox/data/pricing.json', 'utf8')) as Pricing;
const at = Date.parse('2026-07-01T12:00:00Z');

describe('the title provider quotes', () => {
  it('a county the schedule names by zipcode, else the state, else the default', () => {
    expect(quoteRecording(book, { state: 'MD', zip: '21201' }, at)).toMatchObject({ county: 'Baltimore City', recordingFee: 60, taxPer100k: 1000, taxName: 'Maryland recordation tax' });
    expect(quoteRecording(book, { state: 'md', zip: '21401' }, at)).toMatchObject({ state: 'MD', county: null, taxPer100k: 700 });
    expect(quoteRecording(book, { state: 'OR', zip: '97201' }, at)).toMatchObject({ county: null, recordingFee: 106, taxPer100k: 0, taxName: null });
    expect(quoteRecording({ ...book, states: {} }, { state: 'OR', zip: '97201' }, at)).toMatchObject({ recordingFee: book.default.recordingFee });
  });

  it('journey validate refuses a schedule past what the disclosures state', () => {
    const root = mkdtempSync(join(tmpdir(), 'recording-'));
    mkdirSync(join(root, 'sandbox/data'), { recursive: true });
    mkdirSync(join(root, 'schemas/meta'), { recursive: true });
    copyFileSync('schemas/meta/recording.schema.json', join(root, 'schemas/meta/recording.schema.json'));
    const bad = { ...book, states: { ...book.states, FL: { recordingFee: 400, taxPer100k: 1500 } } };
    writeFileSync(join(root, 'sandbox/data/recording.json'), JSON.stringify(bad));
    const messages = checkRecording(root, lenderPricing).map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^\/states\/FL\/recordingFee: FL: a recording fee of 400 is outside the 0 to 315/),
      expect.stringMatching(/^\/states\/FL\/taxPer100k: FL: a recording tax of 1500 per \$100,000 is more than the 1400/),
      expect.stringMatching(/^\/states\/FL\/taxName: FL: name the recording tax/),
    ]);
    writeFileSync(join(root, 'sandbox/data/recording.json'), JSON.stringify(book));
    expect(checkRecording(root, lenderPricing)).toEqual([]);
  });
});

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start(); api = client(server); });
afterAll(() => server.close());

const textOf = async (token: string, uuid: string, kind: string) => {
  const res = await api('GET', `${APP}/${uuid}/documents/${kind}.json`, { token });
  return { status: res.status, text: JSON.stringify((res.body as { blocks?: unknown[] }).blocks ?? []) };
};

describe('at closing, in Florida (a recording tax) and Oregon (none)', () => {
  it('Florida: the closing disclosure and the settlement statement state the fee, the tax and one amount paid; the APR is as without them', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy', { state: 'FL', zip: '33602' });
    expect((await textOf(token, uuid, 'settlement')).status).toBe(404);
    expect(await walkUntil(api, token, uuid, 'identity-documents')).toBe('NOTE_SIGNING');
    const app = await getApp(api, token, uuid);
    expect(app.recordingQuote).toMatchObject({ provider: 'Sandbox Title & Escrow', state: 'FL', county: null, recordingFee: 95, taxPer100k: 550 });
    const tax = Math.round((app.amount / 100_000) * 550 * 100) / 100;
    const finance = applicationFinance({ app }).result!;
    expect(finance.paidToOthers).toEqual([{ label: 'County recording fee', amount: 95 }, { label: 'Florida documentary stamp tax and intangible tax', amount: tax }]);
    const { recordingQuote: _q, ...unquoted } = app;
    const before = applicationFinance({ app: unquoted }).result!;
    expect(finance.apr).toBe(before.apr);
    expect(finance.financeCharge).toBe(before.financeCharge);
    expect(finance.amountReceived).toBe(Math.round((before.amountReceived - 95 - tax) * 100) / 100);

    const money = (v: number) => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const closing = (await textOf(token, uuid, 'closing')).text;
    expect(closing).toContain('$95.00 (county recorder)');
    expect(closing).toContain(`${money(tax)} (Florida documentary stamp tax and intangible tax)`);
    expect(closing).toContain(money(finance.amountReceived));
    expect(closing).not.toContain('less the county');
    const statement = await textOf(token, uuid, 'settlement');
    expect(statement.status).toBe(200);
    expect(statement.text).toContain('Recording fee, to the county recorder');
    expect(statement.text).toContain(money(finance.amount - finance.amountReceived));
    expect(statement.text).toContain(money(finance.amountReceived));
  });

  it('Oregon: the recording fee only, and the quote is made once', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    expect(await walkUntil(api, token, uuid, 'identity-documents')).toBe('NOTE_SIGNING');
    const first = (await getApp(api, token, uuid)).recordingQuote;
    expect(first).toMatchObject({ state: 'OR', recordingFee: 106, taxPer100k: 0, taxName: null });
    expect(applicationFinance({ app: await getApp(api, token, uuid) }).result!.paidToOthers).toEqual([{ label: 'County recording fee', amount: 106 }]);
    expect((await getApp(api, token, uuid)).recordingQuote.quotedAt).toBe(first.quotedAt);
  });
});
