/**
 * The editor's live preview (renderer/studio/editor/PreviewFrames.tsx): a gallery tile framed by the
 * editor takes the screens of the text being edited, resolved by the sandbox, in place of the built
 * ones, and draws again. The precompiled validator is the built one (the browser compiles no
 * schema), so a draft keeps the built `schema`: fields and their checks follow once saved and rebuilt.
 */
import type { Screen } from '../../engine/index.ts';

export const DRAFT_MESSAGE = 'studio-draft';

export interface DraftMessage {
  type: typeof DRAFT_MESSAGE;
  screens: Record<string, Screen>;
}

type Loaders = Record<string, () => Promise<{ screen: Screen; validator?: unknown }>>;

/** Puts each draft in place of its screen's loader (the built one is kept for the validator). */
export function applyDrafts(loaders: Loaders, built: Partial<Loaders>, drafts: Record<string, Screen>): void {
  for (const [id, draft] of Object.entries(drafts)) {
    const original = (built[id] ??= loaders[id]);
    if (!original) continue;
    loaders[id] = async () => {
      const mod = await original();
      return { ...mod, screen: { ...draft, ...(mod.screen.schema !== undefined ? { schema: mod.screen.schema } : {}) } };
    };
  }
}

/** Calls `onDraft` with each draft the framing editor (same origin, the parent window) sends. */
export function listenForDrafts(onDraft: (screens: Record<string, Screen>) => void): void {
  window.addEventListener('message', (event: MessageEvent<DraftMessage>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent || event.data?.type !== DRAFT_MESSAGE) return;
    onDraft(event.data.screens);
  });
}
