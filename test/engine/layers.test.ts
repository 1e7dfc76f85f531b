/** STYLE.md "Layers go one way": engine/ is pure; config folders hold no code. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { config } from '../helpers/config.ts';

const root = config.root;
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? walk(p) : [p];
});
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\s)import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;
const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]!);
const engineFiles = walk(join(root, 'engine')).filter((f) => f.endsWith('.ts'));
const core = engineFiles.filter((f) => !relative(root, f).startsWith('engine/cli/'));
const cli = engineFiles.filter((f) => relative(root, f).startsWith('engine/cli/'));

describe('engine layer', () => {
  it.each(core.map((f) => relative(root, f)))('%s imports only engine files and json-logic-js', (file) => {
    for (const spec of importsOf(join(root, file))) {
      const ok = spec === 'json-logic-js' || ((spec.startsWith('./') || spec.startsWith('../')) && !relative(root, join(root, file, '..', spec)).startsWith('..') && relative(root, join(root, file, '..', spec)).startsWith('engine/'));
      expect(ok, `${file} imports "${spec}"`).toBe(true);
    }
  });

  it.each(core.map((f) => relative(root, f)))('%s touches no DOM, network or storage', (file) => {
    const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(text).not.toMatch(/\b(window|document|navigator|localStorage|sessionStorage|XMLHttpRequest|fetch)\s*[.(]/);
  });

  it.each(cli.map((f) => relative(root, f)))('%s (staff CLI) imports no UI or server code', (file) => {
    const allowed = /^(node:|ajv$|ajv-formats$|ajv-errors$|fastest-levenshtein$|@viz-js\/viz$|recheck$|\.\.?\/)/;
    for (const spec of importsOf(join(root, file))) {
      expect(allowed.test(spec), `${file} imports "${spec}"`).toBe(true);
      expect(spec).not.toMatch(/renderer|sandbox/);
    }
  });

  it('finds the imports it checks (the check itself works)', () => {
    expect(importsOf(join(root, 'engine/statusRouter.ts'))).toContain('./logic/evaluate.ts');
    expect(importsOf(join(root, 'engine/logic/jsonLogic.ts'))).toContain('json-logic-js');
    expect([...`import React from 'react';`.matchAll(IMPORT)].map((m) => m[1])).toEqual(['react']);
  });
});

describe('config folders are data', () => {
  it.each(['journeys', 'schemas', 'brands'])('%s holds only JSON and Markdown', (dir) => {
    const files = walk(join(root, dir)).map((f) => relative(root, f));
    expect(files.filter((f) => !/\.(json|md)$/.test(f))).toEqual([]);
  });
});
