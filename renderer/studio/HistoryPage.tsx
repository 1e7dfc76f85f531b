/**
 * The config's history and review (/studio/history; sandbox/routes/studioHistory.ts): drafts
 * waiting for a publisher, with their diff and impact, to approve or reject with a note; and the
 * config's commits (author, date, message, files), each with its diff per file, its impact and, for
 * a publisher, a revert.
 */
import { useCallback, useEffect, useState } from 'react';
import { rerouteOf, studioCall, type StudioActor } from './studioApi.ts';
import { RerouteList, movedWords, movesWords, type Reroute } from './RerouteList.tsx';
import { StaffBar } from './StaffBar.tsx';
import { ImpactTable } from './editor/ImpactTable.tsx';
import type { ImpactRow, RuleChange } from './editor/editorApi.ts';
import type { FileChanges } from '../../engine/config/configChanges.ts';

interface Author { name: string; email: string }
/** `outsideStudio`: the files it changed that the studio does not edit (it is reverted in the repository, not here). */
interface Commit { sha: string; author: Author; committer: Author; date: string; subject: string; body: string; files: { file: string; change: string }[]; undoneBy?: { sha: string; author: Author; date: string }; outsideStudio?: string[] }
interface Impact { rows: ImpactRow[]; cases: number; screens: string[]; brands: string[]; rules?: RuleChange[] }
interface Draft {
  id: string; file: string; message: string; author: Author & { id: string }; createdAt: string; status: 'pending' | 'approved' | 'rejected';
  impact: { screens: string[]; brands: string[]; rerouted: number; cases: number };
  decidedBy?: Author; decidedAt?: string; note?: string; commit?: string | null;
}
interface HistoryData { repository: boolean; note?: string; commits: Commit[]; drafts: Draft[] }

/** A commit of many files (the first one, a brand with its logos) lists a few; its diff has them all. */
const FILES_SHOWN = 8;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A unified diff, each line marked as added, removed or context. */
export function Diff({ patch, label }: { patch: string; label: string }) {
  const lines = patch.split('\n').filter((l, i, all) => !(i === all.length - 1 && l === ''));
  return (
    <pre className="diff" aria-label={label}>
      {lines.map((l, i) => {
        const kind = l.startsWith('+++') || l.startsWith('---') || l.startsWith('diff ') || l.startsWith('index ') ? 'meta' : l.startsWith('@@') ? 'hunk' : l.startsWith('+') ? 'add' : l.startsWith('-') ? 'del' : 'ctx';
        return <span key={i} className={`diff__${kind}`}>{l}{'\n'}</span>;
      })}
    </pre>
  );
}

/**
 * A change as staff read it (engine/config/configChanges.ts): per file, under its name (the screen's
 * title, the brand's name), each changed text or field with its value before and after; git's
 * patch one click away.
 */
export function ReadableChanges({ files, patches }: { files: FileChanges[]; patches: { file: string; patch: string }[] }) {
  return (
    <div className="changes">
      {files.map((f) => {
        const patch = patches.find((p) => p.file === f.file);
        return (
          <section key={f.file} className="changes__file" data-testid="changed-file" aria-label={`Changes to ${f.title}`}>
            <h4>{f.title[0]!.toUpperCase() + f.title.slice(1)} <code>{f.file}</code></h4>
            {f.added ? <p>A new file.</p> : f.removed ? <p>The file is deleted.</p> : !f.readable ? <p>Not a config text: see the patch.</p> : f.changes.length === 0 ? <p>No change to its content.</p> : (
              <div className="changes__scroll" role="region" aria-label={`Before and after in ${f.file}`} tabIndex={0}>
                <table className="changes__table">
                  <thead><tr><th scope="col">What</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>
                  <tbody>
                    {f.changes.map((c) => (
                      <tr key={c.pointer} data-testid="field-change">
                        <th scope="row">{c.where}</th>
                        <td className="changes__before">{c.before ?? <em>not there</em>}</td>
                        <td className="changes__after">{c.after ?? <em>removed</em>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {patch && (
              <details className="changes__patch">
                <summary>The patch, as git has it</summary>
                <Diff patch={patch.patch} label={`Changes to ${f.file}`} />
              </details>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The line a change that moved applications wrote in its commit (sandbox/studio/reroutes.ts movedParagraph). */
const movedLine = (body: string) => /^Moved \d+ applications? to another screen: .*$/m.exec(body)?.[0] ?? null;

function CommitItem({ commit, token, me, onChanged }: { commit: Commit; token: string | undefined; me: StudioActor | undefined; onChanged: (notice: string) => void }) {
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<{ changes: FileChanges[]; diffs: { file: string; patch: string }[]; impact: Impact } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reverting, setReverting] = useState(false);
  const [message, setMessage] = useState(`Revert "${commit.subject}"`);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open || detail) return;
    studioCall<{ changes: FileChanges[]; diffs: { file: string; patch: string }[]; impact: Impact }>(token, 'GET', `/studio/history/commit/${commit.sha}`).then(setDetail, (e: Error) => setError(e.message));
  }, [open, detail, token, commit.sha]);
  const [moves, setMoves] = useState<Reroute | null>(null);
  const revert = async (confirmReroute = false) => {
    setBusy(true);
    setError(null);
    setMoves(null);
    try {
      const answer = await studioCall<{ commit: string | null; broughtBack: string; moved?: Reroute }>(token, 'POST', `/studio/history/commit/${commit.sha}/revert`, { message, ...(confirmReroute ? { confirmReroute: true } : {}) });
      setReverting(false);
      // In words first (what comes back), the commit after.
      const back = answer.broughtBack[0]!.toUpperCase() + answer.broughtBack.slice(1);
      onChanged(`Undone "${commit.subject}". Back as it was: ${back}.${answer.moved ? ` ${movedWords(answer.moved.count)}` : ''}${answer.commit ? ` (Saved as commit ${answer.commit.slice(0, 8)}.)` : ''}`);
    } catch (e) {
      setMoves(rerouteOf(e));
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="history__item" data-testid="commit">
      <h3>{commit.subject}</h3>
      <p className="history__meta">
        <span data-testid="commit-author">{commit.author.name} &lt;{commit.author.email}&gt;</span> · <time dateTime={commit.date}>{when(commit.date)}</time> · <code>{commit.sha.slice(0, 8)}</code>
        {commit.committer.name !== commit.author.name && <> · approved by {commit.committer.name}</>}
      </p>
      {movedLine(commit.body) && <p className="history__moved" data-testid="commit-moved">{movedLine(commit.body)}</p>}
      {commit.undoneBy && <p className="history__undone" data-testid="commit-undone">Undone by {commit.undoneBy.author.name} · <time dateTime={commit.undoneBy.date}>{when(commit.undoneBy.date)}</time> · <code>{commit.undoneBy.sha.slice(0, 8)}</code></p>}
      <p className="history__files">
        {commit.files.slice(0, FILES_SHOWN).map((f) => <code key={f.file}>{f.file}{f.change !== 'modified' ? ` (${f.change})` : ''}</code>)}
        {commit.files.length > FILES_SHOWN && <span>and {commit.files.length - FILES_SHOWN} more files</span>}
      </p>
      <div className="history__actions">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>{open ? 'Hide the change' : 'Show the change'}</button>
        {me?.role === 'publisher' && !reverting && !commit.undoneBy && !commit.outsideStudio && <button type="button" onClick={() => setReverting(true)}>Revert…</button>}
        {commit.outsideStudio && <span className="history__outside">Made outside the studio (it changes {commit.outsideStudio.join(', ')}): an engineer reverts it in the repository.</span>}
      </div>
      {reverting && (
        <div className="history__form">
          <label className="studio__field">Message of the revert commit
            <textarea rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
          </label>
          <div className="history__actions">
            <button type="button" className="studio__primary" disabled={busy || !message.trim()} onClick={() => void revert()}>Revert this change</button>
            <button type="button" onClick={() => { setReverting(false); setMoves(null); }}>Cancel</button>
          </div>
          {moves && <>
            <RerouteList reroute={moves} />
            <div className="history__actions"><button type="button" className="studio__primary" disabled={busy} onClick={() => void revert(true)}>Save anyway — {movesWords(moves.count)}</button></div>
          </>}
        </div>
      )}
      {error && <p className="studio__error" role="alert">{error}</p>}
      {open && !detail && !error && <p className="studio__hint">Reading the change…</p>}
      {open && detail && (
        <div className="history__detail">
          <ReadableChanges files={detail.changes} patches={detail.diffs} />
          <h4>Impact</h4>
          <ImpactTable impact={detail.impact} busy={false} />
        </div>
      )}
    </li>
  );
}

function DraftItem({ draft, token, me, onChanged }: { draft: Draft; token: string | undefined; me: StudioActor | undefined; onChanged: (notice: string) => void }) {
  const [detail, setDetail] = useState<{ changes: FileChanges[]; diff: string; impact: Impact; stale: boolean } | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    studioCall<{ changes: FileChanges[]; diff: string; impact: Impact; stale: boolean }>(token, 'GET', `/studio/drafts/${draft.id}`).then(setDetail, (e: Error) => setError(e.message));
  }, [token, draft.id]);
  const [moves, setMoves] = useState<Reroute | null>(null);
  const decide = async (how: 'approve' | 'reject', confirmReroute = false) => {
    setBusy(true);
    setError(null);
    setMoves(null);
    try {
      const answer = await studioCall<{ commit?: string | null; moved?: Reroute }>(token, 'POST', `/studio/drafts/${draft.id}/${how}`, how === 'reject' ? { note } : confirmReroute ? { confirmReroute: true } : {});
      onChanged(how === 'approve' ? `Approved "${draft.message}"${answer.commit ? ` in commit ${answer.commit.slice(0, 8)}` : ''}: it is live.${answer.moved ? ` ${movedWords(answer.moved.count)}` : ''}` : `Rejected "${draft.message}".`);
    } catch (e) {
      if (how === 'approve') setMoves(rerouteOf(e));
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="history__item" data-testid="draft">
      <h3>{draft.message}</h3>
      <p className="history__meta">{draft.author.name} · <time dateTime={draft.createdAt}>{when(draft.createdAt)}</time> · <code>{draft.file}</code></p>
      {detail?.stale && <p className="studio__error">The file changed after this draft was made: it cannot be approved as it is.</p>}
      {detail && <ReadableChanges files={detail.changes} patches={[{ file: draft.file, patch: detail.diff }]} />}
      {detail && <ImpactTable impact={detail.impact} busy={false} />}
      {error && <p className="studio__error" role="alert">{error}</p>}
      {me?.role === 'publisher' ? (
        <div className="history__form">
          <div className="history__actions">
            <button type="button" className="studio__primary" disabled={busy} onClick={() => void decide('approve')}>Approve and publish</button>
          </div>
          {moves && <>
            <RerouteList reroute={moves} />
            <div className="history__actions"><button type="button" className="studio__primary" disabled={busy} onClick={() => void decide('approve', true)}>Save anyway — {movesWords(moves.count)}</button></div>
          </>}
          <label className="studio__field">Why reject it (the editor reads this)
            <textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <div className="history__actions"><button type="button" disabled={busy || !note.trim()} onClick={() => void decide('reject')}>Reject</button></div>
        </div>
      ) : <p className="studio__hint">Waiting for a publisher's review.</p>}
    </li>
  );
}

export function HistoryPage({ token, me }: { token: string | undefined; me: StudioActor | undefined }) {
  const [data, setData] = useState<HistoryData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => { studioCall<HistoryData>(token, 'GET', '/studio/history/data').then(setData, (e: Error) => setError(e.message)); }, [token]);
  useEffect(load, [load]);
  const changed = (text: string) => { setNotice(text); load(); };
  const pending = data?.drafts.filter((d) => d.status === 'pending') ?? [];
  const decided = data?.drafts.filter((d) => d.status !== 'pending') ?? [];
  return (
    <main className="history">
      <header className="history__header">
        <h1>History</h1>
        <nav><a href={`/studio${token ? `?token=${encodeURIComponent(token)}` : ''}`}>Studio</a> <a href={`/studio/editor${token ? `?token=${encodeURIComponent(token)}` : ''}`}>Editor</a></nav>
        <StaffBar me={me} />
      </header>
      {notice && <p className="history__notice" role="status" data-testid="history-notice">{notice}</p>}
      {error && <p className="studio__error" role="alert">{error}</p>}
      {!data ? <p className="studio__hint">Reading the history…</p> : (
        <>
          <section aria-labelledby="drafts">
            <h2 id="drafts">Drafts for review</h2>
            {pending.length === 0 ? <p className="studio__hint">No drafts wait for review.</p> : <ul className="history__list">{pending.map((d) => <DraftItem key={d.id} draft={d} token={token} me={me} onChanged={changed} />)}</ul>}
            {decided.length > 0 && (
              <details>
                <summary>Decided drafts ({decided.length})</summary>
                <ul className="history__decided">
                  {decided.map((d) => <li key={d.id}><strong>{d.status}</strong> by {d.decidedBy?.name}: "{d.message}" ({d.author.name}, <code>{d.file}</code>){d.note ? ` — ${d.note}` : ''}</li>)}
                </ul>
              </details>
            )}
          </section>
          <section aria-labelledby="commits">
            <h2 id="commits">Changes to the config</h2>
            {!data.repository && <p className="studio__hint">{data.note}</p>}
            <ol className="history__list">{data.commits.map((c) => <CommitItem key={c.sha} commit={c} token={token} me={me} onChanged={changed} />)}</ol>
          </section>
        </>
      )}
    </main>
  );
}
