/**
 * Our buttons for the form library's button slots: plain labelled buttons in the brand's styles
 * (no icon font, no empty pills). The label is the button's children (or `title`), always given by
 * our templates from config; a button without one is a configuration error and says so. The submit
 * button is the screen's own (SchemaScreen), so the library's is not drawn.
 */
import type { IconButtonProps, TemplatesType } from '@rjsf/utils';

type Kind = 'add' | 'remove' | 'moveUp' | 'moveDown' | 'copy' | 'clear';

function themeButton(kind: Kind, look: 'secondary' | 'link') {
  function ThemeButton({ className, children, title, registry: _registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, ...rest }: IconButtonProps) {
    const label = children ?? title;
    if (label === undefined || label === null || label === '') throw new Error(`The ${kind} button of field "${rest.id ?? '?'}" has no label: give the field's ui:options its words (renderer/theme/arrayLabels.ts)`);
    return (
      <button type="button" {...rest} className={`${look === 'link' ? 'link-button' : 'button button--secondary'} form-button form-button--${kind}${className ? ` ${className}` : ''}`} data-theme="heloc">
        {label}
      </button>
    );
  }
  ThemeButton.displayName = `${kind}Button`;
  return ThemeButton;
}

export const buttonTemplates: TemplatesType['ButtonTemplates'] = {
  SubmitButton: () => null,
  AddButton: themeButton('add', 'secondary'),
  RemoveButton: themeButton('remove', 'link'),
  MoveUpButton: themeButton('moveUp', 'link'),
  MoveDownButton: themeButton('moveDown', 'link'),
  CopyButton: themeButton('copy', 'link'),
  ClearButton: themeButton('clear', 'link'),
};
