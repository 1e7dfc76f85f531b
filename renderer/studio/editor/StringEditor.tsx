/**
 * Click-to-edit of a previewed screen's texts (README "Studio editor"): with "Edit texts" on, a click
 * on a text in the preview tiles finds its key in the screen's string catalogue (engine/strings.ts,
 * served by sandbox/routes/studioStrings.ts), and the panel words it for this brand only (the brand
 * file's `copy`) or for all brands (the screen file), in English and side by side in every other
 * language of locales/ (sandbox/studio/stringChange.ts saves a text and its translations together). Saving is the editor's save: checked by
 * journey validate, committed with the staff member as author (or a draft for review).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { stringsShowing, type ScreenString } from '../../../engine/strings.ts';
import { drawingNote, type EditorData, type Problem } from './editorApi.ts';
import './strings.css';

interface Row extends Pick<ScreenString, 'key' | 'text' | 'kind'> { variants?: string[]; brandText?: string; file?: string; shared?: string; ownWordsIn?: string[]; translations?: Record<string, string | undefined> }
interface Language { code: string; name: string }
interface Props { screen: string; brand: string; data: EditorData }
type Saved = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; text: string } | { kind: 'refused'; text: string; problems: Problem[] };

const headersFor = (token: string | undefined, json = false): Record<string, string> => ({ accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}), ...(token ? { 'x-ops-token': token } : {}) });

/** The preview tiles of this screen (PreviewFrames.tsx titles each "<screen> under <brand> at <width> px"). */
const framesOf = (screen: string): HTMLIFrameElement[] => [...document.querySelectorAll<HTMLIFrameElement>('iframe')].filter((f) => f.title.startsWith(`${screen} under `));

export function StringEditor({ screen, brand, data }: Props) {
  const [rows, setRows] = useState<Row[]>([]);
  // The other languages of locales/: each text is worded in them side by side with its English.
  const [allLanguages, setLanguages] = useState<Language[]>([]);
  const [brandLanguages, setBrandLanguages] = useState<string[]>([]);
  const [words, setWords] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<Row | null>(null);
  const [candidates, setCandidates] = useState<Row[]>([]);
  const [text, setText] = useState('');
  const [scope, setScope] = useState<'brand' | 'all'>('brand');
  const [message, setMessage] = useState('');
  const [saved, setSaved] = useState<Saved>({ kind: 'idle' });
  const [version, setVersion] = useState(0);
  const hooked = useRef(new WeakSet<Document>());
  const rowsRef = useRef<Row[]>([]);
  const pickingRef = useRef(false);
  const role = data.me?.role ?? 'publisher';
  const asksMessage = role === 'editor' || data.repository === true;

  useEffect(() => {
    let live = true;
    setLoadError(null);
    fetch(`/studio/editor/strings?screen=${encodeURIComponent(screen)}&brand=${encodeURIComponent(brand)}`, { headers: headersFor(data.token) })
      .then(async (res) => {
        const answer = (await res.json()) as { strings?: Row[]; languages?: Language[]; brandLanguages?: string[]; message?: string };
        if (!res.ok || !answer.strings) throw new Error(answer.message ?? `The sandbox answered ${res.status}.`);
        if (live) { setRows(answer.strings); rowsRef.current = answer.strings; setLanguages(answer.languages ?? []); setBrandLanguages(answer.brandLanguages ?? []); }
      })
      .catch((e: Error) => { if (live) setLoadError(e.message); });
    return () => { live = false; };
  }, [screen, brand, data.token, version]);

  const choose = useCallback((row: Row, others: Row[] = []) => {
    setChosen(row);
    setCandidates(others);
    setText(row.brandText ?? row.text);
    setWords(Object.fromEntries(Object.entries(row.translations ?? {}).map(([code, w]) => [code, w ?? ''])));
    setScope('brand');
    setSaved({ kind: 'idle' });
    setMessage('');
  }, []);

  /** A click in a tile: the text under it (or around it), as the catalogue knows it. */
  const onFrameClick = useCallback((event: MouseEvent) => {
    if (!pickingRef.current) return;
    let node = event.target as HTMLElement | null;
    for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
      const shown = node.innerText ?? node.textContent ?? '';
      const found = stringsShowing(rowsRef.current.map((r) => ({ ...r, text: r.brandText ?? r.text, pointer: '', target: { in: 'copy', path: [] } }) as ScreenString), shown)
        .concat(stringsShowing(rowsRef.current.flatMap((r) => [r.text, ...(r.variants ?? [])].map((t) => ({ ...r, text: t, pointer: '', target: { in: 'copy', path: [] } }) as ScreenString)), shown));
      const keys = [...new Set(found.map((f) => f.key))];
      if (keys.length === 0) continue;
      event.preventDefault();
      event.stopPropagation();
      const matched = keys.map((k) => rowsRef.current.find((r) => r.key === k)!);
      choose(matched[0]!, matched.slice(1));
      return;
    }
  }, [choose]);

  useEffect(() => { pickingRef.current = picking; }, [picking]);

  // Each tile's document, as it loads (a tile reloads on a brand, fixture or save): clicks in it are heard.
  useEffect(() => {
    const hook = () => {
      for (const frame of framesOf(screen)) {
        const doc = frame.contentDocument;
        if (!doc || hooked.current.has(doc)) continue;
        hooked.current.add(doc);
        doc.addEventListener('click', onFrameClick, true);
      }
    };
    hook();
    const timer = window.setInterval(hook, 500);
    return () => window.clearInterval(timer);
  }, [screen, onFrameClick]);

  const onSave = async () => {
    if (!chosen) return;
    setSaved({ kind: 'saving' });
    const res = await fetch('/studio/editor/strings', {
      method: 'POST',
      headers: headersFor(data.token, true),
      body: JSON.stringify({ key: chosen.key, text, scope, brand, translations: Object.fromEntries(languages.map((l) => [l.code, words[l.code] ?? ''])), ...(message.trim() ? { message: message.trim() } : {}) }),
    });
    const answer = (await res.json().catch(() => ({}))) as { message?: string; saved?: string; commit?: string | null; notCommitted?: string; draft?: { message: string }; problems?: Problem[]; elsewhere?: Problem[]; rebuild?: boolean; brands?: string[]; drawing?: Parameters<typeof drawingNote>[0] };
    if (!res.ok) {
      setSaved({ kind: 'refused', text: answer.message ?? `The sandbox answered ${res.status}.`, problems: [...(answer.problems ?? []), ...(answer.elsewhere ?? [])] });
      return;
    }
    if (answer.draft) { setSaved({ kind: 'done', text: `Saved as a draft for review: "${answer.draft.message}".${drawingNote(answer.drawing)}` }); return; }
    const under = answer.brands?.length ? ` It shows under ${answer.brands.join(', ')}.` : '';
    const app = answer.rebuild ? ' The app is being rebuilt with it.' : ' The preview shows it now.';
    setSaved({ kind: 'done', text: `Saved ${answer.saved ?? ''}.${under}${app}${answer.commit ? ` Committed as ${answer.commit.slice(0, 8)}.` : ''}${answer.notCommitted ? ` ${answer.notCommitted}` : ''}${drawingNote(answer.drawing)}` });
    setVersion((v) => v + 1);
    // A brand's words reach a page with the page (the brand is merged by the sandbox): the tiles reload.
    for (const frame of framesOf(screen)) frame.contentWindow?.location.reload();
  };

  const list = useMemo(() => rows, [rows]);
  // For this brand only: the languages it offers (its own words are read only in them); for all brands: every language.
  const languages = scope === 'brand' ? allLanguages.filter((l) => brandLanguages.includes(l.code)) : allLanguages;
  return (
    <section className="strings" aria-labelledby="strings-title">
      <h2 id="strings-title">Texts on this screen</h2>
      <label className="strings__pick">
        <input type="checkbox" checked={picking} onChange={(e) => setPicking(e.target.checked)} />
        Edit texts: click a text in the preview
      </label>
      {loadError && <p className="editor__error" role="alert">{loadError}</p>}
      {chosen && (
        <form className="strings__panel" aria-label="Edit a text" onSubmit={(e) => { e.preventDefault(); void onSave(); }}>
          <p className="strings__key"><code data-testid="string-key">{chosen.key}</code></p>
          <p className="strings__default">Default: {chosen.text}</p>
          {candidates.length > 0 && (
            <p>Also shown there: {candidates.map((c) => <button type="button" className="link-button" key={c.key} onClick={() => choose(c, [chosen, ...candidates.filter((x) => x !== c)])}>{c.key}</button>)}</p>
          )}
          <div className="strings__languages">
            <label lang="en">Words
              <textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
            </label>
            {languages.map((l) => {
              const before = chosen.translations?.[l.code];
              const englishChanged = text !== (chosen.brandText ?? chosen.text);
              return (
                <label key={l.code} lang={l.code}>{`${l.name} (${l.code})`}
                  <textarea rows={3} value={words[l.code] ?? ''} onChange={(e) => setWords((w) => ({ ...w, [l.code]: e.target.value }))} />
                  {before === undefined && !words[l.code] ? <span className="strings__missing" role="note">No {l.name} words yet: brands offering {l.code} cannot save without them.</span> : null}
                  {englishChanged && before !== undefined && words[l.code] === before ? <span className="strings__missing" role="note">The English changed: check these words still say the same.</span> : null}
                </label>
              );
            })}
          </div>
          <fieldset className="strings__scope">
            <legend>Who reads it</legend>
            <label className="strings__choice"><input type="radio" name="scope" value="brand" checked={scope === 'brand'} onChange={() => setScope('brand')} /> This brand only ({brand})</label>
            <label className="strings__choice"><input type="radio" name="scope" value="all" checked={scope === 'all'} onChange={() => setScope('all')} disabled={!chosen.file} /> All brands (the screen file){chosen.shared ? `: written in ${chosen.shared}, shared with other screens` : ''}</label>
            {/* A brand with its own words keeps them: "all brands" changes the screen's words, not the brand file's. */}
            {chosen.ownWordsIn?.length ? <p className="strings__owners" role="note">{`${chosen.ownWordsIn.join(', ')} ${chosen.ownWordsIn.length === 1 ? 'has its' : 'have their'} own words for this text and will not change with "All brands". Edit ${chosen.ownWordsIn.length === 1 ? 'that brand' : 'those brands'} here with "This brand only", or remove their words to follow the screen's.`}</p> : null}
          </fieldset>
          {asksMessage && (
            <label>What does the change do, and why?
              <textarea rows={2} value={message} onChange={(e) => setMessage(e.target.value)} required />
            </label>
          )}
          <div className="editor__dialog-actions">
            <button type="submit" className="editor__save" disabled={saved.kind === 'saving' || role === 'viewer' || !text.trim() || (asksMessage && !message.trim())}>{role === 'editor' ? 'Save as draft' : 'Save text'}</button>
            <button type="button" onClick={() => setChosen(null)}>Close</button>
          </div>
          <div role="status" data-testid="string-save-state">
            {saved.kind === 'saving' && 'Checking and saving…'}
            {saved.kind === 'done' && saved.text}
            {saved.kind === 'refused' && (
              <>
                <p className="editor__error">Not saved: {saved.text}</p>
                {saved.problems.length > 0 && <ul className="editor__problems">{saved.problems.map((p, i) => <li key={i}><strong>{p.file}</strong> <code>{p.pointer || '/'}</code>: {p.message}</li>)}</ul>}
              </>
            )}
          </div>
        </form>
      )}
      <details className="strings__all">
        <summary>Every text ({list.length}), with its key</summary>
        <ul>
          {list.map((r) => (
            <li key={r.key}>
              <button type="button" className="link-button" onClick={() => choose(r)}><code>{r.key.slice(screen.length + 1)}</code></button> {r.brandText ?? r.text}
              {allLanguages.map((l) => <span key={l.code} className="strings__translation" lang={l.code}> · {l.code}: {r.translations?.[l.code] ?? '(none yet)'}</span>)}
              {r.brandText !== undefined && <em> ({brand}; default: {r.text})</em>}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
