/** Flags that came with the page (sandbox/routes/webApp.ts) are used for their own organisation only. */
import { describe, expect, it } from 'vitest';
import { pageFlags } from '../../renderer/api/flags.ts';

const doc = (text: string | null) => ({ getElementById: (id: string) => (id === 'org-flags' && text !== null ? ({ textContent: text } as HTMLElement) : null) });
const page = JSON.stringify({ orgCode: 'GOODLEAP_LLC', features: [{ key: 'fe-heloc-chat', enabled: true, variables: { mode: 'bot' } }, { key: 'off', enabled: false }] });

describe('pageFlags', () => {
  it("reads the page's flags for the organisation they were written for", () => {
    expect(pageFlags('GOODLEAP_LLC', doc(page))).toEqual({ 'fe-heloc-chat': { enabled: true, variables: { mode: 'bot' } }, off: { enabled: false, variables: {} } });
  });
  it('leaves another organisation, a page without flags and unreadable flags to the flags call', () => {
    expect(pageFlags('FIGURE', doc(page))).toBeUndefined();
    expect(pageFlags('GOODLEAP_LLC', doc(null))).toBeUndefined();
    expect(pageFlags('GOODLEAP_LLC', doc('{not json'))).toBeUndefined();
    expect(pageFlags('GOODLEAP_LLC', doc(JSON.stringify({ orgCode: 'GOODLEAP_LLC', features: 'x' })))).toBeUndefined();
  });
});
