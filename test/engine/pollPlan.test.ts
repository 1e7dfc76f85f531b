/** 000 §4.4 and §9: polling delays, limits and give-up. */
import { describe, expect, it } from 'vitest';
import { pollPlan, retryDelay, routeForStatus } from '../../engine/index.ts';
import { app, at, heloc } from '../helpers/config.ts';

const policy = heloc.polling!;

describe('pollPlan', () => {
  it('uses the seed constants', () => {
    expect(policy).toMatchObject({ baseDelayMs: 1000, factor: 2, maxDelayMs: 5000, stableCheckAttempts: 7, maxAttempts: 14, giveUpStatus: 'UNKNOWN', keepStatusOnGiveUp: ['GENERATE_NOTE_SIGNING'] });
  });

  it('reads immediately the first time', () => {
    expect(pollPlan(heloc, { attempt: 0 }).result).toEqual({ action: 'poll', delayMs: 0 });
  });

  it('waits 1 s, doubling, capped at 5 s', () => {
    const delays = Array.from({ length: 13 }, (_, i) => pollPlan(heloc, { attempt: i + 1, status: 'SOFT_CREDIT' }).result.delayMs);
    expect(delays).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000]);
    expect(retryDelay(policy, 0)).toBe(0);
  });

  it('keeps polling any WAITING_FOR status', () => {
    expect(pollPlan(heloc, { attempt: 3, status: 'WAITING_FOR_SOMETHING_NEW' }).result.action).toBe('poll');
  });

  it('gives up after 14 tries with UNKNOWN, which leads to error/timeout', () => {
    const d = pollPlan(heloc, { attempt: 14, status: 'HARD_CREDIT_PULL' });
    expect(d.result).toEqual({ action: 'giveUp', delayMs: 0, finalStatus: 'UNKNOWN' });
    expect(routeForStatus(heloc, { status: d.result.finalStatus!, app: app() }).result.route).toBe(at('error/timeout'));
  });

  it('keeps the note-signing generation state when giving up', () => {
    expect(pollPlan(heloc, { attempt: 14, status: 'GENERATE_NOTE_SIGNING' }).result).toEqual({ action: 'giveUp', delayMs: 0, finalStatus: 'GENERATE_NOTE_SIGNING' });
  });

  it.each(['ASSETS_PREQUAL', 'CANCELLED', 'CREDIT_ERROR', 'CREDIT_NO_MATCH', 'CREDIT_NO_MATCH_SSN', 'DECLINED', 'HARD_CREDIT_LOCKED_OR_FROZEN', 'MULTIPLE_PROPERTIES', 'NO_PROPERTY_FOUND', 'SOFT_CREDIT_LOCKED_OR_FROZEN'])('stops on %s', (status) => {
    const d = pollPlan(heloc, { attempt: 1, status });
    expect(d.result).toEqual({ action: 'stop', delayMs: 0, finalStatus: status });
    expect(d.decidedBy).toBe('stopPolling');
  });

  it('stops on a settled status', () => {
    expect(pollPlan(heloc, { attempt: 2, status: 'NOTE_SIGNING' }).result.action).toBe('stop');
  });

  it('in stable mode, waits up to 7 tries for the status to move after a submit', () => {
    expect(pollPlan(heloc, { attempt: 6, status: 'HMDA', mode: 'stable', previousStatus: 'HMDA' }).result.action).toBe('poll');
    expect(pollPlan(heloc, { attempt: 7, status: 'HMDA', mode: 'stable', previousStatus: 'HMDA' }).result).toEqual({ action: 'stop', delayMs: 0, finalStatus: 'HMDA' });
    expect(pollPlan(heloc, { attempt: 2, status: 'APP_SUBMISSION', mode: 'stable', previousStatus: 'HMDA' }).result.action).toBe('stop');
    expect(pollPlan(heloc, { attempt: 7, status: 'SOFT_CREDIT', mode: 'stable' }).result.action).toBe('giveUp');
  });
});
