/**
 * The form library's generic input, drawn as ours: our widgets do not use it, but anything that
 * would (a library widget reached by a schema `format`) gets our text input instead of its markup.
 */
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { TextWidget } from '../widgets/TextWidget.tsx';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  return <TextWidget {...props} />;
}
