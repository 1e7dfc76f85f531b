/**
 * Blocks from outside a screen's own rules that stop its submit the same way (Continue disabled, the
 * reason next to it): e.g. the location explainer when signing needs the applicant's location and
 * they chose "Not now" (renderer/status/LocationExplainer.tsx). Keyed by source; a tiny external
 * store read with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import type { RuleMessage } from '../../engine/index.ts';

/** A block, optionally with what the applicant can do about it (a button beside the message). */
export interface ScreenBlock extends RuleMessage {
  action?: { label: string; run: () => void };
}

let blocks: readonly ScreenBlock[] = [];
const listeners = new Set<() => void>();

/** Sets (or, with an empty list, clears) the blocks of one source. */
export function setScreenBlocks(source: string, messages: ScreenBlock[]): void {
  const next = [...blocks.filter((b) => !b.rule.startsWith(`${source}:`)), ...messages.map((m) => ({ ...m, rule: `${source}:${m.rule}` }))];
  if (next.length === blocks.length && next.every((b, i) => b.rule === blocks[i]!.rule && b.message === blocks[i]!.message && b.action?.label === blocks[i]!.action?.label)) return;
  blocks = next;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };
const snapshot = () => blocks;

export function useScreenBlocks(): readonly ScreenBlock[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
