/**
 * engine/closingDates.ts: the right to cancel (Regulation Z §1026.15(a)(3): three business days,
 * where Sundays and the federal holidays of 5 U.S.C. 6103(a), on their actual dates, are not
 * business days, §1026.2(a)(6) and comment 2(a)(6)-2), funding after it, the first payment a
 * month later.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarDay, closingDates, datesAfterSigning, federalHolidays, oneMonthAfter, screenText } from '../../engine/index.ts';
import type { Screen } from '../../engine/index.ts';
import { appParts } from '../helpers/data.ts';

const dayOfWeek = (s: string) => new Date(`${s}T12:00:00Z`).getUTCDay();

describe('federalHolidays', () => {
  it('names the eleven holidays of 5 U.S.C. 6103(a) on their dates in 2026', () => {
    expect(federalHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-04',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
  });
});

describe('datesAfterSigning: the right to cancel', () => {
  // [signed on, rescission ends, funded, first payment due, why]
  const TABLE: [string, string, string, string, string][] = [
    ['2026-03-10', '2026-03-13', '2026-03-16', '2026-04-16', 'Tuesday: Wed, Thu, Fri; funded the Monday after (Saturday is no banking day)'],
    ['2026-03-12', '2026-03-16', '2026-03-17', '2026-04-17', 'Thursday: Fri, Sat (a business day for rescission), Sunday skipped, Mon'],
    ['2026-03-14', '2026-03-18', '2026-03-19', '2026-04-19', 'Saturday: Sunday skipped, Mon, Tue, Wed'],
    ['2026-07-02', '2026-07-07', '2026-07-08', '2026-08-08', 'Independence Day on Saturday 4 July: Friday 3 July (observed) still counts, 4 and 5 July do not'],
    ['2026-11-24', '2026-11-28', '2026-11-30', '2026-12-30', 'Thanksgiving 26 November skipped; Saturday counts; funded Monday'],
    ['2026-12-23', '2026-12-28', '2026-12-29', '2027-01-29', 'Christmas Friday and Sunday skipped'],
    ['2027-01-01', '2027-01-05', '2027-01-06', '2027-02-06', 'signed on New Year\'s Day: the days after count'],
    ['2023-12-29', '2024-01-03', '2024-01-04', '2024-02-04', 'New Year\'s Day skipped across the year end'],
    ['2022-06-16', '2022-06-20', '2022-06-21', '2022-07-21', 'Juneteenth on a Sunday: Monday 20 June, the day it was observed, is a business day for rescission'],
    ['2026-12-30', '2027-01-04', '2027-01-05', '2027-02-05', 'Wednesday: Thursday 31 Dec counts, 1 Jan skipped, Saturday counts, Sunday skipped, Monday'],
  ];
  it.each(TABLE)('signed %s: may cancel until midnight %s, funded %s, first payment %s (%s)', (signed, ends, funded, first) => {
    const d = datesAfterSigning(signed);
    expect(d.result).toEqual({ signedOn: signed, rescissionEndsOn: ends, fundingOn: funded, firstPaymentDueOn: first });
    expect(d.trace.filter((t) => t.decided)).toHaveLength(1);
    expect(d.trace.find((t) => t.rule === 'rescissionEndsOn')?.note).toMatch(/§1026\.15/);
  });

  it('says which days it skipped and why', () => {
    const note = datesAfterSigning('2026-07-02').trace.find((t) => t.rule === 'rescissionEndsOn')!.note!;
    expect(note).toContain('2026-07-04 (Independence Day)');
    expect(note).toContain('2026-07-05 (Sunday)');
    expect(note).toContain('2026-07-03');
  });

  it('keeps a Sunday holiday on the Monday for funding, not for rescission', () => {
    // Juneteenth 2022 fell on Sunday 19 June: banks closed Monday 20 June.
    const d = datesAfterSigning('2022-06-15');
    expect(d.result.rescissionEndsOn).toBe('2022-06-18');
    expect(d.result.fundingOn).toBe('2022-06-21');
    expect(d.trace.find((t) => t.rule === 'fundingOn')!.note).toContain('kept on Monday');
  });

  it('holds for any day: three business days, none of them a Sunday or a holiday; funding after on a weekday that is no holiday', () => {
    fc.assert(fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }), (t) => {
      const signed = t.toISOString().slice(0, 10);
      const { result } = datesAfterSigning(signed);
      const holidays = new Set([...federalHolidays(t.getUTCFullYear()), ...federalHolidays(t.getUTCFullYear() + 1)].map((h) => h.date));
      let counted = 0;
      for (let d = new Date(`${signed}T12:00:00Z`); ; ) {
        d = new Date(d.getTime() + 86_400_000);
        const s = d.toISOString().slice(0, 10);
        if (d.getUTCDay() !== 0 && !holidays.has(s)) counted++;
        if (s === result.rescissionEndsOn) break;
      }
      expect(counted).toBe(3);
      expect(dayOfWeek(result.rescissionEndsOn)).not.toBe(0);
      expect(result.fundingOn > result.rescissionEndsOn).toBe(true);
      expect([0, 6]).not.toContain(dayOfWeek(result.fundingOn));
      expect(holidays.has(result.fundingOn)).toBe(false);
    }), { numRuns: 400 });
  });
});

describe('oneMonthAfter', () => {
  it.each([
    ['2026-01-15', '2026-02-15'], ['2026-01-31', '2026-02-28'], ['2028-01-31', '2028-02-29'], ['2026-12-31', '2027-01-31'], ['2026-03-31', '2026-04-30'],
  ])('%s → %s', (from, to) => expect(oneMonthAfter(from)).toBe(to));
});

describe('closingDates: from the application\'s signatures', () => {
  it('counts from the later of the closing signature and the notarised deed, in the lender\'s calendar', () => {
    const d = closingDates({ signedDocuments: { closing: { signedAt: '2026-07-01T14:20:00.000Z' } }, deedSignedAt: '2026-07-02T16:45:00.000Z' });
    expect(d.result).toEqual({ signedOn: '2026-07-02', rescissionEndsOn: '2026-07-07', fundingOn: '2026-07-08', firstPaymentDueOn: '2026-08-08' });
    expect(d.trace[0]!.note).toContain('deed signed 2026-07-02');
  });

  it('reads an evening signature as the day it was in New York', () => {
    expect(calendarDay('2026-03-11T03:30:00.000Z')).toBe('2026-03-10');
  });

  it('gives no dates before both signatures, and says which is missing', () => {
    expect(closingDates({}).result).toBeNull();
    expect(closingDates({}).trace[0]!.note).toMatch(/closing documents are not signed/);
    const noDeed = closingDates({ signedDocuments: { closing: { signedAt: '2026-07-01T14:20:00.000Z' } } });
    expect(noDeed.result).toBeNull();
    expect(noDeed.trace[0]!.note).toMatch(/deed/);
  });

  it('fills {{closing.*}} on a screen, and leaves the fallback before signing', () => {
    const screen = { id: 't', copy: { title: 'Funded {{closing.fundingOn:date|after the right to cancel}}' } } as Screen;
    const signed = { uuid: 'x', signedDocuments: { closing: { signedAt: '2026-07-01T14:20:00.000Z' } }, deedSignedAt: '2026-07-02T16:45:00.000Z' };
    expect(screenText(screen, { app: appParts(signed) }).copy.title).toBe('Funded 07/08/2026');
    expect(screenText(screen, { app: appParts({ uuid: 'x' }) }).copy.title).toBe('Funded after the right to cancel');
  });
});
