/**
 * Switches fixed when the app is built (build.mjs), for rules to read as `build.*`. Under Node (tests)
 * nothing is defined and every switch is off.
 */
declare const __ILLINOIS_CRA_NOTICE__: boolean;
declare const __ENVIRONMENT__: string;

export const buildFlags: Record<string, boolean> = {
  /** 001 §2: the footer's Illinois community reinvestment notice (`--illinois-notice` or ILLINOIS_CRA_NOTICE=1). */
  illinoisCommunityReinvestmentNotice: typeof __ILLINOIS_CRA_NOTICE__ !== 'undefined' && __ILLINOIS_CRA_NOTICE__,
};

/** Where this build runs: production, staging or development (`--env=`; production unless told). */
export const environment: string = typeof __ENVIRONMENT__ !== 'undefined' ? __ENVIRONMENT__ : 'production';
