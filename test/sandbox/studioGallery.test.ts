/** The staff gallery's routes (sandbox/routes/studioGallery.ts) over HTTP: guarded, framed by itself only, fixtures resolved, documents rendered. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../host/http/securityHeaders.ts';
import { client, start, type Running } from './helpers.js';

let server: Running;
let api: ReturnType<typeof client>;
const token = { 'x-ops-token': 'ops-secret' };

/** The JSON a gallery page embeds in a <script type="application/json" id=...>. */
const embedded = (html: string, id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)![1]!.replace(/\\u003c/g, '<').replace(/\\u003e/g, '>').replace(/\\u0026/g, '&'));

beforeAll(async () => {
  server = await start({ opsToken: 'ops-secret' });
  fs.mkdirSync(path.join(server.dir, 'dist', 'assets', 'studio'), { recursive: true });
  fs.writeFileSync(path.join(server.dir, 'dist', 'assets', 'studio', 'gallery.js'), '');
  api = client(server);
});
afterAll(() => server.close());

describe('/studio/gallery', () => {
  it('needs the operations token, like /ops', async () => {
    for (const url of ['/studio/gallery', '/studio/gallery/tile?screen=application/identity', '/studio/gallery/config?file=fixtures/index.json', '/studio/gallery/documents/closing.pdf?fixture=applications/happy-note-signing']) {
      expect((await api('GET', url)).status, url).toBe(401);
    }
    expect((await api('GET', '/studio/gallery?token=ops-secret')).status).toBe(200);
  });

  it('shows one tile: the brand as the app gets it, the screen\'s default fixture resolved, the token carried', async () => {
    const answer = await api<string>('GET', '/studio/gallery?screen=application/bank/autopay&brand=goodleap_llc&width=375&token=ops-secret');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(embedded(answer.body, 'org-info')).toMatchObject({ orgCode: 'GOODLEAP_LLC', brand: { orgCode: 'GOODLEAP_LLC' } });
    const data = embedded(answer.body, 'gallery-data');
    expect(data.token).toBe('ops-secret');
    expect(data.query).toMatchObject({ screen: 'application/bank/autopay', width: '375' });
    expect(data.scene).toMatchObject({ id: 'applications/happy-autopay', kind: 'application', status: 'AUTOPAY_ACCOUNT', signedIn: true });
    expect(data.scene.app.disburseAccount.mask).toBe('6789');
    expect(data.brands.map((b: { orgCode: string }) => b.orgCode)).toContain('LAKEVIEW');
    expect(data.fixtures.find((f: { id: string }) => f.id === 'applications/frozen')).toMatchObject({ kind: 'application', status: 'SOFT_CREDIT_LOCKED_OR_FROZEN', persona: 'frozen' });
    expect(answer.body).not.toMatch(/<script>(?!<)/); // no inline script: the CSP allows none
  });

  it('may be framed by the gallery itself, while the app may be framed by no one', async () => {
    const tile = await api('GET', '/studio/gallery?screen=application/identity', { headers: token });
    expect(tile.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    expect(tile.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const app = await api('GET', '/account/heloc/register-v2');
    expect(app.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(app.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a tile\'s data for a tile that follows its URL, and 404 for an unknown fixture or brand', async () => {
    const tile = await api('GET', '/studio/gallery/tile?screen=signer/sign&brand=LAKEVIEW&fixture=signers/signing', { headers: token });
    expect(tile.status).toBe(200);
    expect(tile.body.orgInfo.orgCode).toBe('LAKEVIEW');
    expect(tile.body.scene.signer).toMatchObject({ notaryReady: true, applicationUuid: '4f3c2a1b-8d7e-4c6b-9a5f-2e1d0c9b8a71' });
    expect((await api('GET', '/studio/gallery/tile?screen=signer/sign&fixture=signers/nope', { headers: token })).status).toBe(404);
    expect((await api('GET', '/studio/gallery?screen=signer/sign&brand=NOPE', { headers: token })).status).toBe(404);
  });

  it('renders a tile\'s disclosure from its fixture, under its brand', async () => {
    const res = await fetch(`${server.url}/studio/gallery/documents/closing.pdf?fixture=applications/happy-note-signing&brand=LAKEVIEW`, { headers: token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api('GET', '/studio/gallery/documents/secrets.pdf?fixture=applications/happy-note-signing', { headers: token })).status).toBe(404);
  });

  it('shows config files read-only, and nothing outside the config folders', async () => {
    const ok = await api('GET', '/studio/gallery/config?file=schemas/application/bank/autopay.json', { headers: token });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe('application/bank/autopay');
    for (const file of ['package.json', 'schemas/../package.json', '../etc/passwd', 'sandbox/flags.json', 'fixtures/index.json/../../package.json', 'data/sandbox.sqlite']) {
      expect((await api('GET', `/studio/gallery/config?file=${encodeURIComponent(file)}`, { headers: token })).status, file).toBe(404);
    }
  });
});
