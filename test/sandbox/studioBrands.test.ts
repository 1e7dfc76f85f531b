/**
 * Creating a brand in the studio (sandbox/routes/studioBrands.ts) over HTTP, on a copy of the
 * config: guarded like /ops; the answers are checked by journey validate with the new file in
 * place (a colour below WCAG AA is named with its nearest passing shade), by the sample-value and
 * org-code checks, and the logo by what it is; a draft is drawn by the gallery before saving;
 * saving writes the logo and the brand file together, and the app's pages carry the new brand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyConfig } from '../helpers/configCopy.ts';
import { client, start, type Running } from './helpers.js';
import { readLogo } from '../../sandbox/studio/brandLogo.ts';
import { pageBrandSources, resolveBrand } from '../../engine/index.ts';
import { bayviewAnswers } from './brandAnswers.js';

const headers = { 'x-ops-token': 'ops-secret' };
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');


let server: Running;
let api: ReturnType<typeof client>;
let config: ReturnType<typeof copyConfig>;

beforeAll(async () => {
  config = copyConfig();
  server = await start({ opsToken: 'ops-secret', configRoot: config.root });
  api = client(server);
});
afterAll(async () => {
  await server.close();
  config.remove();
});

describe('/studio/brands', () => {
  it('needs the operations token, like /ops', async () => {
    expect((await api('GET', '/studio/brands/data')).status).toBe(401);
    for (const url of ['/studio/brands/check', '/studio/brands/preview', '/studio/brands']) expect((await api('POST', url, { body: { brand: bayviewAnswers(), logo: b64(SVG) } })).status, url).toBe(401);
    const data = await api('GET', '/studio/brands/data', { headers });
    expect(data.status).toBe(200);
    expect(data.body.defaults.colors.primary).toBe('#2B4C7E');
    expect(Object.keys(data.body.meta.behaviour.properties)).toContain('webChat');
    // The lender's pricing, as its pages will state it, from the pricing file (not the brand).
    expect(data.body.pricing).toMatchObject({ minLoanAmount: 15000, maxLoanAmount: 400000, maxPaymentToIncomePercent: 15 });
    expect(data.body.pricing.aprMin).toBeGreaterThan(data.body.pricing.rateMin);
  });

  it('says what a brand still needs: an org code, the logo, the lender\'s own values instead of the samples', async () => {
    const { body } = await api('POST', '/studio/brands/check', { headers, body: { brand: { orgCode: 'x' }, logo: null } });
    expect(body.valid).toBe(false);
    const at = (pointer: string) => body.problems.filter((p: { pointer: string }) => p.pointer === pointer).map((p: { message: string }) => p.message);
    expect(at('/orgCode')[0]).toMatch(/^Enter an org code of 2 to 40 capital letters/);
    expect(at('/logoUrl')).toEqual(['Upload the lender\'s logo (SVG, PNG, JPEG or WebP, up to 200 KB).']);
    expect(at('/names/companyName')).toEqual(['Still the defaults\' invented sample "Example Home Lending, LLC": enter the lender\'s own.']);
    expect(at('/companyNMLS').length).toBe(1);
    // Figure's support line is the default, never a partner's.
    expect(at('/support/phone/number')).toEqual(['Still the defaults\' support line (888) 819-6388, which is not this lender\'s: enter the number its applicants should call.']);
  });

  it('checks colours where the app draws text with them, naming the nearest shade that passes', async () => {
    const { body } = await api('POST', '/studio/brands/check', { headers, body: { brand: bayviewAnswers({ colors: { primary: '#7FB2E5', secondary: '#2A5DA8', text: '#1F2933', background: '#FFFFFF' } }), logo: b64(SVG) } });
    const problem = body.problems.find((p: { pointer: string }) => p.pointer === '/colors/primary');
    expect(problem.message).toMatch(/colors\.primary #7FB2E5.* is \d\.\d\d:1 for BAYVIEW_CREDIT .*WCAG AA needs 4\.5:1 \(the nearest shade that passes is #[0-9A-F]{6}\)$/);
    const row = body.contrast.find((r: { text: string; background: string }) => r.text === 'white' && r.background === 'colors.primary');
    expect(row).toMatchObject({ passes: false, fix: { key: 'primary' } });
    expect(row.ratio).toBeLessThan(4.5);
    // The shade offered passes.
    const fixed = await api('POST', '/studio/brands/check', { headers, body: { brand: bayviewAnswers({ colors: { primary: row.fix.color, secondary: '#2A5DA8', text: '#1F2933', background: '#FFFFFF' } }), logo: b64(SVG) } });
    expect(fixed.body.problems.map((p: { message: string }) => p.message)).toEqual([]);
    expect(fixed.body.contrast.every((r: { passes: boolean }) => r.passes)).toBe(true);
  });

  it('refuses a taken org code, a logo that is not an image or carries a script, and writes nothing', async () => {
    const taken = await api('POST', '/studio/brands', { headers, body: { brand: bayviewAnswers({ orgCode: 'LAKEVIEW' }), logo: b64(SVG) } });
    expect(taken.status).toBe(422);
    expect(taken.body.problems).toContainEqual({ pointer: '/orgCode', message: 'A brand with the org code LAKEVIEW exists already: open it from the list of brands to change it.' });
    for (const [logo, message] of [
      [b64('%PDF-1.7 not an image'), 'The logo must be an SVG, PNG, JPEG or WebP image.'],
      [b64(SVG.replace('<rect', '<rect onload="alert(1)"')), 'The SVG logo carries an event handler (on…=); export it as a plain drawing (or as a PNG) and upload it again.'],
      [b64(SVG.replace('<rect', '<image href="https://evil.test/x.png"/><rect')), 'The SVG logo carries a link to another file or site (only #references and embedded PNG, JPEG or WebP images); export it as a plain drawing (or as a PNG) and upload it again.'],
      [b64(Buffer.alloc(210 * 1024, 0x20)), 'The logo is larger than 200 KB: export it smaller and upload it again.'],
      ['', 'Upload the lender\'s logo (SVG, PNG, JPEG or WebP, up to 200 KB).'],
    ] as const) {
      const refused = await api('POST', '/studio/brands', { headers, body: { brand: bayviewAnswers(), logo } });
      expect(refused.status).toBe(422);
      expect(refused.body.problems.find((p: { pointer: string }) => p.pointer === '/logoUrl')?.message).toBe(message);
    }
    expect(fs.existsSync(path.join(config.root, 'brands', 'BAYVIEW_CREDIT.json'))).toBe(false);
    expect(fs.readdirSync(path.join(config.root, 'renderer/public/logos')).filter((f) => f.startsWith('BAYVIEW'))).toEqual([]);
  });

  it('recognises a PNG by its content, whatever it is called', async () => {
    expect(await readLogo(b64(PNG))).toMatchObject({ logo: { ext: 'png' } });
    expect(await readLogo(b64(SVG))).toMatchObject({ logo: { ext: 'svg' } });
  });

  it('draws a draft in the gallery before it is saved, and saves logo and brand file together; the app\'s pages carry it', async () => {
    const preview = await api('POST', '/studio/brands/preview', { headers, body: { brand: bayviewAnswers(), logo: b64(SVG) } });
    expect(preview.status).toBe(200);
    const tile = await api('GET', `/studio/gallery/tile?screen=register-v2/annual-income&brand=BAYVIEW_CREDIT&draft=${preview.body.draft}`, { headers });
    expect(tile.status).toBe(200);
    expect(tile.body.orgInfo.brand).toMatchObject({ orgCode: 'BAYVIEW_CREDIT', names: { companyName: 'Bayview Credit, Inc.' } });
    expect(tile.body.orgInfo.brand.logoUrl).toBe(`data:image/svg+xml;base64,${b64(SVG)}`);
    expect((await api('GET', '/studio/gallery/tile?screen=register-v2/annual-income&draft=no-such-draft', { headers })).status).toBe(404);

    const saved = await api('POST', '/studio/brands', { headers, body: { brand: bayviewAnswers(), logo: b64(SVG) } });
    expect(saved.status).toBe(201);
    expect(saved.body.saved).toEqual(['renderer/public/logos/BAYVIEW_CREDIT.svg', 'brands/BAYVIEW_CREDIT.json']);
    const file = JSON.parse(fs.readFileSync(path.join(config.root, 'brands/BAYVIEW_CREDIT.json'), 'utf8'));
    expect(file).toMatchObject({ $schema: '../schemas/meta/brand.schema.json', orgCode: 'BAYVIEW_CREDIT', support: { phone: { number: '8135550100', formatted: '(813) 555-0100' } }, logoUrl: '/account/heloc/assets/logos/BAYVIEW_CREDIT.svg', logoAlt: 'Bayview' });
    // Once only.
    expect((await api('POST', '/studio/brands', { headers, body: { brand: bayviewAnswers(), logo: b64(SVG) } })).status).toBe(422);
    // The logo is served from the config before any rebuild, as an image that runs nothing.
    const logo = await fetch(`${server.url}/account/heloc/assets/logos/BAYVIEW_CREDIT.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toContain('sandbox');
    expect(await logo.text()).toBe(SVG);
  });
});

describe('/studio/brands: footer, licences and changing a brand in the same form', () => {
  it('saves the footer parts and the licensed states the lender answered; the state-licences call serves them', async () => {
    const brand = bayviewAnswers({
      orgCode: 'HARBOR_LINE',
      footer: { footerImage: 'EOL', extraLinks: [{ label: 'Complaints', url: 'https://harbor.test/complaints' }, { label: '', url: '' }] },
      legal: { ...bayviewAnswers().legal, privacyLinkIsExternal: true },
      publicFeatureToggles: { creditUnionAdministrationLogo: true },
      licensedStates: ['TX', 'FL'],
    });
    const saved = await api('POST', '/studio/brands', { headers, body: { brand, logo: b64(SVG) } });
    expect(saved.status).toBe(201);
    expect(saved.body.saved).toEqual(['renderer/public/logos/HARBOR_LINE.svg', 'sandbox/data/licenses.json', 'brands/HARBOR_LINE.json']);
    const file = JSON.parse(fs.readFileSync(path.join(config.root, 'brands/HARBOR_LINE.json'), 'utf8'));
    // The empty link row staff added and left is not kept; the licensed states are the lender's data, not the brand file's.
    expect(file).toMatchObject({ footer: { footerImage: 'EOL', extraLinks: [{ label: 'Complaints', url: 'https://harbor.test/complaints' }] }, legal: { privacyLinkIsExternal: true }, publicFeatureToggles: { creditUnionAdministrationLogo: true } });
    expect(file.licensedStates).toBeUndefined();
    const states = await api('GET', '/service-application/external/api/v1/heloc/state-licenses?orgCode=HARBOR_LINE');
    expect(states.body).toEqual([{ abbrev: 'FL' }, { abbrev: 'TX' }]);
  });

  it('refuses no licensed state, an unknown state code, and a figure typed into the disclosure instead of its pricing placeholder', async () => {
    const check = async (changes: Record<string, unknown>) => (await api('POST', '/studio/brands/check', { headers, body: { brand: bayviewAnswers(changes), logo: b64(SVG) } })).body.problems as { pointer: string; message: string }[];
    expect(await check({ licensedStates: [] })).toContainEqual({ pointer: '/licensedStates', message: expect.stringMatching(/^Choose at least one state/) });
    expect(await check({ licensedStates: ['TX', 'XX'] })).toContainEqual({ pointer: '/licensedStates', message: 'Not a state code: XX.' });
    const typed = await check({ footer: { disclosureCopy: 'APRs range from 7.60% to 17.20%. A {{brand.pricing.valuationFee:money}} fee, or $180, may apply.' } });
    expect(typed.find((p) => p.pointer === '/footer/disclosureCopy')?.message).toMatch(/^The disclosure types 7\.60%, 17\.20%: write the figure as its placeholder/);
  });

  it('opens an existing brand with its own answers, checks a change like a new brand and saves it, keeping what the form does not show', async () => {
    const data = await api('GET', '/studio/brands/data?org=UNION_HOME_MORTGAGE_CORP', { headers });
    expect(data.status).toBe(200);
    const before = JSON.parse(fs.readFileSync(path.join(config.root, 'brands/UNION_HOME_MORTGAGE_CORP.json'), 'utf8'));
    expect(data.body.editing).toMatchObject({ orgCode: 'UNION_HOME_MORTGAGE_CORP', answers: { names: before.names, footer: before.footer }, logoUrl: before.logoUrl });
    expect(data.body.editing.answers.licensedStates.length).toBeGreaterThan(10);
    expect((await api('GET', '/studio/brands/data?org=NO_SUCH_BRAND', { headers })).status).toBe(404);

    const changed = { ...data.body.editing.answers, support: { ...data.body.editing.answers.support, email: 'help@unionhome.test' } };
    const saved = await api('PUT', '/studio/brands/UNION_HOME_MORTGAGE_CORP', { headers, body: { brand: changed, logo: null, editing: 'UNION_HOME_MORTGAGE_CORP' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = JSON.parse(fs.readFileSync(path.join(config.root, 'brands/UNION_HOME_MORTGAGE_CORP.json'), 'utf8'));
    expect(after.support.email).toBe('help@unionhome.test');
    // The description, the logo and everything else the form does not show are kept as they were.
    const { support: _a, ...restAfter } = after;
    const { support: _b, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);

    // A change that brings back another lender's sample is refused like a new brand's, and nothing is written.
    const sample = await api('PUT', '/studio/brands/UNION_HOME_MORTGAGE_CORP', { headers, body: { brand: { ...changed, companyNMLS: '0000000' }, logo: null } });
    expect(sample.status).toBe(422);
    expect(sample.body.problems).toContainEqual({ pointer: '/companyNMLS', message: expect.stringMatching(/^Still the defaults' invented sample/) });
    expect(JSON.parse(fs.readFileSync(path.join(config.root, 'brands/UNION_HOME_MORTGAGE_CORP.json'), 'utf8'))).toEqual(after);
  });
});

describe('the brand a page carries', () => {
  it('is the org\'s brand as the server merged it, with the organisation info\'s overrides', () => {
    const info = { orgCode: 'BAYVIEW_CREDIT', brand: { orgCode: 'BAYVIEW_CREDIT', names: { companyName: 'Bayview Credit, Inc.' }, colors: { primary: '#1D4F91' } }, orgMetaData: { companyInfo: { companyNMLS: '999' } } };
    const { result, trace } = resolveBrand(info, pageBrandSources(info));
    expect(result).toMatchObject({ orgCode: 'BAYVIEW_CREDIT', names: { companyName: 'Bayview Credit, Inc.' }, companyNMLS: '999' });
    expect(trace.find((s) => s.kind === 'brandFile')?.outcome).toBe(true);
    // Organisation info without a brand: the defaults only, and the trace says so.
    const bare = resolveBrand({ orgCode: 'BAYVIEW_CREDIT' }, pageBrandSources({ orgCode: 'BAYVIEW_CREDIT' }));
    expect(bare.trace.find((s) => s.kind === 'brandFile')?.outcome).toBe(false);
  });
});
