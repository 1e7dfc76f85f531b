/**
 * Changes waiting for review (README "Studio staff and history"): an editor's save is kept as a
 * draft, one JSON file each under `.studio/drafts/` in the config root (git-ignored), with the
 * file's text, the message, the author, the impact worked out when it was saved and a hash of the
 * file it was made on; a publisher approves it (it is checked and committed like any save) or
 * rejects it with a note. Decided drafts stay, with who decided and when.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Author } from './configGit.js';

export interface ReviewDraft {
  id: string;
  file: string;
  text: string;
  /** Other files changed with it, by path: a text's words in other languages (sandbox/studio/stringChange.ts). */
  alongside?: Record<string, string>;
  message: string;
  author: Author & { id: string };
  createdAt: string;
  /** sha256 of the file when the draft was made: approving refuses a draft the file has moved on from. */
  baseHash: string;
  impact: { screens: string[]; brands: string[]; rows: unknown[]; cases: number };
  status: 'pending' | 'approved' | 'rejected';
  decidedBy?: Author & { id: string };
  decidedAt?: string;
  note?: string;
  commit?: string | null;
}

export const DRAFTS_DIR = '.studio/drafts';
export const hashText = (text: string) => createHash('sha256').update(text).digest('hex');
const ID = /^[0-9a-f-]{36}$/;

export class ReviewDrafts {
  private readonly dir: string;
  constructor(root: string) { this.dir = path.join(root, DRAFTS_DIR); }

  create(fields: Omit<ReviewDraft, 'id' | 'status' | 'createdAt'>, now: number): ReviewDraft {
    const draft: ReviewDraft = { id: randomUUID(), status: 'pending', createdAt: new Date(now).toISOString(), ...fields };
    this.write(draft);
    return draft;
  }

  get(id: string): ReviewDraft | null {
    if (!ID.test(id)) return null;
    const file = path.join(this.dir, `${id}.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReviewDraft) : null;
  }

  /** Every draft, pending first, then newest first. */
  list(): ReviewDraft[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs.readdirSync(this.dir).filter((f) => ID.test(f.replace(/\.json$/, '')) && f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(this.dir, f), 'utf8')) as ReviewDraft)
      .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.createdAt.localeCompare(a.createdAt));
  }

  decide(draft: ReviewDraft, decision: Pick<ReviewDraft, 'status' | 'decidedBy' | 'note' | 'commit'>, now: number): ReviewDraft {
    const decided = { ...draft, ...decision, decidedAt: new Date(now).toISOString() };
    this.write(decided);
    return decided;
  }

  private write(draft: ReviewDraft): void {
    fs.mkdirSync(this.dir, { recursive: true });
    const file = path.join(this.dir, `${draft.id}.json`);
    fs.writeFileSync(`${file}.saving`, JSON.stringify(draft, null, 2) + '\n');
    fs.renameSync(`${file}.saving`, file);
  }
}
