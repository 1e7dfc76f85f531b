/**
 * Which words a screen shows now (engine/screenRules.ts chooseCopy): copy variants, brand overrides
 * and figures with a `when`. The funded line (schemas/application/line.json) words its dates by
 * today against the closing dates (engine/closingDates.ts, Regulation Z §1026.15): still to come,
 * passed, or unknown before both signatures.
 */
import { describe, expect, it } from 'vitest';
import { chooseCopy, closingDates, mergeBrand, screenText, type RuleContext, type Screen } from '../../engine/index.ts';
import { brands, config } from '../helpers/config.ts';
import { appParts } from '../helpers/data.ts';

const line = config.screens['application/line']!.data as Screen;
const brand = mergeBrand(brands, 'GOODLEAP_LLC');
// Signed Wednesday 1 July 2026: Thursday 2, Friday 3 and Monday 6 July count towards the right to
// cancel (Independence Day on Saturday 4 and Sunday 5 do not); funded Tuesday 7 July.
const app = { uuid: 'u', loanNumber: 'HEL1', amount: 50_000, disburseAccount: { mask: '****6789' }, signedDocuments: { closing: { signedAt: '2026-07-01T14:20:00.000Z' } }, deedSignedAt: '2026-07-01T16:45:00.000Z' };
const dates = closingDates(app).result!;
const at = (today: string, a: Record<string, unknown> = app): RuleContext => ({ brand, flags: {}, today, app: appParts(a), ...(closingDates(a).result ? { closing: closingDates(a).result! } : {}) });
const labels = (today: string, a?: Record<string, unknown>) => (chooseCopy(line, at(today, a)).result.figures ?? []).map((f) => f.label);

describe('the funded line by today', () => {
  it('has the dates it is worded against', () => {
    expect(dates).toEqual({ signedOn: '2026-07-01', rescissionEndsOn: '2026-07-06', fundingOn: '2026-07-07', firstPaymentDueOn: '2026-08-07' });
  });

  it('speaks of the right to cancel and the funding as still to come on and before their days', () => {
    for (const today of ['2026-07-01', '2026-07-06']) {
      expect(labels(today)).toEqual(['Line amount', 'Interest rate', 'Annual percentage rate (APR)', 'To be paid to your account', 'Signed', 'Right to cancel ends', 'Funding', 'First payment due']);
    }
    const copy = screenText(line, at('2026-07-06')).copy;
    expect(copy.subtitle).toContain('is signed and will be funded on 07/07/2026');
    expect(copy.figures!.find((f) => f.label === 'To be paid to your account')!.note).toMatch(/^Will be sent to your account ending in 6789 on 07\/07\/2026, once your right to cancel has ended/);
  });

  it('says the right to cancel ended the day after it ends, and funded from the funding day', () => {
    expect(labels('2026-07-07')).toEqual(['Line amount', 'Interest rate', 'Annual percentage rate (APR)', 'Paid to your account', 'Signed', 'Right to cancel ended', 'Funded', 'First payment due']);
    const copy = screenText(line, at('2026-09-01')).copy;
    expect(copy.subtitle).toMatch(/is funded\. Loan number HEL1/);
    expect(copy.figures!.find((f) => f.label === 'Paid to your account')!.note).toMatch(/^Sent to your account ending in 6789 on 07\/07\/2026/);
  });

  it('with no signing dates says what will happen, with no date and no fallback inside a sentence', () => {
    const unsigned = { ...app, deedSignedAt: undefined };
    expect(labels('2026-07-07', unsigned)).toEqual(['Line amount', 'Interest rate', 'Annual percentage rate (APR)', 'To be paid to your account', 'Right to cancel', 'Funding', 'First payment due']);
    const copy = screenText(line, at('2026-07-07', unsigned)).copy;
    expect(copy.subtitle).toMatch(/is approved\. It is funded on the first banking day after your right to cancel ends/);
    expect(JSON.stringify(copy.figures)).not.toMatch(/—|soon|after signing/);
  });

  it('traces every variant and figure rule it tried', () => {
    const d = chooseCopy(line, at('2026-07-02'));
    expect(d.trace.filter((t) => t.kind === 'copyVariant').map((t) => [t.rule, t.outcome])).toEqual([['signedNotFunded', true], ['notSigned', false], ['autopay', false]]);
    expect(d.trace.find((t) => t.kind === 'figure' && t.rule === 'Right to cancel ended')).toMatchObject({ outcome: false, note: 'left out: its rule does not hold' });
    expect(d.decidedBy).toContain('signedNotFunded');
  });

  it('takes the first variant per key and the brand override over it', () => {
    const screen = { id: 'x/y', copy: { title: 'A', subtitle: 'S' }, copyVariants: [{ when: true, copy: { title: 'B' } }, { when: true, copy: { title: 'C', subtitle: 'T' } }] } as unknown as Screen;
    const d = chooseCopy(screen, { brand: { orgCode: 'TEST', copy: { 'x/y.subtitle': 'Brand' } } });
    expect(d.result).toEqual({ title: 'B', subtitle: 'Brand' });
    expect(d.trace.map((t) => t.note)).toEqual(['replaces title', 'replaces subtitle', 'the brand words subtitle']);
  });
});
