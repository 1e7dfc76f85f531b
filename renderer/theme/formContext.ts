/**
 * What the generic screen shares with templates and widgets through RJSF's formContext, and the
 * answers as they are typed (ScreenAnswers). The formContext changes only when its parts do (RJSF
 * re-renders every field when it changes); a widget that reads other fields' answers subscribes to
 * ScreenAnswers, so only it re-renders with each keystroke.
 */
import { createContext } from 'react';
import type { Copy, RuleContext, RuleMessage } from '../../engine/index.ts';

/** The rule context with the current answers as `form` (undefined outside a screen's form). */
export const ScreenAnswers = createContext<RuleContext | undefined>(undefined);

/**
 * Problems a field finds itself before any answer reaches the form (a file of the wrong type): the
 * field reports its message by property path (".file"), null when it clears, so the error summary
 * names the same problem in the same words as the field, not the form's "Please choose a file".
 */
export interface FieldProblemReporter { report(property: string, message: string | null): void }
export const FieldProblems = createContext<FieldProblemReporter | undefined>(undefined);

export interface ScreenFormContext {
  /** Rule notices by dotted field path (warnings show under the field). */
  warnings: Record<string, RuleMessage[]>;
  /** Address suggestions for the address field's typeahead, when the brand names a lookup service (renderer/api/addressLookup.ts). */
  addressLookup?: (text: string, state?: string) => Promise<unknown[]>;
  /** Rendering tweaks read by widgets (e.g. copy). */
  copy: Copy;
  /** The screen's rule context without the answers (app, profile, brand, flags, params...); see ScreenAnswers. */
  ctx?: RuleContext;
}
