/** Generated from schemas/meta/brand.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
import type { LocaleFile } from './locale.ts';

/**
 * A CSS hex colour.
 */
export type Color = string;
/**
 * An absolute https URL or a path on this site.
 */
export type Url = string;
/**
 * Text shown to the applicant, in English; its words in another language are found by this English (locales/<code>/, or the brand's `translations`).
 */
export type Text = string;

/**
 * A brand file: one per org code under brands/. Every value is merged over brands/_defaults.json, so a partner file holds only what differs (001 §1). Values marked in `sampleData` are invented for development and must be replaced with the lender's own before launch.
 */
export interface BrandFile {
  /**
   * Path to this meta-schema, for editor help.
   */
  $schema?: string;
  /**
   * The organisation code this file configures (file name without .json). `_defaults` for the defaults file.
   */
  orgCode: string;
  /**
   * Notes for staff: who this lender is and what differs.
   */
  description?: string;
  /**
   * JSON pointers of values invented for development (contact data, addresses, NMLS numbers). Replace them with the lender's real data before launch.
   */
  sampleData?: string[];
  /**
   * How the lender is named in copy (`{{brand.names.companyName}}`).
   */
  names?: {
    /**
     * Full legal company name, used in disclosures and the footer.
     */
    companyName?: string;
    /**
     * Short name used in running copy.
     */
    companyNameShort?: string;
    /**
     * Product name, e.g. 'Figure Home Equity Line'.
     */
    companyProduct?: string;
  };
  /**
   * Theme colours, exposed to the renderer as CSS custom properties (--brand-primary, ...). Pick colours that keep 4.5:1 contrast against white text (primary) and white backgrounds (text).
   */
  colors?: {
    /**
     * Buttons, links, progress.
     */
    primary?: Color;
    /**
     * Accents and hover states.
     */
    secondary?: Color;
    /**
     * Body text.
     */
    text?: Color;
    /**
     * Page background.
     */
    background?: Color;
  };
  /**
   * Logo image (served from the content base or this site).
   */
  logoUrl?: Url;
  /**
   * Alternative text for the logo.
   */
  logoAlt?: string;
  /**
   * The browser-tab icon (an SVG mark), put in the page the server sends, so the tab shows the lender before any script runs.
   */
  faviconUrl?: Url;
  /**
   * The lender's public site.
   */
  companyUrl?: Url;
  /**
   * External dashboard that bare /account and / lead to (000 §2).
   */
  dashboardUrl?: Url;
  /**
   * Where a borrower who forgot their password gets a new one: the lender's reset page, or its support page when it resets passwords by phone. The sign-in page offers it beside a wrong password's message.
   */
  passwordResetUrl?: Url;
  /**
   * Postal address shown in the footer.
   */
  companyAddress?: string;
  /**
   * Organisation switches the public pages read (001 §3 publicFeatureToggles).
   */
  publicFeatureToggles?: {
    /**
     * The footer shows the credit union administration's insurance logo (a credit union lender).
     */
    creditUnionAdministrationLogo?: boolean;
  };
  /**
   * Monitoring of the app in browsers (000 §9, 001 §9): which sessions report errors, and which of those also send the trail of pages that led to them.
   */
  monitoring?: {
    /**
     * Percentage of browser sessions monitored: their errors, the error fallback page's included, are reported through telemetry (default 100).
     */
    sessionSampleRate?: number;
    /**
     * Percentage of monitored sessions whose error reports carry the pages visited before the error, a replay of the session (default 0: none).
     */
    sessionReplaySampleRate?: number;
  };
  /**
   * Company NMLS id shown in the footer.
   */
  companyNMLS?: string;
  /**
   * NMLS Consumer Access link.
   */
  companyNmlsURL?: Url;
  /**
   * How applicants reach the lender.
   */
  support?: {
    /**
     * Support phone line.
     */
    phone?: {
      /**
       * Digits for the tel: link.
       */
      number?: string;
      /**
       * As displayed, e.g. (888) 819-6388.
       */
      formatted?: string;
    };
    /**
     * Support e-mail address.
     */
    email?: string;
  };
  /**
   * Legal links (footer and the /terms, /communications, /privacy, /licenses redirects of 000 §2).
   */
  legal?: {
    /**
     * Terms of use.
     */
    termsOfUseUrl?: Url;
    /**
     * Electronic communications consent.
     */
    communicationsUrl?: Url;
    /**
     * Privacy policy.
     */
    privacyPolicyUrl?: Url;
    /**
     * Open the privacy policy outside the app; otherwise the footer links to /privacy (001 §2).
     */
    privacyLinkIsExternal?: boolean;
    /**
     * State licences page.
     */
    licensesUrl?: Url;
    /**
     * Company legal notice.
     */
    companyLegalUrl?: Url;
    /**
     * The federal agency that administers compliance with the Equal Credit Opportunity Act concerning this lender, as the adverse action notice names it (Regulation B §1002.9(b)(1), Appendix A to Part 1002): the Consumer Financial Protection Bureau for a non-bank mortgage lender.
     */
    ecoaAgency?: {
      /**
       * The agency's name.
       */
      name: string;
      /**
       * Its address.
       */
      address: string;
    };
  };
  /**
   * Footer content (001 §2).
   */
  footer?: {
    /**
     * EHL (equal housing lender), EOL (equal opportunity lender) or another value for equal housing opportunity.
     */
    footerImage?: string;
    /**
     * Disclosure paragraph; may use {{brand.*}} placeholders. Its Spanish (or another language's) is found by this English: locales/<code>/ for the default, the brand's translations.<code>.strings for its own.
     */
    disclosureCopy?: Text;
    /**
     * Extra footer links from organisation metadata.
     */
    extraLinks?: {
      /**
       * Link text.
       */
      label: Text;
      /**
       * Target.
       */
      url: Url;
    }[];
  };
  /**
   * Never written in a brand file: the page's organisation info carries it (000 §1 orgPricingData), derived from the lender's pricing (sandbox/data/pricing.json) by engine/pricing.ts, so the disclosure copy states figures computed the way the offers are. Read it in copy: `{{brand.pricing.aprMin:percent}}`.
   */
  pricing?: {
    /**
     * Smallest line, US dollars.
     */
    minLoanAmount?: number;
    /**
     * Largest line, US dollars.
     */
    maxLoanAmount?: number;
    /**
     * Lowest APR of any offer, percent (Regulation Z Appendix J, engine/finance.ts).
     */
    aprMin?: number;
    /**
     * Highest APR of any offer, percent.
     */
    aprMax?: number;
    /**
     * Lowest interest rate of any offer, percent (not an APR).
     */
    rateMin?: number;
    /**
     * Highest interest rate of any offer, percent (not an APR).
     */
    rateMax?: number;
    /**
     * Largest origination fee, percent of the initial draw.
     */
    originationFeeMaxPercent?: number;
    /**
     * Valuation fee when no automated valuation exists, US dollars.
     */
    valuationFee?: number;
    /**
     * In-person notarization fee, US dollars.
     */
    manualNotaryFee?: number;
    /**
     * Smallest county recording fee, US dollars.
     */
    recordingFeeMin?: number;
    /**
     * Largest county recording fee, US dollars.
     */
    recordingFeeMax?: number;
    /**
     * Largest recording tax per $100,000 of the line, US dollars.
     */
    recordingTaxPer100kMax?: number;
    /**
     * Homes bought or transferred within this many days are not eligible.
     */
    recentTransferDays?: number;
    /**
     * Each offer's largest line keeps its monthly payment within this percent of the applicant's gross monthly income.
     */
    maxPaymentToIncomePercent?: number;
    /**
     * The fewest business days to funding for a home in a state with no wait before closing.
     */
    fundingBusinessDaysMin?: number;
    /**
     * What the county's recording fees and taxes cost, for the applicant's state (the lender's range, or a state's own words where its rule has the lender pay them); before the state is known, the lender's range, which contains every state's (engine/pricing.ts statedFigures). A sentence: `{{brand.pricing.recordingWords}}.`
     */
    recordingWords?: string;
    /**
     * When funding can happen, for the applicant's state (a wait the state's law sets, an in-person closing, the right to cancel); before the state is known, the lender's time with every state's own (engine/pricing.ts statedFigures). A clause: `{{brand.pricing.fundingWords}}.`
     */
    fundingWords?: string;
    /**
     * Whose figures these are: the home's state's rules, the lender's for a state with none, or (before the home's state is known) a range containing every state's (engine/pricing.ts statedFigures).
     */
    scope?: 'state' | 'lender' | 'allStates';
    /**
     * The home's state the figures are for; null before it is known.
     */
    state?: string | null;
    /**
     * The home's state's name as applicants read it ("Texas") where its rule sets figures of its own; null for the lender's figures (engine/pricing.ts statedFigures).
     */
    stateName?: string | null;
    /**
     * A line on a home in this state closes only in person, before a notary at a title company's office (sandbox/data/pricing.json stateRules.inPersonClosing); false for the lender's figures and before the state is known.
     */
    inPersonClosing?: boolean;
    /**
     * The days the state's law sets before closing (stateRules.noticeWaitDays); null where none.
     */
    closingWaitDays?: number | null;
    /**
     * The state's cap on the fees together, percent of the line (stateRules.maxFeePercent); null where none.
     */
    feeCapPercent?: number | null;
    /**
     * The lender pays the county's recording fees for a home in this state (stateRules.lenderPaysRecordingFees); false for the lender's figures.
     */
    lenderPaysRecordingFees?: boolean;
    /**
     * The names of the states whose rules change the figures, joined as a list ("Texas"); empty where the lender lends in none (engine/pricing.ts statedFigures).
     */
    statesWithOwnRules?: string;
    /**
     * The names of those states where a line closes only in person, joined as a list; empty where none.
     */
    inPersonClosingStates?: string;
    /**
     * Every set of figures the decision chooses from: the lender's (`lender`) and each state rule's (`states.TX`), so a page states the applicant's state's own once the home's state is known (engine/pricing.ts statedFigures).
     */
    statedBy?: {
      [k: string]: unknown;
    };
  };
  /**
   * Switches that differ per lender. Rules read them as `brand.behaviour.*`.
   */
  behaviour?: {
    /**
     * This is the main brand (Hawaii dialog, 'with more states to come', CEO feedback link).
     */
    isMainBrand?: boolean;
    /**
     * This brand serves New York properties only (the NY modal sends others to the main site).
     */
    newYorkBrand?: boolean;
    /**
     * Switched off: the lender takes no new applications, so every registration page (/register, /register-v2 and their steps) shows the not-accepting page; applicants who already applied go on from their dashboard (journeys/register.json gate brandSwitchedOff, 000 §2).
     */
    notAcceptingApplications?: boolean;
    /**
     * Wholesale organisation: /register shows the not-accepting page (000 §2).
     */
    wholesale?: boolean;
    /**
     * Registration at the root shows the not-accepting page (000 §2).
     */
    loanOriginatorRequired?: boolean;
    /**
     * A referrer query parameter is required to register (000 §2).
     */
    referralRequired?: boolean;
    /**
     * Wording of the for-sale question (000 §5).
     */
    forSaleWording?: 'standard' | 'withinSixMonths';
    /**
     * Age-restricted interest-only offers apply (001 §4).
     */
    interestOnlyAgeRestricted?: boolean;
    /**
     * Applicants must be 62 or older (000 §5 variant).
     */
    olderAgeMode?: boolean;
    /**
     * Web chat is offered; the support line becomes a chat link (001 §2).
     */
    webChat?: boolean;
    /**
     * Show Portfolio Manager in the navigation (001 §2).
     */
    portfolioManagerLink?: boolean;
    /**
     * Chat routing skill (CLOC_HELOC, FHEL or White Label, 001 §7).
     */
    chatSkill?: string;
    /**
     * The shell shows the lender's own ecosystem apps (Marketplace, Passport, Group Manager, Pay, Exchange, Switch Accounts, 001 §2). Only Figure's brands have them; a partner's applicants never see another lender's apps.
     */
    ecosystemApps?: boolean;
  };
  /**
   * Where applicants the brand cannot serve are sent (000 §5 NY and Hawaii dialogs).
   */
  partners?: {
    /**
     * Site for New York properties.
     */
    newYorkSiteUrl?: Url;
    /**
     * Main site for properties outside New York.
     */
    mainSiteUrl?: Url;
    /**
     * Partner lender for Hawaii properties.
     */
    hawaiiPartnerName?: string;
    /**
     * Partner lender's site.
     */
    hawaiiPartnerUrl?: Url;
  };
  /**
   * Where the lender's own services answer, for the services a lender may bring (001 §2, §5 Address typeahead). The sandbox plays each one; a lender points at its own provider here. An https URL of another site is also allowed in the page's connect-src (sandbox/http/securityHeaders.ts).
   */
  services?: {
    /**
     * The address-lookup operation behind the street line's suggestions and the check of an address on continue (renderer/api/addressLookup.ts). `GET {url}/suggestions?q=TEXT&state=XX` answers `{suggestions: [{street1, street2?, city, state, zip, fullAddress?}]}`; `POST {url}/verification` with `{address}` answers `{result: VERIFIED | CORRECTED | NOT_FOUND, address?}` (schemas/api/address-verification.json). The sandbox's is `/service-address/api/v1/address`.
     */
    addressLookup?: {
      /**
       * Base URL of the operation, without a trailing slash: a path on this site or an https URL.
       */
      url: Url;
    };
  };
  /**
   * The languages this brand's applicants can read the product in, by code (each a folder of locales/), English first: the language switch offers them, and the browser's preference chooses among them on a first visit. journey validate fails when a text this brand shows has no translation in one of them. Default: English only.
   *
   * @minItems 1
   */
  languages?: string[];
  /**
   * The brand's own words in another language, by language code: for texts only this brand shows (its `copy`, its footer disclosure), by their English, as a locale file writes them (schemas/meta/locale.schema.json). Read before the shared locales/ files.
   */
  translations?: {
    [k: string]: LocaleFile;
  };
  /**
   * The brand's own words for any text a person sees on a screen, by the text's key in the screen's string catalogue (engine/strings.ts; `npm run journey -- strings <screen id>` lists every key with its default text): copy `register-v2/for-sale.title`, `<screen>.body.0`; a field's `<screen>.fields.income.income.title`, `.help`, `.placeholder`; a choice `<screen>.fields.income.employmentType.options.RETIRED`; a validation message `<screen>.fields.income.income.messages.maximum`; a rule's `<screen>.rules.lowIncomeConfirmation.message`. Placeholders work as in the text replaced (a rule's words may name its `values`). journey validate refuses a key no screen shows, naming the nearest.
   */
  copy?: {
    [k: string]: string;
  };
}

export type BrandFooter = NonNullable<BrandFile['footer']>;
