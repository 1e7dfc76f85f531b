/**
 * One engine decision's trace (engine/types/logic.ts TraceStep): each rule tried, in order, the one
 * that decided marked. With `fold`, a run of rules that did not fire is one row that opens to list
 * them (the step machine tries every trigger; staff look for the few that fired).
 */
import type { TraceStep } from '../../engine/index.ts';

type Item = { step: TraceStep; n: number } | { quiet: { step: TraceStep; n: number }[] };

const quiet = (s: TraceStep) => s.outcome === false && !s.decided;

function items(trace: TraceStep[], fold: boolean): Item[] {
  const out: Item[] = [];
  trace.forEach((step, i) => {
    const entry = { step, n: i + 1 };
    const last = out[out.length - 1];
    if (!fold || !quiet(step)) out.push(entry);
    else if (last && 'quiet' in last) last.quiet.push(entry);
    else out.push({ quiet: [entry] });
  });
  // A single quiet rule is shown as itself.
  return out.map((it) => ('quiet' in it && it.quiet.length === 1 ? it.quiet[0]! : it));
}

function Row({ step, n }: { step: TraceStep; n: number }) {
  return (
    <tr className={step.decided ? 'trace__decided' : undefined}>
      <td>{n}</td>
      <td><span className="trace__kind">{step.kind}</span> {step.rule}</td>
      <td>{String(step.outcome)}{step.decided ? <strong> · decided</strong> : null}</td>
      <td>{step.note ?? ''}</td>
    </tr>
  );
}

export function TraceTable({ trace, caption, fold = false }: { trace: TraceStep[]; caption: string; fold?: boolean }) {
  return (
    <table className="trace">
      <caption>{caption}</caption>
      <thead><tr><th scope="col">#</th><th scope="col">Rule</th><th scope="col">Gave</th><th scope="col">Why</th></tr></thead>
      <tbody>
        {items(trace, fold).map((it) => ('quiet' in it ? (
          <tr key={`q${it.quiet[0]!.n}`} className="trace__folded">
            <td>{it.quiet[0]!.n}–{it.quiet[it.quiet.length - 1]!.n}</td>
            <td colSpan={3}>
              <details>
                <summary>{it.quiet.length} rules did not fire</summary>
                <ul>{it.quiet.map(({ step, n }) => <li key={n}><span className="trace__kind">{step.kind}</span> {step.rule}{step.note ? `: ${step.note}` : ''}</li>)}</ul>
              </details>
            </td>
          </tr>
        ) : <Row key={it.n} step={it.step} n={it.n} />))}
      </tbody>
    </table>
  );
}
