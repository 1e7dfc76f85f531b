/** renderer/studio/editor/placeholderWords.ts: what a message's placeholders stand for, said to staff. */
import { describe, expect, it } from 'vitest';
import { placeholderWords } from '../../../renderer/studio/editor/placeholderWords.ts';
import { answerFields } from '../../../renderer/studio/editor/ruleConditions.ts';
import { config } from '../../helpers/config.ts';
import type { Logic } from '../../../engine/index.ts';

// The screen as the studio's form reads it: its references resolved.
const income = config.screens['register-v2/annual-income']!.data;

describe('placeholderWords', () => {
  const answers = answerFields(income.schema);
  it('names a rule value by the question whose answer it reads, with the format it is shown in', () => {
    const rule = (income.rules ?? []).find((r) => r.id === 'lowIncomeConfirmation')!;
    expect(placeholderWords(rule.message!, { values: rule.values as Record<string, Logic>, answers })).toEqual([
      '{{values.income:money}} is the answer to "Annual income (before taxes)", as money (12000 shows as $12,000).',
    ]);
  });
  it('says brand and application values by their path, a fallback by its words, and nothing for plain text', () => {
    expect(placeholderWords('Call {{brand.support.phone.formatted}} about {{app.amount:money2|your line}}.', { answers })).toEqual([
      '{{brand.support.phone.formatted}} is the lender\'s support › phone › formatted.',
      '{{app.amount:money2|your line}} is the application\'s amount, as money with cents ($12,000.00); "your line" when there is none.',
    ]);
    expect(placeholderWords('No placeholders here.', { answers })).toEqual([]);
  });
});
