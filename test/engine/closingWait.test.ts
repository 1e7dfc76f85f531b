/**
 * The state's wait before closing as one decision from the recorded facts (engine/closingDates.ts
 * closingWait; Texas Constitution Art. XVI §50(a)(6)(M)): the application day, the owner's receipt
 * of the notice, the wait, the signed closing disclosure in the property's calendar. Screens get it
 * as `closingWait` in their context (engine/screenText.ts), never from a stored day.
 */
import { describe, expect, it } from 'vitest';
import { closingWait, withClosingWait } from '../../engine/closingDates.ts';
import { screenText } from '../../engine/screenText.ts';
import type { Screen } from '../../engine/types/screen.ts';
import { appParts } from '../helpers/data.ts';

const law = (over: Record<string, unknown> = {}) => ({
  state: 'TX', law: 'Texas Constitution Art. XVI §50(a)(6)', noticeWaitDays: 12, finalDisclosureBusinessDays: 1,
  appliedOn: '2026-11-20', noticeGivenAt: '2026-11-20T18:00:00.000Z', noticeAcknowledgedAt: '2026-11-20T18:00:00.000Z', noticeReceivedOn: '2026-11-20',
  timeZone: 'America/Chicago', inPersonClosing: true, closingOffice: null, ...over,
});

describe('closingWait', () => {
  it('no state wait: no decision, and the context is unchanged', () => {
    expect(closingWait({ stateLaw: null }).result).toBeNull();
    expect(closingWait({}).decidedBy).toBe('stateWait');
    const ctx = { app: { stateLaw: null } };
    expect(withClosingWait(ctx)).toBe(ctx);
  });

  it('the notice not yet acknowledged: the wait has not begun, so no day', () => {
    const d = closingWait({ stateLaw: law({ noticeGivenAt: null, noticeAcknowledgedAt: null, noticeReceivedOn: null }) });
    expect(d.result).toMatchObject({ earliestOn: null, appliedOn: '2026-11-20', noticeReceivedOn: null, waitDays: 12 });
    expect(d.decidedBy).toBe('notice');
  });

  it('counts from the acknowledgment: received two days after applying moves the day two days later', () => {
    // Applied Friday 20 November: 20 + 12 = 2 December. Acknowledged Sunday 22 November: 22 + 12 = 4 December.
    expect(closingWait({ stateLaw: law() }).result?.earliestOn).toBe('2026-12-02');
    expect(closingWait({ stateLaw: law({ noticeReceivedOn: '2026-11-22' }) }).result?.earliestOn).toBe('2026-12-04');
  });

  it('the signed closing disclosure counts in the property\'s calendar', () => {
    // Signed Saturday 5 December at 23:30 in Austin (05:30 UTC Sunday): one business day after Saturday
    // skips Sunday, so Monday 7 December. Counted in UTC it would be Sunday the 6th, giving Tuesday 8 December.
    const app = { stateLaw: law(), signedDocuments: { closing: { signedAt: '2026-12-06T05:30:00.000Z' } } };
    const d = closingWait(app);
    expect(d.result).toMatchObject({ finalDisclosureOn: '2026-12-05', earliestOn: '2026-12-07', timeZone: 'America/Chicago' });
    expect(d.trace.map((s) => s.rule)).toEqual(['facts', 'noticeWait', 'finalDisclosure', 'earliestClosingOn']);
  });

  it('a stored earliest day is not a fact: the decision ignores it', () => {
    expect(closingWait({ stateLaw: { ...law(), earliestClosingOn: '2026-11-21' } }).result?.earliestOn).toBe('2026-12-02');
  });
});

describe('screens read the decision (engine/screenText.ts)', () => {
  const screen = {
    id: 'test/wait',
    copy: { title: 'Wait', subtitle: 'Your earliest closing day is {{closingWait.earliestOn:date|not yet known}}.' },
    schema: { type: 'object', properties: {} },
  } as unknown as Screen;
  const subtitle = (app: Record<string, unknown>) => screenText(screen, { app: appParts(app) }).copy.subtitle;

  it('shows the engine\'s day, whatever a stored field says', () => {
    expect(subtitle({ stateLaw: { ...law(), earliestClosingOn: '2026-11-21' } })).toBe('Your earliest closing day is 12/02/2026.');
    expect(subtitle({ stateLaw: law({ noticeReceivedOn: null }) })).toBe('Your earliest closing day is not yet known.');
  });
});
