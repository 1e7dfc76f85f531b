/** Modules the build generates (renderer/build/screensPlugin.ts). */
declare module 'virtual:screens' {
  import type { Screen } from '../engine/index.ts';
  import type { ValidatorType } from '@rjsf/utils';
  export interface ScreenModule {
    screen: Screen;
    /** Precompiled at build time; absent for screens without a schema. */
    validator?: ValidatorType;
  }
  /** Every screen by id, each loaded on demand (its own chunk). */
  export const screens: Record<string, () => Promise<ScreenModule>>;
}

/** A journey file with only its routing keys (renderer/build/journeyRoutesPlugin.ts). */
declare module '*.json?routes' {
  import type { JourneyRoutes } from '../engine/index.ts';
  const routes: JourneyRoutes;
  export default routes;
}

/** True in a development build (`tsx build.mjs --dev`), false in production; absent under Node (tests). */
declare const __DEV__: boolean;
