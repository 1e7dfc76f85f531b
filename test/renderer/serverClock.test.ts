/** The app reads today from the server's Date header, not the phone's clock (renderer/api/serverClock.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate, serverNow, serverToday } from '../../renderer/api/serverClock.ts';

const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('the server\'s clock', () => {
  afterEach(() => noteServerDate(new Date().toUTCString()));

  it('follows a server three weeks ahead, to the day', () => {
    const ahead = Date.now() + 21 * 86_400_000;
    noteServerDate(new Date(ahead).toUTCString());
    expect(Math.abs(serverNow() - ahead)).toBeLessThan(2_000);
    expect(serverToday()).toBe(localDay(ahead));
  });

  it('takes a header within two seconds (whole seconds) as the same clock, and ignores one it cannot read', () => {
    noteServerDate(new Date(Date.now() + 1_500).toUTCString());
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
    noteServerDate(new Date(Date.now() - 5 * 86_400_000).toUTCString());
    for (const header of [null, '', 'not a date']) noteServerDate(header);
    expect(serverToday()).toBe(localDay(Date.now() - 5 * 86_400_000));
  });
});
