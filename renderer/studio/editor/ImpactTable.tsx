/**
 * Impact before saving (issue 16 item 4): the cases whose decision the edit changes, each with its
 * old and new decision and trace, and the screens and brands it shows under.
 */
import type { DecisionSummary, Impact, RuleChange } from './editorApi.ts';
import './impact.css';

function Decision({ d }: { d: DecisionSummary }) {
  if (d.error) return <span className="impact__error">{d.error}</span>;
  return (
    <>
      <span className="impact__decision">
        {d.action}{d.route ? ` ${d.route}` : ''}
        {d.progress ? ` · progress ${d.progress}` : ''}
        {d.pollAfterMs !== undefined && d.pollAfterMs !== null ? ` · poll after ${d.pollAfterMs} ms` : ''}
        {d.state ? ` · state ${d.state}` : ''}
      </span>
      <details>
        <summary>Trace ({d.trace.length} rules)</summary>
        <ol className="impact__trace">
          {d.trace.map((s, i) => (
            <li key={i} className={s.decided ? 'impact__decided' : undefined}>
              {s.kind} <code>{s.rule}</code>: {String(s.outcome)}{s.note ? ` (${s.note})` : ''}
            </li>
          ))}
        </ol>
      </details>
    </>
  );
}

/** One rule the edit adds, removes or rewrites, in words: when it applied and when it applies now. */
function RuleLine({ r }: { r: RuleChange }) {
  const name = <>Rule <code>{r.rule}</code> ({r.effect}) on <code>{r.screen}</code></>;
  if (r.change === 'removed') return <li>{name} is removed: it no longer applies (it applied when {r.before}).</li>;
  return (
    <li className={r.never ? 'impact__error' : undefined}>
      {name} {r.change === 'added' ? 'is added' : `changes (${(r.parts ?? []).join(', ')})`}:
      {r.change === 'changed' && r.before !== r.after ? <> it applied when {r.before}; now it applies when {r.after}.</> : <> it applies when {r.after}.</>}
      {r.never ? <> <strong>It can never apply:</strong> {r.never}</> : null}
    </li>
  );
}

export function ImpactTable({ impact, busy }: { impact: Pick<Impact, 'rows' | 'cases' | 'screens' | 'brands' | 'rules'> | null; busy: boolean }) {
  // An impact of an earlier text is never shown as this one's: while the new one is worked out, it says so instead (product manager trial: "No route changes" stood while the edit moved an application).
  if (!impact || busy) return <p className="impact__note" aria-live="polite" data-testid="impact-working">{busy ? 'Working out what this change affects…' : 'The impact shows once the file parses.'}</p>;
  return (
    <div>
      <p className="impact__summary" data-testid="impact-summary">
        {impact.rows.length === 0
          ? `No route changes: all ${impact.cases} fixtures and applications get the same route, progress step and polling plan.`
          : `${impact.rows.length} of ${impact.cases} fixtures and applications would get a different decision.`}
      </p>
      {impact.rows.length > 0 && (
        <table className="impact__table">
          <thead>
            <tr><th scope="col">Case</th><th scope="col">Status</th><th scope="col">Changes</th><th scope="col">Before</th><th scope="col">After</th></tr>
          </thead>
          <tbody>
            {impact.rows.map((r) => (
              <tr key={`${r.journey}|${r.source}|${r.id}`}>
                <th scope="row">{r.source === 'application' ? 'Application ' : ''}<code>{r.id}</code><br /><small>{r.journey}</small></th>
                <td>{r.status ?? '—'}</td>
                <td>{r.changed.join(', ')}</td>
                <td><Decision d={r.before} /></td>
                <td><Decision d={r.after} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="impact__summary" data-testid="impact-screens">
        {impact.screens.length === 0
          ? 'No screen changes.'
          : `${impact.screens.length} screen${impact.screens.length === 1 ? '' : 's'} change (${impact.screens.slice(0, 8).join(', ')}${impact.screens.length > 8 ? ', …' : ''}) under ${impact.brands.length === 1 ? impact.brands[0] : `all ${impact.brands.length} brands`}.`}
      </p>
      {impact.rules && impact.rules.length > 0 && (
        <ul className="impact__rules" data-testid="impact-rules">
          {impact.rules.map((r) => <RuleLine key={`${r.screen}|${r.rule}`} r={r} />)}
        </ul>
      )}
    </div>
  );
}
