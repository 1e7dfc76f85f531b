/**
 * The applications in the sandbox database a change would send elsewhere, as the sandbox names them
 * when it waits for a confirmation (sandbox/studio/reroutes.ts): each with its status, where it is
 * sent now and where it would be. The editor's save (editor/EditorPage.tsx) and a revert or an
 * approval in the history (HistoryPage.tsx) show it above their "Save anyway" button.
 */
import './reroute.css';

export interface Reroute { count: number; applications: { uuid: string; status: string; from: string; to: string }[]; words: string }

const applications = (n: number) => (n === 1 ? '1 application' : `${n} applications`);
/** The confirmation button's words: "Save anyway — 3 applications move". */
export const movesWords = (n: number) => `${applications(n)} ${n === 1 ? 'moves' : 'move'}`;
/** After a confirmed save: what it did. */
export const movedWords = (n: number) => `Moved ${applications(n)} to another screen (the commit records it).`;

export function RerouteList({ reroute }: { reroute: Reroute }) {
  const more = reroute.count - reroute.applications.length;
  return (
    <div className="reroute" data-testid="reroute">
      <p><strong>{applications(reroute.count)} already in the sandbox would be sent to another screen</strong>, the next time the applicant opens it:</p>
      <ul className="reroute__list">
        {reroute.applications.map((a) => (
          <li key={a.uuid}><code>{a.uuid}</code> ({a.status}): from <code>{a.from}</code> to <code>{a.to}</code></li>
        ))}
        {more > 0 && <li>and {applications(more)} more</li>}
      </ul>
      <p>Save only if these applicants should move. The commit records how many moved.</p>
    </div>
  );
}
