/**
 * What the studio shows for a selected node of the journey map: what it is, its rule as JSON logic
 * and in plain words, its seed reference, and its screen in the gallery under the chosen brand.
 */
import type { MapNode } from '../../engine/config/journeyMap.ts';
import { studioUrl } from './studioApi.ts';

const KINDS: Record<MapNode['kind'], string> = { status: 'Server status', row: 'Status row', route: 'Route', state: 'Step-machine state', transition: 'Transition' };

interface Props { node: MapNode; brand: string; token: string | undefined; onClose: () => void }

export function NodePanel({ node, brand, token, onClose }: Props) {
  return (
    <section className="node-panel" aria-labelledby="node-panel-title">
      <div className="node-panel__head">
        <p className="node-panel__kind">{KINDS[node.kind]}</p>
        <button type="button" onClick={onClose}>Close</button>
      </div>
      <h2 id="node-panel-title">{node.title}</h2>
      {node.description && <p>{node.description}</p>}
      {node.facts && node.facts.length > 0 && <ul className="node-panel__facts">{node.facts.map((f) => <li key={f}>{f}</li>)}</ul>}
      {node.rules?.map((r) => (
        <div className="node-panel__rule" key={r.id}>
          <h3>{r.kind === 'trigger' ? `Trigger ${r.id}` : 'Condition'}{r.seed ? <span className="node-panel__seed"> · {r.seed}</span> : null}</h3>
          <p className="node-panel__words"><strong>In words:</strong> {r.words}</p>
          <details>
            <summary>As JSON logic</summary>
            <pre>{JSON.stringify(r.logic, null, 2)}</pre>
          </details>
        </div>
      ))}
      {node.rules && node.rules.length === 0 && <p>No trigger sends this event: a screen sends it when the applicant acts.</p>}
      {node.kind === 'row' && !node.rules && <p className="node-panel__words"><strong>In words:</strong> no condition: the row applies whenever the status is one of its statuses.</p>}
      {node.seed && <p className="node-panel__seed-line"><strong>Seed:</strong> {node.seed}</p>}
      {node.screen
        ? <p><a href={studioUrl('/studio/gallery', { screen: node.screen, brand }, token)}>The screen {node.screen} in the gallery, under {brand}</a></p>
        : node.route ? <p className="node-panel__muted">The route {node.route} has no screen file of its own.</p> : null}
    </section>
  );
}
