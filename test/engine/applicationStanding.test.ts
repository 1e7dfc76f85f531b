/**
 * engine/applicationStanding.ts: what the lender's site says became of an application (001 §2
 * "Your applications"). Signed is not funded: "Funded" only once the application is COMPLETE and
 * the funding day of engine/closingDates.ts has come (Regulation Z §1026.15(c)).
 */
import { describe, expect, it } from 'vitest';
import { applicationStanding, closingDates } from '../../engine/index.ts';

// Signed on Tuesday 10 March 2026 in New York: the right to cancel ends Friday 13, funding Monday 16 March.
const signed = { signedDocuments: { closing: { signedAt: '2026-03-10T15:00:00.000Z' } }, deedSignedAt: '2026-03-10T16:30:00.000Z' };
const app = (serverStatus: string, extra: Record<string, unknown> = {}) => ({ serverStatus, active: !['COMPLETE', 'CANCELLED', 'DECLINED'].includes(serverStatus), amount: 85000, ...extra });

describe('applicationStanding', () => {
  it('the funding day is the one closingDates counts', () => {
    expect(closingDates(app('COMPLETE', signed)).result?.fundingOn).toBe('2026-03-16');
  });

  // [status, extra, today, kind, words]
  const TABLE: [string, Record<string, unknown>, string, string, string][] = [
    ['COMPLETE', signed, '2026-03-10', 'signed', 'Signed — funds expected 03/16/2026 · $85,000 line'],
    ['COMPLETE', signed, '2026-03-15', 'signed', 'Signed — funds expected 03/16/2026 · $85,000 line'],
    ['COMPLETE', signed, '2026-03-16', 'funded', 'Funded 03/16/2026 · $85,000 line'],
    ['COMPLETE', signed, '2026-05-01', 'funded', 'Funded 03/16/2026 · $85,000 line'],
    ['RESCISSION', signed, '2026-03-11', 'signed', 'Signed — funds expected 03/16/2026 · $85,000 line'],
    ['FUNDING_DECISION', signed, '2026-03-17', 'funding', 'Signed — funding in progress · $85,000 line'],
    ['COMPLETE', { deedSignedAt: null, signedDocuments: signed.signedDocuments }, '2026-03-20', 'signed', 'Signed — funding date to follow · $85,000 line'],
    ['OFFER_SELECTION', {}, '2026-03-10', 'inProgress', 'In progress: open it to continue where you left off · $85,000 line'],
    ['OFFER_SELECTION', { amount: 0 }, '2026-03-10', 'inProgress', 'In progress: open it to continue where you left off'],
    ['CANCELLED', signed, '2026-05-01', 'cancelled', 'Cancelled'],
    ['DECLINED', {}, '2026-03-10', 'declined', 'Not approved'],
  ];
  it.each(TABLE)('%s on %s… reads as it is', (status, extra, today, kind, words) => {
    const d = applicationStanding(app(status, extra), today);
    expect(d.result.kind).toBe(kind);
    expect(d.result.words).toBe(words);
    expect(d.decidedBy).toBe(kind);
    expect(d.trace.filter((t) => t.decided)).toHaveLength(1);
    expect(d.trace.at(-1)!.decided).toBe(true);
  });

  it('a finished application that is none of these says closed, with its status in words', () => {
    expect(applicationStanding({ serverStatus: 'CREDIT_ERROR', active: false, amount: 1000 }, '2026-03-10').result).toEqual({ kind: 'closed', words: 'Closed (credit error)' });
  });

  it('never says funded before the funding day, whatever the status', () => {
    for (const status of ['COMPLETE', 'RESCISSION', 'RECORDING', 'FUNDABLE', 'FUNDING_DECISION', 'DIRECT_DEBT_PAYOFF'])
      for (const today of ['2026-03-10', '2026-03-12', '2026-03-13', '2026-03-15'])
        expect(applicationStanding(app(status, signed), today).result.words).not.toMatch(/Funded/);
  });
});
