/**
 * The host's own pages in the reader's language (host/page/language.ts): the `heloc_lang` cookie,
 * else Accept-Language, among the languages the host name's lender offers (New American Funding
 * offers Spanish, brands/NEW_AMERICAN_FUNDING.json); `lang` on <html> says which. Its lender's
 * services are a closed port here, so a page of the app cannot be drawn: the host says so in words.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost } from '../../host/server.ts';
import { loadHostConfig } from '../../engine/config/hostConfig.ts';

const root = path.resolve(import.meta.dirname, '../..');
let host: FastifyInstance;
let url: string;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-es-'));
  fs.mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
  const { config, problems } = loadHostConfig(root, { UPSTREAM_URL: 'http://127.0.0.1:9', HOST_ORGS: 'naf.localhost=NEW_AMERICAN_FUNDING,figure.localhost=FIGURE' });
  if (!config) throw new Error(problems.join('\n'));
  host = await buildHost({ root, logger: false, config: { ...config, distDir: path.join(dir, 'dist'), timeouts: { connectMs: 300, responseMs: 500 } } });
  await host.listen({ port: 0, host: '127.0.0.1' });
  const address = host.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await host?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (p: string, headers: Record<string, string>) => {
  const res = await fetch(`${url}${p}`, { headers: { accept: 'text/html', ...headers } });
  return { status: res.status, language: res.headers.get('content-language'), html: await res.text() };
};

describe('the host\'s pages in Spanish', () => {
  it('says "page not found" in Spanish to a browser that reads Spanish first', async () => {
    const page = await get('/nowhere', { 'x-forwarded-host': 'naf.localhost', 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(page.status).toBe(404);
    expect(page.language).toBe('es');
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('<h1>Página no encontrada</h1>');
    expect(page.html).toContain('No hay ninguna página en esta dirección.');
  });

  it('follows the choice kept in the app (heloc_lang) over the browser', async () => {
    const page = await get('/nowhere', { 'x-forwarded-host': 'naf.localhost', 'accept-language': 'en-US', cookie: 'theme=x; heloc_lang=es' });
    expect(page.html).toContain('<html lang="es">');
    const english = await get('/nowhere', { 'x-forwarded-host': 'naf.localhost', 'accept-language': 'es', cookie: 'heloc_lang=en' });
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('Page not found');
  });

  it('answers in English for a lender that offers only English', async () => {
    const page = await get('/nowhere', { 'x-forwarded-host': 'figure.localhost', 'accept-language': 'es' });
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('Page not found');
  });

  it('says in Spanish that the page cannot be shown just now', async () => {
    const page = await get('/account/heloc/register-v2', { 'x-forwarded-host': 'naf.localhost', 'accept-language': 'es' });
    expect(page.status).toBe(503);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('Inténtelo de nuevo en un momento');
    expect(page.html).toContain('Volver a cargar esta página');
  });

  it('says in Spanish that the lender\'s service does not answer', async () => {
    const res = await fetch(`${url}/service-application/api/v1/application/heloc/00000000-0000-4000-8000-000000000000`, { headers: { 'x-forwarded-host': 'naf.localhost', 'accept-language': 'es', accept: 'application/json' } });
    expect([502, 504]).toContain(res.status);
    expect(((await res.json()) as { message: string }).message).toMatch(/^(No pudimos comunicarnos con nuestro servicio|Nuestro servicio está tardando)/);
  });
});
