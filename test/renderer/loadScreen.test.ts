/**
 * Screens loaded before the first render (renderer/screens/loadScreen.ts): the page's own screen is
 * answered from memory in that render, a loader put in its place later (the studio editor's draft)
 * is not, and a module without a screen (a broken deploy) still loads, so that its render fails into
 * the error fallback page rather than a load error.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';

const modules = vi.hoisted(() => ({ screens: {} as Record<string, () => Promise<unknown>> }));
vi.mock('virtual:screens', () => modules);

const { loadScreen, loadedScreen, preloadScreen } = await import('../../renderer/screens/loadScreen.ts');

const screen = (title: string) => ({ id: 'x', schema: { type: 'object' }, uiSchema: { 'ui:title': title } });

beforeAll(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
});

describe('loadScreen', () => {
  it('answers a preloaded screen from memory until its loader is replaced', async () => {
    const built = { screen: screen('built') };
    modules.screens.income = () => Promise.resolve(built);
    expect(loadedScreen('income')).toBeUndefined();
    await preloadScreen('income');
    expect(loadedScreen('income')).toBe(built);

    const draft = { screen: screen('draft') };
    modules.screens.income = () => Promise.resolve(draft);
    expect(loadedScreen('income')).toBeUndefined();
    expect(await loadScreen('income')).toBe(draft);
    expect(loadedScreen('income')).toBe(draft);
  });

  it('loads a module that holds no screen, for its render to fail', async () => {
    const broken = { screen: null };
    modules.screens.broken = () => Promise.resolve(broken);
    expect(await loadScreen('broken')).toBe(broken);
  });
});
