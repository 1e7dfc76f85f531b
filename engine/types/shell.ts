/** Generated from schemas/meta/shell.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
import type { Logic } from './logic.ts';

/**
 * JSON logic: the item shows only when this holds (omit: always).
 */
export type When = Logic;
/**
 * Side navigation (desktop) and mobile menu (001 §2).
 */
export type Links = Link[];
/**
 * The apps list (001 §2).
 */
export type Links1 = Link[];
/**
 * The profile menu; signed-in and visitor items are told apart by `when` (001 §2).
 */
export type Links2 = Link[];
/**
 * JSON logic: the item shows only when this holds (omit: always).
 */
export type When1 = Logic;
/**
 * Text shown to the applicant; {{brand.*}} placeholders allowed.
 */
export type Text = string;
/**
 * Legal links; brand.footer.extraLinks are added after them.
 */
export type Links3 = Link[];

/**
 * schemas/shell/shell.json: what the navigation shell, footer, banner strip, notifications panel, loan-originator sidebar and error fallback show. Text may use {{brand.*}} placeholders; `when` rules are JSON logic over the shell context (brand, flags, profile, signedIn, path, query: schemas/data/context.schema.json) and are checked by `journey validate`.
 */
export interface ShellConfig {
  /**
   * Path to this meta-schema.
   */
  $schema?: string;
  /**
   * Notes for staff.
   */
  description?: string;
  navigation: Links;
  apps: Links1;
  profileMenu: Links2;
  /**
   * The support line in the top bar (001 §2): a call link, or a chat button when web chat is on.
   */
  support: {
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    callLabel: string;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    chatLabel: string;
    chatWhen: When1;
    /**
     * A query parameter that opens the chat when a page loads (001 §2); journeys carry it from page to page (statusRouting.carryQuery).
     */
    chatOpenParam?: string;
  };
  /**
   * The CEO-feedback link (dispatches open-ceo-feedback): main brand and signed-in users only (001 §2).
   */
  ceoFeedback: {
    label: Text;
    when: When;
  };
  /**
   * Names of shell controls (menu buttons, landmarks), read by screen readers.
   */
  labels: {
    [k: string]: Text;
  };
  /**
   * The footer (001 §2).
   */
  footer: {
    links: Links3;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    chatLabel?: string;
    licensedStates: {
      /**
       * Text shown to the applicant; {{brand.*}} placeholders allowed.
       */
      label: string;
      /**
       * Text shown to the applicant; {{brand.*}} placeholders allowed.
       */
      moreToCome: string;
      moreToComeWhen: When;
      /**
       * How many states make the list complete (50).
       */
      allStates: number;
    };
    /**
     * New York notice: licensed when regulatorReviewWhen holds and NY is a licensed state, otherwise not accepting NY applications.
     */
    newYork: {
      licensed: Text;
      notAccepting: Text;
      regulatorReviewWhen: When;
    };
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    encryption: string;
    /**
     * The credit union administration's insurance logo beside the equal-housing one, for organisations whose publicFeatureToggles turn it on (001 §3).
     */
    creditUnionLogo?: {
      /**
       * Image path.
       */
      src: string;
      alt: Text;
      when: When;
    };
    /**
     * When the support phone line answers (001 §7 operating hours of OPS_PHONE), in Pacific time.
     */
    phoneHours?: {
      /**
       * Text shown to the applicant; {{brand.*}} placeholders allowed.
       */
      label: string;
      /**
       * Text shown to the applicant; {{brand.*}} placeholders allowed.
       */
      closed: string;
    };
    /**
     * The Illinois community reinvestment notice, shown only in builds made with the flag that turns it on (001 §2; `build.illinoisCommunityReinvestmentNotice`).
     */
    illinoisNotice?: {
      title: Text;
      text: Text;
      when: When;
    };
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    nmls?: string;
    /**
     * Footer image by brand.footer.footerImage value; `default` for any other value.
     */
    equalHousing: {
      [k: string]: Image;
    };
  };
  /**
   * The Switch Accounts dialog (001 §3, §7): the accounts of the wallet list, the current one from the wallet profile; choosing one opens it in Passport.
   */
  switchAccounts: {
    title: Text;
    intro: Text;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    current: string;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    choose: string;
    loading: Text;
    failed: Text;
    close: Text;
    /**
     * Where a chosen account opens (its address is added as ?principal=).
     */
    passportHref: string;
  };
  /**
   * The banner strip (001 §3, §4, §9).
   */
  banners: {
    /**
     * The production banner file on the content host.
     */
    url: string;
    /**
     * The banner file every build other than production reads (001 §7: separate staging and production files).
     */
    stagingUrl?: string;
    /**
     * This app's name in a banner's apps list.
     */
    app: string;
    /**
     * Most banners shown (2).
     */
    max: number;
  };
  /**
   * Open condition cards where the applicant is (001 §4, §9): a notice above the current screen (not on the cards themselves), an entry at the top of the notifications panel, and the navigation item with `count`. {{conditions.open}} is how many; they all lead to {{conditions.href}}.
   */
  conditions: {
    notice: Plural;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    noticeLabel: string;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    action: string;
    notification: Plural1;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    notificationText: string;
  };
  /**
   * The notifications panel (001 §4).
   */
  notifications: {
    title: Text;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    empty: string;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    defaultCta: string;
    /**
     * Most unread notifications shown (8).
     */
    maxUnread: number;
    /**
     * Shown before View All (3).
     */
    collapsed: number;
    viewAll: Text;
    viewLess: Text;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    unread?: string;
  };
  /**
   * The loan-originator sidebar (001 §2).
   */
  originator: {
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    loanOfficer: string;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    broker: string;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    open: string;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    close: string;
    call?: Text;
    email?: Text;
  };
  /**
   * Answers typed on an application screen are kept in the browser until submitted (renderer/state/screenDrafts.ts), except those the screen's schema marks writeOnly (SSN, account numbers).
   */
  drafts: {
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    notKept: string;
  };
  /**
   * The error fallback page (001 §8).
   */
  errorFallback: {
    title: Text;
    body: Text;
    tryAgain: Text;
    dashboard: Text;
    dashboardHref: string;
    /**
     * Text shown to the applicant; {{brand.*}} placeholders allowed.
     */
    contact: string;
  };
  toasts: {
    /**
     * Most toasts visible (5, 001 §4).
     */
    max: number;
  };
  announcer: {
    /**
     * Live-region messages are cleared after this (300 ms, 001 §9).
     */
    clearAfterMs: number;
  };
}
/**
 * A link or action of a menu or the footer.
 */
export interface Link {
  /**
   * Stable id (test hooks, analytics).
   */
  id: string;
  /**
   * Link text.
   */
  label: string;
  /**
   * Target: a site path (outside the app, e.g. /dashboard), an app path under /account/heloc, an https URL or a {{brand.*}} placeholder. Omit for an action.
   */
  href?: string;
  /**
   * Instead of href: login or logout through the identity broker (001 §7: POST login or logout, go to the answer's redirect; /auth/login when logout fails), or a window event another part of the app listens to.
   */
  action?: 'login' | 'logout' | 'open-chat' | 'open-ceo-feedback' | 'switch-accounts';
  /**
   * Opens in a new tab (for links that leave the lender's site).
   */
  external?: boolean;
  /**
   * A number shown as a badge beside the label, as one placeholder (e.g. {{conditions.open}}); no badge at 0. Screen readers hear labels.count after the label.
   */
  count?: string;
  when?: When;
}
export interface Image {
  /**
   * Image path on this site.
   */
  src: string;
  /**
   * Text shown to the applicant; {{brand.*}} placeholders allowed.
   */
  alt: string;
}
/**
 * The notice above the screen.
 */
export interface Plural {
  one: Text;
  other: Text;
}
/**
 * The notifications entry's title.
 */
export interface Plural1 {
  one: Text;
  other: Text;
}

export type ShellLink = Link & {
  /** Resolved by the shell (renderer/shell/shellConfig.ts visibleLinks), never in config: the badge's number, when above 0. */
  badge?: number;
};
export type ShellImage = Image;
