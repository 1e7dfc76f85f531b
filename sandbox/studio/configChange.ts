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
import { checkEdit, editableKind, type EditCheck } from '../../engine/config/editCheck.ts';
import { reloadValidator } from './configReload.js';
import { commitFiles, GitError, isRepository, type Author } from './configGit.js';
import type { AppRebuild } from './appRebuild.js';
import { drawChange } from './renderCheck.js';
import { LOGOS_DIR } from './newBrand.js';
import { placeProblems } from '../../engine/config/problemPositions.ts';
import type { RenderCheckOutcome } from '../../engine/types/renderCheck.ts';
import { loadConfig, LOCALES_DIR } from '../../engine/config/loadConfig.ts';
import { movedParagraph, refuseUnconfirmed, reroutesOf, type Reroute } from './reroutes.js';

export const UNCHANGED = 'Nothing to commit: the files are as the last commit has them.';
export const NOT_A_REPOSITORY = 'The config folder is not a git repository, so this save is not a commit: it has no history and cannot be reverted from the studio (run git init there to keep one).';

export const problemsOf = (check: EditCheck) => ({ problems: check.inFile, elsewhere: check.elsewhere, valid: check.inFile.length + check.elsewhere.length === 0 });

export const NOT_DRAWN = 'The change passes journey validate, but a screen it changes cannot be drawn under every lender (applicants would see "Sorry, looks like we have hit a snag!"), so it was not saved.';

/**
 * A change that passes journey validate, drawn under every brand (renderCheck.ts): the answer with
 * the drawing's outcome (ran, or skipped and why), refused with `refused` and the tiles that do
 * not draw as problems (in the edited file, placed by line, or elsewhere) when any does not.
 */
export async function drawnOrRefused(ctx: Ctx, check: EditCheck, texts: Record<string, string | null>, refused: string) {
  const answer = problemsOf(check);
  const drawing = await drawChange(ctx, check.set, Object.keys(texts));
  if (drawing.problems.length === 0) return { ...answer, drawing: drawing.outcome };
  const [first] = Object.keys(texts);
  const inFirst = drawing.problems.filter((p) => p.file === first);
  throw new ApiError(422, refused, {
    problems: [...answer.problems, ...(texts[first!] === null ? [] : placeProblems(texts[first!]!, inFirst))],
    elsewhere: [...answer.elsewhere, ...drawing.problems.filter((p) => p.file !== first)],
    valid: false,
    drawing: drawing.outcome,
  });
}

export interface ChangeResult {
  check: ReturnType<typeof problemsOf> & { drawing: RenderCheckOutcome };
  /** The commit made, or null when the config is not a repository or the files were as committed. */
  commit: string | null;
  repository: boolean;
  /** Whether the app is being rebuilt (a journey or screen changed and this sandbox rebuilds it). */
  rebuild: boolean;
  /** The applications in the database the change sent elsewhere (confirmed by the person), or null. */
  moved: Reroute | null;
}

let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(fn: () => Promise<T>): Promise<T> => {
  const next = queue.then(fn, fn);
  queue = next.catch(() => undefined);
  return next;
};

/** Why a save made no commit, when it made none. */
export const whyNoCommit = (result: ChangeResult) => (result.commit ? {} : { notCommitted: result.repository ? UNCHANGED : NOT_A_REPOSITORY });

/** The problems the config would have with these texts in place, null for a file deleted (the first file is the one problems are placed in). */
export function checkChange(root: string, texts: Record<string, string | null>): EditCheck {
  const [first, ...rest] = Object.keys(texts);
  return checkEdit(root, first!, texts[first!]!, Object.fromEntries(rest.map((f) => [f, texts[f]!])));
}

export function applyChange(ctx: Ctx, rebuild: AppRebuild | null, texts: Record<string, string | null>, change: { message: string | undefined; author: Author; committer?: Author; refused: string; confirmReroute?: boolean }): Promise<ChangeResult> {
  const root = ctx.options.configRoot;
  return oneAtATime(async () => {
    const checked = checkChange(root, texts);
    if (!problemsOf(checked).valid) throw new ApiError(422, change.refused, problemsOf(checked));
    // A change that sends applications already in the database elsewhere is made only once confirmed (reroutes.ts).
    const moved = reroutesOf(ctx, loadConfig(root), checked.set);
    refuseUnconfirmed(moved, change.confirmReroute === true);
    // Every screen the change touches, drawn under every brand before anything is written.
    const check = await drawnOrRefused(ctx, checked, texts, NOT_DRAWN);
    const repo = await isRepository(root);
    if (repo && !change.message?.trim()) throw new ApiError(400, 'Write what the change does and why: it is the commit\'s message.', { errors: [{ pointer: '/message', message: 'Write what the change does and why: it is the commit\'s message.' }] });
    // What each file is, known before the writes (a deleted brand file is no longer one after them).
    const kinds = Object.keys(texts).map((f) => editableKind(root, f) ?? (f.startsWith(`${LOGOS_DIR}/`) ? 'logo' : null));
    for (const [file, text] of Object.entries(texts)) {
      const full = path.join(root, file);
      // A null text deletes the file (a brand the studio created, reverted: routes/studioHistory.ts).
      if (text === null) { fs.rmSync(full, { force: true }); continue; }
      // Written beside the file, then renamed over it: a reader never sees half a file.
      const temp = `${full}.${process.pid}.saving`;
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(temp, text);
      fs.renameSync(temp, full);
    }
    if (kinds.includes('screen')) reloadValidator(ctx);
    // A brand and its logo reach the app with each page (webApp.ts); journeys, screens and the languages' words are built into it.
    const rebuilds = Object.keys(texts).filter((f, i) => kinds[i] === 'journey' || kinds[i] === 'screen' || f.startsWith(`${LOCALES_DIR}/`));
    for (const f of rebuilds) rebuild?.request(f);
    let commit: string | null = null;
    try {
      const message = moved ? `${change.message?.trim()}\n\n${movedParagraph(moved)}` : change.message?.trim();
      commit = repo ? await commitFiles(root, Object.keys(texts), message!, change.author, change.committer) : null;
    } catch (error) {
      if (error instanceof GitError) throw new ApiError(500, `The change is saved, but git did not commit it: ${error.message}`, check);
      throw error;
    }
    return { check, commit, repository: repo, rebuild: rebuilds.length > 0 && rebuild !== null, moved };
  });
}
