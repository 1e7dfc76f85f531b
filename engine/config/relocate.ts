/**
 * Problems found in a resolved screen, moved to where a person fixes them. A rule that came from
 * another file by `$ref` is reported in that file, once (the classic /register does not repeat
 * register-v2's problems), as is a problem in the shared text itself (a field file's missing message);
 * a problem that exists only where it is used (a shared rule reading a field this screen lacks) is
 * reported at the `$ref` that brought it, naming where it is written.
 */
import { relative } from 'node:path';
import { originOf } from './resolveRefs.ts';
import { formatProblem, type Problem } from './problems.ts';
import { posix, type ConfigSet } from './loadConfig.ts';

export function relocate(problems: Problem[], set: ConfigSet): Problem[] {
  const byFile = new Map(Object.values(set.screens).map((s) => [s.file, s]));
  const moved = problems.map(({ shared: _shared, ...p }) => {
    const screen = byFile.get(p.file);
    if (!screen?.origins?.length) return { problem: p, origin: null };
    const o = originOf({ origins: screen.origins }, p.file, p.pointer);
    const file = o.file === p.file ? p.file : posix(relative(set.root, o.file));
    if (file === p.file) return { problem: { ...p, pointer: o.pointer }, origin: null };
    if (_shared) return { problem: { file, pointer: o.pointer, message: p.message }, origin: null };
    return { problem: { file: p.file, pointer: o.via ?? p.pointer, message: `${p.message} (in ${file}#${o.pointer})` }, origin: { file, pointer: o.pointer, message: p.message } };
  });
  // Reported in the file that writes it already: once is enough.
  const seen = new Set(moved.filter((m) => !m.origin).map((m) => formatProblem(m.problem)));
  const out: Problem[] = [];
  for (const m of moved) {
    if (m.origin && seen.has(formatProblem(m.origin))) continue;
    const key = formatProblem(m.problem);
    if (out.some((p) => formatProblem(p) === key)) continue;
    out.push(m.problem);
  }
  return out;
}
