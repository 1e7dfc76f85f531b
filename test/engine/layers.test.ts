/**
 * docs/architecture.md "Layers", enforced by the lint rules of eslint.config.js (`npm run lint` checks
 * every file): these cases prove the rules catch a bad import, and let a good one through.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { config } from '../helpers/config.ts';

const root = config.root;
const eslint = new ESLint({ cwd: root, cache: false });
const problems = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: join(root, file) }))[0]!.messages.map((m) => `${m.ruleId}: ${m.message}`);

describe('layer boundaries (lint)', () => {
  it.each([
    ['engine/bad.ts', `import { useState } from 'react';`, 'no-restricted-imports'],
    ['engine/bad.ts', `import { journeys } from '../renderer/app/journeys.ts';`, 'no-restricted-imports'],
    ['engine/bad.ts', `import { buildServer } from '../sandbox/server.ts';`, 'no-restricted-imports'],
    ['engine/bad.ts', `import { readFileSync } from 'node:fs';`, 'no-restricted-imports'],
    ['engine/bad.ts', `export const go = () => window.location.assign('/');`, 'no-restricted-globals'],
    ['engine/bad.ts', `export const load = () => fetch('/x');`, 'no-restricted-globals'],
    ['engine/config/bad.ts', `import { App } from '../../renderer/app/App.tsx';`, 'no-restricted-imports'],
    ['engine/config/bad.ts', `import { main } from '../cli/journey.ts';`, 'no-restricted-imports'],
    ['engine/cli/bad.ts', `import { Viz } from '@viz-js/viz';`, 'no-restricted-imports'],
    ['renderer/bad.ts', `import { buildServer } from '../sandbox/server.ts';`, 'no-restricted-imports'],
    ['sandbox/bad.ts', `import { journeys } from '../renderer/app/journeys.ts';`, 'no-restricted-imports'],
    ['host/bad.ts', `import { buildServer } from '../sandbox/server.ts';`, 'no-restricted-imports'],
    ['host/bad.ts', `import { App } from '../renderer/app/App.tsx';`, 'no-restricted-imports'],
    ['renderer/bad.ts', `import { buildHost } from '../host/server.ts';`, 'no-restricted-imports'],
    ['engine/bad.ts', `import { buildHost } from '../host/server.ts';`, 'no-restricted-imports'],
    ['journeys/bad.js', `export default {};`, 'no-restricted-syntax'],
    ['renderer/bad.tsx', `import { useEffect } from 'react';\nexport function A({ x }: { x: number }) { useEffect(() => { console.log(x); }, []); return null; }`, 'react-hooks/exhaustive-deps'],
  ])('%s: %s is refused', async (file, code, rule) => {
    expect((await problems(file, code)).some((p) => p.startsWith(`${rule}:`))).toBe(true);
  });

  it.each([
    ['engine/good.ts', `import jsonLogic from 'json-logic-js';\nimport { matchPath } from './paths.ts';\nexport const x = [jsonLogic, matchPath];`],
    ['engine/config/good.ts', `import { readFileSync } from 'node:fs';\nimport { checkSync } from 'recheck';\nimport { navigate } from '../navigate.ts';\nexport const x = [readFileSync, checkSync, navigate];`],
    ['engine/cli/good.ts', `import { readFileSync } from 'node:fs';\nimport { loadConfig } from '../config/loadConfig.ts';\nexport const x = [readFileSync, loadConfig];`],
    ['renderer/good.ts', `import { navigate } from '../engine/navigate.ts';\nimport type { Brand } from '../engine/index.ts';\nexport const x = navigate; export type B = Brand;`],
    ['sandbox/good.ts', `import { classifyStatus } from '../engine/index.ts';\nexport const x = classifyStatus;`],
    ['sandbox/good.ts', `import { installPages } from '../host/page/pages.ts';\nexport const x = installPages;`],
    ['host/good.ts', `import { loadHostConfig } from '../engine/config/hostConfig.ts';\nexport const x = loadHostConfig;`],
  ])('%s: a permitted import passes', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('config folders are data', () => {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
  it.each(['journeys', 'schemas', 'brands'])('%s holds only JSON and Markdown', (dir) => {
    const files = walk(join(root, dir)).map((f) => relative(root, f));
    expect(files.filter((f) => !/\.(json|md)$/.test(f))).toEqual([]);
  });
});
