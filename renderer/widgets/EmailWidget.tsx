/** E-mail input: a text input of type email, no auto-capitalisation or spell-check. */
import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from './TextWidget.tsx';

export function EmailWidget(props: WidgetProps) {
  return <TextWidget {...props} type="email" />;
}
