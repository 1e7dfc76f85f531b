/**
 * Our RJSF templates: every template the form library would otherwise draw with its own markup is
 * ours (plain accessible markup, brand colours through CSS custom properties, `data-theme="heloc"`
 * on what they draw), or stops with a named configuration error (theme/unsupported.tsx).
 */
import type { TemplatesType } from '@rjsf/utils';
import { FieldTemplate } from './FieldTemplate.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';
import { ArrayFieldDescriptionTemplate, ArrayFieldTitleTemplate, DescriptionFieldTemplate, FieldErrorTemplate, FieldHelpTemplate, TitleFieldTemplate } from './textTemplates.tsx';
import { BaseInputTemplate } from './BaseInputTemplate.tsx';
import { MultiSchemaFieldTemplate } from './MultiSchemaFieldTemplate.tsx';
import { CyclicSchemaExpandTemplate, FallbackFieldTemplate, GridTemplate, OptionalDataControlsTemplate, UnsupportedFieldTemplate, WrapIfAdditionalTemplate } from './unsupported.tsx';
import { buttonTemplates } from './buttons.tsx';
import { late } from '../screens/screenParts.tsx';

// The list templates load with the screens that have a list (screens/screenParts.tsx LIST_PARTS).
const ArrayFieldTemplate = late('ArrayFieldTemplate', () => import('./ArrayFieldTemplate.tsx').then((m) => m.ArrayFieldTemplate));
const ArrayFieldItemTemplate = late('ArrayFieldItemTemplate', () => import('./ArrayFieldItemTemplate.tsx').then((m) => m.ArrayFieldItemTemplate));
const ArrayFieldItemButtonsTemplate = late('ArrayFieldItemButtonsTemplate', () => import('./ArrayFieldItemButtonsTemplate.tsx').then((m) => m.ArrayFieldItemButtonsTemplate));

/** Errors are listed by our ErrorSummary at the top, with links to the fields. */
const NoErrorList = () => null;

export const templates: TemplatesType = {
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate,
  ArrayFieldTitleTemplate,
  ArrayFieldDescriptionTemplate,
  BaseInputTemplate,
  ButtonTemplates: buttonTemplates,
  CyclicSchemaExpandTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate: NoErrorList,
  FallbackFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  GridTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate,
  UnsupportedFieldTemplate,
  WrapIfAdditionalTemplate,
};
