/** Interaction timings of the shared form components (001 §9). */
/** A tooltip opens after the pointer rests this long (focus opens it at once). */
export const TOOLTIP_HOVER_DELAY_MS = 200;
/** "Copied" shows this long after a copy. */
export const COPY_CONFIRMATION_MS = 1000;
/** The ended chat's survey action becomes available this long after the chat ends. */
export const SURVEY_ACTION_DELAY_MS = 750;
