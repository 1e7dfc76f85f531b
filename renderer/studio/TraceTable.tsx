/**
 * One engine decision's trace (engine/types/logic.ts TraceStep): each rule tried, in order, the one
 * that decided marked. With `fold`, what fired (or decided) comes first, each with its place in the
 * order, and everything that did not fire is one row that opens to list it ("46 triggers did not
 * fire"): the step machine tries every trigger, and staff look for the few that fired.
 */
import type { TraceStep } from '../../engine/index.ts';

type Entry = { step: TraceStep; n: number };
type Item = Entry | { quiet: Entry[] };

const quiet = (s: TraceStep) => s.outcome === false && !s.decided;

export function traceItems(trace: TraceStep[], fold: boolean): Item[] {
  const entries = trace.map((step, i) => ({ step, n: i + 1 }));
  if (!fold) return entries;
  const still = entries.filter((e) => quiet(e.step));
  // A single quiet rule is shown as itself, in its place.
  if (still.length <= 1) return entries;
  return [...entries.filter((e) => !quiet(e.step)), { quiet: still }];
}

/** "46 triggers did not fire", by the kind they share ("rules" when they are of several kinds). */
export function quietSummary(quietSteps: TraceStep[]): string {
  const kinds = new Set(quietSteps.map((s) => s.kind));
  const n = quietSteps.length;
  const kind = kinds.size === 1 ? String([...kinds][0]) : 'rule';
  return `${n} ${kind}${n === 1 ? '' : 's'} did not fire`;
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
        {traceItems(trace, fold).map((it) => ('quiet' in it ? (
          <tr key="quiet" className="trace__folded">
            <td />
            <td colSpan={3}>
              <details>
                <summary>{quietSummary(it.quiet.map((q) => q.step))}</summary>
                <ul>{it.quiet.map(({ step, n }) => <li key={n}>{n}. <span className="trace__kind">{step.kind}</span> {step.rule}{step.note ? `: ${step.note}` : ''}</li>)}</ul>
              </details>
            </td>
          </tr>
        ) : <Row key={it.n} step={it.step} n={it.n} />))}
      </tbody>
    </table>
  );
}
