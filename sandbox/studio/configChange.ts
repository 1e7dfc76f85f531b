/**
 * One change to the config, made the one way every studio save is made (README "Studio staff and
 * history"): checked as a whole by journey validate with the new texts standing in for the files,
 * refused with the problems when it does not pass, else written (each file beside itself, then
 * renamed over it) and, where the config is a git repository, committed with the staff member as
 * author. Changes are made one at a time, so two saves never interleave their writes or commits.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Ctx } from '../context.js';
import { ApiError } from '../http/errors.js';
import { checkEdit, editableKind, type EditCheck } from '../../engine/cli/editCheck.ts';
import { reloadValidator } from './configReload.js';
import { commitFiles, GitError, isRepository, type Author } from './configGit.js';
import type { AppRebuild } from './appRebuild.js';

export const UNCHANGED = 'Nothing to commit: the files are as the last commit has them.';
export const NOT_A_REPOSITORY = 'The config folder is not a git repository, so this save is not a commit: it has no history and cannot be reverted from the studio (run git init there to keep one).';

export const problemsOf = (check: EditCheck) => ({ problems: check.inFile, elsewhere: check.elsewhere, valid: check.inFile.length + check.elsewhere.length === 0 });

export interface ChangeResult {
  check: ReturnType<typeof problemsOf>;
  /** The commit made, or null when the config is not a repository or the files were as committed. */
  commit: string | null;
  repository: boolean;
  /** Whether the app is being rebuilt (a journey or screen changed and this sandbox rebuilds it). */
  rebuild: boolean;
}

let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(fn: () => Promise<T>): Promise<T> => {
  const next = queue.then(fn, fn);
  queue = next.catch(() => undefined);
  return next;
};

/** Why a save made no commit, when it made none. */
export const whyNoCommit = (result: ChangeResult) => (result.commit ? {} : { notCommitted: result.repository ? UNCHANGED : NOT_A_REPOSITORY });

/** The problems the config would have with these texts in place (the first file is the one problems are placed in). */
export function checkChange(root: string, texts: Record<string, string>): EditCheck {
  const [first, ...rest] = Object.keys(texts);
  return checkEdit(root, first!, texts[first!]!, Object.fromEntries(rest.map((f) => [f, texts[f]!])));
}

export function applyChange(ctx: Ctx, rebuild: AppRebuild | null, texts: Record<string, string>, change: { message: string | undefined; author: Author; committer?: Author; refused: string }): Promise<ChangeResult> {
  const root = ctx.options.configRoot;
  return oneAtATime(async () => {
    const check = problemsOf(checkChange(root, texts));
    if (!check.valid) throw new ApiError(422, change.refused, check);
    const repo = await isRepository(root);
    if (repo && !change.message?.trim()) throw new ApiError(400, 'Write what the change does and why: it is the commit\'s message.', { errors: [{ pointer: '/message', message: 'Write what the change does and why: it is the commit\'s message.' }] });
    for (const [file, text] of Object.entries(texts)) {
      const full = path.join(root, file);
      // Written beside the file, then renamed over it: a reader never sees half a file.
      const temp = `${full}.${process.pid}.saving`;
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(temp, text);
      fs.renameSync(temp, full);
    }
    const kinds = Object.keys(texts).map((f) => editableKind(root, f));
    if (kinds.includes('screen')) reloadValidator(ctx);
    // A brand reaches the app with each page (webApp.ts); journeys and screens are built into it.
    const rebuilds = Object.keys(texts).filter((f, i) => kinds[i] !== 'brand');
    for (const f of rebuilds) rebuild?.request(f);
    let commit: string | null = null;
    try {
      commit = repo ? await commitFiles(root, Object.keys(texts), change.message!.trim(), change.author, change.committer) : null;
    } catch (error) {
      if (error instanceof GitError) throw new ApiError(500, `The change is saved, but git did not commit it: ${error.message}`, check);
      throw error;
    }
    return { check, commit, repository: repo, rebuild: rebuilds.length > 0 && rebuild !== null };
  });
}
