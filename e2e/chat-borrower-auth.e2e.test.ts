/**
 * Borrower authentication for chat (001 §6, §7, §9) in a real browser, with the
 * fe-heloc-borrower-authentication flag on: a visitor who is not signed in is asked to sign in;
 * a signed-in borrower gets a nonce, starts the chat with it, and renews it every 60 s.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, signIn } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { flags: { 'fe-heloc-borrower-authentication': { enabled: true } } });

const forceHours = (openStatus: 'OPEN' | 'CLOSED' | null) =>
  fetch(`${sandbox.url}/ops/hours/OPS_CHAT`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ openStatus }) });

async function fillPreChat(chat: ReturnType<Awaited<ReturnType<typeof openPage>>['page']['getByRole']>) {
  await chat.getByLabel('Name').fill('Dana Applicant');
  await chat.getByLabel('Email address').fill('dana@example.com');
  await chat.getByRole('button', { name: 'Start chat' }).click();
}

describe('chat with borrower authentication on', () => {
  it('asks a visitor who is not signed in to sign in', async () => {
    await forceHours('OPEN');
    const { page, context } = await openPage(browser);
    await page.goto(`${sandbox.url}/account/heloc/register-v2?pop-webchat`);
    const chat = page.getByRole('region', { name: 'Chat with our team' });
    await chat.waitFor();
    await fillPreChat(chat);
    await chat.getByRole('alert').filter({ hasText: 'Please sign in to chat with our team.' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('starts with a nonce and renews it every 60 s while messaging', async () => {
    await forceHours('OPEN');
    const applicant = await createApplicant(sandbox.url);
    const { page, context, csp } = await openPage(browser);
    await page.clock.install();
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/register-v2?pop-webchat`);
    const chat = page.getByRole('region', { name: 'Chat with our team' });
    await chat.waitFor();
    const authenticated = page.waitForResponse((r) => r.url().endsWith('/service-csp/customer/secure/api/v1/webchat/authenticate'));
    const init = page.waitForRequest((r) => r.url().endsWith('/init-web-chat'));
    await fillPreChat(chat);
    const auth = await authenticated;
    expect(auth.request().headers()['authorization']).toBe(`Bearer ${applicant.token}`);
    const { nonce } = await auth.json();
    expect((await init).postDataJSON().nonce).toBe(nonce);
    await chat.getByText('Waiting for the next available team member…').waitFor();

    const refreshed = page.waitForResponse((r) => r.url().includes('/webchat/refresh?nonce='));
    await page.clock.fastForward(60_000);
    const renewal = await refreshed;
    expect(renewal.url()).toContain(`nonce=${encodeURIComponent(nonce)}`);
    expect(renewal.status()).toBe(200);
    const next = (await renewal.json()).nonce;
    expect(next).not.toBe(nonce);
    // The next renewal uses the new nonce.
    const again = page.waitForResponse((r) => r.url().includes('/webchat/refresh?nonce='));
    await page.clock.fastForward(60_000);
    expect((await again).url()).toContain(`nonce=${encodeURIComponent(next)}`);

    // 001 §7 refreshToken: the chat token is refreshed 5 minutes before its 6 hours run out; the chat goes on.
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('heloc_chat_session') ?? '{}').token);
    const tokenRefresh = page.waitForResponse((r) => r.url().endsWith('/service-csp/external/api/v1/twilio/refreshToken'));
    await page.clock.fastForward(6 * 60 * 60_000 - 7 * 60_000);
    const refreshedToken = await tokenRefresh;
    expect(refreshedToken.request().postDataJSON()).toEqual({ token: before });
    const fresh = (await refreshedToken.json()).token;
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('heloc_chat_session') ?? '{}').token)).toBe(fresh);
    await chat.getByRole('textbox', { name: 'Message' }).fill('Still there?');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await chat.locator('.chat__message--applicant').filter({ hasText: 'Still there?' }).waitFor();
    expect(await chat.getByRole('alert').count()).toBe(0);
    expect(csp).toEqual([]);
    await context.close();
    await forceHours(null);
  });
});
