/**
 * The phone widget, loaded with the screen that uses it: libphonenumber-js's metadata is the
 * largest piece of the widgets. RJSF needs a plain component, so React.lazy is wrapped here.
 */
import { lazy } from 'react';
import type { WidgetProps } from '@rjsf/utils';

const Phone = lazy(() => import('./PhoneWidget.tsx').then((m) => ({ default: m.PhoneWidget })));

export function LazyPhoneWidget(props: WidgetProps) {
  return <Phone {...props} />;
}
