/**
 * Brands being created in the studio, before they are saved (issue 16 item 5): the gallery draws
 * every screen under one (`/studio/gallery?draft=<id>`) as it would under a saved brand. Kept in
 * memory, the latest few only: a draft is a preview, never the lender's data.
 */
import { randomUUID } from 'node:crypto';
import type { BrandFile } from '../../engine/index.ts';
import type { Logo } from './brandLogo.js';

export interface BrandDraft { id: string; file: BrandFile; logo: Logo | null }

const KEPT = 20;

export interface BrandDrafts {
  put(file: BrandFile, logo: Logo | null): BrandDraft;
  get(id: string): BrandDraft | undefined;
}

export function brandDrafts(): BrandDrafts {
  const drafts = new Map<string, BrandDraft>();
  return {
    put(file, logo) {
      const draft = { id: randomUUID(), file, logo };
      drafts.set(draft.id, draft);
      for (const old of drafts.keys()) if (drafts.size > KEPT) drafts.delete(old);
      return draft;
    },
    get: (id) => drafts.get(id),
  };
}
