/** Keeps a value in the form without showing it. */
import type { WidgetProps } from '@rjsf/utils';

export function HiddenWidget({ id, htmlName, value }: WidgetProps) {
  return <input type="hidden" id={id} name={htmlName ?? id} value={value === undefined || value === null ? '' : String(value)} />;
}
