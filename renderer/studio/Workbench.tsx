/**
 * The journey map and the simulator (/studio/map, /studio/simulator): one map of the journey, a
 * search over its nodes, the selected node's panel, and in the simulator the form and its answer,
 * whose path is lit on the map. The brand chosen here is the one the gallery links open under.
 */
import { useEffect, useMemo, useState } from 'react';
import { MapView } from './MapView.tsx';
import { NodePanel } from './NodePanel.tsx';
import { Simulator } from './Simulator.tsx';
import { studioCall, studioUrl, type MapData, type SimulationAnswer } from './studioApi.ts';

interface Props { mode: 'map' | 'simulator'; token: string | undefined; query: Record<string, string> }

/** Nodes whose id or title contains the search text, statuses and states first. */
function matching(data: MapData | null, text: string) {
  const t = text.trim().toLowerCase();
  if (!data || t.length < 2) return [];
  const order = { status: 0, state: 1, route: 2, row: 3, transition: 4 } as const;
  return data.nodes
    .filter((n) => n.id.toLowerCase().includes(t) || n.title.toLowerCase().includes(t) || (n.screen ?? '').toLowerCase().includes(t))
    .sort((a, b) => order[a.kind] - order[b.kind] || Number(!a.title.toLowerCase().startsWith(t)) - Number(!b.title.toLowerCase().startsWith(t)));
}

export function Workbench({ mode, token, query }: Props) {
  const [data, setData] = useState<MapData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [brand, setBrand] = useState(query.brand ?? '');
  // The simulator runs the application journey; the map can also draw the others.
  const journey = mode === 'map' ? query.journey ?? 'heloc' : 'heloc';
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(query.node ?? null);
  const [simulation, setSimulation] = useState<SimulationAnswer | null>(null);

  useEffect(() => {
    studioCall<MapData>(token, 'GET', studioUrl('/studio/map/data', { journey }, undefined))
      .then((d) => { setData(d); setBrand((b) => b || d.defaultBrand); })
      .catch((e: Error) => setError(e.message));
  }, [token, journey]);

  const matches = useMemo(() => matching(data, search), [data, search]);
  const focus = matches[0]?.id ?? null;
  const node = data?.nodes.find((n) => n.id === selected) ?? null;
  const select = (id: string | null) => {
    setSelected(id);
    const url = new URL(window.location.href);
    if (id) url.searchParams.set('node', id); else url.searchParams.delete('node');
    window.history.replaceState(null, '', url);
  };

  return (
    <div className="studio">
      <header className="studio__bar">
        <nav aria-label="Studio">
          <a href={studioUrl('/studio', {}, token)}>Studio</a>
          <a href={studioUrl('/studio/map', { brand }, token)} aria-current={mode === 'map' ? 'page' : undefined}>Journey map</a>
          <a href={studioUrl('/studio/simulator', { brand }, token)} aria-current={mode === 'simulator' ? 'page' : undefined}>Simulator</a>
          <a href={studioUrl('/studio/gallery', { brand }, token)}>Gallery</a>
        </nav>
        {mode === 'map' && (
          <label className="studio__field">
            <span>Journey</span>
            <select value={journey} onChange={(e) => { window.location.href = studioUrl('/studio/map', { journey: e.target.value, brand }, token); }}>
              {(data?.journeys ?? [journey]).map((j) => <option key={j} value={j}>{j}</option>)}
            </select>
          </label>
        )}
        <label className="studio__field">
          <span>Brand</span>
          <select value={brand} onChange={(e) => setBrand(e.target.value)}>
            {(data?.brands ?? []).map((b) => <option key={b} value={b}>{b}</option>)}
          </select>
        </label>
        <form className="studio__search" role="search" onSubmit={(e) => { e.preventDefault(); if (focus) select(focus); }}>
          <label className="studio__field">
            <span>Find a status, route, state or row</span>
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. OFFER_SELECTION, /product/select, PROFILE" />
          </label>
          {search.trim().length >= 2 && (
            <p className="studio__matches" aria-live="polite">
              {matches.length === 0 ? 'Nothing on the map matches.' : `${matches.length} on the map: `}
              {matches.slice(0, 6).map((m) => <button type="button" key={m.id} onClick={() => select(m.id)}>{m.title}</button>)}
            </p>
          )}
        </form>
      </header>
      <div className="studio__body">
        <aside className="studio__panel">
          {node && <NodePanel node={node} brand={brand} token={token} onClose={() => select(null)} />}
          {mode === 'simulator' && data && <Simulator token={token} brand={brand} fixtures={data.fixtures} query={query} answer={simulation} onAnswer={(a) => { setSimulation(a); if (a?.source.kind === 'database') setBrand(a.brand); }} onSelect={select} />}
          {mode === 'map' && !node && <p className="studio__hint">Select a node on the map, or find one above, to see its rule in words, its seed reference and its screen.</p>}
        </aside>
        {error ? <p className="studio__error" role="alert">The map could not be loaded: {error}</p>
          : data ? <MapView svg={data.svg} matches={matches.map((m) => m.id)} focus={focus} selected={selected} lit={simulation?.lit ?? []} tried={simulation?.tried ?? []} machine={simulation?.machine ?? []} onSelect={select} />
          : <p className="studio__hint">Drawing the map…</p>}
      </div>
    </div>
  );
}
