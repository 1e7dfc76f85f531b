/** One engine decision's trace (engine/types/logic.ts TraceStep): each rule tried, in order, the one that decided marked. */
import type { TraceStep } from '../../engine/index.ts';

export function TraceTable({ trace, caption }: { trace: TraceStep[]; caption: string }) {
  return (
    <table className="trace">
      <caption>{caption}</caption>
      <thead><tr><th scope="col">#</th><th scope="col">Rule</th><th scope="col">Gave</th><th scope="col">Why</th></tr></thead>
      <tbody>
        {trace.map((s, i) => (
          <tr key={i} className={s.decided ? 'trace__decided' : undefined}>
            <td>{i + 1}</td>
            <td><span className="trace__kind">{s.kind}</span> {s.rule}</td>
            <td>{String(s.outcome)}{s.decided ? <strong> · decided</strong> : null}</td>
            <td>{s.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
