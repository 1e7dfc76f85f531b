/**
 * A list of items (an array field) in our theme: a fieldset whose legend is the field label, the
 * items as a list, and an "Add another income source" button, every word from config
 * (theme/arrayLabels.ts). After an item is added, focus moves into it; after one is removed, into
 * the item that took its place (or the one before, or the add button when none is left); after a
 * move, onto the same button where the item now is. Each change is announced in a live region that
 * clears after 300 ms (001 §9). Marked `data-theme="heloc"`.
 */
import { createContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, descriptionId, getUiOptions } from '@rjsf/utils';
import { arrayLabels, type ArrayLabels } from './arrayLabels.ts';
import { useRendererWords } from '../app/words.ts';

export type ListChange = { kind: 'add'; at?: number } | { kind: 'remove'; index: number } | { kind: 'move'; to: number; button: 'moveUp' | 'moveDown' };

export interface ArrayList {
  labels: ArrayLabels;
  /** Items the list keeps at least (schema `minItems`): no remove button below it. */
  minItems: number;
  /** Called by an item's buttons just before the change, so focus can follow it. */
  changing(change: ListChange): void;
}

export const ArrayListContext = createContext<ArrayList | null>(null);

/** 001 §9: live-region status messages clear after 300 ms. */
export const LIVE_CLEAR_MS = 300;

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, schema, title } = props;
  const options = getUiOptions(uiSchema);
  const legend = String(options.title ?? title ?? '');
  const w = useRendererWords();
  const labels = useMemo(() => arrayLabels(options, legend, w), [options, legend, w]);
  const listRef = useRef<HTMLOListElement>(null);
  const boxRef = useRef<HTMLFieldSetElement>(null);
  const pending = useRef<ListChange | null>(null);
  const [said, setSaid] = useState('');
  const { AddButton } = registry.templates.ButtonTemplates;

  useEffect(() => {
    const change = pending.current;
    if (!change) return;
    pending.current = null;
    const rows = [...(listRef.current?.children ?? [])] as HTMLElement[];
    const firstControl = (row: HTMLElement | undefined) => row?.querySelector<HTMLElement>(FOCUSABLE);
    if (change.kind === 'add') {
      const at = Math.min(change.at ?? rows.length - 1, rows.length - 1);
      firstControl(rows[at])?.focus();
      setSaid(labels.added(at + 1));
    } else if (change.kind === 'remove') {
      const target = rows[Math.min(change.index, rows.length - 1)];
      (firstControl(target) ?? boxRef.current?.querySelector<HTMLElement>('[data-action="add"]'))?.focus();
      setSaid(labels.removed(change.index + 1));
    } else {
      const row = rows[change.to];
      const other = change.button === 'moveUp' ? 'moveDown' : 'moveUp';
      (row?.querySelector<HTMLElement>(`[data-action="${change.button}"]:not([disabled])`) ?? row?.querySelector<HTMLElement>(`[data-action="${other}"]`))?.focus();
    }
    // After the list has been drawn with the change (items is a new list on every change).
  }, [items, labels]);
  useEffect(() => {
    if (!said) return;
    const t = setTimeout(() => setSaid(''), LIVE_CLEAR_MS);
    return () => clearTimeout(t);
  }, [said]);

  const list = useMemo<ArrayList>(() => ({
    labels,
    minItems: typeof schema.minItems === 'number' ? schema.minItems : 0,
    changing: (change) => { pending.current = change; },
  }), [labels, schema.minItems]);
  const description = options.description;

  return (
    <fieldset ref={boxRef} className="array" id={fieldPathId.$id} data-theme="heloc" aria-describedby={description ? descriptionId(fieldPathId) : undefined}>
      {options.label !== false && legend ? <legend className="array__legend">{legend}</legend> : null}
      {/* Schema descriptions are staff notes; only `ui:description` is for the applicant. */}
      {description ? <p id={descriptionId(fieldPathId)} className="field__description">{String(description)}</p> : null}
      <ArrayListContext.Provider value={list}>
        <ol ref={listRef} className="array__items" role="list">{items}</ol>
      </ArrayListContext.Provider>
      <p className="visually-hidden" aria-live="polite">{said}</p>
      {canAdd ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="array__add"
          data-action="add"
          disabled={disabled || readonly}
          onClick={(e) => { pending.current = { kind: 'add' }; onAddClick(e); }}
          uiSchema={uiSchema}
          registry={registry}
        >
          {labels.add}
        </AddButton>
      ) : null}
    </fieldset>
  );
}
