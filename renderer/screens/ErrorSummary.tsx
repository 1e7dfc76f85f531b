/** The error summary at the top of a form: one link per problem, focused after a failed submit. */
import { forwardRef } from 'react';
import { fieldId } from '../theme/transformErrors.ts';

export interface SummaryItem { property: string; message: string }

function focusField(property: string) {
  const id = fieldId(property);
  const el = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}_"]`) ?? document.querySelector<HTMLElement>(`[id^="${id}"]`);
  el?.focus();
  el?.scrollIntoView({ block: 'center' });
}

export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[] }>(function ErrorSummary({ items }, ref) {
  if (items.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">There is a problem</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.property}:${item.message}`}>
            <a href={`#${fieldId(item.property)}`} onClick={(e) => { e.preventDefault(); focusField(item.property); }}>{item.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
});
