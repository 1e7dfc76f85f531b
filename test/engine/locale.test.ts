/**
 * engine/locale.ts: which language a visitor reads, and a screen worded in a language through the
 * string catalogue's targets with its schema left as it is (the precompiled validator is for that
 * object); engine/format.ts dates and lists as the language writes them.
 */
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLanguage, dictionaryOf, localizeScreen, translate, translateFilled } from '../../engine/locale.ts';
import { screenText } from '../../engine/screenText.ts';
import { formatDateIn, listInWords } from '../../engine/format.ts';
import { interpolate } from '../../engine/template.ts';
import { config } from '../helpers/config.ts';
import { ruleContext, brandParts } from '../helpers/data.ts';
import type { Screen } from '../../engine/types/screen.ts';

const es = { code: 'es', name: 'Español', locale: 'es-US' };

describe('chooseLanguage', () => {
  const offered = ['en', 'es'];
  it('takes the address first, then the kept choice, then the browser, then the brand', () => {
    expect(chooseLanguage({ asked: 'es', kept: 'en', browser: ['en-US'], offered })).toMatchObject({ result: 'es', decidedBy: 'address' });
    expect(chooseLanguage({ asked: null, kept: 'es', browser: ['en-US'], offered })).toMatchObject({ result: 'es', decidedBy: 'kept' });
    expect(chooseLanguage({ browser: ['fr-FR', 'es-MX', 'en'], offered })).toMatchObject({ result: 'es', decidedBy: 'browser' });
    expect(chooseLanguage({ browser: ['fr-FR'], offered })).toMatchObject({ result: 'en', decidedBy: 'brand' });
  });
  it('passes over a language the brand does not offer, saying why', () => {
    const d = chooseLanguage({ asked: 'es', browser: ['es-ES'], offered: ['en'] });
    expect(d.result).toBe('en');
    expect(d.trace[0]).toMatchObject({ rule: 'address', outcome: false, note: 'es: this brand offers en' });
  });
});

describe('acceptedLanguages', () => {
  it('orders by quality, drops q=0 and *', () => {
    expect(acceptedLanguages('en;q=0.5, es-MX, fr;q=0, *;q=0.1, pt;q=0.8')).toEqual(['es-MX', 'pt', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('a screen in Spanish', () => {
  const screen = config.screens['register-v2/annual-income']!.data as Screen;
  const dict = dictionaryOf(es, [{ strings: {
    'What is your annual income?': '¿Cuáles son sus ingresos anuales?',
    'Annual income': 'Ingresos anuales',
  } }]);

  it('words the copy and a field label, and leaves the schema object as it is', () => {
    const local = localizeScreen(screen, dict);
    expect(local.screen.copy.title).toBe('¿Cuáles son sus ingresos anuales?');
    expect(local.screen.schema).toBe(screen.schema);
    const text = screenText(screen, ruleContext({ brand: brandParts({}) }), { dictionary: dict });
    expect(text.copy.title).toBe('¿Cuáles son sus ingresos anuales?');
  });

  it('keeps English where the dictionary has no words, and for English readers', () => {
    expect(translate('Something new', dict)).toBe('Something new');
    expect(screenText(screen, ruleContext({ brand: brandParts({}) })).copy.title).toBe('What is your annual income?');
  });
});

describe('dates and lists for the reader', () => {
  it('writes a day in Spanish in its long form, the same calendar day', () => {
    expect(formatDateIn('2026-12-07', 'es-US')).toBe('7 de diciembre de 2026');
    expect(formatDateIn('2026-12-07', 'en-US')).toBe('12/07/2026');
    expect(formatDateIn('not a date', 'es-US')).toBe('');
  });
  it('joins a list as the language does', () => {
    expect(listInWords(['Ana', 'Luis', 'Eva'], 'es-US')).toBe('Ana, Luis y Eva');
    expect(listInWords(['Ana', 'Luis', 'Eva'])).toBe('Ana, Luis and Eva');
    expect(interpolate('{{d:date}}', { d: '2026-01-05' }, { locale: 'es-US' })).toBe('5 de enero de 2026');
  });
});

describe('a text filled in elsewhere', () => {
  const dict = dictionaryOf(es, [{ strings: {
    'funding in as little as {{fundingBusinessDaysMin}} business days is possible but not guaranteed': 'es posible recibir los fondos en tan solo {{fundingBusinessDaysMin}} días hábiles, pero no está garantizado',
    'longer in Texas, whose law sets a {{noticeWaitDays}}-day wait and a closing in person': 'más tiempo en Texas, cuya ley exige una espera de {{noticeWaitDays}} días y un cierre en persona',
  } }]);
  it('is worded from the template it was filled from, with the same values, clause by clause', () => {
    expect(translateFilled('funding in as little as 5 business days is possible but not guaranteed; longer in Texas, whose law sets a 12-day wait and a closing in person', dict))
      .toBe('es posible recibir los fondos en tan solo 5 días hábiles, pero no está garantizado; más tiempo en Texas, cuya ley exige una espera de 12 días y un cierre en persona');
  });
  it('is left as it is when no template fits, and names and codes are never looked for', () => {
    expect(translateFilled('Sam Rivera', dict)).toBe('Sam Rivera');
    expect(translateFilled('TX', dict)).toBe('TX');
    expect(translateFilled('funding soon', undefined)).toBe('funding soon');
  });
  it('fills a value of the context in the reader\'s words inside a translated text', () => {
    const out = interpolate('Aplique hoy; {{brand.pricing.fundingWords}}.', { brand: { pricing: { fundingWords: 'funding in as little as 5 business days is possible but not guaranteed' } } }, { translate: (t) => translateFilled(t, dict) });
    expect(out).toBe('Aplique hoy; es posible recibir los fondos en tan solo 5 días hábiles, pero no está garantizado.');
  });
});
