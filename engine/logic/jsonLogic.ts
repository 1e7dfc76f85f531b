/**
 * json-logic-js with our named operations registered (config names them: "op": "ageAtLeast"), and
 * its truthiness (jsonlogic.com/truthy: an empty array is false). Rules are evaluated by
 * engine/logic/compile.ts; json-logic-js itself still runs the operations the compiler leaves to it.
 */
import jsonLogic from 'json-logic-js';
import { operations } from './operations.ts';

for (const [name, op] of Object.entries(operations)) {
  jsonLogic.add_operation(name, op.fn as (...args: unknown[]) => unknown);
}

export { jsonLogic };

/** The truth of a value as json-logic-js judges it: an empty array is false, "0" is true. */
export const truthy = (v: unknown): boolean => (Array.isArray(v) && v.length === 0 ? false : !!v);
