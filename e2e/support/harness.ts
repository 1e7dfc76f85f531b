/** One sandbox and one Chromium per test file, started before its tests and closed after. */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSandbox, type Sandbox } from './sandbox.ts';
import { launchBrowser } from './browser.ts';

export function useSandboxAndBrowser(
  ready: (sandbox: Sandbox, browser: Browser) => void,
  options: Parameters<typeof startSandbox>[0] = {},
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
): void {
  let sandbox: Sandbox | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [sandbox, browser] = await Promise.all([startSandbox(options), launchBrowser(browserOptions)]);
    ready(sandbox, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
  });
}
