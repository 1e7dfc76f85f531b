/**
 * The widgets a form can reach: ours by their registry names (renderer/registry.json), plus the
 * form library's built-in widget names, which it picks by itself for a schema without `ui:widget`
 * (a string → "TextWidget", `format: "email"` → "EmailWidget", ...). Those map to ours, or, for
 * kinds we do not draw (dates as three selects, colour, range, rating, files, up-down), to a widget
 * that stops with a named error instead of the library's markup.
 */
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { widgets } from '../widgets/index.ts';
import { ScreenConfigError } from './unsupported.tsx';

function unsupported(name: string) {
  const Unsupported = ({ id, schema }: WidgetProps) => {
    throw new ScreenConfigError(`Field "${id}": the form library's ${name} (for ${JSON.stringify(schema.type)}${schema.format ? `, format ${schema.format}` : ''}) is not drawn by the HELOC theme; name a registered ui:widget (renderer/registry.json)`);
  };
  Unsupported.displayName = `Unsupported${name}`;
  return Unsupported;
}

const LIBRARY_ONLY = ['AltDateWidget', 'AltDateTimeWidget', 'ColorWidget', 'DateWidget', 'DateTimeWidget', 'FileWidget', 'RangeWidget', 'RatingWidget', 'TimeWidget', 'UpDownWidget', 'URLWidget'];

export const themeWidgets: RegistryWidgetsType = {
  TextWidget: widgets.text,
  TextareaWidget: widgets.textarea,
  PasswordWidget: widgets.password,
  EmailWidget: widgets.email,
  SelectWidget: widgets.select,
  RadioWidget: widgets.radio,
  CheckboxWidget: widgets.checkbox,
  CheckboxesWidget: widgets.checkboxes,
  HiddenWidget: widgets.hidden,
  ...Object.fromEntries(LIBRARY_ONLY.map((n) => [n, unsupported(n)])),
  ...widgets,
};
