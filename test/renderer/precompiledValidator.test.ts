/**
 * A screen's precompiled validator finds the compiled function for a sub-schema once per schema
 * object, not by hashing the sub-schema again on every isValid (renderer/theme/precompiledValidator.ts;
 * issue 13: a select's choices are checked on every keystroke's render).
 */
import { describe, expect, it, vi } from 'vitest';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screenValidator } from '../../renderer/theme/precompiledValidator.ts';

const choice: RJSFSchema = { const: 'FULL_TIME', title: 'Full time' };
const root: RJSFSchema = { type: 'object', properties: { kind: { type: 'string', oneOf: [choice] } } };
const compiled = (ok: (data: unknown) => boolean) => Object.assign((data: unknown) => ok(data), { errors: null });
const fns = {
  [hashForSchema(root)]: compiled(() => true),
  [hashForSchema(choice)]: compiled((data) => data === 'FULL_TIME'),
} as unknown as ValidatorFunctions;

describe('screenValidator', () => {
  it('answers isValid as the compiled functions do', () => {
    const v = screenValidator(fns, root);
    expect(v.isValid(choice, 'FULL_TIME', root)).toBe(true);
    expect(v.isValid(choice, 'PART_TIME', root)).toBe(false);
  });

  it('looks a sub-schema up once, however often it is checked', () => {
    const prototype = Object.getPrototypeOf(screenValidator(fns, root)) as { getValidator: (s: RJSFSchema) => unknown };
    const lookUp = vi.spyOn(prototype, 'getValidator');
    const v = screenValidator(fns, root);
    for (let i = 0; i < 5; i++) v.isValid(choice, 'FULL_TIME', root);
    expect(lookUp.mock.calls.filter(([s]) => s === choice)).toHaveLength(1);
    lookUp.mockRestore();
  });
});
