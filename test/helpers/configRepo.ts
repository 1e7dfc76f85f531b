/**
 * A copy of the config (configCopy.ts) that is a git repository of its own, with one commit holding
 * it all, and a staff file with one member of each role: what the studio's history, revert and
 * review are tested on. Returns each member's token, as `journey staff add` prints it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyConfig } from './configCopy.ts';
import { addStaff } from '../../engine/config/staffFile.ts';

export const MEMBERS = {
  vera: { id: 'vera', name: 'Vera Viewer', email: 'vera@lender.example', role: 'viewer' },
  eddie: { id: 'eddie', name: 'Eddie Editor', email: 'eddie@lender.example', role: 'editor' },
  petra: { id: 'petra', name: 'Petra Publisher', email: 'petra@lender.example', role: 'publisher' },
} as const;

export function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'Setup', GIT_AUTHOR_EMAIL: 'setup@lender.example', GIT_COMMITTER_NAME: 'Setup', GIT_COMMITTER_EMAIL: 'setup@lender.example' } });
}

export function configRepo(): { root: string; tokens: Record<keyof typeof MEMBERS, string>; remove(): void } {
  const config = copyConfig();
  const root = config.root;
  writeFileSync(join(root, '.gitignore'), '/staff.json\n/.studio/\n');
  git(root, 'init', '--quiet', '--initial-branch=main');
  git(root, 'add', '--all');
  git(root, '-c', 'commit.gpgsign=false', 'commit', '--quiet', '-m', 'The config as copied');
  const tokens = Object.fromEntries(Object.values(MEMBERS).map((m) => [m.id, addStaff(root, join(root, 'staff.json'), m).token])) as Record<keyof typeof MEMBERS, string>;
  return { root, tokens, remove: config.remove };
}
