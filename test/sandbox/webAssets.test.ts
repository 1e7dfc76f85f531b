/**
 * The built app served as a production host would (issue 13 item 3): the page names the hashed
 * entry and preloads its chunks and the chunks of the requested route's screen; it carries the
 * organisation's flags; assets go out brotli- or gzip-compressed from the build's copies, hashed
 * ones cached for a year, everything else revalidated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetManifest, indexHtml, precompress } from '../../renderer/build/pageAssets.ts';
import { start, type Running } from './helpers.js';

let server: Running;
const big = (name: string) => `/* ${name} */\n${'export const x = "a fairly repetitive line of code";\n'.repeat(200)}`;

// A metafile shaped like esbuild's: the entry imports a shared chunk; the annual-income screen imports
// it and one of its own (as the production build names it, through its wrapper: oneSharedChunk.ts),
// a widget the entry also imports lazily through a facade (a chunk of no code
// of its own); another lazy widget's facade needs a chunk no page has loaded.
const out = (entryPoint: string | undefined, imports: string[], cssBundle?: string, facade = false) => ({
  bytes: 1, inputs: facade ? {} : { [`src/${entryPoint ?? 'shared'}.ts`]: { bytesInOutput: 1 } }, exports: [], ...(entryPoint ? { entryPoint } : {}), ...(cssBundle ? { cssBundle } : {}),
  imports: imports.map((p) => (p.endsWith('#lazy') ? { path: p.slice(0, -'#lazy'.length), kind: 'dynamic-import' as const } : { path: p, kind: 'import-statement' as const })),
});
const meta: Metafile = {
  inputs: {},
  outputs: {
    'dist/assets/main-AAAA1111.js': out('renderer/main.tsx', ['dist/assets/chunks/chunk-SHARED11.js', 'dist/assets/chunks/annual-income-SCREEN11.js#lazy', 'dist/assets/chunks/Widget-FACADE11.js#lazy', 'dist/assets/chunks/Other-FACADE22.js#lazy'], 'dist/assets/main-CSS11111.css'),
    'dist/assets/chunks/Widget-FACADE11.js': out('renderer/widgets/Widget.tsx', ['dist/assets/chunks/chunk-WIDGET11.js'], undefined, true),
    'dist/assets/chunks/Other-FACADE22.js': out('renderer/widgets/Other.tsx', ['dist/assets/chunks/chunk-OTHER111.js'], undefined, true),
    'dist/assets/chunks/chunk-OTHER111.js': out(undefined, []),
    'dist/assets/chunks/chunk-SHARED11.js': out(undefined, []),
    'dist/assets/chunks/annual-income-SCREEN11.js': out('lazy-entry:screens:screen-module:register-v2/annual-income', ['dist/assets/chunks/chunk-SHARED11.js', 'dist/assets/chunks/chunk-WIDGET11.js']),
    'dist/assets/chunks/chunk-WIDGET11.js': out(undefined, []),
  },
};
const template = '<!doctype html><html><head><link rel="icon" href="data:," /><link rel="stylesheet" href="/account/heloc/assets/main.css" /><script type="module" src="/account/heloc/assets/main.js"></script></head><body></body></html>';

beforeAll(async () => {
  server = await start();
  const dist = path.join(server.dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets', 'chunks'), { recursive: true });
  const manifest = assetManifest(meta, 'dist/assets', '/account/heloc/assets', 'renderer/main.tsx');
  fs.writeFileSync(path.join(dist, 'assets.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml(template, manifest));
  for (const file of Object.keys(meta.outputs)) fs.writeFileSync(path.join(dist, file.slice('dist/'.length)), big(file));
  fs.writeFileSync(path.join(dist, 'assets', 'main-CSS11111.css'), `body{color:red}\n${'.a{margin:0}\n'.repeat(200)}`);
  fs.writeFileSync(path.join(dist, 'assets', 'pdf.worker.min.mjs'), big('worker'));
  fs.writeFileSync(path.join(dist, 'assets', 'tiny.js'), 'export {};\n');
  const packed = precompress(path.join(dist, 'assets'));
  expect(packed.files).toBe(9);
  expect(packed.brotli).toBeLessThan(packed.bytes / 4);
});
afterAll(() => server.close());

describe('the page', () => {
  it('names the hashed entry and stylesheet and preloads the chunks the entry imports, not its lazy ones', () => {
    const manifest = assetManifest(meta, 'dist/assets', '/account/heloc/assets', 'renderer/main.tsx');
    const html = indexHtml(template, manifest);
    expect(html).toContain('<link rel="stylesheet" href="/account/heloc/assets/main-CSS11111.css" />');
    expect(html).toContain('<link rel="modulepreload" href="/account/heloc/assets/chunks/chunk-SHARED11.js" />');
    expect(html).toContain('<script type="module" src="/account/heloc/assets/main-AAAA1111.js"></script>');
    expect(html).not.toContain('main.js');
    expect(html).not.toContain('SCREEN11');
    expect(html).not.toContain('FACADE');
    // The screen's late widget comes with it, its facade too; the other widget's does not.
    expect(manifest.screens['register-v2/annual-income']).toEqual(['/account/heloc/assets/chunks/annual-income-SCREEN11.js', '/account/heloc/assets/chunks/chunk-WIDGET11.js', '/account/heloc/assets/chunks/Widget-FACADE11.js']);
  });

  it("preloads the requested route's screen with the app, and only that screen", async () => {
    const res = await fetch(`${server.url}/account/heloc/register-v2/annual-income?org=GOODLEAP_LLC`);
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<link rel="modulepreload" href="/account/heloc/assets/chunks/annual-income-SCREEN11.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/account/heloc/assets/chunks/chunk-WIDGET11.js" />');
    expect(html.indexOf('SCREEN11')).toBeLessThan(html.indexOf('<script type="module"'));
    const other = await (await fetch(`${server.url}/account/heloc/register-v2?org=GOODLEAP_LLC`)).text();
    expect(other).not.toContain('SCREEN11');
  });

  it("carries the organisation's feature flags, so no screen waits for the flags call", async () => {
    const html = await (await fetch(`${server.url}/account/heloc/register-v2?org=GOODLEAP_LLC`)).text();
    const flags = JSON.parse(/id="org-flags">(.*?)<\/script>/.exec(html)![1]!) as { orgCode: string; features: { key: string; enabled: boolean }[] };
    expect(flags.orgCode).toBe('GOODLEAP_LLC');
    const fromApi = await (await fetch(`${server.url}/service-optimize/external/api/v1/features`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ optimizeUser: { attributes: { organization: 'GOODLEAP_LLC' } } }),
    })).json();
    expect(flags.features).toEqual(fromApi);
  });

  it('carries the banner files and the hours their messages name, exactly as the calls answer them', async () => {
    const html = await (await fetch(`${server.url}/account/heloc/register-v2?org=GOODLEAP_LLC`)).text();
    const answers = JSON.parse(/id="page-answers">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    const banners = await (await fetch(`${server.url}/banners/banners.json`)).json() as { message: string }[];
    expect(answers['/banners/banners.json']).toEqual(banners);
    const named = [...new Set(banners.flatMap((b) => [...b.message.matchAll(/\{\{\s*hours\.([A-Z_]+)\s*\}\}/g)].map((m) => m[1]!)))];
    expect(named.length).toBeGreaterThan(0);
    for (const department of named) {
      const path = Object.keys(answers).find((k) => k.includes(`/hours/${department}`))!;
      expect(answers[path]).toEqual(await (await fetch(`${server.url}${path}`)).json());
    }
  });
});

describe('assets', () => {
  const get = (p: string, encoding?: string) => fetch(`${server.url}/account/heloc/assets/${p}`, { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, the file to one that takes neither', async () => {
    const expected = fs.readFileSync(path.join(server.dir, 'dist/assets/main-AAAA1111.js'));
    const br = await get('main-AAAA1111.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes what it is sent; the bytes on the wire are the build's brotli copy.
    expect(Buffer.from(await br.arrayBuffer())).toEqual(expected);
    expect(brotliDecompressSync(fs.readFileSync(path.join(server.dir, 'dist/assets/main-AAAA1111.js.br')))).toEqual(expected);
    const gz = await get('main-AAAA1111.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(fs.readFileSync(path.join(server.dir, 'dist/assets/main-AAAA1111.js.gz')))).toEqual(expected);
    const plain = await get('main-AAAA1111.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(expected);
  });

  it('keeps a hashed file for a year, compressed or not, and revalidates one without a hash', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await get('chunks/chunk-SHARED11.js', encoding)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await get('main-CSS11111.css', encoding)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await get('pdf.worker.min.mjs', encoding)).headers.get('cache-control')).toBe('no-cache');
    }
    const tiny = await get('tiny.js', 'br');
    expect(tiny.status).toBe(200);
    expect(tiny.headers.get('content-encoding')).toBeNull();
  });
});
