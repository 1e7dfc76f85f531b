/**
 * The geolocation explainer (001 §2, §8) on the signing screen: an applicant who has not answered
 * the browser's location prompt first reads why it is needed; "Not now" closes it for the session;
 * "Share my location" asks the browser, and a refusal says how to continue.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, setStatus, signIn } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

async function onSigning() {
  const applicant = await createApplicant(sandbox.url);
  await new Promise((r) => setTimeout(r, 1500));
  await setStatus(sandbox.url, applicant.uuid, 'NOTE_SIGNING', { status: { disclosurelistClosingReady: true } });
  const watched = await openPage(browser, { locationPrompt: true, width: 375, height: 800 });
  await signIn(watched.page, applicant.token);
  await watched.page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}/signing/sign`);
  return { ...watched, applicant };
}

describe('geolocation explainer', () => {
  it('explains before asking; "Not now" closes it for the session', async () => {
    const { page, context, csp } = await onSigning();
    const dialog = page.getByRole('dialog', { name: 'Why we need your location' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('at signing');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'location-explainer');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Why we need your location' }).count()).toBe(0);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('asks the browser when the applicant agrees, and says how to continue when it is refused', async () => {
    const { page, context } = await onSigning();
    const dialog = page.getByRole('dialog', { name: 'Why we need your location' });
    await dialog.getByRole('button', { name: 'Share my location' }).click();
    // Headless Chromium answers the browser's own prompt with a refusal.
    const denied = page.getByRole('dialog', { name: 'Location is turned off' });
    await denied.waitFor();
    expect(await denied.innerText()).toContain('(888) 819-6388');
    await denied.getByRole('button', { name: 'Close' }).click();
    await denied.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('does not show when the location is already shared', async () => {
    const applicant = await createApplicant(sandbox.url);
    await new Promise((r) => setTimeout(r, 1500));
    await setStatus(sandbox.url, applicant.uuid, 'NOTE_SIGNING', { status: { disclosurelistClosingReady: true } });
    const { page, context } = await openPage(browser);
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}/signing/sign`);
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(800);
    expect(await page.getByRole('dialog', { name: 'Why we need your location' }).count()).toBe(0);
    await context.close();
  });
});
