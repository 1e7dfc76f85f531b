/**
 * An item's buttons, each named for its item ("Remove income source 2", "Move income source 2 up"),
 * telling the list what is about to change so focus can follow (ArrayFieldTemplate). No remove
 * button while the list holds only its `minItems`.
 */
import { useContext } from 'react';
import type { ArrayFieldItemButtonsTemplateProps } from '@rjsf/utils';
import { buttonId } from '@rjsf/utils';
import { ArrayListContext } from './ArrayFieldTemplate.tsx';
import { arrayLabels } from './arrayLabels.ts';

export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasCopy, hasMoveDown, hasMoveUp, hasRemove, index, totalItems, fieldPathId, onCopyItem, onRemoveItem, onMoveDownItem, onMoveUpItem, registry, uiSchema } = props;
  const list = useContext(ArrayListContext);
  const labels = list?.labels ?? arrayLabels({}, undefined);
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } = registry.templates.ButtonTemplates;
  const off = Boolean(disabled || readonly);
  const n = index + 1;
  const common = { uiSchema, registry };
  const removable = hasRemove && totalItems > (list?.minItems ?? 0);
  return (
    <>
      {hasMoveUp || hasMoveDown ? (
        <>
          <MoveUpButton {...common} id={buttonId(fieldPathId, 'moveUp')} data-action="moveUp" disabled={off || !hasMoveUp} onClick={(e) => { list?.changing({ kind: 'move', to: index - 1, button: 'moveUp' }); onMoveUpItem(e); }}>{labels.moveUp(n)}</MoveUpButton>
          <MoveDownButton {...common} id={buttonId(fieldPathId, 'moveDown')} data-action="moveDown" disabled={off || !hasMoveDown} onClick={(e) => { list?.changing({ kind: 'move', to: index + 1, button: 'moveDown' }); onMoveDownItem(e); }}>{labels.moveDown(n)}</MoveDownButton>
        </>
      ) : null}
      {hasCopy ? <CopyButton {...common} id={buttonId(fieldPathId, 'copy')} data-action="copy" disabled={off} onClick={(e) => { list?.changing({ kind: 'add', at: index + 1 }); onCopyItem(e); }}>{labels.copy(n)}</CopyButton> : null}
      {removable ? <RemoveButton {...common} id={buttonId(fieldPathId, 'remove')} data-action="remove" disabled={off} onClick={(e) => { list?.changing({ kind: 'remove', index }); onRemoveItem(e); }}>{labels.remove(n)}</RemoveButton> : null}
    </>
  );
}
