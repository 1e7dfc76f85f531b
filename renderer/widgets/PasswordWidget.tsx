/** Password with a show/hide toggle. */
import type { WidgetProps } from '@rjsf/utils';
import { PasswordInput } from './PasswordInput.tsx';

export function PasswordWidget(props: WidgetProps) {
  return <PasswordInput widget={props} />;
}
