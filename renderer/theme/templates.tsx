/**
 * Our RJSF templates: every template the form library would otherwise draw with its own markup is
 * ours (plain accessible markup, brand colours through CSS custom properties, `data-theme="heloc"`
 * on what they draw), or stops with a named configuration error (theme/unsupported.tsx).
 */
import type { TemplatesType } from '@rjsf/utils';
import { FieldTemplate } from './FieldTemplate.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';
import { ArrayFieldTemplate } from './ArrayFieldTemplate.tsx';
import { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate.tsx';
import { ArrayFieldItemButtonsTemplate } from './ArrayFieldItemButtonsTemplate.tsx';
import { ArrayFieldDescriptionTemplate, ArrayFieldTitleTemplate, DescriptionFieldTemplate, FieldErrorTemplate, FieldHelpTemplate, TitleFieldTemplate } from './textTemplates.tsx';
import { BaseInputTemplate } from './BaseInputTemplate.tsx';
import { MultiSchemaFieldTemplate } from './MultiSchemaFieldTemplate.tsx';
import { CyclicSchemaExpandTemplate, FallbackFieldTemplate, GridTemplate, OptionalDataControlsTemplate, UnsupportedFieldTemplate, WrapIfAdditionalTemplate } from './unsupported.tsx';
import { buttonTemplates } from './buttons.tsx';

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
