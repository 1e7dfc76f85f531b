import { evaluateScreenRules, type Screen } from '../../engine/index.ts';
import type { FieldError } from '../http/errors.js';
import type { ScreenRule } from '../../engine/config/composeBody.ts';
import { fieldToPointer } from './pointers.js';
import { localizeOverrides, localizeScreen, type Dictionary } from '../../engine/locale.ts';

/**
 * The screens' `error`, `block` and `require` rules, checked on the server too, by the same engine function
 * the browser uses: what the applicant was stopped from submitting there is refused here with the
 * same message.
 */
export function checkScreenRules(rules: ScreenRule[], context: Record<string, unknown>, schema?: Record<string, unknown>, dictionary?: Dictionary): FieldError[] {
  // In another language: the rules' words in it, and the brand's own words in it (engine/locale.ts), as the browser has them.
  const brand = context.brand as { copy?: Record<string, string> } | undefined;
  const ctx = dictionary && brand?.copy ? { ...context, brand: { ...brand, copy: localizeOverrides(brand.copy, dictionary) } } : context;
  const outcomes = screensOf(rules, schema).map((screen) => evaluateScreenRules(dictionary ? localizeScreen(screen, dictionary).screen : screen, ctx).result);
  // Every error first, then every block, as one screen's outcome lists them.
  return [...outcomes.flatMap((o) => o.errors), ...outcomes.flatMap((o) => o.blocks)].map((e) => ({ pointer: fieldToPointer(e.field), message: e.message }));
}

/**
 * The rules as the screens they are written on, in order: a screen's id names the brand's words
 * for its rules (engine/strings.ts), and the schema gives the messages the titles of the answers'
 * choices ("Texas" for TX), as in the browser. Made once per rule list and schema.
 */
const grouped = new WeakMap<ScreenRule[], { schema: Record<string, unknown> | undefined; screens: Screen[] }>();
function screensOf(rules: ScreenRule[], schema?: Record<string, unknown>): Screen[] {
  const known = grouped.get(rules);
  if (known && known.schema === schema) return known.screens;
  const byScreen = new Map<string, ScreenRule[]>();
  for (const rule of rules) {
    const id = rule.screen ?? 'composed';
    byScreen.set(id, [...(byScreen.get(id) ?? []), rule]);
  }
  const screens = [...byScreen].map(([id, own]) => ({ id, copy: { title: '' }, rules: own, ...(schema ? { schema } : {}) }) as Screen);
  grouped.set(rules, { schema, screens });
  return screens;
}
