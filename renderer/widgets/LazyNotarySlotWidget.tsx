/** The notary slot widget, loaded with the one screen that uses it (schedule-manual). */
import { lazy } from 'react';
import type { WidgetProps } from '@rjsf/utils';

const Slots = lazy(() => import('./NotarySlotWidget.tsx').then((m) => ({ default: m.NotarySlotWidget })));

export function LazyNotarySlotWidget(props: WidgetProps) {
  return <Slots {...props} />;
}
