/**
 * The studio editor page (/studio/editor): the file list, the JSON editor with journey validate's
 * problems inline, the problems list, the impact of the change, the live preview and Save.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { StaffBar } from '../StaffBar.tsx';
import { JsonEditor } from './JsonEditor.tsx';
import { ImpactTable } from './ImpactTable.tsx';
import { PreviewFrames } from './PreviewFrames.tsx';
import { StringEditor } from './StringEditor.tsx';
import { FileFinder, type Opening } from './FileFinder.tsx';
import { FormPane, hasForm } from './FormPane.tsx';
import { unsavedEdits } from './unsavedEdits.ts';
import { RerouteList, movedWords, movesWords, type Reroute } from '../RerouteList.tsx';
import './forms.css';
import { drawingNote, editorApi, RefusedError, type Checked, type EditorData, type Impact, type OpenedFile } from './editorApi.ts';
import { pointerWords } from './pointerWords.ts';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; file: string; app: 'now' | 'dev' | 'building' | 'built' | 'failed'; detail?: string; commit?: string | null; notCommitted?: string; drawn?: string } | { kind: 'drafted'; message: string; drawn?: string } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string };

/** The commit message offered in the save dialog: what was changed, for the person to make say why. */
const suggestion = (entry: { kind: string; id: string } | undefined, file: string) => (entry ? `Change the ${entry.id} ${entry.kind}` : `Change ${file}`);

/** The schema of a screen as the checks loaded it (shared fields resolved), from the validate answer's drafts. */
const schemaOfDraft = (draft: unknown): unknown => (draft !== null && typeof draft === 'object' && 'schema' in draft ? draft.schema : undefined);

const preferredBrand = (brands: string[]) => (brands.includes('GOODLEAP_LLC') ? 'GOODLEAP_LLC' : brands[0] ?? '');

export function EditorPage({ data }: { data: EditorData }) {
  const api = useMemo(() => editorApi(data.token), [data.token]);
  const screenIds = useMemo(() => data.files.filter((f) => f.kind === 'screen').map((f) => f.id), [data.files]);
  const [file, setFile] = useState(data.file ?? data.files.find((f) => f.kind === 'screen')?.file ?? '');
  // Staff edit in a form where the file has one (a screen, the status table); the JSON stays one click away.
  const start = new URLSearchParams(window.location.search);
  const [view, setView] = useState<'status' | undefined>(start.get('view') === 'status' ? 'status' : undefined);
  const [mode, setMode] = useState<'form' | 'json'>(start.get('mode') === 'json' ? 'json' : 'form');
  const [find, setFind] = useState<Opening['find']>(undefined);
  const [editorKey, setEditorKey] = useState(0);
  const unsaved = useMemo(() => unsavedEdits(window.localStorage, data.me?.id ?? 'staff'), [data.me?.id]);
  const [unsavedFiles, setUnsavedFiles] = useState<ReadonlySet<string>>(() => new Set(Object.keys(unsaved.all())));
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  const [brandDraft, setBrandDraft] = useState<{ id: string; orgCode: string } | null>(null);
  const [impact, setImpact] = useState<Impact | null>(null);
  const [impactBusy, setImpactBusy] = useState(false);
  // The text the shown impact was worked out for: once staff change it, the shown impact is stale.
  const [impactOf, setImpactOf] = useState<string | null>(null);
  const [brand, setBrand] = useState(preferredBrand(data.brands));
  const [fixture, setFixture] = useState('');
  const [previewScreen, setPreviewScreen] = useState('');
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState('');
  const dialog = useRef<HTMLDialogElement | null>(null);
  // A save the sandbox held back because it moves applications already in the database: what it said, to confirm or cancel.
  const [reroute, setReroute] = useState<{ reroute: Reroute; message: string | undefined } | null>(null);
  const rerouteDialog = useRef<HTMLDialogElement | null>(null);
  const impactRun = useRef<AbortController | null>(null);
  const impactText = useRef<string | null>(null);
  const entry = data.files.find((f) => f.file === file);

  useEffect(() => {
    let live = true;
    impactText.current = null;
    setOpened(null); setChecked(null); setDrafts({}); setBrandDraft(null); setImpact(null); setSave({ kind: 'idle' }); setOpenError(null);
    if (!file) return;
    const qs = new URLSearchParams(window.location.search);
    qs.set('file', file);
    if (view) qs.set('view', view); else qs.delete('view');
    window.history.replaceState(null, '', `${window.location.pathname}?${qs.toString()}`);
    api.open(file).then((f) => {
      if (!live) return;
      // The person's unsaved edit of this file, if any, is where they left off.
      setOpened(f); setText(unsaved.get(f.file)?.text ?? f.text);
      if (f.kind === 'brand' && f.file !== 'brands/_defaults.json') setBrand(f.file.slice('brands/'.length, -'.json'.length));
      const own = data.files.find((x) => x.file === f.file);
      // A brand or journey is first previewed on the screen an applicant meets first.
      setPreviewScreen(own?.kind === 'screen' ? own.id : screenIds.find((id) => id.startsWith('register-v2/')) ?? screenIds[0] ?? '');
    }).catch((e: Error) => { if (live) setOpenError(e.message); });
    return () => { live = false; };
  }, [file, view, api, data.files, screenIds, unsaved]);

  const edit = (t: string) => {
    setText(t);
    if (save.kind !== 'saving') setSave({ kind: 'idle' });
    if (opened) { unsaved.keep(opened.file, t, opened.text); setUnsavedFiles(new Set(Object.keys(unsaved.all()))); }
  };
  const discard = () => {
    if (!opened) return;
    unsaved.drop(opened.file); setUnsavedFiles(new Set(Object.keys(unsaved.all())));
    setText(opened.text); setEditorKey((k) => k + 1);
  };
  const openFile = (o: Opening) => {
    setFind(o.find); setView(o.view);
    if (o.find) setMode('form');
    if (o.file === file) setEditorKey((k) => k + 1);
    setFile(o.file);
  };
  const hrefOf = (o: Opening) => {
    const qs = new URLSearchParams({ file: o.file, ...(o.view ? { view: o.view } : {}), ...(data.token ? { token: data.token } : {}) });
    return `/studio/editor?${qs.toString()}`;
  };

  /** The editor's lint source: journey validate on the text, then (without waiting) its impact. */
  const check = useCallback(async (current: string): Promise<Checked | null> => {
    if (!opened) return null;
    let result: Awaited<ReturnType<typeof api.validate>>;
    try {
      result = await api.validate(opened.file, current);
    } catch (e) {
      setOpenError((e as Error).message);
      return null;
    }
    setChecked(result);
    // A text that does not parse draws nothing new: the preview keeps the last one that did.
    if (Object.keys(result.drafts).length > 0) setDrafts(result.drafts);
    if (result.brandDraft) setBrandDraft(result.brandDraft);
    // The editor checks the same text again (on focus, on scroll): the impact of that text is
    // already being worked out or shown, so it is neither restarted nor thrown away.
    if (impactText.current === current) return result;
    impactText.current = current;
    impactRun.current?.abort();
    const run = new AbortController();
    impactRun.current = run;
    setImpactBusy(true);
    api.impact(opened.file, current, run.signal)
      .then((i) => { if (!run.signal.aborted) { setImpact(i); setImpactOf(current); } })
      .catch(() => { if (!run.signal.aborted) { setImpact(null); impactText.current = null; } })
      .finally(() => { if (!run.signal.aborted) setImpactBusy(false); });
    return result;
  }, [api, opened]);

  const formShown = opened !== null && mode === 'form' && hasForm(opened.kind, view);
  // The JSON editor checks as staff type; the form's text is checked the same way, a moment after the last change.
  useEffect(() => {
    if (!formShown) return;
    const timer = setTimeout(() => { void check(text); }, 400);
    return () => clearTimeout(timer);
  }, [formShown, text, check]);

  /** Under npm start the sandbox rebuilds the app after a save: say when the app shows it, then redraw the preview. */
  const followRebuild = async (saved: string) => {
    for (;;) {
      await new Promise((r) => setTimeout(r, 1500));
      const build = await api.build().catch(() => null);
      if (!build || build.state === 'building') continue;
      if (build.state === 'failed') { setSave({ kind: 'saved', file: saved, app: 'failed', detail: build.message ?? '' }); return; }
      setSave((s) => (s.kind === 'saved' && s.file === saved ? { ...s, app: 'built' } : s));
      setVersion((v) => v + 1);
      return;
    }
  };

  const role = data.me?.role ?? 'publisher';
  // A save is a commit where the config is a repository, and an editor's is a draft: both carry a message.
  const asksMessage = role === 'editor' || data.repository === true;
  const onSaveClick = () => {
    if (!opened) return;
    if (!asksMessage) { void onSave(undefined); return; }
    setMessage((m) => m || suggestion(entry, opened.file));
    dialog.current?.showModal();
  };

  const onSave = async (withMessage: string | undefined, confirmReroute = false) => {
    if (!opened) return;
    dialog.current?.close();
    rerouteDialog.current?.close();
    setReroute(null);
    setSave({ kind: 'saving' });
    try {
      const answer = await api.save(opened.file, text, withMessage, confirmReroute);
      setChecked(answer);
      setMessage('');
      // A draft is saved too: it waits for a publisher in History, no longer in this browser.
      unsaved.drop(opened.file); setUnsavedFiles(new Set(Object.keys(unsaved.all())));
      if (answer.draft) { setSave({ kind: 'drafted', message: answer.draft.message, drawn: drawingNote(answer.drawing) }); return; }
      const saved = answer.saved ?? opened.file;
      setOpened({ ...opened, text });
      setSave({ kind: 'saved', file: saved, app: opened.kind === 'brand' ? 'now' : answer.rebuild ? 'building' : 'dev', commit: answer.commit ?? null, ...(answer.notCommitted ? { notCommitted: answer.notCommitted } : {}), drawn: `${drawingNote(answer.drawing)}${answer.moved ? ` ${movedWords(answer.moved.count)}` : ''}` });
      setVersion((v) => v + 1);
      if (answer.rebuild) void followRebuild(saved);
    } catch (e) {
      if (e instanceof RefusedError && e.reroute) {
        setSave({ kind: 'refused', message: e.message });
        setReroute({ reroute: e.reroute, message: withMessage });
        rerouteDialog.current?.showModal();
      } else if (e instanceof RefusedError && e.checked) {
        setChecked(e.checked);
        setSave({ kind: 'refused', message: e.message });
      } else setSave({ kind: 'failed', message: (e as Error).message });
    }
  };

  // Each problem of this file also says, in the file's own words, which part it is in (pointerWords.ts).
  const typed = useMemo(() => { try { return JSON.parse(text) as unknown; } catch { return null; } }, [text]);
  const problems = checked ? [...checked.problems.map((p) => ({ ...p, where: `line ${p.line}, column ${p.column}`, part: pointerWords(typed, p.pointer) })), ...checked.elsewhere.map((p) => ({ ...p, where: p.file, part: null }))] : [];
  const previewScreens = entry?.kind === 'screen' ? [entry.id] : impact?.screens.length ? impact.screens : screenIds;

  return (
    <main className="editor">
      <header className="editor__header">
        <h1>Studio editor</h1>
        <button type="button" className="editor__save" onClick={onSaveClick} disabled={!opened || save.kind === 'saving' || role === 'viewer'} title={role === 'viewer' ? 'A viewer reads: ask a publisher for the editor role to save.' : undefined}>{role === 'editor' ? 'Save as draft' : 'Save'}</button>
        <p className="editor__save-state" role="status" data-testid="save-state">
          {save.kind === 'saving' && 'Checking and saving…'}
          {save.kind === 'saved' && save.app === 'now' && `Saved ${save.file}. The sandbox and the app's pages use it from the next page load.`}
          {save.kind === 'saved' && save.app === 'dev' && `Saved ${save.file}. The sandbox reads it now; the app's screens update when npm run dev has rebuilt them.`}
          {save.kind === 'saved' && save.app === 'building' && `Saved ${save.file}. The sandbox reads it now; the app is being rebuilt with it…`}
          {save.kind === 'saved' && save.app === 'built' && `Saved ${save.file}. The app now shows it (rebuilt, no restart).`}
          {save.kind === 'saved' && save.app === 'failed' && `Saved ${save.file}, but the app did not rebuild: ${save.detail}`}
          {save.kind === 'saved' && save.commit && ` Committed as ${save.commit.slice(0, 8)} (History lists it).`}
          {save.kind === 'saved' && save.notCommitted && ` ${save.notCommitted}`}
          {save.kind === 'drafted' && `Saved as a draft for review: "${save.message}". It goes live when a publisher approves it in History.`}
          {(save.kind === 'saved' || save.kind === 'drafted') && save.drawn}
          {save.kind === 'refused' && `Not saved: ${save.message}`}
          {save.kind === 'failed' && `Not saved: ${save.message}`}
        </p>
        <a href={`/studio/history${data.token ? `?token=${encodeURIComponent(data.token)}` : ''}`}>History</a>
        <StaffBar me={data.me} />
      </header>
      <dialog ref={dialog} className="editor__dialog" aria-labelledby="save-dialog-title">
        <form method="dialog" onSubmit={(e) => { e.preventDefault(); if (message.trim()) void onSave(message.trim()); }}>
          <h2 id="save-dialog-title">{role === 'editor' ? 'Save as a draft for review' : 'Save and commit'}</h2>
          <p>{role === 'editor' ? 'A publisher reads this with your change before approving it.' : data.me?.via === 'session' ? `The commit of ${opened?.file ?? file}, with you as its author. It goes live for every lender it touches when you commit.` : `The commit of ${opened?.file ?? file}, authored as "${data.me?.name ?? 'the studio'}": there are no staff accounts, so History cannot name you. It goes live for every lender it touches when you commit, with no review.`}</p>
          <label>What does the change do, and why?
            <textarea name="message" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} required />
          </label>
          <div className="editor__dialog-actions">
            <button type="submit" className="editor__save" disabled={!message.trim()}>{role === 'editor' ? 'Submit for review' : 'Commit'}</button>
            <button type="button" onClick={() => dialog.current?.close()}>Cancel</button>
          </div>
        </form>
      </dialog>
      <dialog ref={rerouteDialog} className="editor__dialog" aria-labelledby="reroute-dialog-title" onClose={() => setReroute(null)}>
        {reroute && (
          <form method="dialog" onSubmit={(e) => { e.preventDefault(); void onSave(reroute.message, true); }}>
            <h2 id="reroute-dialog-title">This change moves {reroute.reroute.count === 1 ? '1 application' : `${reroute.reroute.count} applications`}</h2>
            <RerouteList reroute={reroute.reroute} />
            <div className="editor__dialog-actions">
              <button type="submit" className="editor__save">Save anyway — {movesWords(reroute.reroute.count)}</button>
              <button type="button" onClick={() => rerouteDialog.current?.close()}>Cancel, save nothing</button>
            </div>
          </form>
        )}
      </dialog>
      {openError && <p className="editor__error" role="alert">{openError}</p>}
      <div className="editor__layout">
      <FileFinder files={data.files} api={api} current={{ file, view }} unsaved={unsavedFiles} hrefOf={hrefOf} onOpen={openFile} />
      <div className="editor__body">
        <section className="editor__pane" aria-label="Edit">
          {opened && (
            <div className="forms__bar">
              <h2 className="forms__title">{view === 'status' ? 'Status table' : entry?.id ?? opened.file}</h2>
              {hasForm(opened.kind, view) && (
                <div className="forms__modes" role="group" aria-label="Edit as">
                  <button type="button" aria-pressed={mode === 'form'} onClick={() => setMode('form')}>Form</button>
                  <button type="button" aria-pressed={mode === 'json'} onClick={() => { setFind(undefined); setEditorKey((k) => k + 1); setMode('json'); }}>JSON</button>
                </div>
              )}
              {unsavedFiles.has(opened.file) && <>
                <span className="forms__unsaved" data-testid="unsaved-mark">● Unsaved changes, kept for you until you save or discard them{unsaved.get(opened.file)?.base !== opened.text && ' (the file was saved by someone after you began: compare in History before saving)'}</span>
                <button type="button" className="forms__discard" onClick={() => { if (window.confirm('Discard your changes to this file?')) discard(); }}>Discard my changes</button>
              </>}
            </div>
          )}
          {!opened ? <p>Opening {file}…</p> : formShown
            ? <FormPane file={opened.file} kind={opened.kind} view={view} text={text} meta={opened.schema} find={find} screenSchema={entry?.kind === 'screen' ? schemaOfDraft(drafts[entry.id]) : undefined} onText={edit} onShowJson={(at) => { setFind(at === undefined ? undefined : { query: '', at }); setEditorKey((k) => k + 1); setMode('json'); }} />
            : <JsonEditor key={`${opened.file}:${editorKey}`} fileKey={opened.file} text={text} schema={opened.schema} onChange={edit} check={check} at={find?.at} />}
          <h2>Problems</h2>
          <div data-testid="problems" aria-live="polite">
            {!checked ? <p>Checking…</p> : problems.length === 0 ? <p className="editor__ok">No problems: journey validate passes with this change.</p> : (
              <ul className="editor__problems">
                {problems.map((p, i) => <li key={i}>{p.part && <strong className="editor__part">In {p.part} · </strong>}<strong>{p.where}</strong> <code>{p.pointer || '/'}</code>: {p.message}</li>)}
              </ul>
            )}
          </div>
        </section>
        <section className="editor__pane" aria-label="Impact and preview">
          <h2>Impact before saving</h2>
          <div data-testid="impact"><ImpactTable impact={impact} busy={impactBusy || (impact !== null && impactOf !== text)} /></div>
          <h2>Preview</h2>
          <div className="editor__choices">
            <label>Screen
              <select value={previewScreen} onChange={(e) => setPreviewScreen(e.target.value)}>
                {previewScreens.map((id) => <option key={id} value={id}>{id}</option>)}
              </select>
            </label>
            <label>Brand
              <select value={brand} onChange={(e) => setBrand(e.target.value)}>
                {data.brands.map((b) => <option key={b} value={b}>{data.brandNames?.[b] && data.brandNames[b] !== b ? `${data.brandNames[b]} (${b})` : b}</option>)}
              </select>
            </label>
            <label>Fixture
              <select value={fixture} onChange={(e) => setFixture(e.target.value)}>
                <option value="">The screen's default</option>
                {data.fixtures.map((f) => <option key={f} value={f}>{f}</option>)}
              </select>
            </label>
          </div>
          {previewScreen && <PreviewFrames screen={previewScreen} brand={brand} draft={brandDraft?.orgCode === brand ? brandDraft.id : undefined} fixture={fixture} token={data.token} version={version} drafts={drafts} />}
          {previewScreen && <StringEditor screen={previewScreen} brand={brand} data={data} />}
        </section>
      </div>
      </div>
    </main>
  );
}
