/**
 * A state's home-equity law as the sandbox lender follows it (sandbox/data/pricing.json `stateRules`;
 * Texas: Art. XVI §50(a)(6) of the Texas Constitution). When the application is made for a home in
 * such a state, the lender gives the state's notice (the `stateNotice` document,
 * sandbox/data/stateNotices.json) and keeps when, and decides an in-person closing where the state
 * requires one; `app.stateLaw` carries what screens say (the earliest closing day, where it closes).
 * The earliest day itself is the engine's (engine/closingDates.ts earliestClosing).
 */
import { calendarDay, earliestClosing, stateRuleFor, type Pricing } from '../../engine/index.ts';
import type { NotaryNetwork } from '../db/notarySlots.js';
import type { AppData } from '../db/applications.js';

export interface StateLaw {
  state: string;
  law: string;
  /** When the state's notice was given (the application was made with it), ISO. */
  noticeGivenAt: string | null;
  /** The application day and the notice's day, in the property's calendar (yyyy-MM-dd). */
  appliedOn: string;
  noticeReceivedOn: string | null;
  noticeWaitDays: number | null;
  finalDisclosureBusinessDays: number;
  /** The earliest closing day from the application and the notice alone (the final disclosure may move it later). */
  earliestClosingOn: string | null;
  inPersonClosing: boolean;
  /** A spouse not on the title consents to the lien (the rule's spouseMustSign): start/owners asks for them (journeys/heloc.json titleHoldersToName). */
  spouseMustSign: boolean;
  /** Where an in-person closing happens (sandbox/data/notary.json `closingOffices`). */
  closingOffice: string | null;
}

/** The state law for a new application's home, or null where the state has no rules; `manualNotary` when it closes in person. */
export function stateLawAtCreation(pricing: Pricing, network: NotaryNetwork, state: string, now: number): { stateLaw: StateLaw | null; manualNotary: boolean } {
  const rule = stateRuleFor(pricing, state).result;
  if (!rule) return { stateLaw: null, manualNotary: false };
  const code = state.toUpperCase();
  const timeZone = network.timeZones[code] ?? network.defaultTimeZone;
  const today = calendarDay(now, timeZone)!;
  const wait = rule.noticeWaitDays ?? null;
  const earliest = wait !== null ? earliestClosing({ appliedOn: today, noticeReceivedOn: today, waitDays: wait }).result : null;
  const stateLaw: StateLaw = {
    state: code,
    law: rule.law,
    noticeGivenAt: wait !== null ? new Date(now).toISOString() : null,
    appliedOn: today,
    noticeReceivedOn: wait !== null ? today : null,
    noticeWaitDays: wait,
    finalDisclosureBusinessDays: rule.finalDisclosureBusinessDays ?? 0,
    earliestClosingOn: earliest,
    inPersonClosing: rule.inPersonClosing === true,
    spouseMustSign: rule.spouseMustSign === true,
    closingOffice: rule.inPersonClosing === true ? (network.closingOffices?.[code] ?? null) : null,
  };
  return { stateLaw, manualNotary: stateLaw.inPersonClosing };
}

/**
 * The earliest day the application's line may close (yyyy-MM-dd, the property's calendar): the
 * state's wait after the application and the notice, and the business day(s) after the final
 * itemized fees (the closing disclosure, signed). Null where no state wait applies.
 */
export function earliestClosingOn(data: AppData, timeZone: string): string | null {
  const law = data['stateLaw'] as StateLaw | null | undefined;
  if (!law || law.noticeWaitDays === null) return null;
  // Received at home where the agreement is signed at the closing itself (closingSteps.ts closingReview), else signed.
  const signedAt = ((data['closingReview'] as { receivedAt?: string } | null | undefined)?.receivedAt) ?? ((data['signedDocuments'] as { closing?: { signedAt?: string } } | undefined)?.closing?.signedAt) ?? null;
  return earliestClosing({
    appliedOn: law.appliedOn,
    noticeReceivedOn: law.noticeReceivedOn,
    waitDays: law.noticeWaitDays,
    disclosureOn: signedAt ? calendarDay(signedAt, timeZone) : null,
    disclosureBusinessDays: law.finalDisclosureBusinessDays,
  }).result;
}
