/**
 * The sandbox's title provider (it plays the lender's title company): what recording the deed of
 * trust costs for a home, quoted from its schedule (sandbox/data/recording.json,
 * schemas/meta/recording.schema.json) when the closing disclosure is generated, so every figure from
 * then on is exact (engine/fees.ts reads the quote as `app.recordingQuote`). A county the schedule
 * names is found by the home's zipcode (the longest matching prefix), else the state's charges, else
 * the schedule's default. Pure.
 */
import type { RecordingCharges, RecordingSchedule } from '../../engine/types/recording.ts';
import type { RecordingQuote } from '../../engine/types/application.ts';

/** The quote as the application keeps it (`recordingQuote`, schemas/data/application.schema.json). */
export type RecordingQuoteRecord = RecordingQuote;

export function quoteRecording(schedule: RecordingSchedule, property: { state?: unknown; zip?: unknown }, at: number): RecordingQuoteRecord {
  const state = typeof property.state === 'string' ? property.state.trim().toUpperCase() : '';
  const zip = typeof property.zip === 'string' ? property.zip.trim() : '';
  const inState = schedule.states[state];
  const county = (inState?.counties ?? [])
    .flatMap((c) => c.zipPrefixes.filter((p) => zip.startsWith(p)).map((p) => ({ c, length: p.length })))
    .sort((a, b) => b.length - a.length)[0]?.c;
  const charges: RecordingCharges = county ?? inState ?? schedule.default;
  const taxPer100k = charges.taxPer100k ?? 0;
  return {
    provider: schedule.provider,
    state,
    county: county?.name ?? null,
    recordingFee: charges.recordingFee,
    taxPer100k,
    taxName: taxPer100k > 0 ? (charges.taxName ?? null) : null,
    quotedAt: new Date(at).toISOString(),
  };
}
