/**
 * The small text pieces of a field in our theme: its error list, help, description and title, and
 * the title and description of a list. Marked `data-theme="heloc"`.
 */
import type { ArrayFieldDescriptionProps, ArrayFieldTitleProps, DescriptionFieldProps, FieldErrorProps, FieldHelpProps, TitleFieldProps } from '@rjsf/utils';
import { descriptionId, errorId, helpId, titleId } from '@rjsf/utils';
import { ErrorTexts } from '../ui/ErrorText.tsx';

export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const list = (errors ?? []).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="field__error" data-theme="heloc">
      <ErrorTexts messages={list.map(String)} />
    </div>
  );
}

export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return <p id={helpId(fieldPathId)} className="field__help" data-theme="heloc">{help}</p>;
}

export function DescriptionFieldTemplate({ description, id }: DescriptionFieldProps) {
  if (!description) return null;
  return <p id={id} className="field__description" data-theme="heloc">{description}</p>;
}

export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  if (!title) return null;
  return <p id={id} className="field__title" data-theme="heloc">{title}</p>;
}

/** Lists draw their own legend (ArrayFieldTemplate); this is for any other caller. */
export function ArrayFieldTitleTemplate({ fieldPathId, title }: ArrayFieldTitleProps) {
  if (!title) return null;
  return <p id={titleId(fieldPathId)} className="field__title" data-theme="heloc">{title}</p>;
}

/** Only a `ui:description` reaches the applicant: schema descriptions are notes for staff. */
export function ArrayFieldDescriptionTemplate({ fieldPathId, uiSchema }: ArrayFieldDescriptionProps) {
  const description = uiSchema?.['ui:description'];
  if (!description) return null;
  return <p id={descriptionId(fieldPathId)} className="field__description" data-theme="heloc">{String(description)}</p>;
}
