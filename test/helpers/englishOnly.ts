/**
 * A config copy for a test that is not about languages: no language but English in locales/ and no brand offering another
 * language (brand `languages`, `translations` dropped), so a deliberate mistake in a screen's text
 * is the only problem journey validate reports for it, not also the Spanish it no longer matches
 * (engine/config/checkLocales.ts). The language tests keep them (copyWith / copyConfig `languages`).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatJson } from '../../engine/config/formatJson.ts';

export function englishOnly(dir: string): void {
  const locales = join(dir, 'locales');
  for (const code of existsSync(locales) ? readdirSync(locales) : []) if (code !== 'en') rmSync(join(locales, code), { recursive: true, force: true });
  const brands = join(dir, 'brands');
  if (!existsSync(brands)) return;
  for (const name of readdirSync(brands).filter((f) => f.endsWith('.json'))) {
    const path = join(brands, name);
    const text = readFileSync(path, 'utf8');
    const json = JSON.parse(text) as Record<string, unknown>;
    if (!('languages' in json) && !('translations' in json)) continue;
    // The defaults keep an English-only value: every brand property has one there.
    if (name === '_defaults.json') { json.languages = ['en']; json.translations = {}; } else { delete json.languages; delete json.translations; }
    // In the house style, as journey format keeps brand files.
    writeFileSync(path, formatJson(json));
  }
}
