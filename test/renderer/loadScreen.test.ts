/**
 * Loading screens (renderer/screens/loadScreen.ts): a screen loaded ahead of the first render comes
 * with its late parts, an unknown or failing one answers nothing (the render loads it again with
 * its error handling), and a module without a screen (a broken deploy) still loads, so that its
 * render fails into the error fallback page with the brand's contact rather than a load error.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';

const modules = vi.hoisted(() => ({ screens: {} as Record<string, () => Promise<unknown>> }));
vi.mock('virtual:screens', () => modules);

const { loadScreen, preloadScreen } = await import('../../renderer/screens/loadScreen.ts');
const { partsOf } = await import('../../renderer/screens/screenParts.tsx');

beforeAll(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
});

describe('loading screens', () => {
  it('preloads a screen, its late parts with it', async () => {
    const mod = { screen: { id: 'address', schema: { type: 'object' }, uiSchema: { home: { 'ui:field': 'address' } } } };
    modules.screens.address = () => Promise.resolve(mod);
    expect(partsOf(mod.screen as never)).toEqual(['address']);
    expect(await preloadScreen('address')).toBe(mod);
  });

  it('answers nothing for an unknown screen or a chunk that fails, leaving the error to the render', async () => {
    modules.screens.failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await preloadScreen('nowhere')).toBeUndefined();
    expect(await preloadScreen('failing')).toBeUndefined();
  });

  it('loads a module that holds no screen, for its render to fail', async () => {
    const broken = { screen: null };
    modules.screens.broken = () => Promise.resolve(broken);
    expect(await preloadScreen('broken')).toBe(broken);
    expect(await loadScreen('broken')).toBe(broken);
  });
});
