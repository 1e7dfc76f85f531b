/**
 * Loads a screen chunk on demand. A chunk that fails to load with one of the browsers' known
 * messages (a deploy replaced it) reloads the page, at most 5 times counted in sessionStorage;
 * every failure dispatches a `preload-error` event (000 §8). Any other chunk (a library a screen
 * loads late) that fails so, unhandled, reloads the same way (boot.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { screens, type ScreenModule } from 'virtual:screens';
import { loadScreenParts } from './screenParts.tsx';

export const RELOADS_KEY = 'heloc_screen_reloads';
export const RELOAD_LIMIT = 5;
const KNOWN_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** The query key under which a screen's module is kept (the app seeds it for the page's own screen). */
export const screenKey = (id: string | undefined) => ['screen', id] as const;

export async function loadScreen(id: string): Promise<ScreenModule> {
  const loader = screens[id];
  if (!loader) throw new Error(`Unknown screen "${id}"`);
  try {
    const mod = await loader();
    await loadScreenParts(mod.screen);
    if (sessionStorage.getItem(RELOADS_KEY) !== null) sessionStorage.removeItem(RELOADS_KEY);
    return mod;
  } catch (error) {
    window.dispatchEvent(new CustomEvent('preload-error', { detail: error }));
    if (reloadForNewBuild(error)) return new Promise<ScreenModule>(() => {});
    throw error;
  }
}

/**
 * A chunk that failed with one of the browsers' known messages (a deploy replaced it): reloads the
 * page onto the new build, at most RELOAD_LIMIT times in a row; answers whether it did.
 */
export function reloadForNewBuild(error: unknown): boolean {
  const message = (error as Error)?.message ?? '';
  const reloads = Number(sessionStorage.getItem(RELOADS_KEY) ?? '0');
  if (!KNOWN_LOAD_FAILURES.some((re) => re.test(message)) || reloads >= RELOAD_LIMIT) return false;
  sessionStorage.setItem(RELOADS_KEY, String(reloads + 1));
  window.location.reload();
  return true;
}

/**
 * Loads a screen with its late parts ahead of its first render, for the caller to seed the query
 * cache with (screenKey); a failure answers undefined and is left to loadScreen when the screen renders.
 */
export function preloadScreen(id: string): Promise<ScreenModule | undefined> {
  const loader = screens[id];
  if (!loader) return Promise.resolve(undefined);
  return loader().then(async (mod) => {
    await loadScreenParts(mod.screen);
    return mod;
  }).catch(() => undefined);
}

export function useScreen(id: string | undefined) {
  return useQuery({ queryKey: screenKey(id), queryFn: () => loadScreen(id!), enabled: Boolean(id), staleTime: Infinity, retry: false });
}
