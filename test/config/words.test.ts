/**
 * The renderer's own words (schemas/words/*.json) are checked by `journey validate`: each file
 * against its meta-schema (engine/config/checkWords.ts), and their words in every language a brand
 * offers with every other text's (engine/config/checkLocales.ts, by the meta-schema's text marks).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { checkWords } from '../../engine/config/checkWords.ts';
import { checkLocales } from '../../engine/config/checkLocales.ts';
import { formatProblem } from '../../engine/config/problems.ts';
import { copyWith, removeCopies } from '../helpers/brokenCopy.ts';

afterEach(removeCopies);

const problems = (edits: Parameters<typeof copyWith>[0]) => {
  const set = loadConfig(copyWith(edits, false, true));
  return [...checkWords(set), ...checkLocales(set)].map(formatProblem);
};

describe('the renderer’s own words', () => {
  it('the shipped files have no problems', () => {
    const set = loadConfig(process.cwd());
    expect([...checkWords(set), ...checkLocales(set)].map(formatProblem)).toEqual([]);
  });

  it('names a text with no Spanish, and a text that is not a string', () => {
    const found = problems({ 'schemas/words/widgets.json': (w: any) => { w.words.brandNew = 'A text nobody translated'; w.words.empty = 3; } });
    expect(found).toContain('schemas/words/widgets.json#/words/empty: must be string (schemas/meta/words.schema.json)');
    const untranslated = problems({ 'schemas/words/widgets.json': (w: any) => { w.words.brandNew = 'A text nobody translated'; } });
    expect(untranslated).toEqual([expect.stringMatching(/^schemas\/words\/widgets\.json#\/words\/brandNew: "A text nobody translated" has no Español \(es\) words, and NEW_AMERICAN_FUNDING offers es/)]);
  });

  it('takes a text as translated once a locale file gives it words', () => {
    expect(problems({
      'schemas/words/widgets.json': (w: any) => { w.words.brandNew = 'A text nobody translated'; },
      'locales/es/widgets.json': (l: any) => { l.strings['A text nobody translated'] = 'Un texto que nadie tradujo'; },
    })).toEqual([]);
  });
});
