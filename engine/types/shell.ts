/** Generated from schemas/meta/shell.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
import type { Logic } from './logic.ts';

/**
 * Text shown to the applicant; {{brand.*}} placeholders allowed.
 */
export type Text = string;
/**
 * JSON logic: the item shows only when this holds (omit: always).
 */
export type When = Logic;
export type Links = Link[];

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
  /**
   * Side navigation (desktop) and mobile menu (001 §2).
   */
  navigation: Links;
  /**
   * The apps list (001 §2).
   */
  apps: Links;
  /**
   * The profile menu; signed-in and visitor items are told apart by `when` (001 §2).
   */
  profileMenu: Links;
  /**
   * The support line in the top bar (001 §2): a call link, or a chat button when web chat is on.
   */
  support: {
    /**
     * Shown beside the support phone number.
     */
    callLabel: Text;
    /**
     * The chat button (dispatches the open-chat window event).
     */
    chatLabel: Text;
    /**
     * Web chat is on.
     */
    chatWhen: When;
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
   * Names of shell controls (menu buttons, landmarks), read by screen readers, and the shell's other short words.
   */
  labels: {
    /**
     * The main navigation landmark.
     */
    mainNavigation: Text;
    menu: Text;
    closeMenu: Text;
    apps: Text;
    profile: Text;
    notifications: Text;
    footerLinks: Text;
    /**
     * The logo's link to the lender's site.
     */
    home: Text;
    /**
     * A badge's number for screen readers: {{count}}.
     */
    count: Text;
    /**
     * The language switch.
     */
    language: Text;
    /**
     * The first link of every page: to the screen, past the top bar.
     */
    skipToContent: Text;
    /**
     * The banner strip's region.
     */
    announcements: Text;
    /**
     * Said before a warning banner, for screen readers.
     */
    bannerWarn: Text;
    /**
     * Said before an information banner, for screen readers.
     */
    bannerInfo: Text;
    /**
     * The toasts' region.
     */
    messages: Text;
    /**
     * A toast's close button.
     */
    dismissMessage: Text;
    /**
     * While an anonymous visitor is sent to sign in.
     */
    redirecting: Text;
    /**
     * While a part of the shell loads.
     */
    loading: Text;
    /**
     * After the notifications button's name when some are unread: {{count}}.
     */
    unread: Text;
    [k: string]: Text;
  };
  /**
   * The footer (001 §2).
   */
  footer: {
    /**
     * Legal links; brand.footer.extraLinks are added after them.
     */
    links: Links;
    /**
     * A chat-us button in the footer, shown when support.chatWhen holds. Left out by default: the top bar's support line is the page's one chat entry.
     */
    chatLabel?: Text;
    licensedStates: {
      /**
       * Before the list of state abbreviations.
       */
      label: Text;
      /**
       * Added after the list when moreToComeWhen holds and fewer than allStates are listed.
       */
      moreToCome: Text;
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
     * The 256-bit encryption notice (001 §1).
     */
    encryption: Text;
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
       * Before the hours, e.g. the number to call.
       */
      label: Text;
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
     * Company name and NMLS line.
     */
    nmls?: Text;
    /**
     * Footer image by brand.footer.footerImage value; `default` for any other value.
     */
    equalHousing: {
      [k: string]: Image;
    };
  };
  /**
   * How operating hours read in the footer's phone line and in a banner's {{hours.DEPARTMENT}} (engine/hours.ts HoursWords), translated through the applicant's dictionary; times are written in the applicant's locale.
   */
  hours: {
    /**
     * Monday to Friday, as one group.
     */
    weekdays: Text;
    /**
     * Saturday and Sunday, when both keep the same hours.
     */
    weekend: Text;
    saturday: Text;
    sunday: Text;
    /**
     * A day the line is closed.
     */
    closed: Text;
    /**
     * A day's open range: {{start}} and {{end}} are the times.
     */
    range: Text;
    /**
     * A group with its hours in running text: {{days}} and {{hours}}.
     */
    line: Text;
  };
  /**
   * The Switch Accounts dialog (001 §3, §7): the accounts of the wallet list, the current one from the wallet profile; choosing one opens it in Passport.
   */
  switchAccounts: {
    title: Text;
    intro: Text;
    /**
     * Marks the account in use.
     */
    current: Text;
    /**
     * The button of another account; {{account.name}} is its name.
     */
    choose: Text;
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
    /**
     * The notice above the screen.
     */
    notice: Plural;
    /**
     * Name of the notice region, for screen readers.
     */
    noticeLabel: Text;
    /**
     * The link to the cards (notice and notification).
     */
    action: Text;
    /**
     * The notifications entry's title.
     */
    notification: Plural;
    /**
     * The notifications entry's description.
     */
    notificationText: Text;
  };
  /**
   * The notifications panel (001 §4).
   */
  notifications: {
    title: Text;
    /**
     * Shown when there is nothing to show.
     */
    empty: Text;
    /**
     * A call to action without a title.
     */
    defaultCta: Text;
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
     * Screen-reader word for an unread notification.
     */
    unread: Text;
    /**
     * The panel's close button, for screen readers.
     */
    close: Text;
    /**
     * A notification's wallet line; {{wallet}} is the shortened address.
     */
    wallet: Text;
    /**
     * A notification's time under a minute old (older ones are worded by Intl.RelativeTimeFormat in the applicant's locale).
     */
    justNow: Text;
  };
  /**
   * The loan-originator sidebar (001 §2).
   */
  originator: {
    /**
     * Label when an originator name exists.
     */
    loanOfficer: Text;
    /**
     * Label when only a broker name exists.
     */
    broker: Text;
    /**
     * Mobile banner button.
     */
    open: Text;
    /**
     * Side panel close button.
     */
    close: Text;
    call: Text;
    email: Text;
    /**
     * The originator's NMLS line; {{nmls}} is the id.
     */
    nmls: Text;
  };
  /**
   * Answers typed on an application screen are kept in the browser until submitted (renderer/state/screenDrafts.ts), except those the screen's schema marks writeOnly (SSN, account numbers).
   */
  drafts: {
    /**
     * Under a writeOnly field that had an answer before the page reloaded and is empty now.
     */
    notKept: Text;
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
     * Before the support phone and e-mail.
     */
    contact: Text;
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
  label: Text;
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
   * Alternative text.
   */
  alt: Text;
}
/**
 * Text by count: `one` for exactly 1, `other` for any other number.
 */
export interface Plural {
  one: Text;
  other: Text;
}

export type ShellLink = Link & {
  /** Resolved by the shell (renderer/shell/shellConfig.ts visibleLinks), never in config: the badge's number, when above 0. */
  badge?: number;
};
export type ShellImage = Image;
