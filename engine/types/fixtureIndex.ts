/** Generated from schemas/meta/fixture-index.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * How the gallery draws the screen, always inside the real shell: page (the route's own page: a registration step, an application or signer page, or a plain page), or the component that shows it in the app: ProcessingModal (pages/processing, in place of the page), LeaveSurveyDialog, LocationExplainer, CeoFeedbackModal (over the `shownOn` page), ChatWidget (the chat panel; `chatOpen` in the fixture decides agent or chatbot), Dialog (the shared modal with the screen inside, e.g. the chatbot's feedback form).
 */
export type Host =
  'page' | 'ProcessingModal' | 'LeaveSurveyDialog' | 'LocationExplainer' | 'CeoFeedbackModal' | 'ChatWidget' | 'Dialog';

/**
 * fixtures/index.json: which fixtures each screen may be shown with and which one it shows by default, and how a screen that is not a page of its own (a modal, a panel) is drawn. Read by the staff gallery (/studio/gallery), its browser suite and `journey validate` (every screen must have a default; every path a screen reads must be given by a fixture it may be shown with).
 */
export interface FixtureIndex {
  /**
   * Path to this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * Staff notes.
   */
  description?: string;
  /**
   * Screen groups by id. A screen belongs to the group with the longest matching `screens` entry (a screen id, or a folder prefix ending in "/").
   */
  groups: {
    [k: string]: {
      /**
       * Staff notes.
       */
      description?: string;
      /**
       * Screen ids or folder prefixes ("application/").
       *
       * @minItems 1
       */
      screens: string[];
      /**
       * The scene kinds the group's screens may be shown with: every fixture of these kinds.
       *
       * @minItems 1
       */
      kinds: ('application' | 'signer' | 'visitor')[];
      /**
       * Id of the fixture the group's screens show by default.
       */
      default: string;
      host?: Host;
      /**
       * Default `shownOn` route for the group's screens that have no route.
       */
      shownOn?: string;
    };
  };
  /**
   * Per-screen settings by screen id, over its group's.
   */
  screens?: {
    [k: string]: ScreenEntry;
  };
}
export interface ScreenEntry {
  /**
   * Id of the fixture this screen shows by default (overrides its group's).
   */
  fixture?: string;
  host?: Host;
  /**
   * For a screen without a route of its own: the route (a path of journeys/*.json, e.g. "/:uuid/signing/sign") whose page it appears over; the tile links there.
   */
  shownOn?: string;
  /**
   * Staff notes.
   */
  description?: string;
}

