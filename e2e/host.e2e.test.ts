/**
 * The browser journey through the production host (host/main.ts): one sandbox as the upstream and two
 * host processes, A and B, in front of it, each mapping goodleap.localhost to GoodLeap. On a phone
 * (375 px) an applicant registers on A under GoodLeap's brand (the host's org info), asks the chatbot
 * a question about their own line, goes on on B mid-journey (the hosts hold no state: the same path
 * on another process carries on), meets the online notary through B's websocket and ends funded on
 * B; the co-signer persona's signer signs through A. Every screen is fetched from a host (the test
 * watches that the browser asks nothing of the sandbox); the back office's side (hours, the notary's
 * console) is the sandbox's /ops, which a host refuses. Also: /studio and /ops answer 404, /healthz
 * 200, /metrics counts requests, the pages carry the security headers and no CSP violation, and
 * SIGTERM drains and exits 0.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startHost, type Host } from './support/host.ts';
import { person, register } from './support/registration.ts';
import { followHappyPath, PNG, signerMeetsNotary, submit } from './support/happyPath.ts';
import { coDeedRequired, settledOn, signerEmail, signIn, SIGNER_PASSWORD, statusOf } from './support/api.ts';

const ORG = 'GOODLEAP_LLC';
const SITE = 'goodleap.localhost';

let sandbox: Sandbox;
let browser: Browser;
let hostA: Host;
let hostB: Host;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, {}, { fakeMedia: true });

beforeAll(async () => {
  const start = () => startHost({ upstream: sandbox.url, orgs: { [SITE]: ORG } });
  [hostA, hostB] = await Promise.all([start(), start()]);
});
afterAll(async () => {
  // Already closed by the last test when it ran; this only ends hosts a failed test left running.
  await Promise.allSettled([hostA?.close(), hostB?.close()]);
});

/** The lender's site on a host, as the browser sees it: http://goodleap.localhost:<port>. */
const site = (host: Host) => `http://${SITE}:${host.port}`;

/** The status of a GET to the host for the lender's host name (sent as the Host header to 127.0.0.1). */
const statusWithHost = (host: Host, path: string) => new Promise<number>((resolve, reject) => {
  const req = http.get({ host: '127.0.0.1', port: host.port, path, headers: { host: `${SITE}:${host.port}`, accept: 'text/html' } }, (res) => { res.resume(); resolve(res.statusCode ?? 0); });
  req.on('error', reject);
});

/** Chatbot answers only outside hours (the agent chat inside them): the sandbox's hours for the web chat. */
const forceHours = (openStatus: 'OPEN' | 'CLOSED' | null) =>
  fetch(`${sandbox.url}/ops/hours/OPS_CHAT`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ openStatus }) });

/** The security headers a page of the app must carry (a document's, not a script's). */
function expectSecurityHeaders(response: Response | null, what: string) {
  expect(response, what).not.toBeNull();
  const headers = response!.headers();
  expect(response!.status(), what).toBe(200);
  expect(headers['content-security-policy'], `${what}: content-security-policy`).toBeTruthy();
  expect(headers['content-security-policy'], `${what}: content-security-policy`).not.toContain('unsafe-eval');
  expect(headers['content-security-policy'], `${what}: content-security-policy`).toMatch(/script-src [^;]*'self'/);
  expect(headers['strict-transport-security'], `${what}: strict-transport-security`).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options'], `${what}: x-content-type-options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: referrer-policy`).toBeTruthy();
}

/** The brand the page was given: the org info the host put in it, and what it draws from it. */
async function expectGoodLeap(page: Page) {
  expect(JSON.parse((await page.locator('#org-info').textContent()) ?? '{}').orgCode).toBe(ORG);
  await expect.poll(() => page.locator('.topbar__logo').getAttribute('src')).toBe(`/account/heloc/assets/logos/${ORG}.svg`);
  expect(await page.locator('footer').innerText()).toContain('GoodLeap');
  expect(await page.locator('footer').innerText()).not.toContain('Figure Lending');
}

/** What the page asks for: the origins of its requests and websockets (to show none goes straight to the sandbox), and its websockets' URLs. */
function traffic(watched: WatchedPage): { origins: Set<string>; sockets: string[] } {
  const origins = new Set<string>();
  const sockets: string[] = [];
  watched.page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  watched.page.on('websocket', (ws) => {
    sockets.push(ws.url());
    origins.add(new URL(ws.url().replace(/^ws/, 'http')).origin);
  });
  return { origins, sockets };
}

/** The page opened a websocket to `path` on the host's site. */
const socketTo = (sockets: string[], host: Host, path: string) =>
  sockets.some((u) => { const url = new URL(u); return url.host === `${SITE}:${host.port}` && url.pathname === path; });

/** The host's request logs so far: one JSON object a line (the contract); a line that is not JSON fails. */
const requestLogs = (host: Host) => host.stdout.filter((line) => line.trim() !== '').map((line) => {
  try { return JSON.parse(line) as Record<string, unknown>; } catch { throw new Error(`host ${host.url} printed a line that is not JSON: ${line}`); }
});

describe('the production host in front of the sandbox', () => {
  it('answers 200 on /healthz and /readyz, 404 on /studio and /ops, and serves no staff page', async () => {
    for (const host of [hostA, hostB]) {
      expect((await fetch(`${host.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${host.url}/readyz`)).status).toBe(200);
      for (const path of ['/studio', '/studio/staff', '/ops', '/ops/applications', '/ops/notary', '/ops/agent?agent=Jordan']) {
        expect((await fetch(`${host.url}${path}`)).status, `${path} on ${host.url}`).toBe(404);
        // And for the lender's own host name (a Host header, which fetch cannot set).
        expect(await statusWithHost(host, path), `${path} on ${site(host)}`).toBe(404);
      }
      // A staff call the sandbox would answer is refused too (it must never reach the upstream).
      const status = await fetch(`${host.url}/ops/applications/00000000-0000-4000-8000-000000000000/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"status":"COMPLETE"}' });
      expect(status.status).toBe(404);
    }
  });

  it('a GoodLeap applicant registers on host A at 375 px, chats with the bot, goes on on host B and ends funded there after the notary session', async () => {
    const who = person({ lastName: 'Happy' });
    const watched = await openPage(browser, { width: 375, height: 812, media: true });
    const { page, context, csp, errors } = watched;
    const { origins, sockets } = traffic(watched);
    await forceHours('CLOSED');
    try {
      // Registration on A, under the brand the host gives goodleap.localhost.
      const first = await page.goto(`${site(hostA)}/account/heloc/register-v2`);
      expectSecurityHeaders(first, 'register-v2 on A');
      await expectGoodLeap(page);
      expect(await page.title()).toContain('GoodLeap');
      await register(page, who);

      // On A up to the income step; on the way, the chatbot answers about the line chosen (the question carries the sign-in through the host).
      const visited = await followHappyPath(page, who, {
        notaryApi: sandbox.url,
        stopAt: '/income/review',
        onScreen: async (route) => {
          if (route !== '/start/hmda') return;
          await page.getByRole('button', { name: 'Chat with us' }).click();
          const chat = page.getByRole('region', { name: 'Ask our virtual assistant' });
          await chat.getByRole('textbox', { name: 'Message' }).fill('How much money will I actually get?');
          await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
          await chat.getByText(/On the line you chose, \$[\d,]+\.\d\d is paid to your account/).waitFor({ timeout: 15_000 });
          expect(await chat.innerText()).not.toContain('Something went wrong');
          await screenshot(page, 'host-chatbot-375');
          await page.getByRole('button', { name: 'Close chat' }).click();
          await chat.waitFor({ state: 'hidden' });
        },
      });
      expect(visited).toEqual(expect.arrayContaining(['/product/select', '/start/contact', '/start/hmda', '/start/app-summary']));
      const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
      const midway = new URL(page.url()).pathname;
      // One JSON log line per request: A logged the journey so far (B's lines are counted from here).
      expect(requestLogs(hostA).length).toBeGreaterThan(50);
      const bBefore = requestLogs(hostB).length;

      // The same path on B. The token lives in localStorage, which is per origin, and B's port makes
      // another origin: the applicant signs in again there (put where the app keeps it, as the other
      // tests' signIn does; the org cookie, per host name, is shared by both).
      const jwt = (await page.evaluate(() => localStorage.getItem('jwt')))!.replace(/^Bearer /, '');
      expect(jwt).toBeTruthy();
      await signIn(page, jwt);
      const onB = await page.goto(`${site(hostB)}${midway}`);
      expectSecurityHeaders(onB, `${midway} on B`);
      await page.locator('h1').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(midway);
      await expectGoodLeap(page);

      // On B to the end: income, bank, identity, signing, the online notary (its websocket through B), insurance.
      await followHappyPath(page, who, {
        notaryApi: sandbox.url,
        visited,
        onScreen: async (route) => {
          // The notary session's own document may use the camera and microphone (its route's devices).
          if (route === '/notary/session') expect(await page.evaluate(() => (document as Document & { featurePolicy?: { allowsFeature: (f: string) => boolean } }).featurePolicy?.allowsFeature('camera'))).toBe(true);
        },
      });
      expect(visited).toEqual(expect.arrayContaining(['/income/review', '/bank/disburse', '/identity', '/signing/sign', '/notary/session', '/insurance/upload', '/complete']));
      expect(new URL(page.url()).origin).toBe(site(hostB));
      await settledOn(sandbox.url, { uuid, token: jwt, email: who.email, password: who.password }, 'COMPLETE', 20_000);
      await screenshot(page, 'host-complete-375');
      // Funded: the application's own page on B is the line.
      await page.goto(`${site(hostB)}/account/heloc/${uuid}`);
      await page.waitForURL((u) => u.pathname === `/account/heloc/${uuid}/line`, { timeout: 20_000 });
      await page.locator('h1', { hasText: 'Your line of credit' }).waitFor();
      await expectGoodLeap(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'host-funded-line-375');

      expect(requestLogs(hostB).length - bBefore).toBeGreaterThan(50);
      expect(socketTo(sockets, hostB, '/service-notary/ws'), `the notary session's websocket through B (${sockets.join(', ')})`).toBe(true);
      expect([...origins].sort()).toEqual([site(hostA), site(hostB)].sort());
      expect(csp).toEqual([]);
      expect(errors.filter((e) => !/status of 40[19]/.test(e))).toEqual([]);
    } finally {
      await forceHours(null);
      await context.close();
    }
  }, 150_000);

  it("in hours, the chat with an agent runs over host B's websocket both ways", async () => {
    await forceHours('OPEN');
    const applicant = await openPage(browser, { width: 375, height: 812 });
    const agent = await openPage(browser, { width: 1100, height: 800 });
    const { origins, sockets } = traffic(applicant);
    try {
      await applicant.page.goto(`${site(hostB)}/account/heloc/register-v2?pop-webchat`);
      const chat = applicant.page.getByRole('region', { name: 'Chat with our team' });
      await chat.getByLabel('Name').fill('Dana Applicant');
      await chat.getByLabel('Email address').fill('dana@example.com');
      await chat.getByRole('button', { name: 'Start chat' }).click();
      await chat.getByText('Waiting for the next available team member…').waitFor();
      // The agent's console is the sandbox's (staff pages are not on a host).
      await agent.page.goto(`${sandbox.url}/ops/agent?agent=Jordan`);
      await agent.page.getByRole('button', { name: /Dana Applicant/ }).click();
      await agent.page.getByRole('button', { name: 'Take the chat' }).click();
      await chat.getByText("You're chatting with Jordan.").waitFor();
      await chat.getByRole('textbox', { name: 'Message' }).fill('Can I draw again after funding?');
      await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
      await agent.page.locator('#messages').getByText('Can I draw again after funding?').waitFor();
      await agent.page.getByLabel('Reply').fill('Yes, any time during the draw period.');
      await agent.page.getByLabel('Reply').press('Enter');
      await chat.getByText('Yes, any time during the draw period.').waitFor();
      expect(socketTo(sockets, hostB, '/service-omni-proxy/ws'), `the chat's websocket through B (${sockets.join(', ')})`).toBe(true);
      expect([...origins]).toEqual([site(hostB)]);
      expect(applicant.csp).toEqual([]);
    } finally {
      await forceHours(null);
      await applicant.context.close();
      await agent.context.close();
    }
  });

  it("the co-signer persona's signer logs in and signs through host A", async () => {
    const borrower = await coDeedRequired(sandbox.url, ORG);
    const watched = await openPage(browser, { width: 375, height: 812, media: true });
    const { page, context, csp } = watched;
    const { origins, sockets } = traffic(watched);
    try {
      const login = await page.goto(`${site(hostA)}/account/heloc/heloc-signer/login`);
      expectSecurityHeaders(login, 'signer login on A');
      await page.locator('h1', { hasText: 'Sign in to sign your home equity line' }).waitFor();
      await expectGoodLeap(page);
      await page.getByLabel(/^Email/).fill(signerEmail(borrower));
      await page.getByLabel(/^Password/).fill(SIGNER_PASSWORD);
      await submit(page, /Sign in/);
      await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/identity', { timeout: 15_000 });
      await page.getByRole('radio', { name: /US Passport/ }).check();
      await page.locator('input[type=file]').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
      await submit(page, /Upload and continue/);
      await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/intro', { timeout: 15_000 });
      await page.getByRole('link', { name: 'Start my notary session' }).click();
      await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/sign', { timeout: 15_000 });
      await signerMeetsNotary(page, sandbox.url, 'Casey Cosigner');
      await screenshot(page, 'host-signer-documents-375');
      // Every signer done: the application moves on.
      await expect.poll(() => statusOf(sandbox.url, borrower.uuid, borrower.token), { timeout: 15_000 }).toBe('NOTARY_DISCLOSURE');
      expect(socketTo(sockets, hostA, '/service-notary/ws'), `the signer's notary websocket through A (${sockets.join(', ')})`).toBe(true);
      expect([...origins]).toEqual([site(hostA)]);
      expect(csp).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('counts the requests in /metrics, and drains and exits 0 on SIGTERM', async () => {
    for (const host of [hostA, hostB]) {
      const res = await fetch(`${host.url}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      // Prometheus text: host_requests_total by route class, method and status (host/metrics.ts), with what the tests sent through this host.
      const counts = new Map<string, number>();
      for (const [, labels, value] of text.matchAll(/^host_requests_total\{([^}]*)\} (\d+(?:\.\d+)?)$/gm)) {
        const routeClass = /route_class="([^"]*)"/.exec(labels!)?.[1] ?? '';
        counts.set(routeClass, (counts.get(routeClass) ?? 0) + Number(value));
      }
      for (const routeClass of ['page', 'asset', 'api', 'health']) expect(counts.get(routeClass) ?? 0, `${host.url} host_requests_total{route_class="${routeClass}"}\n${text}`).toBeGreaterThan(0);
      expect([...counts.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
    }
    // Nothing is in flight any more (every page is closed), so the drain has nothing to wait for.
    const [a, b] = await Promise.all([hostA.close(), hostB.close()]);
    // Nothing in flight (an aborted call included, host/http/drain.ts): SIGTERM to exit 0 at once.
    for (const [name, { ms }] of [['A', a], ['B', b]] as const) expect(ms, `host ${name}: SIGTERM to exit 0, ms`).toBeLessThan(5000);
  }, 60_000);
});
