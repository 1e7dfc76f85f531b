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

/** The languages of locales/ and their words (renderer/build/localesPlugin.ts). */
declare module 'virtual:locales' {
  import type { Language } from '../engine/types/language.ts';
  import type { LocaleFile } from '../engine/types/locale.ts';
  /** Every language by code, English included. */
  export const languages: Record<string, Omit<Language, '$schema'>>;
  /** Each language but English: its strings files as one, loaded on demand (its own chunk). */
  export const strings: Record<string, () => Promise<{ default: Pick<LocaleFile, 'strings' | 'same'> }>>;
}
