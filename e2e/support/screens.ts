/**
 * Steps the browser tests share on an application's screens (kept apart from browser.ts, which the
 * benchmarks also load outside the test runner).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations } from './browser.ts';

/** At a phone's 375 px: nothing wider than the window, no serious accessibility violation, and a screenshot to look at. */
export async function fitsPhone(page: Page, name: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, name);
}

/** Opens an application's screen by its path (`signing/intro`) and waits for its heading. */
export async function openApplicationScreen(page: Page, base: string, uuid: string, path: string, heading: string): Promise<void> {
  await page.goto(`${base}/account/heloc/${uuid}/${path}`);
  await page.waitForURL((u) => u.pathname.endsWith(`/${path}`), { timeout: 20_000 });
  await page.locator('h1', { hasText: heading }).first().waitFor({ timeout: 20_000 });
}
