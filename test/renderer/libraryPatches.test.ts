/**
 * The library modules the browser build replaces (renderer/build/libraryPatches.ts): RJSF's decimal
 * separator, asked for on every number field render, is worked out once per locale list; fast-uri,
 * which RJSF needs only to follow `$ref`s, is left out, since no screen reaches the browser with one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import libraryDecimalSeparator from '@rjsf/utils/lib/getDecimalSeparator.js';
import getDecimalSeparator from '../../renderer/build/decimalSeparator.ts';
import { libraryPatches } from '../../renderer/build/libraryPatches.ts';
import noUriResolver from '../../renderer/build/noUriResolver.ts';
import { refsIn } from '../../renderer/build/screensPlugin.ts';
import { config } from '../helpers/config.ts';
import { formatMoney } from '../../engine/format.ts';

describe('the decimal separator RJSF asks for on every render', () => {
  const NumberFormat = Intl.NumberFormat;
  const languages = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  afterEach(() => {
    Intl.NumberFormat = NumberFormat;
    if (languages) Object.defineProperty(globalThis, 'navigator', languages);
  });

  it("is the product's, the one its figures are shown with, whatever the browser's language, without building a number format", () => {
    let built = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, { construct: (target, args: unknown[]) => { built += 1; return Reflect.construct(target, args) as object; } });
    Object.defineProperty(globalThis, 'navigator', { value: { languages: ['de-DE'] }, configurable: true });
    expect(libraryDecimalSeparator()).toBe(','); // what the library would read numbers with here
    built = 0;
    for (let i = 0; i < 5; i++) expect(getDecimalSeparator()).toBe('.');
    expect(built).toBe(0);
    expect(formatMoney(1234.5, 2)).toContain(`1,234${getDecimalSeparator()}50`);
  });

  it('replaces the one inside @rjsf/utils in a browser build, and nothing else', async () => {
    const out = await build({
      stdin: { contents: "export { getDecimalSeparator, asNumber } from '@rjsf/utils';", resolveDir: process.cwd() },
      bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser', logLevel: 'silent',
      plugins: [libraryPatches(process.cwd())],
    });
    const inputs = Object.keys(out.metafile.inputs);
    expect(inputs).toContain('renderer/build/decimalSeparator.ts');
    // The library's own module is still there, reached only through ours.
    const imports = out.metafile.inputs['node_modules/@rjsf/utils/lib/index.js']!.imports.map((i) => i.path);
    expect(imports).toContain('renderer/build/decimalSeparator.ts');
    expect(imports).not.toContain('node_modules/@rjsf/utils/lib/getDecimalSeparator.js');
  });
});

describe('no $ref resolver in the browser', () => {
  const bundle = (plugins: ReturnType<typeof libraryPatches>[]) => build({
    stdin: { contents: "export { findSchemaDefinition } from '@rjsf/utils';", resolveDir: process.cwd() },
    bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser', logLevel: 'silent', plugins,
  }).then((out) => Object.keys(out.metafile.inputs));

  it('@rjsf/utils gets the stand-in instead of fast-uri', async () => {
    expect((await bundle([])).some((i) => i.includes('fast-uri'))).toBe(true);
    const inputs = await bundle([libraryPatches(process.cwd())]);
    expect(inputs.filter((i) => i.includes('fast-uri'))).toEqual([]);
    expect(inputs).toContain('renderer/build/noUriResolver.ts');
  });

  it('no screen has a $ref left to follow, and the build names one that would', () => {
    const withRefs = Object.entries(config.screens).filter(([, s]) => refsIn(s.data).length > 0).map(([id]) => id);
    expect(withRefs).toEqual([]);
    expect(refsIn({ schema: { properties: { a: { $ref: '#/definitions/x' } } } })).toEqual(['/schema/properties/a/$ref']);
  });

  it('reached anyway, it says why instead of resolving wrongly', () => {
    expect(() => noUriResolver.resolve()).toThrow(/ship with their references inlined/);
    expect(() => noUriResolver.equal()).toThrow(/\$ref/);
  });
});
