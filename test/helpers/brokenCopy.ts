/**
 * A copy of the config in a temporary folder with one thing broken, validated: the problems
 * `journey validate` prints for it. English only unless asked (englishOnly.ts). Everything validate reads is copied (journeys, schemas,
 * brands, the operation table with schemas/, the renderer's registry, public assets and stylesheets).
 */
import { cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { validateConfig } from '../../engine/config/validateConfig.ts';
import { formatProblem } from '../../engine/config/problems.ts';
import { config } from './config.ts';
import { englishOnly } from './englishOnly.ts';

const COPIED = ['journeys', 'schemas', 'brands', 'locales', 'package.json', 'renderer/registry.json', 'host/host.example.json', 'renderer/public', 'renderer/styles', 'sandbox/data/pricing.json', 'sandbox/data/stateTerms.json', 'sandbox/faq.json'];
const copies: string[] = [];

/** One change to one file: edit its JSON, write its text, or delete it. */
export type Change = ((json: any) => void) | { text: string } | 'delete';

/**
 * A fresh copy of the config with the changes made; returns its folder. Fixtures are copied only
 * when asked (`withFixtures`): without them validate skips its fixture checks, so a test of another
 * check sees only its own problem.
 */
export function copyWith(changes: Record<string, Change>, withFixtures = false, languages = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'journey-config-'));
  copies.push(dir);
  for (const p of withFixtures ? [...COPIED, 'fixtures'] : COPIED) {
    if (!existsSync(join(config.root, p))) continue;
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    cpSync(join(config.root, p), join(dir, p), { recursive: true });
  }
  if (!languages) englishOnly(dir);
  for (const [file, change] of Object.entries(changes)) {
    const path = join(dir, file);
    if (change === 'delete') rmSync(path);
    else if (typeof change === 'object') writeFileSync(path, change.text);
    else {
      const json = JSON.parse(readFileSync(path, 'utf8'));
      change(json);
      writeFileSync(path, JSON.stringify(json, null, 2));
    }
  }
  return dir;
}

/** The problems `journey validate` finds in a copy with `change` made to `file` (English only, unless `languages`: see englishOnly). */
export function brokenCopy(file: string, change: Change, more: Record<string, Change> = {}, languages = false): string[] {
  return validateConfig(loadConfig(copyWith({ [file]: change, ...more }, false, languages))).map(formatProblem);
}

/** Removes the copies (call from afterEach). */
export function removeCopies(): void {
  while (copies.length) rmSync(copies.pop()!, { recursive: true, force: true });
}
