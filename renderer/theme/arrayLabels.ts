/**
 * The words of a list of items (an array field), from its `ui:options`; `{n}` is the item's number:
 * - `itemTitle` "Income source {n}": each item's legend;
 * - `addLabel` "Add another income source", `removeLabel` "Remove income source {n}", and
 *   `moveUpLabel`, `moveDownLabel`, `copyLabel`: the buttons;
 * - `addedText` / `removedText` "{item} added": what a screen reader hears after the change.
 * Missing words are built from the item title, so no button is ever unlabelled.
 */
import { fillIndex } from './arrayItem.ts';

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

export function arrayLabels(options: Record<string, unknown>, title: string | undefined): ArrayLabels {
  const itemTitle = text(options.itemTitle) ?? `${title?.trim() || 'Item'} {n}`;
  const item = (n: number) => fillIndex(itemTitle, n);
  const word = (key: string, fallback: (n: number) => string) => (n: number) => {
    const own = text(options[key]);
    return own ? fillIndex(own, n).replace(/\{item\}/g, item(n)) : fallback(n);
  };
  return {
    item,
    add: text(options.addLabel) ?? `Add another ${inSentence(item(1).replace(/\s*\d+$/, ''))}`,
    remove: word('removeLabel', (n) => `Remove ${inSentence(item(n))}`),
    moveUp: word('moveUpLabel', (n) => `Move ${inSentence(item(n))} up`),
    moveDown: word('moveDownLabel', (n) => `Move ${inSentence(item(n))} down`),
    copy: word('copyLabel', (n) => `Copy ${inSentence(item(n))}`),
    added: word('addedText', (n) => `${item(n)} added`),
    removed: word('removedText', (n) => `${item(n)} removed`),
  };
}
