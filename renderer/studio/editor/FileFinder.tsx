/**
 * The editor's file list (findConfig.ts): screens by their titles and ids, the status table,
 * journeys and brands by name, grouped; one search box filters the list by name, id or path and
 * finds the words in the text of every file, each match linked to the file at that place. Files
 * with unsaved edits of the person signed in are marked.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { entries, filterEntries, searchText, type ConfigFile, type Entry, type Match } from './findConfig.ts';
import type { EditorApi } from './editorApi.ts';

export interface Opening { file: string; view?: 'status' | undefined; find?: { query: string; at: number } | undefined }

interface Props {
  files: ConfigFile[];
  api: EditorApi;
  current: { file: string; view?: 'status' | undefined };
  unsaved: ReadonlySet<string>;
  /** The page's address for a file (keeps the token), for links that open in a new tab too. */
  hrefOf(o: Opening): string;
  onOpen(o: Opening): void;
}

export function FileFinder({ files, api, current, unsaved, hrefOf, onOpen }: Props) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [query, setQuery] = useState('');
  useEffect(() => {
    let live = true;
    api.texts().then((t) => { if (live) setTexts(Object.fromEntries(t.files.map((f) => [f.file, f.text]))); }).catch(() => undefined);
    return () => { live = false; };
  }, [api]);
  const list = useMemo(() => entries(files, texts), [files, texts]);
  const shown = useMemo(() => filterEntries(list, query), [list, query]);
  const matches = useMemo(() => searchText(list, texts, query), [list, texts, query]);
  const groups = useMemo(() => {
    const by = new Map<string, Entry[]>();
    for (const e of shown) by.set(e.group, [...(by.get(e.group) ?? []), e]);
    return [...by];
  }, [shown]);
  const open = (e: React.MouseEvent, o: Opening) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onOpen(o);
  };
  const lists = useRef<HTMLDivElement>(null);
  // The open file is in view in the list (the list scrolls, not the page).
  useEffect(() => {
    const list = lists.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !item) return;
    const top = item.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top - list.clientHeight / 3;
  }, [current.file, current.view, groups]);
  const isCurrent = (e: Entry) => e.file === current.file && (e.view ?? null) === (current.view ?? null);
  return (
    <nav className="finder" aria-label="Config files">
      <label className="finder__search">Find a screen, file or words
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. contact, GoodLeap, low income" data-testid="finder-search" />
      </label>
      {unsaved.size > 0 && <p className="finder__unsaved-count" data-testid="unsaved-count">{unsaved.size === 1 ? '1 file has' : `${unsaved.size} files have`} your unsaved changes (marked ●).</p>}
      <div className="finder__lists" ref={lists}>
        {groups.length === 0 && <p className="finder__none">No file is called that.</p>}
        {groups.map(([group, items]) => (
          <section key={group} className="finder__group">
            <h2>{group}</h2>
            <ul>
              {items.map((e) => (
                <li key={`${e.file}:${e.view ?? ''}`}>
                  <a href={hrefOf({ file: e.file, view: e.view })} onClick={(ev) => open(ev, { file: e.file, view: e.view })} aria-current={isCurrent(e) ? 'page' : undefined} className="finder__item" data-testid="finder-item">
                    <span className="finder__label">{e.label}{unsaved.has(e.file) && <span className="finder__mark" title="Your unsaved changes" aria-label="(unsaved changes)"> ●</span>}</span>
                    <span className="finder__detail">{e.detail}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {query.trim().length >= 2 && (
          <section className="finder__group" data-testid="text-matches">
            <h2>Words in the config ({matches.length}{matches.length >= 50 ? '+' : ''})</h2>
            {matches.length === 0 ? <p className="finder__none">No file has these words.</p> : (
              <ul>
                {matches.map((m: Match) => {
                  const o: Opening = { file: m.file, find: { query: query.trim(), at: m.at } };
                  return (
                    <li key={`${m.file}:${m.at}`}>
                      <a href={hrefOf(o)} onClick={(ev) => open(ev, o)} className="finder__item" data-testid="text-match">
                        <span className="finder__label">{m.label}</span>
                        <span className="finder__detail">{m.where || m.file}</span>
                        <span className="finder__excerpt">{m.excerpt}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </div>
    </nav>
  );
}
