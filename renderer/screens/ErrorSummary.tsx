/**
 * The error summary at the top of a form, focused after a failed submit: one link per question in
 * error, with the field's own message ("Enter a password", screens/fieldLabels.ts), that moves focus
 * to the control; each drawn as every error is (ui/ErrorText.tsx).
 * A problem of the whole form (a refused or limited request: no field) is said here only, as text
 * with the links its words carry (CopyText: "[Sign in](/auth/login)"): there is no control to go to.
 */
import { forwardRef } from 'react';
import { fieldId } from '../theme/transformErrors.ts';
import { summaryText } from './fieldLabels.ts';
import { ErrorText } from '../ui/ErrorText.tsx';
import { CopyText } from './CopyText.tsx';
import { useRendererWords } from '../app/words.ts';

export interface SummaryItem {
  /** The field the entry belongs to (".dob" for ".dob.month"); one entry per field. */
  field: string;
  /** The control the link focuses: where the first problem is. */
  property: string;
  label: string;
  message: string;
  /** The list item the field is in, named before the message. */
  item?: string;
}

const byId = (property: string): HTMLElement | null => {
  const id = fieldId(property);
  return document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}_"]`) ?? document.querySelector<HTMLElement>(`[id^="${id}"]`);
};
/** The control with the problem, else the first control of its field (a part of a file or date field). */
const controlOf = (item: SummaryItem): HTMLElement | null => byId(item.property) ?? byId(item.field);

function focusField(item: SummaryItem) {
  const el = controlOf(item);
  el?.focus();
  el?.scrollIntoView({ block: 'center' });
}

/** Entries in the order their fields appear on the page (validation reports them in schema order). */
export function inPageOrder(items: SummaryItem[]): SummaryItem[] {
  const placed = items.map((item, i) => ({ item, i, el: controlOf(item) }));
  return placed.sort((a, b) => {
    if (a.el && b.el && a.el !== b.el) return a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    return a.i - b.i;
  }).map((p) => p.item);
}

export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[] }>(function ErrorSummary({ items }, ref) {
  const w = useRendererWords();
  if (items.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">{w('errorSummaryTitle')}</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.field}:${item.message}`}>
            <ErrorText as="span">
              {item.field === '' ? <CopyText text={summaryText(item.message, item.item)} /> : <a href={`#${controlOf(item)?.id ?? fieldId(item.property)}`} onClick={(e) => { e.preventDefault(); focusField(item); }}>{summaryText(item.message, item.item)}</a>}
            </ErrorText>
          </li>
        ))}
      </ul>
    </div>
  );
});
