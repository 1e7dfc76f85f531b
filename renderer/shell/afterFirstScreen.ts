/**
 * The shell's secondary parts (banners, originator, chat, telemetry, the footer's looked-up lines,
 * notifications, open conditions) wait until the page's first screen has painted, so that its
 * first field is ready sooner (issue 13): their code, calls and renders come after it. A screen
 * says it is shown (markScreenShown); a page that never shows one (a status page still polling)
 * gets them after FALLBACK_MS. The shell's own events (open the chat, the CEO feedback, switch
 * accounts) sent before then start them at once and are handed over when they mount.
 */
import { useEffect, useSyncExternalStore } from 'react';

const FALLBACK_MS = 3000;
/** The shell's window events (chat/ShellExtras.tsx listens for them once it is mounted). */
export const SHELL_EVENTS = ['open-chat', 'open-ceo-feedback', 'switch-accounts'] as const;
export type ShellEvent = (typeof SHELL_EVENTS)[number];

let ready = false;
let pending = false;
let handedOver = false;
const listeners = new Set<() => void>();
const early: ShellEvent[] = [];

function becomeReady(): void {
  if (ready) return;
  ready = true;
  for (const l of listeners) l();
}

/** After the next frame has painted (a task queued from requestAnimationFrame runs after the paint). */
function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

/** A screen (or an error or not-found page) is in the page: the secondary parts follow its paint. */
export function markScreenShown(): void {
  if (ready || pending) return;
  pending = true;
  afterPaint(becomeReady);
}

/**
 * Runs `run` once the first screen has painted and the secondary parts have started, after their
 * first paint too: when the page has settled (renderer/boot.tsx hands what was typed before hydrating to the form then).
 */
export function afterFirstScreen(run: () => void): void {
  if (ready) {
    afterPaint(run);
    return;
  }
  const once = () => {
    listeners.delete(once);
    afterPaint(run);
  };
  listeners.add(once);
}

/** Call from a component that shows a screen: marks it shown once mounted. */
export function useMarkScreenShown(): void {
  useEffect(markScreenShown, []);
}

if (typeof window !== 'undefined') {
  setTimeout(becomeReady, FALLBACK_MS);
  const onEarly = (e: Event) => {
    if (handedOver) return;
    early.push(e.type as ShellEvent);
    becomeReady();
  };
  for (const name of SHELL_EVENTS) window.addEventListener(name, onEarly);
}

/** The shell events sent before their listener was mounted; call once it listens (later ones reach it directly). */
export function takeEarlyEvents(): ShellEvent[] {
  handedOver = true;
  return early.splice(0);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => { listeners.delete(l); };
};

/** True once the first screen has painted (or the fallback has passed): the secondary parts may load. */
export function useAfterFirstScreen(): boolean {
  // Hydrating a prerendered page (renderer/boot.tsx): the server drew none of them.
  return useSyncExternalStore(subscribe, () => ready, () => false);
}
