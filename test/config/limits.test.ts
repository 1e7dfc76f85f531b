/**
 * `journey validate` refuses schemas that let one long answer freeze the server (issue 14 item 2):
 * a string without maxLength, an array without maxItems, an unanchored or super-linear pattern.
 * Broken copies fail with `file#/pointer: message`; the shipped schemas have every limit with its
 * own message, so no library default text can reach an applicant.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkLimits, isAnchored, patternProblem } from '../../engine/config/checkLimits.ts';
import { formatProblem } from '../../engine/config/problems.ts';
import { config } from '../helpers/config.ts';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

const root = config.root;

afterEach(removeCopies);

describe('journey validate: size and pattern limits', () => {
  it('the shipped schemas have every limit', () => {
    expect(checkLimits(root).map(formatProblem)).toEqual([]);
  });

  it('reports a string without maxLength in a shared field', () => {
    expect(brokenCopy('schemas/fields/address.json', (j) => { delete j.properties.city.maxLength; })).toEqual([
      'schemas/fields/address.json#/properties/city: a string without maxLength: add one (and its errorMessage) so a long answer is refused before it is matched or stored',
    ]);
  });

  it('reports an array without maxItems in a screen schema', () => {
    expect(brokenCopy('schemas/application/start/hmda.json', (j) => { delete j.schema.properties.race.maxItems; })).toEqual([
      'schemas/application/start/hmda.json#/schema/properties/race: an array without maxItems: add one (and its errorMessage) so a long list is refused before every item is validated',
    ]);
  });

  it('reports the unanchored street pattern that froze the server', () => {
    expect(brokenCopy('schemas/fields/address.json', (j) => { j.properties.street1.pattern = '\\S+\\s+\\S+'; })).toEqual([
      'schemas/fields/address.json#/properties/street1/pattern: pattern "\\\\S+\\\\s+\\\\S+" is not anchored: write it as ^(?:…)$ so a long answer is not searched from every position',
    ]);
  });

  it('reports an anchored pattern that is still super-linear, with recheck\'s attack', () => {
    const problems = brokenCopy('schemas/api/chat-init.json', (j) => { j.properties.email.pattern = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'; });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^schemas\/api\/chat-init\.json#\/properties\/email\/pattern: pattern ".*" takes 2nd degree polynomial time \(slow on .*\): avoid adjacent or nested quantifiers/);
  });

  it('reports a nested quantifier in a data schema', () => {
    const problems = brokenCopy('schemas/api/error.schema.json', (j) => { j.properties.errors.items.properties.pointer.pattern = '^(/([^~]|~[01])*)*$'; });
    expect(problems).toEqual([expect.stringMatching(/^schemas\/api\/error\.schema\.json#\/properties\/errors\/items\/properties\/pointer\/pattern: pattern .* takes exponential time/)]);
  });

  it.each([
    ['^[0-9]{5}$', true],
    ['\\S', false],
    ['^(/|https://)', false],
    ['^$|^a$', false],
    ['^(?:|a)$', true],
    ['^a\\$', false],
    ['^[|]$', true],
  ])('anchoring of %s is %s', (pattern, anchored) => {
    expect(isAnchored(pattern)).toBe(anchored);
  });

  it('accepts the linear rewrites used in the shipped schemas', () => {
    for (const p of ['^\\s*\\S+(?:\\s+\\S+)+\\s*$', '^\\s*\\S[\\s\\S]*$', '^[^A-Z]*[A-Z][\\s\\S]*$', '^(?:[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+)?$']) {
      expect(patternProblem(p)).toBeNull();
    }
  });
});

/** Every maxLength, maxItems and pattern a person can meet carries its own message (ajv's English never shows). */
describe('every limit has its message', () => {
  const missing: string[] = [];
  const walk = (node: unknown, at: string, inherited: boolean) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`, inherited));
    const n = node as Record<string, any>;
    const em = n.errorMessage;
    for (const kw of ['maxLength', 'maxItems', 'pattern']) {
      if (!(kw in n)) continue;
      const covered = typeof em === 'string' || (em && typeof em === 'object' && typeof em[kw] === 'string') || inherited;
      if (!covered) missing.push(`${at}: ${kw}`);
    }
    // ajv-errors: a string errorMessage replaces every error under its node; a keyword entry for
    // allOf/not covers their branches.
    for (const [k, v] of Object.entries(n)) {
      const covers = inherited || typeof em === 'string' || ((k === 'allOf' || k === 'not') && em && typeof em === 'object' && k in em);
      if (k !== 'errorMessage' && typeof v === 'object') walk(v, `${at}/${k}`, Boolean(covers));
    }
  };
  const list = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? list(p) : f.endsWith('.json') ? [p] : [];
  });
  for (const file of list(join(root, 'schemas'))) {
    const rel = file.slice(root.length + 1);
    if (/schemas\/(meta|shell|conditions|data)\//.test(rel) || rel.endsWith('error.schema.json')) continue;
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const schema = /schemas\/(fields|api)\//.test(rel) ? json : json.schema;
    if (schema) walk(schema, `${rel}#${schema === json ? '' : '/schema'}`, false);
  }
  it('in screens, shared fields and API bodies', () => {
    expect(missing).toEqual([]);
  });
});
