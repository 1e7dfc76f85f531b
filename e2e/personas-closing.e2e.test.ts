/**
 * The adverse personas that branch late in the journey (sandbox/README.md): driven through the API
 * up to their step, then opened in Chromium, they land on their screen (000 §4.3): a Texas property
 * on the BPO home-condition questions, `Floodcert` on the flood-certificate wait, `Notary` on the
 * in-person notary reservation. Holds last long enough here to be seen.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, signIn, walkThrough } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { holdMs: 60_000 });

describe('late adverse personas land on their screens', () => {
  it.each([
    ['Texas BPO', '/bpo/condition', 'Happy', { state: 'TX', zip: '75201' }, 'identity-documents'],
    ['flood certificate', '/error/flood-cert', 'Floodcert', {}, 'identity-documents'],
    ['manual notary', '/notary/reserve-manual', 'Notary', {}, 'closing-signature'],
  ] as const)('%s → %s', async (name, expected, lastName, overrides, lastStep) => {
    const applicant = await createApplicant(sandbox.url, lastName, overrides);
    await walkThrough(sandbox.url, applicant, lastStep);
    const { page, csp, context } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.waitForURL((url) => url.pathname.endsWith(expected), { timeout: 30_000 });
    await page.locator('h1').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `persona-${name.replace(/\s+/g, '-')}`);
    expect(csp).toEqual([]);
    await context.close();
  });
});
