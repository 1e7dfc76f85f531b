/** The step machine as a diagram: Mermaid text for docs and reviews, DOT for Graphviz / SVG. */
import type { Journey } from '../types/journey.ts';

const ANY = 'ANY_STATE';

function edges(journey: Journey): { from: string; to: string; label: string }[] {
  const m = journey.stepMachine;
  if (!m) throw new Error(`Journey "${journey.id}" has no step machine`);
  return m.transitions.flatMap((t) => (t.from === '*' ? [{ from: ANY, to: t.to, label: t.event }] : t.from.map((f) => ({ from: f, to: t.to, label: t.event }))));
}

export function mermaid(journey: Journey): string {
  const m = journey.stepMachine!;
  const lines = ['stateDiagram-v2', `  [*] --> ${m.initial}`, `  state "from any state" as ${ANY}`];
  for (const [name, s] of Object.entries(m.states)) {
    const route = typeof s.route === 'string' ? s.route : 'route' in s.route ? s.route.route : s.route.site;
    lines.push(`  ${name}: ${name} ${route}`);
  }
  for (const e of edges(journey)) lines.push(`  ${e.from} --> ${e.to}: ${e.label}`);
  return lines.join('\n') + '\n';
}

export function dot(journey: Journey): string {
  const m = journey.stepMachine!;
  const q = (s: string) => JSON.stringify(s);
  const lines = [`digraph ${q(journey.id)} {`, '  rankdir=LR;', '  node [shape=box, style=rounded, fontname="Helvetica"];', '  edge [fontname="Helvetica", fontsize=10];', `  ${ANY} [label="from any state", shape=note];`, `  __start [shape=point];`, `  __start -> ${m.initial};`];
  for (const e of edges(journey)) lines.push(`  ${e.from} -> ${e.to} [label=${q(e.label)}];`);
  lines.push('}');
  return lines.join('\n') + '\n';
}
