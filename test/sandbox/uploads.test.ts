/**
 * Upload bodies nest the file ({type, file: {fileName, contentType, content}}, schemas/fields/file.json),
 * the screens' schemas and error rules are what the server validates (routing checksum, income
 * uploads), and the liens step (000 §4.3 LIEN_VERIFICATION) moves the application on to the offers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, newApplicant, pngBase64, start, upload, uploadFile, type Running } from './helpers.js';
import { getApp, status, step, walkUntil } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start({ delays: { stepMs: 0, holdMs: 600_000 } });
  api = client(server);
});
afterAll(() => server.close());

const post = (token: string, uuid: string, path: string, body: unknown) => api('POST', `${APP}/${uuid}/${path}`, { token, body });
const setStatus = (uuid: string, value: string) => api('POST', `/ops/applications/${uuid}/status`, { body: { status: value } });
const pointers = (res: { body: any }) => (res.body.errors ?? res.body.fieldErrors ?? []).map((e: { pointer?: string; message: string }) => [e.pointer, e.message]);

describe('uploads nest the file', () => {
  it('rejects the old flat body and a wrong file type, with the field messages, and stores nothing', async () => {
    const { token, uuid } = await newApplicant(api);
    await walkUntil(api, token, uuid, 'autopay');
    expect(await status(api, token, uuid)).toBe('IDENTITY_VERIFICATION');

    const flat = await post(token, uuid, 'identity-documents', { type: 'PASSPORT_FRONT', ...uploadFile() });
    expect(flat.status).toBe(400);
    expect(JSON.stringify(flat.body)).toContain('Select a file to upload');

    const gif = await post(token, uuid, 'identity-documents', { type: 'PASSPORT_FRONT', file: { ...uploadFile('id.gif'), contentType: 'image/gif' } });
    expect(gif.status).toBe(400);
    expect(JSON.stringify(gif.body)).toContain('Select a JPG, PNG or PDF file');
    expect((await getApp(api, token, uuid)).documents).toEqual([]);

    await step(api, token, uuid, 'identity-documents', upload('PASSPORT_FRONT'));
    const docs = (await getApp(api, token, uuid)).documents;
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ type: 'PASSPORT_FRONT', fileName: 'id.png', contentType: 'image/png', size: Buffer.from(pngBase64, 'base64').length });
  });

  it('income uploaded as documents keeps each file with the route\'s document type', async () => {
    const { token, uuid } = await newApplicant(api);
    await walkUntil(api, token, uuid, 'summary-signature');
    expect(await status(api, token, uuid)).toBe('INCOME_VERIFICATION');
    const body = {
      method: 'UPLOAD',
      documentType: 'USER_UPLOADED_PAYSTUB',
      sources: [{ employmentType: 'FULL_TIME', income: 120000 }, { employmentType: 'OTHER', income: 5000 }],
      file: uploadFile('paystub-june.png'),
      secondFile: uploadFile('paystub-may.png'),
    };
    const bad = await post(token, uuid, 'income', { ...body, file: { ...body.file, content: '' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('The file is empty');

    await step(api, token, uuid, 'income', body);
    expect(await status(api, token, uuid)).toBe('DISBURSEMENT_ACCOUNT');
    const app = await getApp(api, token, uuid);
    expect(app.documents.map((d: { type: string; fileName: string }) => [d.type, d.fileName])).toEqual([
      ['USER_UPLOADED_PAYSTUB', 'paystub-june.png'],
      ['USER_UPLOADED_PAYSTUB', 'paystub-may.png'],
    ]);
  });

  it('a retiree\'s benefit letters and statements are accepted and kept as RETIREMENT_INCOME, two of three slots used', async () => {
    const { token, uuid } = await newApplicant(api);
    await walkUntil(api, token, uuid, 'summary-signature');
    expect(await status(api, token, uuid)).toBe('INCOME_VERIFICATION');
    const body = {
      method: 'UPLOAD',
      documentType: 'RETIREMENT_INCOME',
      sources: [{ employmentType: 'RETIRED', income: 54000 }],
      file: uploadFile('ssa-1099.png'),
      thirdFile: uploadFile('ira-statement.png'),
    };
    const unknownType = await post(token, uuid, 'income', { ...body, documentType: 'PENSION' });
    expect(unknownType.status).toBe(400);
    expect((await getApp(api, token, uuid)).documents).toEqual([]);

    await step(api, token, uuid, 'income', body);
    expect(await status(api, token, uuid)).toBe('DISBURSEMENT_ACCOUNT');
    const app = await getApp(api, token, uuid);
    expect(app.documents.map((d: { type: string; fileName: string }) => [d.type, d.fileName])).toEqual([
      ['RETIREMENT_INCOME', 'ssa-1099.png'],
      ['RETIREMENT_INCOME', 'ira-statement.png'],
    ]);
  });
});

describe('routing numbers', () => {
  it('a 9-digit number failing the ABA checksum is refused with the screen rule\'s message', async () => {
    const { token, uuid } = await newApplicant(api);
    await walkUntil(api, token, uuid, 'income');
    const res = await post(token, uuid, 'disbursement-account', { routingNumber: '011000016', accountNumber: '123456789', accountNumberConfirm: '123456789', accountType: 'CHECKING' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("This routing number isn't valid. Check the 9 digits at the bottom left of a check, or ask your bank.");
    expect(JSON.stringify(res.body)).toContain('routingNumber');
    expect(await status(api, token, uuid)).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('autopay from another account needs its fields, and a valid routing number', async () => {
    const { token, uuid } = await newApplicant(api);
    await walkUntil(api, token, uuid, 'disbursement-account');
    const missing = await post(token, uuid, 'autopay', { payType: 'AUTOPAY', useDisbursementAccount: false });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Enter the routing number');
    const wrong = await post(token, uuid, 'autopay', { payType: 'AUTOPAY', useDisbursementAccount: false, routingNumber: '123456789', accountNumber: '98765432', accountNumberConfirm: '98765432', accountType: 'SAVINGS' });
    expect(JSON.stringify(wrong.body)).toContain("This routing number isn't valid. Check the 9 digits at the bottom left of a check, or ask your bank.");
    await step(api, token, uuid, 'autopay', { payType: 'AUTOPAY', useDisbursementAccount: false, routingNumber: '021000021', accountNumber: '98765432', accountNumberConfirm: '98765432', accountType: 'SAVINGS', autopayAuthorization: true });
    const app = await getApp(api, token, uuid);
    expect(app.autopayAccount).toMatchObject({ mask: '5432', routingNumber: '021000021' });
  });
});

describe('liens step', () => {
  it('is open only in LIEN_VERIFICATION, asks about other liens, and settles on OFFER_SELECTION', async () => {
    const { token, uuid } = await newApplicant(api);
    const early = await post(token, uuid, 'liens', { hasOtherLiens: false, accurate: true });
    expect(early.status).toBe(409);

    expect((await setStatus(uuid, 'LIEN_VERIFICATION')).status).toBe(200);
    const undescribed = await post(token, uuid, 'liens', { hasOtherLiens: true, accurate: true });
    expect(undescribed.status).toBe(400);
    expect(JSON.stringify(undescribed.body)).toContain('Tell us about the other loans or liens');
    const unconfirmed = await post(token, uuid, 'liens', { hasOtherLiens: false });
    expect(JSON.stringify(unconfirmed.body)).toContain('Confirm that this information is true and complete');
    expect(await status(api, token, uuid)).toBe('LIEN_VERIFICATION');

    await step(api, token, uuid, 'liens', { hasOtherLiens: true, otherLiens: 'Tax lien, about $4,000', accurate: true });
    expect(await status(api, token, uuid)).toBe('OFFER_SELECTION');
    expect((await getApp(api, token, uuid)).status.liensComplete).toBe(true);
  });
});

describe('more information: the screen\'s `require` rule on the server', () => {
  it('refuses a missing SSN with the screen\'s message while none is on file, and takes the answers without one once it is', async () => {
    const { token, uuid } = await newApplicant(api);
    await walkUntil(api, token, uuid, 'offer');
    expect(await status(api, token, uuid)).toBe('COLLECT_ADDITIONAL_INFO');
    const answers = { ownership: 'SOLE', maritalStatus: 'UNMARRIED', hardCreditConsent: true };
    const missing = await post(token, uuid, 'more-info', answers);
    expect(missing.status).toBe(400);
    expect(pointers(missing)).toEqual([['/ssn', 'Enter your Social Security number']]);
    expect(await status(api, token, uuid)).toBe('COLLECT_ADDITIONAL_INFO');

    // Once the number is on file the rule does not hold (profile.hasSsn), and the same answers pass.
    await step(api, token, uuid, 'more-info', { ...answers, ssn: '123-45-6789' });
    await setStatus(uuid, 'COLLECT_ADDITIONAL_INFO');
    const again = await post(token, uuid, 'more-info', answers);
    expect(again.status).toBe(200);
  });
});
