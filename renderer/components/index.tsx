/** Screen components, keyed exactly by the `components` names of renderer/registry.json. */
import { lazy, Suspense, type ComponentType } from 'react';
import { StoredApplicationRedirect } from './StoredApplicationRedirect.tsx';
import { ConditionCards } from './ConditionCards.tsx';
import { Loading } from '../screens/Loading.tsx';
import type { ScreenComponentProps } from './types.ts';

/** A component loaded with the screen that names it (its own chunk), so the first screens stay small. */
function onDemand(load: () => Promise<{ default: ComponentType<ScreenComponentProps> }>): ComponentType<ScreenComponentProps> {
  const Lazy = lazy(load);
  return function OnDemand(props: ScreenComponentProps) {
    return <Suspense fallback={<Loading />}><Lazy {...props} /></Suspense>;
  };
}

export type { ScreenComponentProps } from './types.ts';

export const screenComponents: Record<string, ComponentType<ScreenComponentProps>> = {
  StoredApplicationRedirect,
  ConditionCards,
  NotarySession: onDemand(() => import('../notary/NotarySession.tsx')),
  ManualNotaryAppointment: onDemand(() => import('../notary/ManualNotaryAppointment.tsx')),
};
