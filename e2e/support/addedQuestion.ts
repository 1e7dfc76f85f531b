/**
 * The set-up of the browser tests where a product manager adds a question by config alone: a copy of
 * the config with an optional "Best time to call" choice added to one screen, the app built from that
 * copy, and a sandbox that serves and validates with it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './sandbox.ts';
import { useSandboxAndBrowser } from './harness.ts';
import { copyConfig } from '../../test/helpers/configCopy.ts';

/** `screenFile`: the screen's file under the config; `at`: its place in ui:order (last when absent). */
export function useAddedQuestion(screenFile: string, at: number | undefined, ready: (sandbox: Sandbox, browser: Browser) => void): void {
  const config = copyConfig();
  const dist = mkdtempSync(join(tmpdir(), 'added-question-dist-'));
  const file = join(config.root, screenFile);
  const screen = JSON.parse(readFileSync(file, 'utf8'));
  screen.schema.properties.bestTimeToCall = {
    type: 'string',
    title: 'Best time to call',
    oneOf: [{ const: 'MORNING', title: 'Morning' }, { const: 'AFTERNOON', title: 'Afternoon' }, { const: 'EVENING', title: 'Evening' }],
    errorMessage: 'Select the best time to call',
  };
  const order = screen.uiSchema['ui:order'] as string[];
  order.splice(at ?? order.length, 0, 'bestTimeToCall');
  screen.uiSchema.bestTimeToCall = { 'ui:widget': 'radio' };
  writeFileSync(file, JSON.stringify(screen, null, 2));
  // The app built from the edited config, served by a sandbox that validates with it.
  beforeAll(() => {
    execFileSync(process.execPath, ['--import', 'tsx', 'build.mjs', `--config=${config.root}`, `--outdir=${dist}`], { stdio: 'pipe' });
  }, 180_000);
  afterAll(() => { config.remove(); rmSync(dist, { recursive: true, force: true }); });
  useSandboxAndBrowser(ready, { configRoot: config.root, distDir: dist });
}
