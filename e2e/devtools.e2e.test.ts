/**
 * The dev tools (001 §1, §2, §8): none of their code is in the production bundle (dist/, as `npm
 * test` builds it before the browser tests); in a development build, the dev toolbar signs in by
 * e-mail and password or by token and goes to the user's active HELOC ("Something unexpected
 * happened logging you in" otherwise), and the chat takes its `mode` parameter, offers test agents,
 * resets, and simulates its alerts with the 0/1/2/Backspace keys.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant } from './support/api.ts';
import { PASSWORD } from '../test/sandbox/helpers.ts';
import devTools from '../renderer/dev/devTools.json' with { type: 'json' };

const devDist = mkdtempSync(join(tmpdir(), 'heloc-dev-build-'));
let sandbox: Sandbox;
let browser: Browser;

// The development build the sandbox serves in this file (the production dist/ stays as built).
beforeAll(() => {
  execFileSync(process.execPath, ['--import', 'tsx', 'build.mjs', '--dev', '--illinois-notice', `--outdir=${devDist}`], { stdio: 'pipe' });
}, 120_000);
afterAll(() => rmSync(devDist, { recursive: true, force: true }));
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { distDir: devDist });

/** Text of every built file under a directory (source maps included: they carry the sources). */
function builtText(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(js|map|css|html|json)$/.test(name)) out.set(p, readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

/** Strings only the dev tools have. */
const MARKERS = [devTools.toolbar.failed, devTools.toolbar.useToken, devTools.chat.title, devTools.chat.keysHint, devTools.chat.modeByHours, 'mountDevTools', 'DevChatTools', 'talkjs'];

describe('production has none of the dev tools', () => {
  it('no file the browser loads carries their code or strings, and no source map lists their sources; the development build does', () => {
    const production = builtText('dist');
    expect(production.size).toBeGreaterThan(10);
    const maps = [...production].filter(([file]) => file.endsWith('.map'));
    for (const [file, text] of production) {
      if (file.endsWith('.map')) continue;
      for (const m of MARKERS) expect(text.includes(m), `${m} in ${file}`).toBe(false);
    }
    const devSources = (entries: [string, string][]) => entries.flatMap(([, text]) => (JSON.parse(text).sources as string[]).filter((src) => src.includes('renderer/dev/')));
    expect(devSources(maps)).toEqual([]);
    // A chunk named after a dev module; its content hash is left out (esbuild's hashes are letters and digits, and one may read "DEV").
    const chunkName = (f: string) => f.replace(/-[A-Z0-9]{8}(\.[a-z.]+)$/, '');
    expect(readdirSync('dist/assets/chunks').filter((f) => /dev/i.test(chunkName(f)))).toEqual([]);
    const development = builtText(devDist);
    const developmentJs = [...development].filter(([file]) => !file.endsWith('.map')).map(([, text]) => text).join('\n');
    for (const m of MARKERS) expect(developmentJs.includes(m), m).toBe(true);
    expect(devSources([...development].filter(([file]) => file.endsWith('.map'))).length).toBeGreaterThan(0);
  });
});

describe('build flags and environment (001 §2, §7)', () => {
  it('a build outside production reads the staging banners; one built with the flag shows the Illinois notice', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/account/heloc/coming-soon?org=LAKEVIEW`);
    await page.getByText('Staging: this site uses test data.').waitFor();
    const footer = page.locator('footer');
    await footer.getByRole('heading', { name: 'Illinois Community Reinvestment Notice' }).waitFor();
    expect(await footer.innerText()).toContain('Under the Illinois Community Reinvestment Act, Lakeview');
    await screenshot(page, 'devtools-footer-illinois');
    await context.close();
  });
});

describe('the dev toolbar', () => {
  it('refuses a wrong password or token with the seed message, then signs in and goes to the active HELOC', async () => {
    const applicant = await createApplicant(sandbox.url);
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`);
    const bar = page.getByRole('complementary', { name: 'Dev tools' });
    await bar.locator('summary').click();
    await bar.getByLabel('Email').fill(applicant.email);
    await bar.getByLabel('Password').fill('Wrong-Passw0rd!');
    await bar.getByRole('button', { name: 'Sign in', exact: true }).click();
    await bar.getByRole('alert').filter({ hasText: 'Something unexpected happened logging you in' }).waitFor();
    await bar.getByLabel('Token (JWT)').fill('not-a-token');
    await bar.getByRole('button', { name: 'Sign in with token' }).click();
    await bar.getByRole('alert').filter({ hasText: 'Something unexpected happened logging you in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await screenshot(page, 'devtools-toolbar');

    await bar.getByLabel('Password').fill(PASSWORD);
    await bar.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith(`/account/heloc/${applicant.uuid}`), { timeout: 20_000 });
    expect(csp).toEqual([]);
    await context.close();

    // By token, in a fresh browser context.
    const second = await openPage(browser);
    await second.page.goto(`${sandbox.url}/account/heloc/register-v2`);
    const bar2 = second.page.getByRole('complementary', { name: 'Dev tools' });
    await bar2.locator('summary').click();
    await bar2.getByLabel('Token (JWT)').fill(applicant.token);
    await bar2.getByRole('button', { name: 'Sign in with token' }).click();
    await second.page.waitForURL((u) => u.pathname.startsWith(`/account/heloc/${applicant.uuid}`), { timeout: 20_000 });
    await second.context.close();
  });
});

describe('the chat in development', () => {
  const forceHours = (openStatus: 'OPEN' | 'CLOSED' | null) =>
    fetch(`${sandbox.url}/ops/hours/OPS_CHAT`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ openStatus }) });

  it('mode=chatbot shows the chatbot even while agents are available', async () => {
    await forceHours('OPEN');
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?mode=chatbot&pop-webchat`);
    await page.getByRole('region', { name: 'Ask our virtual assistant' }).waitFor();
    await page.getByRole('group', { name: 'Chat dev tools' }).getByText('Mode: chatbot').waitFor();
    await context.close();
  });

  it('mode=twilio starts an agent chat through twilio with the picked test agent; alert keys; reset', async () => {
    await forceHours('CLOSED');
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 900 });
    const inits: string[] = [];
    page.on('request', (r: Request) => { if (/initWebChat|init-web-chat/.test(r.url())) inits.push(`${new URL(r.url()).pathname} ${r.postData()}`); });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?mode=twilio&pop-webchat`);
    const chat = page.getByRole('region', { name: 'Chat with our team' });
    await chat.waitFor();
    const tools = chat.getByRole('group', { name: 'Chat dev tools' });
    await tools.getByText('Mode: twilio').waitFor();
    await tools.getByLabel('Test agent').selectOption('Riley');
    await chat.getByLabel('Name').fill('Dana Developer');
    await chat.getByRole('button', { name: 'Start chat' }).click();
    await chat.getByText('Waiting for the next available team member…').waitFor();
    expect(inits).toHaveLength(1);
    expect(inits[0]).toContain('/service-csp/external/api/v1/twilio/initWebChat');
    expect(JSON.parse(inits[0]!.split(' ').slice(1).join(' '))).toMatchObject({ chatMode: 'twilio', agentId: 'Riley' });
    const conversations = await (await fetch(`${sandbox.url}/ops/chat/conversations`)).json();
    expect(conversations.find((c: any) => c.name === 'Dana Developer')).toMatchObject({ requestedAgent: 'Riley', status: 'WAITING' });

    // 0/1/2 simulate the alerts (not while typing in a field); Backspace clears.
    await chat.getByRole('heading').first().click();
    await page.keyboard.press('1');
    await chat.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again later.' }).waitFor();
    await page.keyboard.press('0');
    await chat.getByText('Connection lost. Attempting to reconnect.').waitFor();
    await page.keyboard.press('2');
    await chat.getByText('Token state is invalid.').waitFor();
    await screenshot(page, 'devtools-chat');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Backspace');
    await expect.poll(() => chat.getByText('Token state is invalid.').count()).toBe(0);
    await chat.getByRole('textbox', { name: 'Message' }).fill('0');
    expect(await chat.getByText('Connection lost. Attempting to reconnect.').count()).toBe(0);

    // Reset chat: the conversation is forgotten; the pre-chat form again.
    await tools.getByRole('button', { name: 'Reset chat' }).click();
    await chat.getByRole('button', { name: 'Start chat' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('heloc_chat_session'))).toBeNull();
    expect(csp).toEqual([]);
    await context.close();
    await forceHours(null);
  });
});
