/**
 * The studio editor's checks of one edited file (issue 16 items 3 and 4): the problems of
 * `journey validate` for the whole config with the edited text standing in for the file (the same
 * validateConfig, nothing copied), placed by line and column; and what the edit would change.
 */
import { existsSync } from 'node:fs';
import { join, posix, resolve, sep } from 'node:path';
import { loadConfig, NON_SCREEN_DIRS, withEdits, type ConfigSet } from './loadConfig.ts';
import { validateConfig } from './validateConfig.ts';
import { placeProblems, type PlacedProblem } from './problemPositions.ts';
import type { Problem } from './problems.ts';

/** The kinds of file the editor opens, by folder. */
export type EditableKind = 'journey' | 'screen' | 'brand';

export interface EditableFile {
  file: string;
  kind: EditableKind;
  /** Journey id, screen id or org code. */
  id: string;
}

/** Every journey, screen and brand file of the config, as the editor lists them. */
export function editableFiles(set: ConfigSet): EditableFile[] {
  return [
    ...Object.entries(set.journeys).map(([id, j]) => ({ file: j.file, kind: 'journey' as const, id })),
    ...Object.entries(set.screens).map(([id, s]) => ({ file: s.file, kind: 'screen' as const, id })),
    ...Object.entries(set.brands).map(([id, b]) => ({ file: b.file, kind: 'brand' as const, id })),
  ].sort((a, b) => a.file.localeCompare(b.file));
}

/** The kind of a config path, or null when the editor does not open it (meta-schemas, shared parts, anything outside). */
export function editableKind(root: string, file: string): EditableKind | null {
  // Only the plain relative path of a file under the config (no `..`, `.`, `//` or leading `/`).
  if (posix.normalize(file) !== file || file.startsWith('/') || file.split('/').some((s) => s === '..' || s === '.')) return null;
  const full = resolve(root, file);
  if (!full.startsWith(resolve(root) + sep) || !file.endsWith('.json') || !existsSync(full)) return null;
  const [dir, sub] = file.split('/');
  if (dir === 'journeys' && file.split('/').length === 2) return 'journey';
  if (dir === 'brands' && file.split('/').length === 2) return 'brand';
  if (dir === 'schemas' && sub && file.split('/').length >= 3 && !NON_SCREEN_DIRS.includes(sub)) return 'screen';
  return null;
}

export interface EditCheck {
  /** The config with the edit, or null when it does not load at all. */
  set: ConfigSet;
  /** Problems in the edited file, placed in its text. */
  inFile: PlacedProblem[];
  /** Problems the edit leaves in other files (a renamed route that another file names). */
  elsewhere: Problem[];
  /** The screens written in or taking parts from the edited file, resolved as the edit leaves them (the live preview draws these). */
  drafts: Record<string, unknown>;
}

/**
 * `journey validate` on the config with `text` standing in for `file` (relative to `root`), and
 * `alongside` (relative path → text) for files that come with it (a new brand's logo); a null text
 * is the file deleted (a brand the studio created, reverted: sandbox/routes/studioHistory.ts).
 */
export function checkEdit(root: string, file: string, text: string | null, alongside: Record<string, string | null> = {}): EditCheck {
  const edits = Object.fromEntries([[join(root, file), text], ...Object.entries(alongside).map(([f, t]) => [join(root, f), t])]);
  const { set, problems } = withEdits(edits, () => {
    const set = loadConfig(root);
    return { set, problems: validateConfig(set) };
  });
  // A deleted file holds no problem to place; any other file that needed it says so itself.
  const inFile = text === null ? [] : placeProblems(text, problems.filter((p) => p.file === file));
  const full = resolve(root, file);
  const drafts = Object.fromEntries(Object.entries(set.screens)
    .filter(([, s]) => s.file === file || (s.origins ?? []).some((o) => resolve(o.file) === full))
    .map(([id, s]) => [id, s.data]));
  return { set, inFile, elsewhere: problems.filter((p) => p.file !== file), drafts };
}
