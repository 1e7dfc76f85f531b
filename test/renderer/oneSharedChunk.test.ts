/**
 * The app's second build pass (renderer/build/oneSharedChunk.ts), on a small app built with esbuild:
 * without it the entry's code is split into a chunk per set of lazy modules reaching it; with it the
 * entry loads one shared chunk, and lazy modules keep their named and default exports.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyEntries, oneSharedChunk } from '../../renderer/build/oneSharedChunk.ts';

const dir = mkdtempSync(join(tmpdir(), 'one-shared-chunk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files: Record<string, string> = {
  'main.js': "import './boot.js';\n",
  'boot.js': "import { a } from './a.js';\nimport { b } from './b.js';\nglobalThis.lazyOne = () => import('./one.js');\nglobalThis.lazyTwo = () => import('./two.js');\nglobalThis.booted = (globalThis.booted ?? 0) + 1;\nglobalThis.used = a + b;\n",
  'a.js': "export const a = 'a';\n",
  'b.js': "export const b = 'b';\n",
  'one.js': "import { a } from './a.js';\nexport const one = `one-${a}`;\nexport default 'first';\n",
  'two.js': "import { b } from './b.js';\nexport const two = `two-${b}`;\n",
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

const options = (outdir: string): BuildOptions => ({ entryPoints: { main: join(dir, 'main.js') }, bundle: true, splitting: true, format: 'esm', outdir: join(dir, outdir), metafile: true, absWorkingDir: dir, logLevel: 'silent' });

function loadedFirst(meta: Metafile): string[] {
  const main = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === 'main.js')![0];
  const seen = new Set<string>();
  const walk = (f: string) => { if (seen.has(f)) return; seen.add(f); for (const i of meta.outputs[f]!.imports) if (i.kind === 'import-statement') walk(i.path); };
  walk(main);
  return [...seen];
}

describe('one shared chunk', () => {
  it('puts everything the entry loads in one chunk beside the entry, and lazy modules load as before', async () => {
    const first = await build(options('first'));
    expect(loadedFirst(first.metafile!).length).toBeGreaterThan(2);

    const lazy = lazyEntries(first.metafile!, 'main.js');
    expect([...lazy.keys()].sort()).toEqual(['one.js', 'two.js']);
    const second = await build({ ...options('second'), plugins: [oneSharedChunk(dir, resolve(dir, 'boot.js'), lazy)] });
    expect(loadedFirst(second.metafile!)).toHaveLength(2);

    const main = Object.entries(second.metafile!.outputs).find(([, o]) => o.entryPoint === 'main.js')![0];
    await import(pathToFileURL(join(dir, main)).href);
    const page = globalThis as unknown as { booted: number; used: string; lazyOne: () => Promise<Record<string, string>>; lazyTwo: () => Promise<Record<string, string>> };
    expect(page.used).toBe('ab');
    const one = await page.lazyOne();
    expect(one.one).toBe('one-a');
    expect(one.default).toBe('first');
    expect((await page.lazyTwo()).two).toBe('two-b');
    // The start module ran once: the lazy modules' wrappers import it, already evaluated.
    expect(page.booted).toBe(1);
  });
});
