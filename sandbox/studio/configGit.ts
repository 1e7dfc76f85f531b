/**
 * The config's git repository, as the studio uses it (docs/architecture.md: "the studio runs where the
 * config's git repository is: each save is a commit"): commit the
 * files of a save with the staff member as author, list the config's commits with their files, read
 * a commit's diff per file and the texts before and after it, and work out the texts that undo it.
 * `git` runs through execFile (no shell), in the config root; paths are relative to it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The config's folders whose commits the history lists: what the editor and the brand creator save. */
export const CONFIG_PATHS = ['journeys', 'schemas', 'brands', 'locales', 'renderer/public/logos'];

export interface Author { name: string; email: string }

export interface CommitSummary {
  sha: string;
  author: Author;
  /** ISO 8601, the author's date. */
  date: string;
  committer: Author;
  subject: string;
  body: string;
  files: { file: string; change: 'added' | 'modified' | 'deleted' | 'renamed' }[];
}

export class GitError extends Error {}

async function git(root: string, args: string[], env: Record<string, string> = {}, input?: string): Promise<string> {
  try {
    const child = run('git', args, { cwd: root, env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' }, maxBuffer: 64 * 1024 * 1024 });
    if (input !== undefined) child.child.stdin?.end(input);
    const { stdout } = await child;
    return stdout;
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new GitError(`git ${args[0]} failed: ${(e.stderr || e.message).trim()}`);
  }
}

/** True when the config root is inside a git work tree. */
export async function isRepository(root: string): Promise<boolean> {
  try {
    return (await git(root, ['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * Commits exactly `files` (as they are on disk now, added, changed or deleted) and nothing else
 * staged, with `author` as author and `committer` (default: the author) as committer. Returns the
 * new commit's id, or null when the files are as committed already.
 */
export async function commitFiles(root: string, files: string[], message: string, author: Author, committer: Author = author): Promise<string | null> {
  const env = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email };
  await git(root, ['add', '--all', '--', ...files]);
  // A save of the text already committed changes nothing: no empty commit.
  if ((await git(root, ['diff', '--cached', '--name-only', '--', ...files])).trim() === '') return null;
  // --only: what else is staged in the work tree stays staged and out of this commit; hooks are the
  // developer's, the studio has checked the change itself.
  await git(root, ['-c', 'commit.gpgsign=false', 'commit', '--only', '--no-verify', '--quiet', '-m', message, '--', ...files], env);
  return (await git(root, ['rev-parse', 'HEAD'])).trim();
}

const CHANGE: Record<string, CommitSummary['files'][number]['change']> = { A: 'added', M: 'modified', D: 'deleted', R: 'renamed' };

/** The config's commits, newest first (paths relative to the config root). */
export async function configHistory(root: string, limit = 50, sha?: string): Promise<CommitSummary[]> {
  const out = await git(root, ['log', '--relative', '--no-color', '--name-status', '--no-renames', `-n${limit}`, '--format=%x1e%H%x1f%an%x1f%ae%x1f%aI%x1f%cn%x1f%ce%x1f%s%x1f%b%x1d', ...(sha ? [sha] : []), '--', ...CONFIG_PATHS]);
  return out.split('\x1e').filter((r) => r.trim()).map((record) => {
    const [head, names = ''] = record.split('\x1d');
    const [hash, an, ae, date, cn, ce, subject, body] = head!.split('\x1f');
    const files = names.split('\n').filter((l) => l.trim()).map((l) => {
      const [status, file] = l.split('\t');
      return { file: file!, change: CHANGE[status![0]!] ?? 'modified' };
    });
    return { sha: hash!, author: { name: an!, email: ae! }, date: date!, committer: { name: cn!, email: ce! }, subject: subject!, body: body!.trim(), files };
  });
}

/** One commit, or null when the id names no commit of the config. */
export async function configCommit(root: string, sha: string): Promise<CommitSummary | null> {
  if (!/^[0-9a-f]{7,40}$/.test(sha)) return null;
  try {
    const [commit] = await configHistory(root, 1, sha);
    return commit && commit.sha.startsWith(sha) ? commit : null;
  } catch {
    return null;
  }
}

/** A commit's changes to the config, one unified diff per file. */
export async function commitDiff(root: string, sha: string): Promise<{ file: string; patch: string }[]> {
  const out = await git(root, ['show', '--relative', '--no-color', '--no-renames', '--format=', sha, '--', ...CONFIG_PATHS]);
  return out.split(/^(?=diff --git )/m).filter((p) => p.startsWith('diff --git ')).map((patch) => {
    const plus = /^\+\+\+ b\/(.+)$/m.exec(patch)?.[1];
    const minus = /^--- a\/(.+)$/m.exec(patch)?.[1];
    return { file: plus ?? minus ?? patch.split('\n')[0]!.replace(/^diff --git a\//, '').split(' b/')[0]!, patch };
  });
}

/** A file's text at a commit, or null when it is not there (added later, deleted, or a root commit's parent). */
export async function textAt(root: string, rev: string, file: string): Promise<string | null> {
  try {
    return await git(root, ['show', `${rev}:./${file}`]);
  } catch {
    return null;
  }
}

/**
 * The texts of a commit's files once it is undone on top of the files as they are now: its diff
 * applied in reverse, in a scratch folder (the config is not touched). A file the undoing deletes
 * maps to null. Throws GitError when a later change to the same lines keeps it from applying.
 */
export async function revertedTexts(root: string, sha: string, files: string[]): Promise<Record<string, string | null>> {
  const patch = await git(root, ['diff', '--relative', '--no-color', '--binary', '--no-renames', `${sha}^`, sha, '--', ...files]);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-revert-'));
  try {
    for (const f of files) {
      const from = path.join(root, f);
      if (!fs.existsSync(from)) continue;
      fs.mkdirSync(path.dirname(path.join(scratch, f)), { recursive: true });
      fs.copyFileSync(from, path.join(scratch, f));
    }
    const patchFile = path.join(scratch, '.undo.patch');
    fs.writeFileSync(patchFile, patch);
    try {
      await run('git', ['apply', '--reverse', '--whitespace=nowarn', patchFile], { cwd: scratch, env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(scratch), LC_ALL: 'C' } });
    } catch (error) {
      throw new GitError(`the change cannot be undone on top of the files as they are now (a later change touches the same lines): ${((error as { stderr?: string }).stderr ?? '').trim()}`);
    }
    return Object.fromEntries(files.map((f) => [f, fs.existsSync(path.join(scratch, f)) ? fs.readFileSync(path.join(scratch, f), 'utf8') : null]));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** A unified diff of two texts of one file, as git writes it (empty when they are the same). */
export async function textDiff(file: string, before: string, after: string): Promise<string> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-diff-'));
  try {
    fs.mkdirSync(path.join(scratch, 'a'));
    fs.mkdirSync(path.join(scratch, 'b'));
    fs.writeFileSync(path.join(scratch, 'a', 'file'), before);
    fs.writeFileSync(path.join(scratch, 'b', 'file'), after);
    try {
      // --no-prefix: the paths a/file and b/file are the prefixes (git would write a/a/file).
      await run('git', ['diff', '--no-index', '--no-color', '--no-prefix', 'a/file', 'b/file'], { cwd: scratch, env: { ...process.env, LC_ALL: 'C' } });
      return '';
    } catch (error) {
      // git diff --no-index exits 1 when the texts differ: that is its answer, not a failure.
      const e = error as { code?: number; stdout?: string; stderr?: string };
      if (e.code !== 1) throw new GitError(`git diff failed: ${(e.stderr ?? '').trim()}`);
      const header = /^(diff --git |--- |\+\+\+ )/;
      return (e.stdout ?? '').split('\n').map((line) => (header.test(line) ? line.replaceAll('a/file', `a/${file}`).replaceAll('b/file', `b/${file}`) : line)).join('\n');
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
