/**
 * The words of a list of items (an array field), from its `ui:options`; `{n}` is the item's number:
 * - `itemTitle` "Income source {n}": each item's legend;
 * - `addLabel` "Add another income source", `removeLabel` "Remove income source {n}", and
 *   `moveUpLabel`, `moveDownLabel`, `copyLabel`: the buttons;
 * - `addedText` / `removedText` "{item} added": what a screen reader hears after the change.
 * Missing words are built from the item title, so no button is ever unlabelled, in the renderer's
 * words (schemas/words/widgets.json; the reader's through useRendererWords, English by default).
 */
import { fillIndex } from './arrayItem.ts';
import { englishWords, type WordKey } from '../app/words.ts';

export interface ArrayLabels {
  item(n: number): string;
  add: string;
  remove(n: number): string;
  moveUp(n: number): string;
  moveDown(n: number): string;
  copy(n: number): string;
  added(n: number): string;
  removed(n: number): string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
/** "Income source 2" inside a sentence: "remove income source 2" keeps acronyms ("ID 2") as they are. */
const inSentence = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

export function arrayLabels(options: Record<string, unknown>, title: string | undefined, w: (key: WordKey, values?: Record<string, string | number>) => string = englishWords): ArrayLabels {
  const itemTitle = text(options.itemTitle) ?? `${title?.trim() || w('arrayItem')} {n}`;
  const item = (n: number) => fillIndex(itemTitle, n);
  const word = (key: string, fallback: (n: number) => string) => (n: number) => {
    const own = text(options[key]);
    return own ? fillIndex(own, n).replace(/\{item\}/g, item(n)) : fallback(n);
  };
  return {
    item,
    add: text(options.addLabel) ?? w('arrayAdd', { item: inSentence(item(1).replace(/\s*\d+$/, '')) }),
    remove: word('removeLabel', (n) => w('arrayRemove', { item: inSentence(item(n)) })),
    moveUp: word('moveUpLabel', (n) => w('arrayMoveUp', { item: inSentence(item(n)) })),
    moveDown: word('moveDownLabel', (n) => w('arrayMoveDown', { item: inSentence(item(n)) })),
    copy: word('copyLabel', (n) => w('arrayCopy', { item: inSentence(item(n)) })),
    added: word('addedText', (n) => w('arrayAdded', { item: item(n) })),
    removed: word('removedText', (n) => w('arrayRemoved', { item: item(n) })),
  };
}
