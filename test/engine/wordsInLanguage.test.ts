/**
 * Hours, notification times and the pricing's words in the applicant's language (locales/es/shell.json):
 * the same figures as the English, worded by config (schemas/shell/shell.json `hours`, sandbox/data/pricing.json).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { hoursLines, hoursLineText, openHoursPhrase, type HoursWords } from '../../engine/hours.ts';
import { dictionaryOf, translate } from '../../engine/locale.ts';
import { statedFigureSet, statedFigures, withStatedFigures, type Pricing } from '../../engine/pricing.ts';
import { relativeTime } from '../../renderer/shell/relativeTime.ts';
import shellJson from '../../schemas/shell/shell.json';
import type { LocaleFile } from '../../engine/types/locale.ts';

// Every file of the language, as the app merges them (renderer/build/localesPlugin.ts).
const files = readdirSync('locales/es').filter((f) => f.endsWith('.json') && f !== '_language.json').map((f) => JSON.parse(readFileSync(`locales/es/${f}`, 'utf8')) as LocaleFile);
const es = dictionaryOf({ code: 'es', name: 'Español', locale: 'es-US' }, files);
const t = (s: string) => translate(s, es);
const words: HoursWords = { ...(Object.fromEntries(Object.entries(shellJson.hours).map(([k, v]) => [k, t(v)])) as Omit<HoursWords, 'locale'>), locale: es.locale };

const day = (weekdayValue: number, startTime: string | null, endTime: string | null) => ({ weekday: '', weekdayValue, isOpen: startTime !== null, startTime, endTime });
const week = [day(1, '06:00', '18:00'), day(6, '08:00', '17:00'), day(7, null, null)];

describe('hours in Spanish', () => {
  it('words the days, the range and a closed day from the config, the times in es-US', () => {
    expect(hoursLines(week, words).map((l) => hoursLineText(l, words))).toEqual([
      'de lunes a viernes, de 6:00 a.m. a 6:00 p.m. PT', 'sábados, de 8:00 a.m. a 5:00 p.m. PT', 'domingos, Cerrado',
    ]);
  });
  it('joins the open lines as Spanish lists them (a banner)', () => {
    expect(openHoursPhrase(week, { ...words, closed: '' })).toBe('de lunes a viernes, de 6:00 a.m. a 6:00 p.m. PT y sábados, de 8:00 a.m. a 5:00 p.m. PT');
  });
});

describe('notification times in Spanish', () => {
  const NOW = Date.parse('2026-11-20T18:00:00Z');
  it('reads them through Intl in the locale, the word for now from the config', () => {
    const es = { locale: 'es-US', justNow: t(shellJson.notifications.justNow) };
    expect(relativeTime(new Date(NOW - 20_000).toISOString(), NOW, es)).toBe('Justo ahora');
    expect(relativeTime(new Date(NOW - 3 * 86_400_000).toISOString(), NOW, es)).toBe('hace 3 días');
  });
});

describe("the pricing's words in Spanish", () => {
  const pricing = JSON.parse(readFileSync('sandbox/data/pricing.json', 'utf8')) as Pricing;
  const set = statedFigureSet(pricing);
  it('states the same figures in the translated words, before and after the state is known', () => {
    const english = statedFigures(set, null).result;
    const pricingIn = (ctx: { brand?: Record<string, unknown>; app?: Record<string, unknown> }) => withStatedFigures(ctx, t).brand!['pricing'] as Record<string, unknown>;
    const spanish = pricingIn({ brand: { pricing: { statedBy: set } } });
    expect(spanish.fundingWords).toBe(`el desembolso de fondos en tan solo ${english.fundingBusinessDaysMin} días hábiles es posible, pero no está garantizado; más tiempo en Texas, cuya ley exige un período de espera de ${pricing.stateRules!['TX']!.noticeWaitDays} días y un cierre en persona`);
    expect(spanish.recordingWords).toMatch(/^Los cargos de registro van desde \$[\d,]+ hasta \$[\d,]+/);
    expect(spanish.aprMax).toBe(english.aprMax);
    const texas = pricingIn({ brand: { pricing: { statedBy: set } }, app: { property: { state: 'TX' } } });
    expect(texas.recordingWords).toBe('Nosotros pagamos los cargos de registro del condado, y Texas no cobra impuestos de registro');
  });
  it('keeps the English without a translation', () => {
    const ctx = { brand: { pricing: { statedBy: set } } };
    expect(withStatedFigures(ctx)).toBe(ctx);
  });
});
