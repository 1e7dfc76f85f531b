/**
 * Every lender API path the app calls or the sandbox serves is written once, in the operation table
 * (schemas/operations.json): the renderer builds its URLs from it (renderer/api/operations.ts) and
 * the sandbox registers its routes from it (sandbox/routes/operationPaths.ts), the engine and the
 * production host build theirs with engine/operations.ts operationUrl. This test reads the code of
 * renderer/, sandbox/, engine/ and host/ and lists, as file:line, every string literal that starts
 * with an upstream's prefix (`/service-`, `/identity/`, `/identity-broker/`): each is a path written
 * by hand beside the table, which it would drift from.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { config } from '../helpers/config.ts';

const SCANNED = ['renderer', 'sandbox', 'engine', 'host'];
const PREFIX = /^\/(service-|identity\/|identity-broker\/)/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : files(p);
    return /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) ? [p] : [];
  });
}

/** Comments and string literals (quoted and template) of a source, with the offset of each literal. */
const TOKENS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;

export function handWrittenPaths(source: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  for (const m of source.matchAll(TOKENS)) {
    const token = m[0];
    if (token.startsWith('/')) continue; // a comment
    if (!PREFIX.test(token.slice(1))) continue;
    out.push({ line: source.slice(0, m.index).split('\n').length, text: token.length > 80 ? `${token.slice(0, 77)}...` : token });
  }
  return out;
}

describe('API paths are written once, in schemas/operations.json', () => {
  it('finds a hand-written path, and none in a comment', () => {
    expect(handWrittenPaths("// GET '/service-x/a'\n/** '/identity/b' */\nconst a = '/service-notary/ws';\nconst b = `/identity/api/${v}/identity`;\nconst c = \"/ops/x\";"))
      .toEqual([{ line: 3, text: "'/service-notary/ws'" }, { line: 4, text: '`/identity/api/${v}/identity`' }]);
  });

  it('no string literal in renderer/, sandbox/, engine/ or host/ starts with an upstream\'s path', () => {
    const found = SCANNED.flatMap((dir) => files(join(config.root, dir)))
      .flatMap((file) => handWrittenPaths(readFileSync(file, 'utf8')).map((p) => `${relative(config.root, file)}:${p.line}: ${p.text}`));
    expect(found, 'name the operation of schemas/operations.json instead (renderer: apiPath/callOperation; sandbox: pathOf)').toEqual([]);
  });
});
