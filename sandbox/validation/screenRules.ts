import { evaluateScreenRules, type Screen } from '../../engine/index.ts';
import type { FieldError } from '../http/errors.js';
import type { ScreenRule } from './compose.js';
import { fieldToPointer } from './pointers.js';

/**
 * The screens' `error`, `block` and `require` rules, checked on the server too, by the same engine function
 * the browser uses: what the applicant was stopped from submitting there is refused here with the
 * same message.
 */
export function checkScreenRules(rules: ScreenRule[], context: Record<string, unknown>, schema?: Record<string, unknown>): FieldError[] {
  // The schema gives the messages the titles of the answers' choices ("Texas" for TX), as in the browser.
  const screen = { id: 'composed', copy: { title: '' }, rules, ...(schema ? { schema } : {}) } as Screen;
  const outcome = evaluateScreenRules(screen, context).result;
  return [...outcome.errors, ...outcome.blocks].map((e) => ({ pointer: fieldToPointer(e.field), message: e.message }));
}
