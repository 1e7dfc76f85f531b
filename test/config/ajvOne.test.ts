/**
 * One Ajv set-up (engine/config/ajv.ts): `journey validate` (engine/config/validateConfig.ts
 * screenAjv), the sandbox (sandbox/validation/validator.ts sandboxAjv), the browser's precompiled
 * screen validators (renderer/build/screensPlugin.ts screenValidatorCode, loaded as the bundle loads
 * them, renderer/theme/precompiledValidator.ts) and the studio's render check (the form library's
 * run-time validator with the same options, renderer/server/renderCheck.tsx) give the same answer
 * for the same schema and data: a format, an ajv-errors message, a number precision, the address
 * keywords. And the comparison can fail: the set-ups as they were before answer differently.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { Ajv, type ErrorObject } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { customizeValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { formLibraryOptions } from '../../engine/config/ajv.ts';
import { screenAjv } from '../../engine/config/validateConfig.ts';
import { sandboxAjv } from '../../sandbox/validation/validator.ts';
import { screenValidatorCode } from '../../renderer/build/screensPlugin.ts';
import { screenValidator } from '../../renderer/theme/precompiledValidator.ts';

/** What a user answers: the schema refused, or each problem as `pointer keyword: message`, sorted. */
type Answer = 'schema refused' | string[];
/** A schema as the config writes it: with ajv-errors' and the address keywords, which RJSFSchema does not type. */
type Schema = Record<string, unknown>;
type User = (schema: Schema, data: unknown) => Answer;

const words = (errors: ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map((e) => `${e.instancePath} ${e.keyword}: ${e.message ?? ''}`).sort();

/** An Ajv user: compiles (a refused schema throws) and validates. */
const ajvUser = (make: () => Ajv): User => (schema, data) => {
  let validate;
  try { validate = make().compile(schema); } catch { return 'schema refused'; }
  validate(data);
  return words(validate.errors);
};

/** The build's standalone code, run as a CommonJS module the way the bundle runs it (requires resolved from here). */
const requireHere = createRequire(import.meta.url);
function loadValidatorModule(code: string): ValidatorFunctions {
  const module: { exports: ValidatorFunctions } = { exports: {} };
  const wrapped: unknown = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`);
  if (typeof wrapped !== 'function') throw new Error('the validator module did not load');
  wrapped(module, module.exports, requireHere);
  return module.exports;
}

const browser: User = (schema, data) => {
  let fns: ValidatorFunctions;
  try { fns = loadValidatorModule(screenValidatorCode(schema as RJSFSchema)); } catch { return 'schema refused'; }
  return words(screenValidator(fns, schema as RJSFSchema).rawValidation(schema as RJSFSchema, data).errors as ErrorObject[] | undefined);
};

/** The form library's run-time validator (renderCheck.tsx), given `options`. */
const formLibrary = (options: Parameters<typeof customizeValidator>[0]): User => {
  const validator = customizeValidator(options);
  return (schema, data) => {
    const { errors, validationError } = validator.rawValidation(schema as RJSFSchema, data);
    return validationError ? 'schema refused' : words(errors as ErrorObject[] | undefined);
  };
};

const users: Record<string, User> = {
  validate: ajvUser(screenAjv),
  sandbox: ajvUser(() => sandboxAjv()),
  browser,
  renderCheck: formLibrary(formLibraryOptions),
};

/** Each user's answer; the test of sameness is that there is one distinct answer. */
const answersOf = (of: Record<string, User>, schema: Schema, data: unknown) =>
  Object.fromEntries(Object.entries(of).map(([name, user]) => [name, user(schema, data)]));
const distinct = (answers: Record<string, Answer>) => new Set(Object.values(answers).map((a) => JSON.stringify(a))).size;

// The state field as screens inline it (schemas/fields/us-state.json: its choices carry `zipPrefixes`, the field `zipMismatchMessage`).
const { $schema: _s, ...state } = JSON.parse(readFileSync('schemas/fields/us-state.json', 'utf8')) as Record<string, unknown>;

const EMAIL_MESSAGE = 'Enter an email address in the correct format, like name@example.com';
const schema: Schema = {
  type: 'object',
  required: ['email', 'state', 'amount'],
  properties: {
    email: { type: 'string', format: 'email', errorMessage: { format: EMAIL_MESSAGE } },
    signedOn: { type: 'string', format: 'date' },
    state,
    amount: { type: 'number', minimum: 0, multipleOf: 0.01, errorMessage: { multipleOf: 'Enter the amount in dollars and cents' } },
  },
  errorMessage: { required: { email: 'Enter your email address' } },
};

describe('one Ajv set-up', () => {
  it('the same schema and data get the same answer from validate, the sandbox, the browser and the render check', () => {
    const cases: { data: unknown; answer: Answer }[] = [
      // 19.99 / 0.01 is 1998.9999999999998: a multiple within the shared precision.
      { data: { email: 'ann@example.com', signedOn: '2026-12-02', state: 'TX', amount: 19.99 }, answer: [] },
      // Formats (ajv-formats): one worded by ajv-errors, one in Ajv's words.
      { data: { email: 'not-an-email', signedOn: '2026-02-30', state: 'TX', amount: 5 }, answer: ['/email errorMessage: ' + EMAIL_MESSAGE, '/signedOn format: must match format "date"'] },
      // ajv-errors: a required message on the parent, the state field's own message; `amount` in Ajv's words.
      { data: { state: 'XX' }, answer: [' errorMessage: Enter your email address', ' required: must have required property \'amount\'', '/state errorMessage: Select the state from the list'] },
      { data: { email: 'ann@example.com', state: 'CA', amount: 10.005 }, answer: ['/amount errorMessage: Enter the amount in dollars and cents'] },
    ];
    for (const { data, answer } of cases) {
      const answers = answersOf(users, schema, data);
      expect(answers, JSON.stringify(data)).toEqual(Object.fromEntries(Object.keys(users).map((name) => [name, answer])));
    }
  });

  it('the address keywords are known to all, and a malformed one is refused by all', () => {
    const zip = (zipPrefixes: unknown): Schema => ({ type: 'object', properties: { state: { type: 'string', enum: ['TX'], zipPrefixes, zipMismatchMessage: 'That zipcode is not in Texas' } } });
    expect(answersOf(users, zip(['750-799']), { state: 'TX' })).toEqual({ validate: [], sandbox: [], browser: [], renderCheck: [] });
    // A prefix of two digits is not a zipcode prefix (engine/config/ajv.ts addressKeywords).
    const refused = answersOf(users, zip(['75']), { state: 'TX' });
    expect(refused).toEqual({ validate: 'schema refused', sandbox: 'schema refused', browser: 'schema refused', renderCheck: 'schema refused' });
  });

  it('tells set-ups that read a schema differently apart: the ones before it', () => {
    // The sandbox's before: no multipleOf precision, no address keywords.
    const sandboxBefore = ajvUser(() => {
      const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, verbose: true });
      ajvErrors(ajv);
      addFormats(ajv);
      return ajv;
    });
    // The render check's before: the form library's defaults with ajv-errors only.
    const renderCheckBefore = formLibrary({ extenderFn: (ajv) => ajvErrors(ajv) });
    const valid = { email: 'ann@example.com', state: 'TX', amount: 19.99 };
    const withBefore = { ...users, sandbox: sandboxBefore };
    expect(distinct(answersOf(users, schema, valid))).toBe(1);
    expect(distinct(answersOf(withBefore, schema, valid))).toBe(2);
    expect(answersOf(withBefore, schema, valid).sandbox).toEqual(['/amount errorMessage: Enter the amount in dollars and cents']);
    // A malformed address keyword: the strict staff check refuses it, the set-ups before compiled it without a word.
    const malformed: Schema = { type: 'object', properties: { state: { type: 'string', zipPrefixes: ['75'] } } };
    expect(distinct(answersOf({ ...users, sandbox: sandboxBefore, renderCheck: renderCheckBefore }, malformed, {}))).toBe(2);
    expect(sandboxBefore(malformed, {})).toEqual([]);
    expect(renderCheckBefore(malformed, {})).toEqual([]);
  });
});
