/** Generated from schemas/data/flags.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * Feature flags as rules see them, keyed by flag key (000 §7, 001 §6). Each has `enabled` and `variables`.
 */
export interface Flags {
  /**
   * Maintenance flag: routes listed show the maintenance page (000 §3, §8).
   */
  'fe-heloc-maintenance'?: {
    /**
     * Maintenance is on.
     */
    enabled?: boolean;
    /**
     * Maintenance page settings.
     */
    variables?: {
      /**
       * Route patterns under maintenance, e.g. "/register-v2/*".
       *
       * @maxItems 200
       */
      routes?: string[];
      /**
       * Message shown; default in 000 §8.
       */
      message?: string;
      /**
       * Page title; default 'Scheduled Maintenance'.
       */
      pageTitle?: string;
      /**
       * Show a link to the dashboard.
       */
      shouldShowDashboardLink?: boolean;
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  /**
   * Disaster flag: zip codes whose properties need a post-disaster inspection (000 §3, §5).
   */
  'fe-heloc-disaster-zips'?: {
    /**
     * The disaster warning is on.
     */
    enabled?: boolean;
    /**
     * Disaster settings.
     */
    variables?: {
      /**
       * Five-digit zip codes.
       *
       * @maxItems 10000
       */
      disasterZips?: string[];
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  /**
   * Show the New York modal on a brand/state mismatch (000 §5).
   */
  'fe-heloc-figure-ny-modal'?: PlainFlag;
  /**
   * Registration redesign: enables register-v2 (000 §2).
   */
  'fe-heloc-redesign-2025'?: PlainFlag;
  /**
   * Direct debt payoff: adds third-party liability lookup consent (000 §5).
   */
  'fe-heloc-direct-debt-payoff'?: PlainFlag;
  /**
   * New York fair credit reporting wording (000 §5).
   */
  'fe-heloc-ny-fcra'?: PlainFlag;
  /**
   * Condition cards for additional signers (001 §4).
   */
  'fe-heloc-additional-signer-conditions'?: PlainFlag;
  /**
   * Regulator review: changes the New York footer notice and refuses NY addresses (001 §2, §5).
   */
  'fe-heloc-regulator-review'?: PlainFlag;
  /**
   * Nonce authentication for chat (001 §6).
   */
  'fe-heloc-borrower-authentication'?: PlainFlag;
  /**
   * Web chat is on: support line becomes a chat link (001 §2).
   */
  'fe-heloc-web-chat'?: PlainFlag;
  /**
   * Show Portfolio Manager links (001 §2).
   */
  'fe-heloc-portfolio-manager'?: PlainFlag;
  /**
   * Not production: test data such as last names with digits is accepted (001 §5).
   */
  'fe-heloc-non-production'?: PlainFlag;
  /**
   * Experiment: the notary introduction as three short steps (variation steps) or the full explanation (control) (001 §7).
   */
  'fe-heloc-notary-intro-steps'?: Experiment;
}
export interface PlainFlag {
  /**
   * Whether the flag is on for this organisation.
   */
  enabled?: boolean;
  /**
   * Flag variables.
   */
  variables?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * An A/B experiment: the variation comes from v2/decision for this visitor's tracker (001 §7).
 */
export interface Experiment {
  /**
   * Whether the experiment runs for this organisation.
   */
  enabled?: boolean;
  /**
   * Flag variables.
   */
  variables?: {
    [k: string]: unknown;
  };
  /**
   * The visitor's variation (control until decided).
   */
  variationKey?: string;
  [k: string]: unknown;
}

