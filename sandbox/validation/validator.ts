import { Ajv, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { ValidationError, type FieldError } from '../http/errors.js';
import { compose, type ScreenRule } from './compose.js';
import { operations, type OperationName } from './operations.js';
import { toFieldErrors } from './pointers.js';
import { checkScreenRules } from './screenRules.js';

interface Compiled {
  validate: ValidateFunction;
  rules: ScreenRule[];
}

/** Every operation's schema compiled once at start; `check` throws a ValidationError (400). */
export class Validator {
  private readonly compiled = new Map<OperationName, Compiled>();

  constructor(schemasDir: string) {
    const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
    ajvErrors(ajv);
    addFormats(ajv);
    for (const [name, spec] of Object.entries(operations) as [OperationName, (typeof operations)[OperationName]][]) {
      const { schema, rules } = compose(schemasDir, name, spec.sources);
      const useRules = 'screenRules' in spec && spec.screenRules === true;
      this.compiled.set(name, { validate: ajv.compile(schema), rules: useRules ? rules : [] });
    }
  }

  /** Field errors of `body` for `operation`; screen rules run only once the schema passes. */
  errors(operation: OperationName, body: unknown, ruleContext: Record<string, unknown> = {}): FieldError[] {
    const compiled = this.compiled.get(operation);
    if (!compiled) throw new Error(`No schema for operation ${operation}`);
    if (!compiled.validate(body)) return toFieldErrors(compiled.validate.errors);
    return checkScreenRules(compiled.rules, { ...ruleContext, form: body, registration: body });
  }

  check<T>(operation: OperationName, body: unknown, ruleContext: Record<string, unknown> = {}): T {
    const errors = this.errors(operation, body ?? {}, ruleContext);
    if (errors.length > 0) throw new ValidationError(errors);
    return (body ?? {}) as T;
  }
}
