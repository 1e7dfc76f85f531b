/**
 * The journey map's drawing: the SVG Graphviz laid out on the sandbox (sandbox/routes/studio.ts),
 * made interactive here. Nodes and edges carry the map ids (engine/mapIds.ts) as their element
 * ids, so search matches, the selection and a simulation's lit path are classes on them; a click
 * or Enter on a node selects; the first match and the selection are scrolled into view.
 */
import { useEffect, useRef, useState } from 'react';

interface Props {
  svg: string;
  matches: string[];
  focus: string | null;
  selected: string | null;
  lit: string[];
  tried: string[];
  machine: string[];
  onSelect: (id: string) => void;
}

const ZOOMS = [0.5, 0.65, 0.8, 1];

function mark(root: HTMLElement, cls: string, ids: string[]): void {
  for (const el of root.querySelectorAll(`.${cls}`)) el.classList.remove(cls);
  for (const id of ids) document.getElementById(id)?.classList.add(cls);
}

/** Scrolls the map so that the element is in the middle. */
function centre(box: HTMLElement, id: string | null): void {
  const el = id ? document.getElementById(id) : null;
  if (!el) return;
  const r = el.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  box.scrollTo({ left: box.scrollLeft + r.left - b.left - b.width / 2 + r.width / 2, top: box.scrollTop + r.top - b.top - b.height / 2 + r.height / 2, behavior: 'smooth' });
}

export function MapView({ svg, matches, focus, selected, lit, tried, machine, onSelect }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(0.8);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);

  useEffect(() => {
    const m = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
    if (m) setSize({ w: Number(m[1]), h: Number(m[2]) });
  }, [svg]);
  useEffect(() => {
    const el = box.current?.querySelector('svg');
    if (!el || !size) return;
    // Points to CSS pixels (4/3), at the chosen zoom.
    el.setAttribute('width', `${Math.round(size.w * zoom * 4 / 3)}`);
    el.setAttribute('height', `${Math.round(size.h * zoom * 4 / 3)}`);
  }, [zoom, size, svg]);
  // Every node of the map is a button for the keyboard and screen readers too, named by its label.
  useEffect(() => {
    for (const g of box.current?.querySelectorAll<SVGGElement>('g.node') ?? []) {
      if (!g.id.includes(':')) continue;
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
      const label = [...g.querySelectorAll('text')].map((t) => t.textContent?.trim()).filter(Boolean).join(' ');
      if (label) g.setAttribute('aria-label', label);
    }
  }, [svg]);
  useEffect(() => { if (box.current) mark(box.current, 'is-match', matches); }, [matches, svg]);
  useEffect(() => { if (box.current) mark(box.current, 'is-lit', lit); }, [lit, svg]);
  useEffect(() => { if (box.current) mark(box.current, 'is-tried', tried); }, [tried, svg]);
  useEffect(() => { if (box.current) mark(box.current, 'is-machine', machine.filter((id) => !lit.includes(id))); }, [machine, lit, svg]);
  useEffect(() => {
    if (!box.current) return;
    mark(box.current, 'is-selected', selected ? [selected] : []);
    centre(box.current, selected);
  }, [selected, svg]);
  useEffect(() => { if (box.current) centre(box.current, focus); }, [focus]);
  // The middle of the lit path (the status row, between its status and its route) in the middle of the view.
  useEffect(() => { if (box.current && lit.length) centre(box.current, lit[Math.floor(lit.length / 2)]!); }, [lit]);

  return (
    <section className="studio__map" aria-label="Journey map">
      <div className="studio__zoom" role="group" aria-label="Zoom">
        {ZOOMS.map((z) => <button key={z} type="button" aria-pressed={z === zoom} onClick={() => setZoom(z)}>{Math.round(z * 100)}%</button>)}
      </div>
      <div
        ref={box}
        className="studio__drawing"
        // Focusable, so the keyboard can scroll the drawing; Tab reaches each node, Enter selects it.
        tabIndex={0}
        onClick={(e) => {
          const hit = (e.target as Element).closest('g.node, g.edge');
          // Graphviz names the elements we gave no id (edge12, ...): only the map's own ids select.
          if (hit?.id.includes(':')) onSelect(hit.id);
        }}
        onKeyDown={(e) => {
          const hit = (e.target as Element).closest('g.node');
          if (!hit?.id.includes(':') || (e.key !== 'Enter' && e.key !== ' ')) return;
          e.preventDefault();
          onSelect(hit.id);
        }}
        // The SVG comes from our own sandbox's Graphviz rendering of our own journey file.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </section>
  );
}
