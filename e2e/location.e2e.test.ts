/**
 * The geolocation explainer (001 §2, §8) on the signing screen: an applicant who has not answered
 * the browser's location prompt first reads why it is needed; "Not now" closes it for the session
 * and, as the explainer's config requires the location (schemas/pages/geolocation.json), blocks
 * signing beside the button until the location is shared; "Share my location" asks the browser,
 * and a refusal says how to continue.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, setStatus, signIn } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const BLOCKED = /To sign, we need to confirm where you are/;
const GOODLEAP_PHONE = (JSON.parse(readFileSync('brands/GOODLEAP_LLC.json', 'utf8')) as { support: { phone: { formatted: string } } }).support.phone.formatted;

async function onSigning(org = 'GOODLEAP_LLC') {
  const applicant = await createApplicant(sandbox.url, 'Happy', { org });
  await new Promise((r) => setTimeout(r, 1500));
  await setStatus(sandbox.url, applicant.uuid, 'NOTE_SIGNING', { status: { disclosurelistClosingReady: true } });
  const watched = await openPage(browser, { locationPrompt: true, width: 375, height: 800 });
  await signIn(watched.page, applicant.token);
  await watched.page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}/signing/sign?org=${org}`);
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

  it('"Not now" blocks signing beside the button, across a reload, until the location is shared', async () => {
    const { page, context } = await onSigning();
    await page.getByRole('dialog', { name: 'Why we need your location' }).getByRole('button', { name: 'Not now' }).click();
    const sign = page.getByRole('button', { name: 'Sign documents' });
    const alert = page.getByRole('alert').filter({ hasText: BLOCKED });
    await alert.waitFor();
    expect(await sign.isDisabled()).toBe(true);
    // The reason sits right above the disabled button, in the same place on a phone.
    const [block, button] = await Promise.all([alert.boundingBox(), sign.boundingBox()]);
    expect(button!.y - (block!.y + block!.height)).toBeLessThan(40);
    expect(await alert.innerText()).toContain(GOODLEAP_PHONE);
    await screenshot(page, 'location-not-now-blocks-signing');

    await page.reload();
    await page.getByRole('alert').filter({ hasText: BLOCKED }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign documents' }).isDisabled()).toBe(true);

    // Sharing it from the block lifts the block.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 38.5816, longitude: -121.4944 });
    await page.getByRole('alert').getByRole('button', { name: 'Share my location' }).click();
    await page.getByRole('alert').filter({ hasText: BLOCKED }).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Sign documents' }).isDisabled()).toBe(false);
    await context.close();
  });

  it('asks the browser when the applicant agrees, and says how to continue when it is refused', async () => {
    const { page, context } = await onSigning();
    const dialog = page.getByRole('dialog', { name: 'Why we need your location' });
    await dialog.getByRole('button', { name: 'Share my location' }).click();
    // Headless Chromium answers the browser's own prompt with a refusal.
    const denied = page.getByRole('dialog', { name: 'Location is turned off' });
    await denied.waitFor();
    expect(await denied.innerText()).toContain(GOODLEAP_PHONE);
    await denied.getByRole('button', { name: 'Close' }).click();
    await denied.waitFor({ state: 'hidden' });
    // Refused: signing stays blocked, with the way to continue.
    await page.getByRole('alert').filter({ hasText: BLOCKED }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign documents' }).isDisabled()).toBe(true);
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
    expect(await page.getByText(BLOCKED).count()).toBe(0);
    await context.close();
  });
});
