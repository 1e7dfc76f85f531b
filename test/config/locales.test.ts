/**
 * Languages proven complete by journey validate (engine/config/checkLocales.ts): a text a brand
 * shows without words in a language it offers, a translation that loses a placeholder or a link's
 * target, one that is its English, one that translates nothing shown, and a language no folder
 * holds are each named with the file and the text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

afterEach(removeCopies);

const SPANISH_BRAND = 'brands/NEW_AMERICAN_FUNDING.json';
const onlyLocales = (problems: string[]) => problems.filter((p) => /locales\/|Español|languages|translat/.test(p));

describe('journey validate proves each offered language complete', () => {
  it('names a Spanish string removed, where its English is shown', () => {
    const problems = brokenCopy('locales/es/register-v2.json', (j) => { delete j.strings['What is your annual income?']; }, {}, true);
    expect(problems).toContainEqual(expect.stringMatching(/^schemas\/register-v2\/annual-income\.json#\/copy\/title: "What is your annual income\?" has no Español \(es\) words.*NEW_AMERICAN_FUNDING offers es/));
  });

  it('asks nothing of a language no brand offers', () => {
    const problems = brokenCopy('locales/es/register-v2.json', (j) => { delete j.strings['What is your annual income?']; }, { [SPANISH_BRAND]: (j) => { j.languages = ['en']; } }, true);
    expect(problems.filter((p) => p.includes('What is your annual income?'))).toEqual([]);
  });

  it('refuses a translation whose placeholders or link targets differ, or that is its English', () => {
    const problems = onlyLocales(brokenCopy('locales/es/common.json', (j) => {
      const withPlaceholder = Object.keys(j.strings).find((k) => /\{\{[^}|]+\}\}/.test(k))!;
      j.strings[withPlaceholder] = 'sin marcador';
      const plain = Object.keys(j.strings).find((k) => !k.includes('{{') && !k.includes(']('))!;
      j.strings[plain] = plain;
    }, {}, true));
    expect(problems).toContainEqual(expect.stringMatching(/^locales\/es\/common\.json#\/strings\/.*: the translation's placeholders \(none\) differ from its English's/));
    expect(problems).toContainEqual(expect.stringMatching(/^locales\/es\/common\.json#\/strings\/.*: the translation is its English/));
  });

  it('accepts a placeholder whose fallback words are translated', () => {
    const problems = onlyLocales(brokenCopy('locales/es/common.json', (j) => { j.strings['Line-of-credit-agreement-{{app.loanNumber|signed}}.pdf'] = 'Contrato-de-linea-de-credito-{{app.loanNumber|firmado}}.pdf'; }, {}, true));
    expect(problems.filter((p) => p.includes('placeholders'))).toEqual([]);
  });

  it('names an entry whose English nothing shows any more, and one text translated two ways', () => {
    const problems = onlyLocales(brokenCopy('locales/es/register-v2.json', (j) => {
      j.strings['What is your yearly income?'] = '¿Cuáles son sus ingresos anuales?';
      j.strings['Continue'] = 'Seguir';
    }, {}, true));
    expect(problems).toContainEqual(expect.stringMatching(/^locales\/es\/register-v2\.json#\/strings\/What is your yearly income\?: translates a text no screen, shell or brand file shows/));
    expect(problems).toContainEqual(expect.stringMatching(/^locales\/es\/register-v2\.json#\/strings\/Continue: locales\/es\/common\.json translates this text as "Continuar"/));
  });

  it('refuses a language no folder of locales/ holds, and English not first', () => {
    const problems = onlyLocales(brokenCopy(SPANISH_BRAND, (j) => { j.languages = ['es', 'fr']; }, {}, true));
    expect(problems).toContainEqual(`${SPANISH_BRAND}#/languages/1: "fr" is no language of locales/ (en, es)`);
    expect(problems).toContainEqual(expect.stringMatching(/^brands\/NEW_AMERICAN_FUNDING\.json#\/languages: lists en first/));
  });
});
