/**
 * The renderer's own words (schemas/words/widgets.json, schemas/meta/words.schema.json): what a
 * field, widget or progress part says itself, kept in config in English and shown in the reader's
 * language through the dictionary (renderer/app/language.tsx useWords), its {{placeholders}} filled
 * after the translation, so a language orders them as it writes them. `journey validate` proves each
 * text has words in every language (engine/config/checkWords.ts).
 */
import { useCallback } from 'react';
import widgetWords from '../../schemas/words/widgets.json';
import { interpolate } from '../../engine/template.ts';
import { useWords } from './language.tsx';

export type WordKey = keyof typeof widgetWords.words;

/** The English of a word, its placeholders filled (for code outside React: the default for a message the schema does not give). */
export function englishWords(key: WordKey, values: Record<string, string | number> = {}): string {
  return interpolate(widgetWords.words[key], values);
}

/** The reader's words for the renderer's own texts: `w('stepOf', { index: 2, total: 8 })`. */
export function useRendererWords(): (key: WordKey, values?: Record<string, string | number>) => string {
  const t = useWords();
  return useCallback((key: WordKey, values: Record<string, string | number> = {}) => interpolate(t(widgetWords.words[key]), values), [t]);
}
