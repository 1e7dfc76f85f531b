/** Operating hours as shown (001 §9): the chat panel's lines and the banner's phrase come from one function. */
import { describe, expect, it } from 'vitest';
import { clock, hoursLines, openHoursPhrase } from '../../engine/index.ts';

const day = (weekday: string, weekdayValue: number, isOpen: boolean, startTime: string | null, endTime: string | null) => ({ weekday, weekdayValue, isOpen, startTime, endTime });
const weekday = day('Monday - Friday', 1, true, '06:00', '18:00');
const saturday = day('Saturday', 6, true, '08:00', '17:00');
const sundayClosed = day('Sunday', 7, false, null, null);

describe('operating hours in Pacific time (001 §9)', () => {
  it('writes times as 6:00 AM', () => {
    expect(clock('06:00')).toBe('6:00 AM');
    expect(clock('18:30')).toBe('6:30 PM');
    expect(clock('00:15')).toBe('12:15 AM');
    expect(clock('12:00')).toBe('12:00 PM');
  });

  it('shows Monday-Friday and a Saturday-Sunday range when the weekend hours match', () => {
    expect(hoursLines([weekday, saturday, day('Sunday', 7, true, '08:00', '17:00')], 'Closed')).toEqual([
      { days: 'Monday-Friday', hours: '6:00 AM – 6:00 PM PT', open: true }, { days: 'Saturday-Sunday', hours: '8:00 AM – 5:00 PM PT', open: true },
    ]);
  });

  it('lists the weekend days apart when they differ, a closed day as closed', () => {
    expect(hoursLines([weekday, saturday, sundayClosed], 'Closed').map((l) => `${l.days}: ${l.hours}`)).toEqual([
      'Monday-Friday: 6:00 AM – 6:00 PM PT', 'Saturday: 8:00 AM – 5:00 PM PT', 'Sunday: Closed',
    ]);
    // Open but without times is not open.
    expect(hoursLines([day('Monday - Friday', 1, true, null, '18:00')], 'Closed')).toEqual([{ days: 'Monday-Friday', hours: 'Closed', open: false }]);
  });

  it('puts the open days in one phrase for running text (the banner)', () => {
    expect(openHoursPhrase([weekday, saturday, sundayClosed])).toBe('Monday-Friday 6:00 AM – 6:00 PM PT and Saturday 8:00 AM – 5:00 PM PT');
    expect(openHoursPhrase([weekday, day('Saturday', 6, false, null, null), sundayClosed])).toBe('Monday-Friday 6:00 AM – 6:00 PM PT');
    expect(openHoursPhrase([weekday, day('Saturday', 6, true, '08:00', '12:00'), day('Sunday', 7, true, '10:00', '14:00')]))
      .toBe('Monday-Friday 6:00 AM – 6:00 PM PT, Saturday 8:00 AM – 12:00 PM PT and Sunday 10:00 AM – 2:00 PM PT');
    expect(openHoursPhrase([])).toBe('');
  });
});
