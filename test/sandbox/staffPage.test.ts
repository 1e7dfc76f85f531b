/** A staff tool's page (sandbox/studio/staffPage.ts): 503 with what to run before the studio is built; then its script, stylesheet and data. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendStaffPage } from '../../sandbox/studio/staffPage.ts';

describe('sendStaffPage', () => {
  it('says to build first, then serves the entry with its data embedded safely', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-page-'));
    const app = Fastify();
    app.get('/p', async (_request, reply) => sendStaffPage(reply, dist, { entry: 'editor', title: 'Editor · Studio', json: { 'editor-data': { text: '</script><b>' } } }));
    const before = await app.inject({ url: '/p' });
    expect(before.statusCode).toBe(503);
    expect(before.body).toContain('npm run build');
    fs.mkdirSync(path.join(dist, 'assets', 'studio'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'assets', 'studio', 'editor.js'), '');
    const after = await app.inject({ url: '/p' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<script type="module" src="/account/heloc/assets/studio/editor.js"></script>');
    expect(after.body).toContain('<title>Editor · Studio</title>');
    expect(after.body).toContain('<script type="application/json" id="editor-data">{"text":"\\u003c/script\\u003e\\u003cb\\u003e"}</script>');
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
