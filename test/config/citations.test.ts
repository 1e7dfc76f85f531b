/**
 * Every citation in the repository resolves inside it (docs/README.md). A comment, a description or a
 * markdown page may cite a requirement of the catalogue (`000 §4.3`, resolved by a `## 000 §4.3 …`
 * heading of docs/requirements.md; `000 §4.3.2` by its nearest catalogued parent; each section of a
 * list or range such as `001 §2–§4, §8`), a decision (`issue N`, resolved by a `## issue N: …` heading
 * of docs/decisions.md), or a file; a document that is not in the repository (the design, style and
 * toolchain notes the project started from) is never a citation a reader can open. Also: every
 * repository path that docs/requirements.md and docs/architecture.md name exists.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** Where citations are looked for: every tracked text file of these folders and files. */
const SCANNED = ['engine', 'renderer', 'sandbox', 'host', 'schemas', 'journeys', 'brands', 'e2e', 'test', 'docs', 'README.md', 'build.mjs', 'eslint.config.js'];

const trackedTextFiles = (): { file: string; text: string }[] =>
  execFileSync('git', ['ls-files', '-z', '--', ...SCANNED], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(file))
    .map((file) => ({ file, buf: readFileSync(file) }))
    .filter(({ buf }) => !buf.subarray(0, 8000).includes(0))
    .map(({ file, buf }) => ({ file, text: buf.toString('utf8') }));

/** A specification section and any sections listed or ranged after it: `001 §2–§4, §8`. */
const SECTION_CITE = /(?<!\d)(00[01]) §(\d+(?:\.\d+)*)((?:\s*(?:[,;–-]|and|or|to)\s*§\d+(?:\.\d+)*)*)/g;
const DECISION_CITE = /\bissue (\d+)\b/gi;
/** A note outside the repository, named bare (not as a path inside it). */
const OUTSIDE_DOC = new RegExp(`(?<![\\w./-])(?:${['DESIGN', 'STYLE', 'TOOLCHAIN'].join('|')})\\.md\\b`, 'g');

const headings = (file: string, pattern: RegExp): Set<string> =>
  new Set([...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1] ?? ''));

const sections = headings('docs/requirements.md', /^## (00[01] §\d+(?:\.\d+)*)(?= |$)/gm);
const decisions = headings('docs/decisions.md', /^## issue (\d+):/gm);

/** `000 §4.3.2` resolves to `000 §4.3` when that is the nearest catalogued section. */
const sectionResolves = (doc: string, section: string): boolean => {
  const parts = section.split('.');
  for (let n = parts.length; n > 0; n--) if (sections.has(`${doc} §${parts.slice(0, n).join('.')}`)) return true;
  return false;
};

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every citation that resolves nowhere, as `file:line: citation`; and how many were checked. */
const unresolved = () => {
  const bad: string[] = [];
  let checked = 0;
  for (const { file, text } of trackedTextFiles()) {
    for (const m of text.matchAll(SECTION_CITE)) {
      const [, doc = '', first = '', rest = ''] = m;
      const cited = [first, ...[...rest.matchAll(/§(\d+(?:\.\d+)*)/g)].map((s) => s[1] ?? '')];
      checked += cited.length;
      const missing = cited.filter((s) => !sectionResolves(doc, s));
      if (missing.length) bad.push(`${file}:${lineAt(text, m.index)}: ${m[0]}${cited.length > 1 ? ` (${missing.map((s) => `${doc} §${s}`).join(', ')})` : ''}`);
    }
    for (const m of text.matchAll(DECISION_CITE)) {
      checked++;
      if (!decisions.has(m[1] ?? '')) bad.push(`${file}:${lineAt(text, m.index)}: ${m[0]}`);
    }
    for (const m of text.matchAll(OUTSIDE_DOC)) {
      checked++;
      if (!existsSync(m[0])) bad.push(`${file}:${lineAt(text, m.index)}: ${m[0]}`);
    }
  }
  return { bad, checked };
};

/** Repository paths a page names: under a top-level folder, or a top-level file. */
const REPO_PATH = /(?<![\w./:-])((?:engine|renderer|sandbox|host|schemas|journeys|brands|fixtures|e2e|test|docs)\/[\w./-]*[\w/]|(?:README\.md|build\.mjs|eslint\.config\.js|package\.json|tsconfig\.json|vitest\.config\.ts)\b)/g;

describe('citations', () => {
  it('the catalogue and the decisions have entries to resolve to', () => {
    expect(sections.size).toBeGreaterThan(20);
    expect(decisions.size).toBeGreaterThan(5);
  });

  it('every section, decision and document cited in the repository has its entry in docs/', () => {
    const { bad, checked } = unresolved();
    expect(checked).toBeGreaterThan(1000);
    expect(bad).toEqual([]);
  });

  it.each(['docs/requirements.md', 'docs/architecture.md'])('every path %s names exists', (page) => {
    const text = readFileSync(page, 'utf8');
    const missing = [...text.matchAll(REPO_PATH)].map((m) => m[1] ?? '').filter((p) => !existsSync(p)).map((p) => `${page}: ${p}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
