import type { ClosingDates } from './closing.ts';
import type { ClosingWait } from './closingWait.ts';
import type { FinanceTerms } from './finance.ts';
import type { Fees } from './fees.ts';
import type { Brand } from '../brand.ts';
import type { RequiredSigner } from '../requiredSigners.ts';
import type { Application } from './application.ts';
import type { Flags } from './flags.ts';
import type { Profile } from './profile.ts';
import type { SignerProgress } from './signer.ts';

/** The object rules read (schemas/data/context.schema.json). Loose on purpose: data comes from servers. */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface RuleContext {
  app?: Application;
  /** What is known of the profile: `{}` before it is read (signed out, loading). */
  profile?: Partial<Profile>;
  signer?: SignerProgress;
  serverStatus?: string;
  state?: string;
  path?: string;
  query?: Record<string, string>;
  /** Path parameters of the current route. */
  params?: Record<string, string>;
  signedIn?: boolean;
  today?: string;
  brand?: Brand;
  flags?: Flags;
  originator?: Record<string, unknown>;
  /** The lender's own licensing: the states it lends in (001 §7 state-licenses), once known. */
  lender?: { licensedStates?: string[] };
  form?: Record<string, unknown>;
  /** What the browser kept of this screen's answers after a reload (renderer/state/screenDrafts.ts). */
  draft?: { notKept?: string[] };
  /** What the browser allows, e.g. `location` for e-signing (schemas/data/context.schema.json). */
  device?: Record<string, unknown>;
  registration?: Record<string, unknown>;
  /** The chosen offer's money figures (engine/pricing.ts withFinance). */
  finance?: FinanceTerms;
  /** The fees paid to others, charged or not yet decided (engine/fees.ts withFees). */
  fees?: Fees;
  /** The signed line's dates (engine/closingDates.ts withClosingDates). */
  closing?: ClosingDates;
  /** The state's wait before closing (engine/closingDates.ts withClosingWait). */
  closingWait?: ClosingWait;
  /** Everyone else who must sign for the home (engine/requiredSigners.ts withOtherSigners). */
  otherSigners?: RequiredSigner[];
}
