/**
 * References between config files (engine/config/resolveRefs.ts): what a reference stands for, what
 * goes wrong with a pointer, and that the CLI, the build and the sandbox resolve them alike.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refContext } from '../../engine/config/loadConfig.ts';
import { resolveFile, overlay } from '../../engine/config/resolveRefs.ts';
import { loadSource } from '../../engine/config/composeBody.ts';
import { config } from '../helpers/config.ts';

const dirs: string[] = [];
afterEach(() => { while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true }); });

/** A schemas/ folder holding the given files; returns the resolution of `entry`. */
function resolveIn(files: Record<string, unknown>, entry: string) {
  const dir = mkdtempSync(join(tmpdir(), 'refs-'));
  dirs.push(dir);
  const schemas = join(dir, 'schemas');
  for (const [name, json] of Object.entries(files)) {
    mkdirSync(join(schemas, name, '..'), { recursive: true });
    writeFileSync(join(schemas, name), typeof json === 'string' ? json : JSON.stringify(json));
  }
  return resolveFile(join(schemas, entry), refContext(schemas));
}

describe('a reference', () => {
  it('stands for a whole file, keys beside it laid over (objects key by key)', () => {
    const r = resolveIn({
      'fields/amount.json': { $schema: 'x', type: 'number', minimum: 0, errorMessage: { minimum: 'Enter an amount of $0 or more' } },
      'a/screen.json': { schema: { properties: { n: { $ref: '../fields/amount.json', maximum: 9, errorMessage: { maximum: 'Too much' } } } } },
    }, 'a/screen.json');
    expect(r.problems).toEqual([]);
    expect(r.value).toEqual({ schema: { properties: { n: { type: 'number', minimum: 0, maximum: 9, errorMessage: { minimum: 'Enter an amount of $0 or more', maximum: 'Too much' } } } } });
  });

  it('stands for the part at a JSON pointer; a list inside a list is spliced in', () => {
    const r = resolveIn({
      'v2/one.json': { rules: [{ id: 'a' }, { id: 'b' }], copy: { title: 'One' } },
      'v2/two.json': { rules: [{ id: 'c' }] },
      'classic.json': { rules: [{ $ref: 'v2/one.json#/rules' }, { id: 'own' }, { $ref: 'v2/two.json#/rules' }, { $ref: 'v2/one.json#/rules/1' }], copy: { heading: { $ref: 'v2/one.json#/copy/title' } } },
    }, 'classic.json');
    expect(r.problems).toEqual([]);
    expect(r.value).toEqual({ rules: [{ id: 'a' }, { id: 'b' }, { id: 'own' }, { id: 'c' }, { id: 'b' }], copy: { heading: 'One' } });
  });

  it('resolves the references of the file it points into, relative to that file', () => {
    const r = resolveIn({
      'fields/f.json': { type: 'string' },
      'application/x.json': { schema: { properties: { f: { $ref: '../fields/f.json' } } } },
      'signer/x.json': { $ref: '../application/x.json', id: 'signer/x' },
    }, 'signer/x.json');
    expect(r.value).toEqual({ schema: { properties: { f: { type: 'string' } } }, id: 'signer/x' });
  });

  it.each([
    ['a missing file', { 's.json': { a: { $ref: 'nope.json' } } }, [{ pointer: '/a/$ref', message: '"nope.json": schemas/nope.json: no such file' }]],
    ['a pointer at nothing', { 'v.json': { rules: [] }, 's.json': { rules: [{ $ref: 'v.json#/rulez' }] } }, [{ pointer: '/rules/0/$ref', message: '"v.json#/rulez": schemas/v.json has nothing at "#/rulez" (did you mean "#/rules"?)' }]],
    ['a field shared from a screen that no longer has it', { 'v.json': { schema: { properties: { email: {} } } }, 's.json': { schema: { properties: { phone: { $ref: 'v.json#/schema/properties/phone' } } } } }, [{ pointer: '/schema/properties/phone/$ref', message: 'This screen takes the field "phone" from schemas/v.json, which no longer has it: keep the field there, or remove it from this screen too ("v.json#/schema/properties/phone": schemas/v.json has nothing at "#/schema/properties/phone")' }]],
    ['a file outside schemas/', { 's.json': { a: { $ref: '../package.json' } } }, [{ pointer: '/a/$ref', message: '"../package.json" leads outside schemas/' }]],
    ['a cycle', { 'b.json': { y: { $ref: 'a.json' } }, 'a.json': { x: { $ref: 'b.json' } } }, [{ pointer: '/x/$ref', message: '"b.json": schemas/b.json has problems of its own (#/y/$ref: $ref cycle: schemas/a.json → schemas/b.json → schemas/a.json)' }]],
    ['keys beside a reference to text', { 'v.json': { copy: { t: 'T' } }, 's.json': { c: { $ref: 'v.json#/copy/t', extra: 1 } } }, [{ pointer: '/c/$ref', message: '"v.json#/copy/t" is not an object, so no keys can be laid over it (extra)' }]],
    ['a local reference carried into another file', { 'v.json': { schema: { definitions: { d: {} }, properties: { p: { $ref: '#/definitions/d' } } } }, 's.json': { schema: { $ref: 'v.json#/schema' } } }, [{ pointer: '/schema/$ref', message: '"v.json#/schema" carries the reference "#/definitions/d", which only means something inside schemas/v.json' }]],
    ['a file that does not parse', { 'v.json': '{\n  "a": 1,\n}', 's.json': { a: { $ref: 'v.json' } } }, [{ pointer: '/a/$ref', message: '"v.json": schemas/v.json: line 3, column 1: a property name in double quotes is expected (a trailing comma?)' }]],
  ])('%s is a problem with its pointer', (_name, files, expected) => {
    expect(resolveIn(files, Object.keys(files).at(-1)!).problems).toEqual(expected);
  });

  it('overlays objects key by key and replaces lists and text', () => {
    expect(overlay({ a: { b: 1, c: [1, 2] }, d: 'x' }, { a: { c: [3] }, d: 'y', e: 1 })).toEqual({ a: { b: 1, c: [3] }, d: 'y', e: 1 });
  });
});

describe('one resolution for the CLI, the build and the sandbox', () => {
  it('the sandbox validates with exactly the schema and rules the screens load with', () => {
    for (const id of ['register/index', 'signer/identity', 'signer/conditions/identity', 'signer/conditions/upload-document', 'application/income/upload', 'application/product/assets']) {
      const source = loadSource(join(config.root, 'schemas'), id);
      expect(source.schema, id).toEqual(config.screens[id]!.data.schema);
      expect(source.rules, id).toEqual(config.screens[id]!.data.rules ?? []);
    }
  });

  it('the classic /register writes none of register-v2 again, and the signer screens none of the borrower\'s', () => {
    const raw = (id: string) => JSON.stringify(config.screens[id]!.raw);
    // The date of birth is the exception: the classic page speaks the shared field's 001 §5 messages, register-v2 000 §5's.
    for (const id of ['register-v2/property-address', 'register-v2/annual-income', 'register-v2/set-password']) {
      for (const rule of config.screens[id]!.data.rules ?? []) expect(raw('register/index')).not.toContain(JSON.stringify(rule.when));
    }
    expect(raw('signer/identity')).not.toContain('DRIVERS_LICENSE_FRONT');
    expect(raw('signer/conditions/identity')).not.toContain('DRIVERS_LICENSE_FRONT');
    expect(config.screens['signer/identity']!.data.schema).toEqual(config.screens['application/identity']!.data.schema);
  });
});
