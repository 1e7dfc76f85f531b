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
import type { ClosingOffice, NotaryNetwork } from '../db/notarySlots.js';
import type { AppData } from '../db/applications.js';
import { ValidationError } from '../http/errors.js';
import type { StepDef } from './stepTypes.js';

export type { StateLaw };

/** The state law for a new application's home, or null where the state has no rules; `manualNotary` when it closes in person. */
export function stateLawAtCreation(pricing: Pricing, network: NotaryNetwork, property: { state: string; zip?: string | null }, now: number): { stateLaw: StateLaw | null; manualNotary: boolean } {
  const { state } = property;
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
    spouseMustSignLaw: rule.spouseMustSign === true ? (rule.spouseMustSignLaw ?? null) : null,
    closingOffice: rule.inPersonClosing === true ? closingOfficeFor(network.closingOffices?.[code] ?? [], property.zip) : null,
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

/**
 * The office nearest the home among a state's (sandbox/data/notary.json `closingOffices`): the one whose
 * ZIP code's first three digits (the sectional center, which follows geography within a state) are
 * nearest the home's, then the nearest whole code; the first office when the home's ZIP is unknown.
 */
export function closingOfficeFor(offices: readonly ClosingOffice[], zip: string | null | undefined): string | null {
  const home = /^\d{5}/.exec(zip ?? '')?.[0];
  if (!home) return offices[0]?.office ?? null;
  const distance = (o: ClosingOffice) => [Math.abs(Number(o.zip.slice(0, 3)) - Number(home.slice(0, 3))), Math.abs(Number(o.zip.slice(0, 5)) - Number(home))] as const;
  let best: ClosingOffice | null = null;
  for (const office of offices) {
    if (!best) { best = office; continue; }
    const [a1, a2] = distance(office);
    const [b1, b2] = distance(best);
    if (a1 < b1 || (a1 === b1 && a2 < b2)) best = office;
  }
  return best?.office ?? null;
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
