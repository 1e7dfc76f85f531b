/**
 * A whole copy of the config in a temporary folder, for tests that edit and save config files
 * through the studio (never the real files): what `journey validate` reads, and fixtures/.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishOnly } from './englishOnly.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const COPIED = ['journeys', 'schemas', 'brands', 'locales', 'fixtures', 'package.json', 'renderer/registry.json', 'renderer/public', 'renderer/styles', 'sandbox/data'];

/** A fresh copy, English only unless `languages` (englishOnly.ts); returns its folder and a function that removes it. */
export function copyConfig(options: { languages?: boolean } = {}): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'studio-config-'));
  for (const p of COPIED) {
    if (!existsSync(join(ROOT, p))) continue;
    mkdirSync(dirname(join(root, p)), { recursive: true });
    cpSync(join(ROOT, p), join(root, p), { recursive: true });
  }
  if (!options.languages) englishOnly(root);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
