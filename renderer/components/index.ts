/** Screen components, keyed exactly by the `components` names of renderer/registry.json. */
import type { ComponentType } from 'react';
import { StoredApplicationRedirect } from './StoredApplicationRedirect.tsx';
import { ConditionCards } from './ConditionCards.tsx';
import type { ScreenComponentProps } from './types.ts';

export type { ScreenComponentProps } from './types.ts';

export const screenComponents: Record<string, ComponentType<ScreenComponentProps>> = {
  StoredApplicationRedirect,
  ConditionCards,
};
