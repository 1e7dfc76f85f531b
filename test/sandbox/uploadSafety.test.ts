/**
 * Uploads (issue 14): the bytes must be the declared type by their magic numbers, not empty, and at
 * most the documented 10 MB; identical concurrent uploads store one document (the closed condition
 * refuses the rest, and an Idempotency-Key replays the first answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../sandbox/files/uploads.js';
import { APP, client, count, newApplicant, pngBase64, start, type Running } from './helpers.js';
import { walkUntil } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start({ delays: { stepMs: 0, holdMs: 600_000 } });
  api = client(server);
});
afterAll(() => server.close());

const CONDITIONS = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

async function withCondition() {
  const { token, uuid } = await newApplicant(api);
  const card = (await api('POST', `/ops/applications/${uuid}/conditions`, { body: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' } })).body as { uuid: string };
  return { token, uuid, condition: card.uuid };
}

describe('upload contents', () => {
  it.each([
    ['"====" (0 bytes)', { fileName: 'a.png', contentType: 'image/png', content: '====' }, 'The file is empty'],
    ['HTML declared as PNG', { fileName: 'a.png', contentType: 'image/png', content: b64('<html><script>alert(1)</script></html>') }, 'This file is not the JPG, PNG or PDF it says it is. Please upload the document itself.'],
    ['an executable declared as PDF', { fileName: 'a.pdf', contentType: 'application/pdf', content: b64(Buffer.from('4d5a90000300000004000000ffff0000', 'hex')) }, 'This file is not the JPG, PNG or PDF it says it is. Please upload the document itself.'],
    ['a PNG declared as PDF', { fileName: 'a.pdf', contentType: 'application/pdf', content: pngBase64 }, 'This file is not the JPG, PNG or PDF it says it is. Please upload the document itself.'],
  ])('refuses %s and stores nothing', async (_name, file, message) => {
    const { token, uuid, condition } = await withCondition();
    const before = count(server.databasePath, 'documents');
    const res = await api('POST', `${CONDITIONS(uuid)}/${condition}/documents`, { token, body: { type: 'SUPPORT', file } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ pointer: '/file/content', message }]);
    expect(count(server.databasePath, 'documents')).toBe(before);
  });

  it('takes exactly 10 MB and refuses one byte more', async () => {
    const { token, uuid, condition } = await withCondition();
    const over = await api('POST', `${CONDITIONS(uuid)}/${condition}/documents`, { token, body: { type: 'SUPPORT', file: { fileName: 'big.pdf', contentType: 'application/pdf', content: b64(pdf(MAX_FILE_BYTES + 1)) } } });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body.errors)).toContain('The file is larger than 10 MB');
    const exact = await api('POST', `${CONDITIONS(uuid)}/${condition}/documents`, { token, body: { type: 'SUPPORT', file: { fileName: 'big.pdf', contentType: 'application/pdf', content: b64(pdf(MAX_FILE_BYTES)) } } });
    expect(exact.status).toBe(200);
    expect(exact.body.documents[0].size).toBe(MAX_FILE_BYTES);
  });

  it('a step upload (identity) is sniffed too', async () => {
    const { token, uuid } = await newApplicant(api);
    await walkUntil(api, token, uuid, 'autopay');
    const res = await api('POST', `${APP}/${uuid}/identity-documents`, { token, body: { type: 'PASSPORT_FRONT', file: { fileName: 'id.png', contentType: 'image/png', content: b64('GIF89a....') } } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].pointer).toBe('/file/content');
  });
});

describe('identical concurrent uploads', () => {
  const body = { type: 'SUPPORT', file: { fileName: 'id.png', contentType: 'image/png', content: pngBase64 } };

  it('20 at once store one document; a closed condition takes no more', async () => {
    const { token, uuid, condition } = await withCondition();
    const before = count(server.databasePath, 'documents');
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('POST', `${CONDITIONS(uuid)}/${condition}/documents`, { token, body })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 404)).toBe(true);
    expect(count(server.databasePath, 'documents')).toBe(before + 1);
  });

  it('with one Idempotency-Key: one document, and retries get the first answer', async () => {
    const { token, uuid, condition } = await withCondition();
    const before = count(server.databasePath, 'documents');
    const headers = { 'idempotency-key': `upload-${condition}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('POST', `${CONDITIONS(uuid)}/${condition}/documents`, { token, body, headers })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(count(server.databasePath, 'documents')).toBe(before + 1);
    const retry = await api('POST', `${CONDITIONS(uuid)}/${condition}/documents`, { token, body, headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(ok[0]!.body);
    const other = await api('POST', `${CONDITIONS(uuid)}/${condition}/documents`, { token, body: { ...body, type: 'OTHER' }, headers });
    expect(other.status).toBe(422);
  });
});
