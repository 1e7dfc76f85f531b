/**
 * The module each late part loads, read from its one declaration, `late(name, () => import(module)…)`
 * (renderer/screens/screenParts.tsx), in the renderer's sources. The build imports these modules
 * from the screens that draw the parts (screensPlugin.ts), so that the page's modulepreload links
 * fetch them with the screen instead of after it; test/renderer/screenParts.test.ts checks that
 * every declared part is found here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const DECLARATION = /\blate\(\s*'([^']+)'\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/** Part name → module: an absolute path for the renderer's own files, the specifier for a package's. */
export function latePartModules(rendererDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(rendererDir, { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(name)) continue;
    const file = join(rendererDir, name);
    const source = readFileSync(file, 'utf8');
    if (!source.includes('late(')) continue;
    for (const [, part, specifier] of source.matchAll(DECLARATION)) {
      out[part!] = specifier!.startsWith('.') ? resolve(dirname(file), specifier!) : specifier!;
    }
  }
  return out;
}
