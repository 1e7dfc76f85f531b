/**
 * Loads a screen chunk on demand. A chunk that fails to load with one of the browsers' known
 * messages (a deploy replaced it) reloads the page, at most 5 times counted in sessionStorage;
 * every failure dispatches a `preload-error` event (000 §8).
 */
import { useQuery } from '@tanstack/react-query';
import { screens, type ScreenModule } from 'virtual:screens';

export const RELOADS_KEY = 'heloc_screen_reloads';
export const RELOAD_LIMIT = 5;
const KNOWN_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export async function loadScreen(id: string): Promise<ScreenModule> {
  const loader = screens[id];
  if (!loader) throw new Error(`Unknown screen "${id}"`);
  try {
    const mod = await loader();
    sessionStorage.removeItem(RELOADS_KEY);
    return mod;
  } catch (error) {
    window.dispatchEvent(new CustomEvent('preload-error', { detail: error }));
    const message = (error as Error)?.message ?? '';
    const reloads = Number(sessionStorage.getItem(RELOADS_KEY) ?? '0');
    if (KNOWN_LOAD_FAILURES.some((re) => re.test(message)) && reloads < RELOAD_LIMIT) {
      sessionStorage.setItem(RELOADS_KEY, String(reloads + 1));
      window.location.reload();
      return new Promise<ScreenModule>(() => {});
    }
    throw error;
  }
}

export function useScreen(id: string | undefined) {
  return useQuery({ queryKey: ['screen', id], queryFn: () => loadScreen(id!), enabled: Boolean(id), staleTime: Infinity, retry: false });
}
