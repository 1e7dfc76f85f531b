/** What the generic screen shares with templates and widgets through RJSF's formContext. */
import type { Copy, RuleContext, RuleMessage } from '../../engine/index.ts';

export interface ScreenFormContext {
  /** Rule notices by dotted field path (warnings show under the field). */
  warnings: Record<string, RuleMessage[]>;
  /** Address suggestions for the address field's typeahead, when a lookup service is configured. */
  addressLookup?: (text: string) => Promise<unknown[]>;
  /** Rendering tweaks read by widgets (e.g. copy). */
  copy: Copy;
  /** The rule context with the current answers as `form` (app, profile, brand, flags, params...). */
  ctx?: RuleContext;
}
