/**
 * The simulator (/studio/simulator, issue 16 item 2): choose a fixture, paste an application, or
 * give the id of an application in this sandbox; the sandbox runs the engine's decisions on it
 * (engine/simulate.ts) and this shows each with its trace: navigate(), the step machine, the
 * progress step and the polling plan. The path they took is lit on the map.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { mapIds } from '../../engine/mapIds.ts';
import { formatMoney, formatPercent } from '../../engine/format.ts';
import { TraceTable } from './TraceTable.tsx';
import { studioCall, type MapData, type SimulationAnswer, type StudioApplication } from './studioApi.ts';

type Source = 'fixture' | 'pasted' | 'database';

interface Props {
  token: string | undefined;
  brand: string;
  fixtures: MapData['fixtures'];
  query: Record<string, string>;
  answer: SimulationAnswer | null;
  onAnswer: (a: SimulationAnswer | null) => void;
  onSelect: (id: string) => void;
}

/** The pasted text as the call's body: an application object, or `{ app, profile }`. */
function pasted(text: string): { app: unknown; profile?: unknown } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    // Our words, not the browser's parser's: where it breaks, when the browser says.
    const at = /position (\d+)/.exec((e as Error).message);
    throw new Error(at ? `The pasted text is not JSON: it breaks at character ${Number(at[1]) + 1}. Check the quotes, commas and brackets there.` : 'The pasted text is not JSON: it is cut short or has a stray character. Check the quotes, commas and brackets.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('Paste an application as a JSON object (000 §3: uuid, serverStatus, status, ...), or { "app": ..., "profile": ... }.');
  const v = value as Record<string, unknown>;
  return v.app !== undefined && typeof v.app === 'object' ? { app: v.app, ...(v.profile !== undefined ? { profile: v.profile } : {}) } : { app: v };
}

const ms = (n: number | null) => (n === null ? 'no more reads' : `${n} ms`);

export function Simulator({ token, brand, fixtures, query, answer, onAnswer, onSelect }: Props) {
  const [source, setSource] = useState<Source>(query.uuid ? 'database' : query.app ? 'pasted' : 'fixture');
  const [fixture, setFixture] = useState(query.fixture ?? fixtures[0]?.id ?? '');
  const [text, setText] = useState('');
  const [uuid, setUuid] = useState(query.uuid ?? '');
  const [path, setPath] = useState(query.path ?? '');
  const [attempt, setAttempt] = useState(query.attempt ?? '1');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setError(null);
    setBusy(true);
    try {
      const input = source === 'fixture' ? { fixture } : source === 'database' ? { uuid: uuid.trim() } : pasted(text);
      const result = await studioCall<SimulationAnswer>(token, 'POST', '/studio/simulate', { ...input, brand, attempt: Number(attempt), ...(path.trim() ? { path: path.trim() } : {}) });
      onAnswer(result);
    } catch (e) {
      onAnswer(null);
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  // A shared link (?fixture= or ?uuid=) runs at once.
  useEffect(() => { if (query.fixture || query.uuid) void run(); }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (e: FormEvent) => { e.preventDefault(); void run(); };
  const nav = answer?.navigate.result;
  // The status row (or fallback) inside the decision, which staff look for first.
  const row = answer?.navigate.trace.find((s) => (s.kind === 'row' && s.outcome === true) || s.kind === 'fallback');
  return (
    <section className="simulator" aria-labelledby="simulator-title">
      <h2 id="simulator-title">Simulate an application</h2>
      <form onSubmit={submit}>
        <fieldset>
          <legend>Application from</legend>
          {([['fixture', 'a fixture'], ['pasted', 'pasted JSON'], ['database', 'this sandbox’s database']] as const).map(([value, label]) => (
            <label key={value} className="simulator__choice"><input type="radio" name="source" value={value} checked={source === value} onChange={() => setSource(value)} /> {label}</label>
          ))}
        </fieldset>
        {source === 'fixture' && (
          <label className="studio__field"><span>Fixture</span>
            <select value={fixture} onChange={(e) => setFixture(e.target.value)}>
              {fixtures.map((f) => <option key={f.id} value={f.id}>{f.id}{f.status ? ` (${f.status})` : ''}</option>)}
            </select>
          </label>
        )}
        {source === 'pasted' && (
          <label className="studio__field"><span>Application JSON</span>
            <textarea rows={8} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} placeholder='{"uuid": "…", "serverStatus": "OFFER_SELECTION", "status": {…}}' />
          </label>
        )}
        {source === 'database' && <ApplicationPicker token={token} uuid={uuid} onUuid={setUuid} />}
        <div className="simulator__row">
          <label className="studio__field"><span>Where the applicant is (optional)</span>
            <input value={path} onChange={(e) => setPath(e.target.value)} placeholder="the application's index" spellCheck={false} />
          </label>
          <label className="studio__field simulator__attempt"><span>Status reads</span>
            <input type="number" min={1} value={attempt} onChange={(e) => setAttempt(e.target.value)} />
          </label>
        </div>
        <button type="submit" className="simulator__run" disabled={busy}>{busy ? 'Running…' : 'Run the engine'}</button>
      </form>
      {error && <p className="studio__error" role="alert">{error}</p>}
      {answer && nav && (
        <div className="simulator__answer" aria-live="polite">
          <p className="simulator__source">For {answer.source.label}: status <strong>{answer.status ?? 'none'}</strong>, at {answer.path}, under <strong>{answer.brand}</strong>{answer.source.kind === 'database' ? ' (its own brand)' : ''}.</p>
          <p className="simulator__summary" data-testid="simulator-summary"><strong>{answer.summary}</strong></p>
          <h3>Navigation decision</h3>
          <p className="simulator__decision"><strong>{nav.action}</strong>{nav.route ? <> → <code>{nav.route}</code></> : null} · decided by <strong>{answer.navigate.decidedBy}</strong>{nav.pollAfterMs !== null ? ` · read again after ${ms(nav.pollAfterMs)}` : ''}</p>
          {row && <p>Status row: <button type="button" className="simulator__link" onClick={() => onSelect(row.kind === 'row' ? mapIds.row(row.rule) : mapIds.fallback(row.rule === 'stepMachine' ? 'stepMachine' : 'unknown'))}>{row.kind === 'row' ? row.rule : `fallback: ${row.rule}`}</button>{nav.progress ? <> · progress step {nav.progress.progressState}</> : null}</p>}
          {nav.log && <p className="studio__error">{nav.log.level}: {nav.log.message}</p>}
          <TraceTable trace={answer.navigate.trace} caption="navigate() trace" />
          <h3>Step machine</h3>
          <p>State <strong>{answer.step.result.state}</strong> (screen <code>{answer.step.result.routePattern}</code>){answer.step.result.transitions.length ? ', by ' : ', no transition fired'}{answer.step.result.transitions.map((t) => `${t.event} (${t.from} → ${t.to})`).join(', ')}</p>
          {!answer.lit.includes(mapIds.handover) && <p className="simulator__note">The status table decided the route; the step machine's own run is outlined in dashed green on the map.</p>}
          <TraceTable trace={answer.step.trace} caption="Step machine trace" fold />
          {answer.progress && (
            <>
              <h3>Progress step</h3>
              <p><strong>{answer.progress.result.steps.find((s) => s.status === 'current')?.label ?? answer.progress.result.progressState}</strong> ({answer.progress.result.progressState}, step {answer.progress.result.value + 1} of {answer.progress.result.steps.length})</p>
              <TraceTable trace={answer.progress.trace} caption="Progress trace" />
            </>
          )}
          <h3>Polling plan</h3>
          <p><strong>{answer.poll.result.action}</strong>{answer.poll.result.action === 'poll' ? `: next read after ${answer.poll.result.delayMs} ms` : answer.poll.result.finalStatus ? `: route by ${answer.poll.result.finalStatus}` : ''}</p>
          <TraceTable trace={answer.poll.trace} caption="Polling plan trace" />
          <h3>Money figures of the chosen offer</h3>
          {answer.finance.result ? (
            <p>
              APR <strong>{formatPercent(answer.finance.result.apr, 2)}</strong> (interest rate {formatPercent(answer.finance.result.ratePercent, 2)}) ·
              {' '}{formatMoney(answer.finance.result.amount)} drawn, {formatMoney(answer.finance.result.amountReceived, 2)} paid to the applicant ·
              {' '}{answer.finance.result.schedule.map((l) => `${l.count} × ${formatMoney(l.amount, 2)}`).join(' + ')} ·
              {' '}finance charge {formatMoney(answer.finance.result.financeCharge, 2)}, amount financed {formatMoney(answer.finance.result.amountFinanced, 2)}, total of payments {formatMoney(answer.finance.result.totalOfPayments, 2)}
            </p>
          ) : <p>No offer chosen yet.</p>}
          <TraceTable trace={answer.finance.trace} caption="Finance figures trace (engine/finance.ts)" />
          <h3>Lit on the map</h3>
          <ol className="simulator__lit">{answer.lit.map((id) => <li key={id}><button type="button" onClick={() => onSelect(id)}>{id}</button></li>)}</ol>
        </div>
      )}
    </section>
  );
}

/**
 * This sandbox's applications to choose from, found by name, id, status or brand as staff type
 * (/studio/applications); the id field stays for an id pasted from elsewhere.
 */
function ApplicationPicker({ token, uuid, onUuid }: { token: string | undefined; uuid: string; onUuid: (uuid: string) => void }) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ applications: StudioApplication[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      studioCall<{ applications: StudioApplication[]; total: number }>(token, 'GET', `/studio/applications?q=${encodeURIComponent(q)}`)
        .then((r) => { if (live) { setFound(r); setError(null); } })
        .catch((e: Error) => { if (live) setError(e.message); });
    }, 200);
    return () => { live = false; clearTimeout(timer); };
  }, [q, token]);
  return (
    <div className="simulator__picker">
      <label className="studio__field"><span>Find an application (name, id, status or brand)</span>
        <input type="search" value={q} onChange={(e) => setQ(e.target.value)} spellCheck={false} placeholder="e.g. Rivera, OFFER_SELECTION, LAKEVIEW" />
      </label>
      {error && <p className="studio__error" role="alert">{error}</p>}
      {found && (
        <fieldset className="simulator__found">
          <legend>{found.total === 0 ? 'No application matches.' : found.total > found.applications.length ? `The newest ${found.applications.length} of ${found.total} matching applications` : `${found.total} matching application${found.total === 1 ? '' : 's'}`}</legend>
          {found.applications.map((a) => (
            <label key={a.uuid} className="simulator__choice">
              <input type="radio" name="application" value={a.uuid} checked={uuid === a.uuid} onChange={() => onUuid(a.uuid)} />
              {' '}<strong>{a.name || 'No name yet'}</strong> · {a.status} · {a.brand} · <code>{a.uuid}</code>
            </label>
          ))}
        </fieldset>
      )}
      <label className="studio__field"><span>Application id</span>
        <input value={uuid} onChange={(e) => onUuid(e.target.value)} spellCheck={false} placeholder="3f2b8c1e-0000-4000-8000-000000000000" />
      </label>
    </div>
  );
}
