/** Shared input attributes for our widgets: id/name, ARIA wiring, disabled/readonly, focus/blur. */
import type { FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { mustAnswer } from '../theme/requiredMarker.ts';

export const hasErrors = (errors: unknown): boolean => Array.isArray(errors) && errors.length > 0;

/** The applicant must answer it (not merely listed as required: theme/requiredMarker.ts). */
export const answerRequired = (props: WidgetProps): boolean => mustAnswer(props.required, props.schema, props.uiSchema);

/** Attributes for a text-like <input>, <textarea> or <select> rendered by a widget. */
export function inputAttrs(props: WidgetProps, extraDescribedBy?: string) {
  const { id, htmlName, disabled, readonly, autofocus, rawErrors, hideLabel, label, options, onBlur, onFocus } = props;
  return {
    id,
    name: htmlName ?? id,
    // FieldTemplate renders the visible <label>; when ui:options.label is false we still need a name.
    'aria-label': hideLabel && label ? label : undefined,
    'aria-describedby': [ariaDescribedByIds(id), extraDescribedBy].filter(Boolean).join(' '),
    'aria-invalid': hasErrors(rawErrors) || undefined,
    'aria-required': answerRequired(props) || undefined,
    disabled: Boolean(disabled),
    readOnly: Boolean(readonly),
    autoFocus: Boolean(autofocus),
    autoComplete: typeof options.autocomplete === 'string' ? options.autocomplete : undefined,
    onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onBlur(id, e.target.value),
    onFocus: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onFocus(id, e.target.value),
  };
}

/** Empty text becomes `options.emptyValue` (undefined unless set), as RJSF's own widgets do. */
export const emptyToValue = (text: string, options: WidgetProps['options']): unknown => (text === '' ? options.emptyValue : text);

/** The legend/label text of a self-labelled widget: a copy entry named by `ui:options.labelFromCopy`, else the label. */
export function ownLabel(props: WidgetProps): string {
  const key = props.options.labelFromCopy;
  const copy = (props.registry.formContext as { copy?: Record<string, unknown> } | undefined)?.copy;
  const fromCopy = typeof key === 'string' ? copy?.[key] : undefined;
  return typeof fromCopy === 'string' && fromCopy ? fromCopy : (props.label || String(props.schema.title ?? ''));
}
