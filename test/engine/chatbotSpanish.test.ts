/**
 * The chatbot in Spanish (engine/chatbot.ts with a dictionary): a question asked in Spanish finds
 * the entry its English twin finds (an entry's `keywordsIn.es`, accents and ¿¡ ignored), and every
 * answer of sandbox/faq.json has its Spanish in locales/es/ with the same placeholders.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chatbotAnswer, matchEntry, pagePricing, type Faq, type Pricing } from '../../engine/index.ts';
import { dictionaryOf } from '../../engine/locale.ts';
import { languageStrings } from '../../engine/config/localeFiles.ts';
import pricing from '../../sandbox/data/pricing.json' with { type: 'json' };

const faq = JSON.parse(readFileSync(new URL('../../sandbox/faq.json', import.meta.url), 'utf8')) as Faq;
const { strings, same } = languageStrings('locales', 'es');
const es = dictionaryOf({ code: 'es', name: 'Español', locale: 'es-US' }, [{ strings, same }]);
const brand = { support: { phone: { formatted: '(800) 555-0100' } }, pricing: pagePricing(pricing as unknown as Pricing, {}) };
const placeholders = (text: string) => (text.match(/\{\{[^}|]+/g) ?? []).sort();

describe('the chatbot in Spanish', () => {
  it('has Spanish for the fallback and every answer and variant, with the same placeholders', () => {
    const texts = [faq.fallback, ...faq.entries.flatMap((e) => [e.answer, ...(e.variants ?? []).map((v) => v.answer)])];
    for (const text of texts) {
      expect(strings[text], text).toBeDefined();
      expect(placeholders(strings[text]!), text).toEqual(placeholders(text));
    }
    for (const entry of faq.entries) expect(entry.keywordsIn?.es?.length, entry.id).toBeGreaterThan(0);
  });

  it.each([
    ['¿Cuánto tarda el desembolso de fondos?', 'How long does funding take?'],
    ['¿Cuál es la tasa de interés?', 'What is the interest rate?'],
    ['¿Qué cargos hay?', 'What fees are there?'],
    ['¿Puedo cancelar mi línea?', 'Can I cancel my line?'],
    ['¿Cómo funciona el notario en línea?', 'How does the online notary work?'],
    ['¿Cuál es la diferencia entre la APR y la tasa de interés?', 'What is the difference between apr and interest rate?'],
    ['Quiero hablar con una persona', 'I want to talk to a person'],
    ['¿Por qué me rechazaron?', 'Why was I declined?'],
    ['¿Los intereses son deducibles de impuestos?', 'Is the interest tax deductible?'],
  ])('"%s" finds the entry "%s" finds', (spanish, english) => {
    const own = matchEntry(faq, english);
    expect(own).not.toBeNull();
    expect(matchEntry(faq, spanish, 'es')?.id).toBe(own!.id);
  });

  it('reads an entry\'s Spanish keywords only for a Spanish question', () => {
    expect(matchEntry(faq, '¿Por qué me rechazaron?')).toBeNull();
    expect(matchEntry(faq, '¿Por qué me rechazaron?', 'es')?.id).toBe('declined');
  });

  it('answers in Spanish, figures filled in as the English answer has them', () => {
    const english = chatbotAnswer(faq, 'What fees are there?', { brand, support: { hours: 'Monday-Friday 6:00 AM – 6:00 PM PT' } });
    const spanish = chatbotAnswer(faq, '¿Qué cargos hay?', { brand, support: { hours: 'Lunes a viernes 6:00 AM – 6:00 PM PT' } }, es);
    expect(spanish.result.id).toBe(english.result.id);
    expect(spanish.result.answer).toMatch(/^Un cargo de originación de hasta \d/);
    const figures = (t: string) => t.match(/\$[\d,.]+|\d+(\.\d+)?%/g);
    expect(figures(spanish.result.answer)).toEqual(figures(english.result.answer));
    const fallback = chatbotAnswer(faq, 'elefantes morados', { brand, support: { hours: 'Lunes a viernes' } }, es);
    expect(fallback.result.answer).toContain('llámenos al (800) 555-0100, Lunes a viernes;');
  });
});
