/**
 * What an array template tells the templates inside one of its items: the item's label from config
 * (`ui:options.itemTitle`, "Income source {n}"), so the item's legend or label is never the form
 * library's generated "Income to verify-1". Our templates read it by the item's path.
 */
import { createContext, useContext } from 'react';

export interface ArrayItemInfo {
  /** fieldPathId.$id of the item. */
  id: string;
  label: string;
}

export const ArrayItemContext = createContext<ArrayItemInfo | null>(null);

/** The config label of the array item whose id is `id`, if `id` is an item's own id. */
export function useArrayItemLabel(id: string): string | undefined {
  const item = useContext(ArrayItemContext);
  return item && item.id === id ? item.label : undefined;
}

/** "Income source {n}" → "Income source 2". */
export const fillIndex = (text: string, n: number): string => text.replace(/\{n\}/g, String(n));
