/**
 * A group of fields: at the top level a plain container, nested a fieldset with the group's title as
 * legend (`ui:options.showTitle: false` hides it); an item of a list takes the config item title
 * ("Income source 2") as its legend. Marked `data-theme="heloc"`.
 */
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId } from '@rjsf/utils';
import { useArrayItemLabel } from './arrayItem.ts';

export function ObjectFieldTemplate({ properties, title, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const itemLabel = useArrayItemLabel(fieldPathId.$id);
  const nested = fieldPathId.path.length > 0;
  const content = properties.filter((p) => !p.hidden).map((p) => <div key={p.name} className="object__item">{p.content}</div>);
  if (!nested) return <div className="object" data-theme="heloc">{content}</div>;
  const legend = itemLabel ?? (uiSchema?.['ui:options']?.showTitle !== false ? title : '');
  const description = uiSchema?.['ui:description'];
  return (
    <fieldset className={`object object--nested${itemLabel ? ' object--item' : ''}`} data-theme="heloc" aria-describedby={description ? descriptionId(fieldPathId) : undefined}>
      {legend ? <legend className="object__legend">{legend}</legend> : null}
      {description ? <p id={descriptionId(fieldPathId)} className="field__description">{String(description)}</p> : null}
      {content}
    </fieldset>
  );
}
