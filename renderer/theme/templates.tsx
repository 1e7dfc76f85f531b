/**
 * Our RJSF templates: plain accessible markup, brand colours through CSS custom properties.
 * Labels are rendered here except for widgets that label themselves (fieldsets, checkboxes).
 */
import type { FieldErrorProps, FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType, DescriptionFieldProps, FieldHelpProps } from '@rjsf/utils';
import { errorId, helpId, descriptionId } from '@rjsf/utils';
import { SELF_LABELLED } from '../widgets/index.ts';
import type { ScreenFormContext } from './formContext.ts';

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, errors, help, description, hidden, displayLabel, uiSchema, fieldPathId, registry } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const widget = uiSchema?.['ui:widget'] ?? uiSchema?.['ui:field'];
  const selfLabelled = typeof widget === 'string' && SELF_LABELLED.has(widget);
  const isObject = props.schema.type === 'object' || (!props.schema.type && (props.schema.properties || props.schema.allOf));
  const path = fieldPathId.path.join('.');
  const warnings = (registry.formContext as ScreenFormContext | undefined)?.warnings?.[path] ?? [];
  return (
    <div className={`field${props.rawErrors?.length ? ' field--invalid' : ''}`}>
      {displayLabel && !selfLabelled && !isObject && label && (
        <label htmlFor={id} className="field__label">
          {label}
          {required ? <span className="visually-hidden"> (required)</span> : null}
        </label>
      )}
      {/* Schema descriptions document the data for staff; applicants see `ui:description` only. */}
      {!isObject && uiSchema?.['ui:description'] ? description : null}
      {children}
      {errors}
      {warnings.map((w) => (
        <p key={w.rule} className="field__warning" role="status">{w.message}</p>
      ))}
      {help}
    </div>
  );
}

function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const list = (errors ?? []).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="field__error">
      {list.map((e, i) => <p key={i}>{e}</p>)}
    </div>
  );
}

function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return <p id={helpId(fieldPathId)} className="field__help">{help}</p>;
}

function DescriptionFieldTemplate({ description, id }: DescriptionFieldProps) {
  if (!description) return null;
  return <p id={id} className="field__description">{description}</p>;
}

function ObjectFieldTemplate({ properties, title, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const nested = fieldPathId.path.length > 0;
  const content = properties.filter((p) => !p.hidden).map((p) => <div key={p.name} className="object__item">{p.content}</div>);
  if (!nested) return <div className="object">{content}</div>;
  const showLegend = uiSchema?.['ui:options']?.showTitle !== false && title;
  return (
    <fieldset className="object object--nested" aria-describedby={descriptionId(fieldPathId)}>
      {showLegend ? <legend className="object__legend">{title}</legend> : null}
      {content}
    </fieldset>
  );
}

/** The submit button is the screen's own (with the block/confirm state); RJSF's is not rendered. */
const NoSubmit = () => null;
/** Errors are listed by our ErrorSummary at the top, with links to the fields. */
const NoErrorList = () => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  DescriptionFieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: NoErrorList,
  ButtonTemplates: { SubmitButton: NoSubmit } as unknown as TemplatesType['ButtonTemplates'],
};
