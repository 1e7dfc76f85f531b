/**
 * Widgets, fields and templates only some screens use, loaded with those screens instead of with
 * the first page (issue 13). Each is declared once with `late(name, load)` where the registries
 * name it (widgets/index.ts, fields/index.ts, theme/templates.tsx, build/rjsfDefaults/fields.ts);
 * loading a screen (screens/loadScreen.ts) also loads the parts its uiSchema names and, when its
 * schema has a list, the list parts, so the screen's first render draws them at once. A part
 * reached before it has loaded suspends until it has (the screen's Suspense shows Loading).
 */
import { lazy, type ComponentType } from 'react';
import type { Screen } from '../../engine/types/screen.ts';
import { namedParts } from './partNames.ts';

export { LIST_PARTS } from './partNames.ts';

// Components of any props: the registries hold widgets, fields and templates alike.
type AnyComponent = ComponentType<any>;

const loaders = new Map<string, () => Promise<AnyComponent>>();
const loaded = new Map<string, AnyComponent>();
const loading = new Map<string, Promise<void>>();

function loadPart(name: string): Promise<void> {
  const loader = loaders.get(name);
  if (!loader || loaded.has(name)) return Promise.resolve();
  let promise = loading.get(name);
  if (!promise) {
    promise = loader().then((component) => { loaded.set(name, component); });
    // A failed load is tried again the next time (the screen's error view offers a retry).
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return promise;
}

/** A registry entry for a part loaded with the screens that use it. */
export function late<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  loaders.set(name, load);
  const Suspending = lazy(() => loadPart(name).then(() => ({ default: loaded.get(name)! })));
  const Late = (props: P) => {
    const Loaded = loaded.get(name);
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  };
  Late.displayName = `Late(${name})`;
  return Late;
}

/**
 * The late parts a screen draws (see namedParts). A module without a screen (a broken deploy) has
 * none: its render fails into the error fallback page.
 */
export function partsOf(screen: Pick<Screen, 'schema' | 'uiSchema'> | null | undefined): string[] {
  return screen ? namedParts(screen).filter((n) => loaders.has(n)) : [];
}

/** The names of every part declared with late() (once the registries naming them are imported). */
export const lateNames = (): string[] => [...loaders.keys()];

/** Loads the late parts a screen draws (see partsOf). */
export function loadScreenParts(screen: Pick<Screen, 'schema' | 'uiSchema'> | null | undefined): Promise<void> {
  return Promise.all(partsOf(screen).map(loadPart)).then(() => undefined);
}

/** Loads every late part (for renderers that draw screens without loading them, such as server-side rendering in tests). */
export function loadAllParts(): Promise<void> {
  return Promise.all([...loaders.keys()].map(loadPart)).then(() => undefined);
}
