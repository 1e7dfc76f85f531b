/**
 * A state's home-equity law as the sandbox lender follows it (sandbox/data/pricing.json `stateRules`;
 * Texas: Art. XVI §50(a)(6) of the Texas Constitution). When the application is made for a home in
 * such a state, the lender records the application day and the property's time zone and decides an
 * in-person closing where the state requires one. The state's notice (the `stateNotice` document,
 * sandbox/data/stateNotices.json) is provided to the owner on the application's first step
 * (schemas/application/start/state-notice.json, §50(g)); the owner's acknowledgment is its receipt,
 * from which the wait counts (§50(a)(6)(M)(i)). The earliest closing day is never stored: it is the
 * engine's decision from these facts (engine/closingDates.ts closingWait), which screens read too.
 */
import { calendarDay, closingWait, CLOSING_TIME_ZONE, stateRuleFor, type Pricing, type StateLaw } from '../../engine/index.ts';
import type { NotaryNetwork } from '../db/notarySlots.js';
import type { AppData } from '../db/applications.js';
import { ValidationError } from '../http/errors.js';
import type { StepDef } from './stepTypes.js';

export type { StateLaw };

/** The state law for a new application's home, or null where the state has no rules; `manualNotary` when it closes in person. */
export function stateLawAtCreation(pricing: Pricing, network: NotaryNetwork, state: string, now: number): { stateLaw: StateLaw | null; manualNotary: boolean } {
  const rule = stateRuleFor(pricing, state).result;
  if (!rule) return { stateLaw: null, manualNotary: false };
  const code = state.toUpperCase();
  const timeZone = network.timeZones[code] ?? network.defaultTimeZone;
  const stateLaw: StateLaw = {
    state: code,
    law: rule.law,
    // Given and received when the owner acknowledges it on the application's first step (stateNotice below).
    noticeGivenAt: null,
    noticeAcknowledgedAt: null,
    appliedOn: calendarDay(now, timeZone)!,
    noticeReceivedOn: null,
    noticeWaitDays: rule.noticeWaitDays ?? null,
    finalDisclosureBusinessDays: rule.finalDisclosureBusinessDays ?? 0,
    timeZone,
    inPersonClosing: rule.inPersonClosing === true,
    spouseMustSign: rule.spouseMustSign === true,
    closingOffice: rule.inPersonClosing === true ? (network.closingOffices?.[code] ?? null) : null,
    // What the state's rule asks of the line, so that screens, conditions and documents read it from
    // the application and never name a state (sandbox/data/pricing.json stateRules).
    brokerPriceOpinion: rule.brokerPriceOpinion === true,
    minAdvance: rule.minAdvance ?? null,
    minAdvanceLaw: rule.minAdvanceLaw ?? null,
    fairMarketValueAcknowledgment: rule.fairMarketValueAcknowledgment === true,
    agreementTerms: rule.agreementTerms ?? null,
  };
  return { stateLaw, manualNotary: stateLaw.inPersonClosing === true };
}

const lawOf = (data: AppData) => data['stateLaw'] as StateLaw | null | undefined;

/** Whether the home's state has a notice the owner has not yet acknowledged receiving. */
export function noticeDue(data: AppData): boolean {
  const law = lawOf(data);
  return typeof law?.noticeWaitDays === 'number' && !law.noticeAcknowledgedAt;
}

/**
 * The state's wait before closing for the application (engine/closingDates.ts closingWait): null where
 * none applies; otherwise the earliest day (yyyy-MM-dd, the property's calendar), or `notice` while
 * the owner has not received the notice and the line cannot close at all.
 */
export function earliestClosingOn(data: AppData): string | 'notice' | null {
  const wait = closingWait(data).result;
  if (!wait) return null;
  return wait.earliestOn ?? 'notice';
}

/**
 * The owner acknowledges receiving the state's notice, shown on the application's first step
 * (schemas/application/start/state-notice.json): the moment is the notice's giving and receipt, and
 * the wait counts from its day in the property's calendar. The first acknowledgment stands; the
 * status does not change (the status table routes on to the offers once it is recorded).
 */
export const stateNotice: StepDef = {
  path: 'state-notice',
  operation: 'stateNoticeAcknowledgment',
  screen: 'start/state-notice',
  allowed: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'],
  run(ctx) {
    const law = lawOf(ctx.app.data);
    if (!law || typeof law.noticeWaitDays !== 'number') throw new ValidationError([{ pointer: '', message: 'There is no state notice for this home' }]);
    if (!law.noticeAcknowledgedAt) {
      const at = new Date(ctx.now).toISOString();
      ctx.app.data['stateLaw'] = { ...law, noticeGivenAt: at, noticeAcknowledgedAt: at, noticeReceivedOn: calendarDay(ctx.now, law.timeZone ?? CLOSING_TIME_ZONE) };
    }
    return { keepPolling: [], settle: [] };
  },
};
