/**
 * The validator of one screen: RJSF's precompiled validator (docs/decisions.md; no schema compiler in
 * the browser) for exactly the schema it was compiled from.
 *
 * RJSF's `isValid(subSchema, value, rootSchema)` picks the compiled function by the hash of
 * `subSchema`; `rootSchema` only guards against a validator built for another form. When a screen's
 * root schema has `if`/`then` (the classic /register asks the home address only for a second home or
 * an investment), RJSF passes the root with `then` merged in together with a nested value (a `oneOf`
 * field's answer while computing defaults), and the guard, re-resolving the root with that nested
 * value, no longer recognises it and throws; the form then stops taking input. Each screen module
 * owns its validator, so the guard is given the compiled root.
 *
 * The compiled function for a sub-schema is looked up by a hash of the whole sub-schema (sorted
 * JSON), on every isValid: a select's choices are checked one by one on every render, so each
 * keystroke hashed them all again (issue 13). Schema objects are not changed once built, so the
 * function found for one is kept for it.
 */
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

export function screenValidator(fns: ValidatorFunctions, rootSchema: RJSFSchema): ValidatorType {
  const validator = createPrecompiledValidator(fns, rootSchema) as ValidatorType & { getValidator: (schema: RJSFSchema) => unknown };
  const lookUp = validator.getValidator.bind(validator);
  const found = new WeakMap<object, unknown>();
  validator.getValidator = (schema) => {
    if (!found.has(schema)) found.set(schema, lookUp(schema));
    return found.get(schema);
  };
  const isValid = validator.isValid.bind(validator);
  validator.isValid = (schema, formData) => isValid(schema, formData, rootSchema);
  return validator;
}
