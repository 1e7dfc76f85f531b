/**
 * What the generic screen (SchemaScreen.tsx) remembers between renders about one visit to a screen,
 * as one pure reducer: the answers, whether a submit was tried (the form then validates as the
 * applicant types), the error summary, the server's field errors, the confirmations ticked, the rule
 * dialogs dismissed, the submit in flight and the closer address match waiting for a choice.
 *
 * No React, no DOM: what needs the page (ordering the summary by where fields are drawn, focusing it,
 * wording problems from the screen's schema) is done by the component, which hands the results in.
 * The types named below from .tsx files are imported as types only.
 */
import type { FieldError } from '../api/client.ts';
import type { SummaryItem } from './ErrorSummary.tsx';
import type { CloserMatch } from './CloserMatchDialog.tsx';
import { refreshSummary } from './summaryItems.ts';

type Data = Record<string, unknown>;

export interface ScreenSession {
  /** What the form is built from (RJSF uncontrolled): the first answers, then those put in by the screen itself. */
  seed: Data;
  /** The answers as the form last reported them; rules read these. */
  formData: Data;
  /** Changed to build the form again from `seed` (after a suggested address is chosen). */
  formKey: number;
  /** A submit was tried: from then on the form validates as the applicant types. */
  submitted: boolean;
  /** The error summary's entries, in page order. */
  summary: SummaryItem[];
  /** The lender's field errors from the last submit, shown on their fields until the next change. */
  serverErrors: FieldError[];
  /** Rules whose confirmation the applicant has ticked. */
  confirmed: ReadonlySet<string>;
  /** Rules whose dialog the applicant has closed. */
  dismissed: ReadonlySet<string>;
  /** A submit (address check or send) is in flight: the button says so and is disabled. */
  busy: boolean;
  /** A corrected address waiting for the applicant's choice, with the answers it belongs to. */
  closer: { data: Data; offers: CloserMatch[] } | null;
}

export type ScreenSessionEvent =
  /**
   * The form reported its answers. `fromMountedForm` false: the form is still being built (a widget
   * suspended), so its seed follows what it reports and a form built again does not report it again.
   * `summaryNow`: the summary's entries for the problems as they are now, given while a summary shows
   * after a submit, so a fixed field leaves it (summaryItems.ts refreshSummary).
   */
  | { type: 'answersChanged'; data: Data; fromMountedForm: boolean; summaryNow?: SummaryItem[] }
  /** The screen put answers in itself (the applicant chose a suggested address): the form is built again from them. */
  | { type: 'answersReplaced'; data: Data }
  /** The rules now ask these confirmations and open these dialogs: a tick or a dismissal of a rule no longer active is forgotten. */
  | { type: 'rulesEvaluated'; confirms: readonly string[]; dialogs: readonly string[] }
  | { type: 'ruleConfirmed'; rule: string; checked: boolean }
  | { type: 'dialogDismissed'; rule: string }
  /** A submit tried while a block stands: nothing is sent, but the form now validates as the applicant types. */
  | { type: 'submitBlocked' }
  /** A submit stopped before sending (the form's own problems, unticked confirmations): the summary says why. */
  | { type: 'submitRefused'; summary: SummaryItem[] }
  | { type: 'submitStarted' }
  /** The address check found closer matches: the submit waits for the applicant's choice of each. */
  | { type: 'closerMatchOffered'; data: Data; offers: CloserMatch[] }
  /** The closer-match dialog closed without a choice: the form stays as it was. */
  | { type: 'closerMatchClosed' }
  /** The lender answered; `errors` are its field errors (none: accepted), `summary` their entries in page order. */
  | { type: 'submitAnswered'; errors: FieldError[]; summary: SummaryItem[] }
  /** The submit ended without an answer to show (the send threw, or it waits on a closer match). */
  | { type: 'submitSettled' };

export function initialScreenSession(initialData: Data = {}): ScreenSession {
  return {
    seed: initialData,
    formData: initialData,
    formKey: 0,
    submitted: false,
    summary: [],
    serverErrors: [],
    confirmed: new Set(),
    dismissed: new Set(),
    busy: false,
    closer: null,
  };
}

/** `prev` less what is not in `active`; `prev` itself when nothing goes, so nothing re-renders. */
function keepActive(prev: ReadonlySet<string>, active: readonly string[]): ReadonlySet<string> {
  const now = new Set(active);
  return [...prev].every((r) => now.has(r)) ? prev : new Set([...prev].filter((r) => now.has(r)));
}

export function screenSession(state: ScreenSession, event: ScreenSessionEvent): ScreenSession {
  switch (event.type) {
    case 'answersChanged': {
      const summary = event.summaryNow && state.submitted && state.summary.length > 0 ? refreshSummary(state.summary, event.summaryNow) : state.summary;
      return {
        ...state,
        formData: event.data,
        seed: event.fromMountedForm ? state.seed : event.data,
        // The lender's errors were about the answers as sent; a change makes them stale.
        serverErrors: state.serverErrors.length > 0 ? [] : state.serverErrors,
        summary,
      };
    }
    case 'answersReplaced':
      return { ...state, seed: event.data, formData: event.data, formKey: state.formKey + 1 };
    case 'rulesEvaluated': {
      // A dialog dismissed for one answer opens again when the answer changes and back; a
      // confirmation ticked for one answer is asked again likewise.
      const dismissed = keepActive(state.dismissed, event.dialogs);
      const confirmed = keepActive(state.confirmed, event.confirms);
      return dismissed === state.dismissed && confirmed === state.confirmed ? state : { ...state, dismissed, confirmed };
    }
    case 'ruleConfirmed': {
      if (state.confirmed.has(event.rule) === event.checked) return state;
      const confirmed = new Set(state.confirmed);
      if (event.checked) confirmed.add(event.rule); else confirmed.delete(event.rule);
      return { ...state, confirmed };
    }
    case 'dialogDismissed':
      return state.dismissed.has(event.rule) ? state : { ...state, dismissed: new Set(state.dismissed).add(event.rule) };
    case 'submitBlocked':
      return state.submitted ? state : { ...state, submitted: true };
    case 'submitRefused':
      return { ...state, submitted: true, summary: event.summary };
    case 'submitStarted':
      return { ...state, submitted: true, busy: true };
    case 'closerMatchOffered':
      return { ...state, closer: { data: event.data, offers: event.offers } };
    case 'closerMatchClosed':
      return state.closer === null ? state : { ...state, closer: null };
    case 'submitAnswered':
      return { ...state, busy: false, serverErrors: event.errors, summary: event.errors.length > 0 ? event.summary : [] };
    case 'submitSettled':
      return state.busy ? { ...state, busy: false } : state;
  }
}
