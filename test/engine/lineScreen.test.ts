/**
 * The funded line's page (schemas/application/line.json, and application/complete by reference) says
 * what the signed closing disclosure says: once the title company has quoted the county's recording
 * costs (fees.recording.settled), or where the lender pays them and the state levies no tax, nothing
 * more is taken from the amount paid and the settlement statement is listed; before, the county's fees
 * and taxes still come off it; and the signed fair-market-value acknowledgment is among the documents.
 */
import { describe, expect, it } from 'vitest';
import { mergeBrand, pagePricing, resolveFixture, screenText, type Pricing, type Screen } from '../../engine/index.ts';
import { loadFixtures } from '../../engine/config/loadFixtures.ts';
import pricing from '../../sandbox/data/pricing.json' with { type: 'json' };
import { brands, config, heloc } from '../helpers/config.ts';
import { appParts } from '../helpers/data.ts';

const fixtures = Object.fromEntries(Object.entries(loadFixtures(config.root).files).map(([id, f]) => [id, f.data]));
const brand = { ...(mergeBrand(brands, 'GOODLEAP_LLC')), pricing: pagePricing(pricing as unknown as Pricing, {}) };
const line = config.screens['application/line']!.data as Screen;
const complete = config.screens['application/complete']!.data as Screen;
const shown = (screen: Screen, fixture: string) => {
  const scene = resolveFixture(fixture, fixtures).result;
  return screenText(screen, { app: scene.app, profile: scene.profile, brand, today: '2026-07-20' }, { conditions: heloc.conditions });
};
const notes = (t: ReturnType<typeof shown>) => (t.copy['figures'] as unknown as { label: string; note?: string }[]).filter((f) => /paid to your account/i.test(f.label)).map((f) => f.note ?? '');

describe('the funded line page', () => {
  it('a Texas line: the lender paid the recording fees, so nothing more comes off; its acknowledgment of value is listed signed', () => {
    const tx = shown(line, 'applications/texas-funded');
    expect(notes(tx)).toHaveLength(1);
    expect(notes(tx)[0]).toContain('Nothing more comes off it: your settlement statement lists what was taken from your line and who it was paid to.');
    expect(notes(tx)[0]).not.toContain('less your county\'s recording fees');
    for (const t of [tx, shown(complete, 'applications/texas-funded')]) {
      expect(t.documents.map((d) => d.label)).toContain('Acknowledgment of fair market value of your home');
      expect(t.documents.find((d) => d.label === 'Acknowledgment of fair market value of your home')!.note).toBe('Signed 07/01/2026 by you and by us, with your deed of trust');
    }
  });
  it('elsewhere, quoted by the title company at closing: the amount paid is the whole amount, and the settlement statement is listed', () => {
    const or = shown(line, 'applications/funded');
    expect(notes(or)).toHaveLength(1);
    expect(notes(or)[0]).toContain('Nothing more comes off it');
    const paid = (or.copy['figures'] as unknown as { label: string; value: string }[]).find((f) => /paid to your account/i.test(f.label))!;
    expect(paid.value).toBe('$48,399.00');
    expect(or.documents.map((d) => d.label)).toContain('Settlement statement');
    expect(or.documents.map((d) => d.label)).not.toContain('Acknowledgment of fair market value of your home');
  });
  it('not yet quoted (a lender whose back end sends no recordingQuote): the county\'s fees and taxes still come off it, and no statement is listed', () => {
    const scene = resolveFixture('applications/funded', fixtures).result;
    const { recordingQuote: _quote, ...app } = scene.app as Record<string, unknown>;
    const t = screenText(line, { app: appParts(app), profile: scene.profile, brand, today: '2026-07-20' }, { conditions: heloc.conditions });
    expect(notes(t)[0]).toContain('less your county\'s recording fees and taxes (your settlement statement lists them once the title company has quoted them)');
    expect(t.documents.map((d) => d.label)).not.toContain('Settlement statement');
  });
});
