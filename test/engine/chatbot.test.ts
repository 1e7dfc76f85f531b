/**
 * engine/chatbot.ts: the entry the keywords choose, then its first variant whose rule holds over the
 * asker's context (with the figures decided as the screens decide them), else its own answer.
 */
import { describe, expect, it } from 'vitest';
import { chatbotAnswer, pagePricing, type Faq } from '../../engine/index.ts';
import pricing from '../../sandbox/data/pricing.json' with { type: 'json' };
import type { Pricing } from '../../engine/index.ts';

const faq: Faq = {
  fallback: 'Ask a person.',
  entries: [{
    id: 'notary', keywords: ['notary'], answer: 'Online, by video.',
    variants: [
      { id: 'in-person', when: { '===': [{ var: 'brand.pricing.inPersonClosing' }, true] }, answer: 'In {{brand.pricing.stateName}}, in person at {{app.stateLaw.closingOffice|a title office}}.' },
      { id: 'known', when: { '===': [{ var: 'brand.pricing.scope' }, 'lender'] }, answer: 'Online; up to {{brand.pricing.aprMax:percent}} APR.' },
    ],
  }],
};
const brand = { pricing: pagePricing(pricing as unknown as Pricing, {}) };

describe('chatbotAnswer', () => {
  it('chooses the variant the home\'s state decides, from the figures statedFigures gives for it', () => {
    const tx = chatbotAnswer(faq, 'Where is the notary?', { brand, app: { uuid: 'a', status: {}, property: { state: 'TX' }, stateLaw: { state: 'TX', closingOffice: 'the Dallas office' } } });
    expect(tx.result).toEqual({ id: 'notary', variant: 'in-person', answer: 'In Texas, in person at the Dallas office.' });
    expect(tx.decidedBy).toBe('notary/in-person');
    const ca = chatbotAnswer(faq, 'Where is the notary?', { brand, app: { uuid: 'b', status: {}, property: { state: 'CA' } } });
    expect(ca.result).toEqual({ id: 'notary', variant: 'known', answer: 'Online; up to 11.67% APR.' });
    expect(ca.trace.map((t) => [t.rule, t.outcome])).toEqual([['notary', true], ['notary/in-person', false], ['notary/known', true]]);
  });

  it('without an application: the entry\'s own answer; no entry: the fallback', () => {
    expect(chatbotAnswer(faq, 'notary?', { brand }).result).toEqual({ id: 'notary', variant: null, answer: 'Online, by video.' });
    expect(chatbotAnswer(faq, 'purple elephants', { brand }).result).toEqual({ id: null, variant: null, answer: 'Ask a person.' });
  });
});
