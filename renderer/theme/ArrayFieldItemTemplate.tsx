/**
 * One item of a list: a list entry holding the item's fields (whose legend or label is the config
 * item title, through ArrayItemContext) and its buttons. Marked `data-theme="heloc"`.
 */
import { useContext } from 'react';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import { ArrayItemContext } from './arrayItem.ts';
import { ArrayListContext } from './ArrayFieldTemplate.tsx';

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry, uiSchema } = props;
  const list = useContext(ArrayListContext);
  const label = list?.labels.item(index + 1) ?? `Item ${index + 1}`;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <li className="array__item" data-theme="heloc">
      <ArrayItemContext.Provider value={{ id: buttonsProps.fieldPathId.$id, label }}>{children}</ArrayItemContext.Provider>
      {hasToolbar ? <div className="array__item-actions"><Buttons {...buttonsProps} /></div> : null}
    </li>
  );
}
