/** Generated from schemas/meta/journey.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
import type { Logic } from './logic.ts';

/**
 * screen: the route's screen alone; step: a step of the journey's `steps` flow (progress bar, Continue and Back); application: an application page under /:uuid, placed by navigation on the status; signer: a page of the additional signer's area, placed by navigation on the signer's step machine.
 */
export type RouteKind = 'screen' | 'step' | 'application' | 'signer';
/**
 * A path inside the base path. `:name` is a parameter (`:uuid` is the application id), a trailing `*` matches the rest.
 */
export type RoutePath = string;
/**
 * Where the specification says this, e.g. "000 §4.3".
 */
export type Seed = string;
/**
 * Where a decision leads: a declared route path (parameters are filled from the application, e.g. :uuid), an object with the path and parameter values, or {"site": path} for a path outside the base path (the site root).
 */
export type Target =
  | RoutePath
  | {
      /**
       * A route path declared in `routes` or a `from` of `redirects`.
       */
      route: RoutePath;
      /**
       * Values for path parameters other than :uuid.
       */
      params?: {
        [k: string]: string;
      };
    }
  | {
      /**
       * A site path outside the base path; a `scope: site` redirect must cover it.
       */
      site: string;
    };
export type StatusList = string[];
/**
 * Text shown to the applicant, written in English; other languages' words are in locales/<code>/ by this text (schemas/meta/locale.schema.json).
 */
export type Text = string;

/**
 * A journey file under journeys/: its routes and redirects, and (as it needs them) the client step machine, the server-status routing table, the polling policy, the progress stepper, the gates and the ordered registration steps. Rules are JSON logic (jsonlogic.com) plus the named operations listed in engine/logic/operations.ts; `journey validate` lints them.
 */
export interface Journey {
  /**
   * Path to this meta-schema, for editor help.
   */
  $schema?: string;
  /**
   * Journey id; the file is journeys/<id>.json.
   */
  id: 'heloc' | 'register' | 'signer';
  /**
   * What this journey covers, for staff.
   */
  description?: string;
  /**
   * Where every route of the product sits (000 §2: /account/heloc).
   */
  basePath: string;
  /**
   * Relative path of the rule-context schema that `var` paths are checked against.
   */
  dataSchema: string;
  /**
   * How the renderer shows this journey's routes unless a route says otherwise (`kind`); routes of a `steps` flow are `step`s. Default `screen`.
   */
  routeKind?: RouteKind;
  /**
   * The journey's own sign-in route: anonymous visitors to its routes go there instead of the site login, and a signed-in person of another kind signs in there first (the additional signer's area, 001 §2, §8).
   */
  signIn?: RoutePath;
  /**
   * Where the journey's area goes when its status cannot be read (the additional signer's error page).
   */
  readError?: RoutePath;
  /**
   * Every screen route of this journey (000 §2).
   */
  routes: {
    /**
     * Route path; unique across all journeys.
     */
    path: RoutePath;
    /**
     * Screen file id under schemas/ (without .json) shown on this route.
     */
    screen?: string;
    /**
     * This route shows the screen of another route (e.g. review-app/datatree shows the timeout screen).
     */
    sameScreenAs?: RoutePath;
    /**
     * Sub-step of these routes: while the status router would send the applicant to one of them, it leaves them here (bank/manual-disburse within bank/disburse).
     *
     * @minItems 1
     */
    within?: RoutePath[];
    /**
     * The progress step this page belongs to while it is shown as a sub-step (`within`) of a route whose status row names another step: the confirmation of the bank accounts stays under "Income and Bank Account" while the status has moved on to identity. An id of `progress.states`.
     */
    progress?: string;
    /**
     * Reachable whatever the application's status: the status router never moves the applicant away from it (conditions, support, error pages reached on purpose).
     */
    anyStatus?: boolean;
    /**
     * What the applicant does here.
     */
    description?: string;
    /**
     * Reachable without signing in (001 §2).
     */
    public?: boolean;
    /**
     * Leaving this route asks the leave survey (001 §2).
     */
    leaveSurvey?: boolean;
    seed?: Seed;
    /**
     * What of the device the pages of this route's area may use: the notary area the camera and microphone (the video call) and the location, the signing area the location (askLocation adds it too). The page's Permissions-Policy allows exactly these (engine/documentPolicy.ts). A page keeps its policy while it lives, so the app loads a new page when it moves between routes whose devices differ: give every route of an area the same list, so that moving within it stays in the page.
     */
    devices?: ('camera' | 'microphone' | 'geolocation')[];
    /**
     * Opening this route explains why the applicant's location is needed for secure e-signing and asks for it (001 §2, §8 geolocation explainer; the text is schemas/pages/geolocation.json).
     */
    askLocation?: boolean;
    /**
     * How the renderer shows this route, when it differs from the journey's `routeKind`.
     */
    kind?: RouteKind;
    /**
     * The application's index: the status router decides where the applicant belongs and always moves them on, so the route shows no screen of its own. Every other route names a `screen` or `sameScreenAs`.
     */
    statusRouter?: boolean;
  }[];
  /**
   * Paths that lead somewhere else (000 §2). Tried in order; the first match wins.
   */
  redirects?: {
    /**
     * Name shown in traces.
     */
    id: string;
    /**
     * Path pattern; a trailing * keeps the rest of the path.
     */
    from: RoutePath;
    /**
     * Whether `from` is a path inside the base path (base, the default) or on the site outside it (site: /account/register, /account, /).
     */
    scope?: 'base' | 'site';
    /**
     * Destination: a path inside the base path (may use :params and * from `from`), or a {{brand.*}} placeholder or absolute URL when `external`.
     */
    to: string;
    /**
     * The destination is outside the app (a full page load).
     */
    external?: boolean;
    /**
     * Carry the query string to the destination.
     */
    keepQuery?: boolean;
    /**
     * Why this redirect exists.
     */
    description?: string;
    seed?: Seed;
  }[];
  /**
   * Named conditions shared by several rules: write {"ref": "name"} in any rule to use one. Evaluated (and traced) where referenced.
   */
  conditions?: {
    [k: string]: {
      when: Logic;
      /**
       * The condition in words.
       */
      description?: string;
    };
  };
  /**
   * The client step machine (000 §4.1, §4.2). A run starts at `initial` (or a given state), evaluates every trigger in order and sends its event when the trigger holds; an event moves the machine only if the current state is one of the transition's `from` states.
   */
  stepMachine?: {
    /**
     * The state a run starts in.
     */
    initial: string;
    /**
     * Every state, keyed by name (UPPER_SNAKE).
     */
    states: {
      [k: string]: {
        /**
         * The screen this state shows.
         */
        route: Target;
        /**
         * Progress-stepper state while here (a key of progress.states).
         */
        progress: string;
        /**
         * What the applicant is doing in this state.
         */
        description?: string;
        /**
         * Why this screen was chosen where the specification is silent.
         */
        why?: string;
        seed?: Seed;
      };
    };
    /**
     * Named events and the states they are allowed from.
     */
    transitions: {
      /**
       * Event name (camelCase), unique.
       */
      event: string;
      /**
       * "*" for any state, or the list of source states.
       */
      from: '*' | string[];
      /**
       * Target state.
       */
      to: string;
      /**
       * What the event means.
       */
      description?: string;
      /**
       * Why, where the specification is silent.
       */
      why?: string;
      seed?: Seed;
    }[];
    /**
     * Conditions evaluated on every run, in this order (000 §4.2); when two hold, the later one decides. Nothing else sends events in the product (the CLI's `step --event` is for staff), so a state whose only ways in are events without a trigger is never reached: `journey validate` reports it.
     */
    triggers: {
      /**
       * Trigger name shown in traces.
       */
      id: string;
      /**
       * The transition event sent when `when` holds.
       */
      event: string;
      when: Logic;
      /**
       * The condition in words.
       */
      description?: string;
      /**
       * Why this condition was chosen where the specification names the event but no trigger.
       */
      why?: string;
      seed?: Seed;
    }[];
  };
  /**
   * Where a server status sends the applicant (000 §4.3).
   */
  statusRouting?: {
    /**
     * Every canonical server status (docs/architecture.md), each in exactly one group.
     */
    vocabulary: {
      /**
       * Terminal or error statuses: polling stops (000 §4.4).
       */
      stopPolling: StatusList;
      /**
       * In-progress statuses: keep polling (000 §4.4).
       */
      keepPolling: StatusList;
      /**
       * Any status starting with one of these keeps polling (WAITING_FOR).
       */
      keepPollingPrefixes: string[];
      /**
       * Settled statuses with a destination (000 §4.3).
       */
      routed: StatusList;
      /**
       * The statuses after which an application is no longer active, whichever group above has them: the lender takes a new application from the same person, and the application is answered with active false (engine/statusRouter.ts finishedStatuses; sandbox/routes/access.ts). Each must be a status of a group above.
       */
      finished?: StatusList;
      /**
       * What a status means and why it was added, by status (docs/architecture.md: the vocabulary is extended in one place, with a reason). The studio's status form writes one for each status it adds and shows it beside the status; each key must be a status of a group above.
       */
      descriptions?: {
        [k: string]: string;
      };
    };
    /**
     * Query parameters carried to the destination (000 §4.3: only the web-chat one).
     */
    carryQuery: string[];
    /**
     * Where an applicant goes when the application or the profile is missing (000 §8: the external dashboard); `{{brand.*}}` placeholders are filled from the brand.
     */
    leave?: string;
    /**
     * The statuses an applicant without complications passes through, in order. `journey validate` proves each names a progress step and that progress never goes backwards along them.
     */
    happyPath?: {
      statuses: StatusList;
      /**
       * Where the path comes from.
       */
      description?: string;
    };
    /**
     * Tried in order; the first row whose statuses include the status and whose `when` holds decides.
     */
    rows: {
      /**
       * Row name shown in traces.
       */
      id: string;
      /**
       * Statuses this row handles; omit for a row that applies to any status (then `when` is required).
       */
      statuses?: StatusList;
      when?: Logic;
      /**
       * A target route, or {"stepMachine": true} to use the step machine's screen.
       */
      to:
        | Target
        | {
            /**
             * Route to the step machine's screen.
             */
            stepMachine: true;
          };
      /**
       * The progress step (000 §4.5) an applicant routed by this row is on: a `progress.states` id, or {"stepMachine": true} to take the step machine's state's step (the explicit fallback of 000 §4.3). The stepper and the route come from the same row, so they cannot disagree.
       */
      progress:
        | string
        | {
            /**
             * The step machine's state names the progress step.
             */
            stepMachine: true;
          };
      /**
       * Query parameters added to the destination; each value is JSON logic (a plain string is itself).
       */
      query?: {
        [k: string]: Logic;
      };
      /**
       * The row in words.
       */
      description?: string;
      seed?: Seed;
    }[];
    /**
     * When no row decides: the step machine's screen, else `unknown` with an error logged (000 §4.3).
     */
    fallback: {
      /**
       * Fall back to the step machine's screen when the application is known.
       */
      stepMachine: boolean;
      /**
       * Where to go when nothing else decides (the root).
       */
      unknown: Target;
      /**
       * Error logged when `unknown` is used.
       */
      logMessage?: string;
    };
  };
  /**
   * How the status router polls (000 §4.4, §9). The delay before retry n (n ≥ 1) is min(baseDelayMs × factor^(n-1), maxDelayMs).
   */
  polling?: {
    /**
     * Delay before the first retry (1000 = 500 × 2).
     */
    baseDelayMs: number;
    /**
     * Growth per retry (2 doubles).
     */
    factor: number;
    /**
     * Cap on any delay (5000).
     */
    maxDelayMs: number;
    /**
     * Tries allowed when checking that a settled status is stable after a submit (7).
     */
    stableCheckAttempts: number;
    /**
     * Tries allowed while the status is in progress before giving up (14).
     */
    maxAttempts: number;
    /**
     * Status reported when polling gives up (UNKNOWN, which routes to error/timeout).
     */
    giveUpStatus: string;
    /**
     * In-progress statuses kept as they are on give-up instead of becoming giveUpStatus (the note-signing generation state).
     */
    keepStatusOnGiveUp: StatusList;
    /**
     * Statuses on which the applicant waits on someone else (the lender's back office, a notary, an appraiser, a co-signer, the calendar): the page the status leads to stays, and the status is read again every `everyMs` while the page is in view, so the page moves on by itself when the status changes. A tab out of view reads nothing and reads at once when it comes back. Reads made this way never show an error or a wait message; a status listed here must be settled (not in progress), except the give-up statuses, which the give-up page watches.
     */
    watch?: {
      /**
       * Names the group in decision traces (camelCase).
       */
      id: string;
      /**
       * Who the applicant waits on, for staff.
       */
      description?: string;
      /**
       * The statuses of this group; a status belongs to one group at most.
       */
      statuses: StatusList;
      /**
       * Read the status again after this many ms while the page is in view (at least 5000: a person waiting, not a process).
       */
      everyMs: number;
    }[];
  };
  /**
   * The progress stepper (000 §4.5). Step n is labelled by the state whose value is n; `when` picks between states that share a value.
   */
  progress?: {
    states: {
      /**
       * Progress state name (INITIAL, PRODUCT_SELECT, ...).
       */
      id: string;
      /**
       * Position: steps before it are done.
       */
      value: number;
      /**
       * Step label, shown in the stepper and in the registration bar; a terminal state has none.
       */
      label?: Text;
      /**
       * The story has ended here, so no "Step n of m" is shown: `finished` (funded, closing done: every step shows done) or `stopped` (declined, cancelled: no stepper at all). Its value only orders it after the steps.
       */
      terminal?: 'finished' | 'stopped';
      /**
       * This state replaces the others of the same value when the rule holds (manual notary).
       */
      when?: Logic;
      seed?: Seed;
    }[];
  };
  /**
   * The step of another journey's progress stepper this whole journey is (registration is the application's first step): its form flow's bar reads "Step n of m · label" from that stepper, then the question within the flow, so the applicant sees one count from the first registration screen to funded.
   */
  phase?: {
    /**
     * The journey whose `progress.states` are the steps (heloc).
     */
    journey: string;
    /**
     * The progress state this journey's flow is part of (a labelled, non-terminal state of that journey).
     */
    state: string;
  };
  /**
   * Checked in order before a screen renders; the first that holds replaces the screen or redirects (000 §2).
   */
  gates?: {
    /**
     * Gate name shown in traces.
     */
    id: string;
    when: Logic;
    /**
     * Show a screen instead, or redirect.
     */
    outcome: {
      /**
       * Screen file id shown instead of the requested one.
       */
      screen?: string;
      /**
       * Path to redirect to.
       */
      redirect?: RoutePath;
      /**
       * Carry the query string on redirect.
       */
      keepQuery?: boolean;
    };
    /**
     * The gate in words.
     */
    description?: string;
    seed?: Seed;
  }[];
  /**
   * Ordered form flows (registration): each step is a route; `omitWhen` removes a step from the flow and the progress bar (decided by who the visitor is, known when the flow starts), `skipWhen` passes over it but keeps its number, so the count a visitor has seen never changes under them. Steps sharing a `flow` name form one flow; after the last step of a flow, `stepsComplete` runs.
   */
  steps?: {
    /**
     * Step name.
     */
    id: string;
    /**
     * The declared route of this step.
     */
    route: RoutePath;
    /**
     * Which flow the step belongs to (default `main`). A route's Continue, Back and progress bar only count the steps of its own flow, so one journey can hold the step-by-step register-v2 and the one-page classic /register (a flow of one step).
     */
    flow?: string;
    /**
     * Leave the step out entirely (signed-in visitors skip phone/e-mail and password).
     */
    omitWhen?: Logic;
    /**
     * Pass over the step for these answers; it still counts in the progress bar.
     */
    skipWhen?: Logic;
    /**
     * What this step asks.
     */
    description?: string;
    seed?: Seed;
  }[];
  /**
   * What happens after the last step of `steps` that is not omitted.
   */
  stepsComplete?: {
    /**
     * Lender API operation that receives the saved answers (renderer API registry).
     */
    api: string;
    /**
     * Where to go afterwards: `status` lets the status router decide.
     */
    next: string;
    /**
     * The lender calls made with the saved answers, in order, and what each sends: the renderer builds the bodies and the sandbox applies the same omissions (engine/registration.ts).
     */
    calls?: {
      /**
       * The call, also the sandbox operation its body is checked with (schemas/operations.json `body`): register (the identity) or createApplication.
       */
      id: 'register' | 'createApplication';
      /**
       * Ids of the step screens whose answers this call sends: every property the screen's schema declares, so a field added to one of these screens is sent with no other change (engine/registration.ts). The answers of the register call are kept with the account and, like the application's own, with each application it makes (`answers`, shown on the review pages). `journey validate` reports a step screen's answer that no call sends, and one that the call's operation does not accept.
       *
       * @minItems 1
       */
      screens?: string[];
      /**
       * Made only when this holds (the identity only when not signed in).
       */
      when?: Logic;
      /**
       * Single answers sent besides those of `screens` (top-level keys of the saved registration answers), where a call takes only some of a screen's answers (the identity's name from the legal-name step).
       *
       * @minItems 1
       */
      fields?: string[];
      /**
       * Answers left out when a condition holds (the home address when the property is the primary home).
       */
      omit?: {
        field: string;
        when: Logic;
        description?: string;
      }[];
      /**
       * Values added to the body, each JSON logic over the context (e.g. the referrer from the query); empty ones are left out.
       */
      add?: {
        [k: string]: Logic;
      };
      /**
       * What the applicant reads when the lender refuses this call in a way it is known to; a refusal not listed shows the lender's own message. The first entry whose `status` matches, and whose `said` matches the lender's message when given, words it (engine/registration.ts refusalWords). The e-mail of an existing account (001 §7: 409 "identity exists") is one.
       */
      refusals?: {
        /**
         * The HTTP status of the refusal.
         */
        status: number;
        /**
         * The lender's message, compared without case or a final period; omit it to word every refusal of this status.
         */
        said?: string;
        /**
         * What the applicant reads in the error summary: what happened and what to do. Placeholders ({{brand.*}}, {{query.*}}) are filled; a link is written [words](/path), and a path outside the app (the sign-in page) opens as a page.
         */
        message: string;
      }[];
    }[];
  };
}

export type RouteDef = Journey['routes'][number];
export type RedirectDef = NonNullable<Journey['redirects']>[number];
export type StepMachineDef = NonNullable<Journey['stepMachine']>;
export type StateDef = StepMachineDef['states'][string];
export type TransitionDef = StepMachineDef['transitions'][number];
export type TriggerDef = StepMachineDef['triggers'][number];
export type StatusRoutingDef = NonNullable<Journey['statusRouting']>;
export type StatusRowDef = StatusRoutingDef['rows'][number];
export type PollingDef = NonNullable<Journey['polling']>;
export type ProgressStateDef = NonNullable<Journey['progress']>['states'][number];
export type GateDef = NonNullable<Journey['gates']>[number];
export type FlowStepDef = NonNullable<Journey['steps']>[number];
export type Journeys = Record<string, Journey>;
