/**
 * Which lender a full page load shows (issue 10 item 1): the application's own org on every page
 * about an application, an org chosen with ?org= kept in a cookie for the next pages, the signed-in
 * identity's org after login; and the sandbox's stand-in site pages (sign-in, dashboard, settings,
 * support, the lender's other apps) in that brand, with its favicon, never a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNER_PASSWORD } from '../../sandbox/simulator/personas.js';
import { APP, applicationAnswers, client, PASSWORD, registration, start, type Running } from './helpers.js';
import { getApp, walkUntil } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // A brand whose names would break the page if they were not escaped.
  const brandsDir = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'brands-')), 'brands');
  fs.cpSync('brands', brandsDir, { recursive: true });
  fs.writeFileSync(path.join(brandsDir, 'TRICKY_CO.json'), JSON.stringify({ orgCode: 'TRICKY_CO', names: { companyName: 'Tricky <b>Co</b> & "Sons"', companyNameShort: '<script>alert(1)</script>' } }));
  server = await start({ brandsDir });
  api = client(server);
  const dist = path.join(server.dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><link rel="icon" href="data:," /></head><body></body></html>');
});
afterAll(() => server.close());

const orgInfoOf = (html: string) => JSON.parse(/id="org-info">(.*?)<\/script>/.exec(html)![1]!);
const orgCookie = (headers: Headers) => headers.get('set-cookie')?.match(/heloc_org=([A-Z_]*)/)?.[1];

async function applicantOf(org: string, lastName = 'Happy') {
  const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration(), headers: { 'x-org': org } });
  expect(reg.status).toBe(200);
  const created = await api('POST', APP, { token: reg.body.jwt, body: applicationAnswers(lastName) });
  expect(created.status).toBe(200);
  return { token: reg.body.jwt as string, uuid: created.body.uuid as string, email: reg.body.identity.email as string, cookie: orgCookie(reg.headers) };
}

describe('the org of a page', () => {
  it("is the application's own on any page about it, whatever the query, host or cookie say, and is remembered", async () => {
    const goodleap = await applicantOf('GOODLEAP_LLC');
    expect(goodleap.cookie).toBe('GOODLEAP_LLC');
    for (const url of [`/account/heloc/${goodleap.uuid}/product/select`, `/account/heloc/${goodleap.uuid}?org=LAKEVIEW`, `/account/heloc/${goodleap.uuid.toUpperCase()}/bank/disburse`]) {
      const page = await api('GET', url, { headers: { cookie: 'heloc_org=LAKEVIEW' } });
      expect(orgInfoOf(page.body).orgCode, url).toBe('GOODLEAP_LLC');
      expect(page.body).toContain('<link rel="icon" href="/account/heloc/assets/logos/GOODLEAP_LLC-icon.svg" type="image/svg+xml">');
      expect(page.body).not.toContain('href="data:,"');
      expect(orgCookie(page.headers), url).toBe('GOODLEAP_LLC');
    }
    // The cookie already says so: not set again.
    const again = await api('GET', `/account/heloc/${goodleap.uuid}`, { headers: { cookie: 'other=1; heloc_org=GOODLEAP_LLC' } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('keeps an org chosen with ?org= in an HttpOnly, SameSite=Lax cookie, read before the host map', async () => {
    const chosen = await api('GET', '/account/heloc/register-v2?org=lakeview');
    expect(orgInfoOf(chosen.body).orgCode).toBe('LAKEVIEW');
    const cookie = chosen.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^heloc_org=LAKEVIEW; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const next = await api('GET', '/account/heloc/register-v2/annual-income', { headers: { cookie: 'heloc_org=LAKEVIEW' } });
    expect(orgInfoOf(next.body).orgCode).toBe('LAKEVIEW');
    expect(next.headers.get('set-cookie')).toBeNull();
    // Without a cookie or query the default decides; an org without a brand file is neither chosen nor kept.
    expect(orgInfoOf((await api('GET', '/account/heloc/register-v2')).body).orgCode).toBe('FIGURE');
    const unknown = await api('GET', '/account/heloc/register-v2?org=NOPE_CO');
    expect(unknown.headers.get('set-cookie')).toBeNull();
    expect(unknown.body).not.toContain('org-info');
    // A cookie that is not an org code is ignored.
    expect(orgInfoOf((await api('GET', '/account/heloc/register-v2', { headers: { cookie: 'heloc_org=<x>' } })).body).orgCode).toBe('FIGURE');
  });

  it("is the identity's org after signing in, for borrowers and additional signers alike", async () => {
    const lakeview = await applicantOf('LAKEVIEW');
    const login = await api('POST', '/identity/api/v1/login', { body: { email: lakeview.email, password: PASSWORD }, headers: { 'x-org': 'FIGURE' } });
    expect(login.status).toBe(200);
    expect(orgCookie(login.headers)).toBe('LAKEVIEW');
    const failed = await api('POST', '/identity/api/v1/login', { body: { email: lakeview.email, password: 'wrong-Passw0rd!' } });
    expect(failed.headers.get('set-cookie')).toBeNull();
    // The signer area has no application id in its paths: the signer's login keeps the application's org.
    const borrower = await applicantOf('LAKEVIEW', 'Cosigner');
    expect(await walkUntil(api, borrower.token, borrower.uuid, 'closing-signature')).toBe('CO_DEED_REQUIRED');
    const email = (await getApp(api, borrower.token, borrower.uuid)).helocSigners[0].email as string;
    const signer = await api('POST', '/identity/api/v1/heloc-signer/login', { body: { email, password: SIGNER_PASSWORD } });
    expect(signer.status).toBe(200);
    expect(orgCookie(signer.headers)).toBe('LAKEVIEW');
  });
});

describe('the stand-in site pages', () => {
  const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)![1];

  it('brands sign-in by the application it returns to, and the dashboard, settings and support by the cookie', async () => {
    const goodleap = await applicantOf('GOODLEAP_LLC');
    const login = await api('GET', `/auth/login?next=${encodeURIComponent(`/account/heloc/${goodleap.uuid}/product/select`)}`);
    expect(title(login.body)).toBe('Sign in · GoodLeap, LLC');
    expect(login.body).toContain('src="/account/heloc/assets/logos/GOODLEAP_LLC.svg"');
    expect(login.body).toContain('--brand-primary: #00704A;');
    expect(login.body).toContain('GoodLeap, LLC · NMLS #0000110');
    expect(orgCookie(login.headers)).toBe('GOODLEAP_LLC');
    for (const [url, expected] of [['/dashboard', 'Your applications'], ['/', 'Your applications'], ['/dashboard/settings', 'Settings'], ['/contact', 'Support']] as const) {
      const page = await api('GET', url, { headers: { cookie: 'heloc_org=LAKEVIEW' } });
      expect(page.status, url).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(title(page.body), url).toBe(`${expected} · Lakeview Loan Servicing, LLC`);
      expect(page.body).toContain('<link rel="icon" href="/account/heloc/assets/logos/LAKEVIEW-icon.svg" type="image/svg+xml">');
    }
    expect((await api('GET', '/dashboard')).body).toContain('· Figure Lending LLC</title>');
  });

  it('lists the support hours from the hours file, as the chat panel words them', async () => {
    const page = await api('GET', '/contact?org=GOODLEAP_LLC');
    expect(page.body).toContain('<tr><th scope="row">Monday-Friday</th><td>6:00 AM – 6:00 PM PT</td></tr><tr><th scope="row">Saturday</th><td>8:00 AM – 5:00 PM PT</td></tr><tr><th scope="row">Sunday</th><td>Closed</td></tr>');
    expect(page.body).toContain('<a href="tel:8445550110">(844) 555-0110</a>');
  });

  it("serves the lender's other apps for the brands that have them, a branded page (not JSON) for the others", async () => {
    for (const [url, label] of [['/pay', 'Pay'], ['/exchange', 'Exchange'], ['/group-manager', 'Group Manager'], ['/universal-passport', 'Passport'], ['/universal-marketplace', 'Marketplace']] as const) {
      const figure = await api('GET', `${url}?org=FIGURE`);
      expect(figure.status, url).toBe(200);
      expect(title(figure.body)).toBe(`${label} · Figure Lending LLC`);
      const partner = await api('GET', url, { headers: { cookie: 'heloc_org=GOODLEAP_LLC' } });
      expect(partner.status, url).toBe(404);
      expect(partner.headers.get('content-type')).toMatch(/^text\/html/);
      expect(title(partner.body)).toBe('Page not available · GoodLeap, LLC');
    }
  });

  it('escapes brand text', async () => {
    const page = await api('GET', '/dashboard?org=TRICKY_CO');
    expect(title(page.body)).toBe('Your applications · Tricky &lt;b&gt;Co&lt;/b&gt; &amp; &quot;Sons&quot;');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect((await api('GET', '/site/site.css')).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await api('GET', '/site/settings.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
  });
});

describe("the dashboard's list of applications", () => {
  const listed = async (token: string, uuid: string) => {
    const res = await api('GET', '/site/applications', { token });
    expect(res.status).toBe(200);
    return (res.body as { uuid: string; open: boolean; standing: string }[]).find((a) => a.uuid === uuid)!;
  };
  it('counts an application as open only while it is: a declined or cancelled one is not, so the dashboard offers a new application', async () => {
    const a = await applicantOf('GOODLEAP_LLC');
    expect(await listed(a.token, a.uuid)).toMatchObject({ open: true, standing: 'inProgress' });
    for (const [status, standing] of [['DECLINED', 'declined'], ['CANCELLED', 'cancelled']] as const) {
      expect((await api('POST', `/ops/applications/${a.uuid}/status`, { body: { status } })).status).toBe(200);
      expect(await listed(a.token, a.uuid)).toMatchObject({ open: false, standing });
    }
  });
});
