// @vitest-environment jsdom
/**
 * The shell's secondary parts wait for the first screen's paint (renderer/shell/afterFirstScreen.ts,
 * issue 13): ready one frame after a screen says it is shown, or after the fallback on a page that
 * shows none; a shell event sent before then (the top bar's chat button) starts them at once and
 * is handed to the listener that mounts later, once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('../../renderer/shell/afterFirstScreen.ts');
let m: Module;
let readyNow: () => boolean;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  vi.resetModules();
  m = await import('../../renderer/shell/afterFirstScreen.ts');
  // The hook reads the store through useSyncExternalStore; its snapshot is what a component sees.
  let ready = false;
  readyNow = () => ready;
  const { createElement, act } = await import('react');
  const { createRoot } = await import('react-dom/client');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const Probe = () => { ready = m.useAfterFirstScreen(); return null; };
  await act(async () => createRoot(document.createElement('div')).render(createElement(Probe)));
});
afterEach(() => { vi.useRealTimers(); });

const advance = async (ms: number) => {
  const { act } = await import('react');
  await act(async () => { await vi.advanceTimersByTimeAsync(ms); });
};

describe('after the first screen', () => {
  it('is ready once the frame after a shown screen has painted, not before', async () => {
    expect(readyNow()).toBe(false);
    m.markScreenShown();
    expect(readyNow()).toBe(false);
    await advance(50);
    expect(readyNow()).toBe(true);
  });

  it('is ready after the fallback on a page that never shows a screen', async () => {
    await advance(2900);
    expect(readyNow()).toBe(false);
    await advance(200);
    expect(readyNow()).toBe(true);
  });

  it('starts at once for a shell event sent early, and hands it over once', async () => {
    window.dispatchEvent(new CustomEvent('open-chat'));
    await advance(0);
    expect(readyNow()).toBe(true);
    expect(m.takeEarlyEvents()).toEqual(['open-chat']);
    window.dispatchEvent(new CustomEvent('switch-accounts'));
    expect(m.takeEarlyEvents()).toEqual([]);
  });
});
