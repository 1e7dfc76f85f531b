/**
 * One field: its label (rendered here except for widgets that label themselves), the applicant's
 * description (`ui:description` only: schema descriptions are staff notes), the control, errors,
 * rule warnings (and, for a private answer a reload cleared, why it is empty) and help. "(required)" is announced only for a field the applicant must answer
 * (theme/requiredMarker.ts). Inside a list the label is the config item title. Marked `data-theme="heloc"`.
 */
import type { FieldTemplateProps } from '@rjsf/utils';
import { OWN_ERRORS, SELF_LABELLED } from '../widgets/index.ts';
import type { ScreenFormContext } from './formContext.ts';
import { mustAnswer } from './requiredMarker.ts';
import { useArrayItemLabel } from './arrayItem.ts';
import { refuseAdditional } from './unsupported.tsx';
import { shell } from '../shell/shellConfig.ts';
import { useRendererWords } from '../app/words.ts';
import { useWords } from '../app/language.tsx';

export function FieldTemplate(props: FieldTemplateProps) {
  const w = useRendererWords();
  const { id, label, required, children, errors, help, description, hidden, displayLabel, uiSchema, schema, fieldPathId, registry } = props;
  const itemLabel = useArrayItemLabel(id);
  const t = useWords();
  refuseAdditional(schema, id);
  if (hidden) return <div className="hidden">{children}</div>;
  const widget = uiSchema?.['ui:widget'] ?? uiSchema?.['ui:field'];
  const selfLabelled = typeof widget === 'string' && SELF_LABELLED.has(widget);
  const isContainer = schema.type === 'object' || schema.type === 'array' || (!schema.type && (schema.properties || schema.allOf));
  const path = fieldPathId.path.join('.');
  const formContext = registry.formContext as ScreenFormContext | undefined;
  const warnings = formContext?.warnings?.[path] ?? [];
  // A private answer (writeOnly) the reload did not bring back says so until it is typed again.
  const cleared = schema.writeOnly === true && (props.formData === undefined || props.formData === '') && (formContext?.ctx?.draft?.notKept ?? []).includes(path);
  const text = itemLabel ?? label;
  return (
    <div className={`field${props.rawErrors?.length ? ' field--invalid' : ''}`} data-theme="heloc">
      {displayLabel && !selfLabelled && !isContainer && text && (
        <label htmlFor={id} className="field__label">
          {text}
          {mustAnswer(required, schema, uiSchema) ? <span className="visually-hidden"> {w('required')}</span> : null}
        </label>
      )}
      {!isContainer && uiSchema?.['ui:description'] ? description : null}
      {children}
      {typeof widget === 'string' && OWN_ERRORS.has(widget) ? null : errors}
      {cleared ? <p className="field__warning" role="status">{t(shell.drafts.notKept)}</p> : null}
      {warnings.map((w) => (
        <p key={w.rule} className="field__warning" role="status">{w.message}</p>
      ))}
      {help}
    </div>
  );
}
