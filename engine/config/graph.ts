/**
 * The journey as diagrams: Mermaid text for docs and reviews, DOT for Graphviz / SVG.
 * - steps: the client step machine (000 §4.1, the fallback of §4.3); transitions allowed from any
 *   state are listed in one box rather than drawn from everywhere, which keeps the drawing narrow;
 * - status: the server-status table (000 §4.3), what really drives navigation: each row from its
 *   statuses to its route, labelled with the row and its condition, in the order rows are tried;
 * - flow: an ordered form flow (registration, 000 §2) with its skip and omit conditions and gates.
 */
import { logicText } from './logicText.ts';
import type { Journey, Target } from '../types/journey.ts';

export type GraphView = 'steps' | 'status' | 'flow';

const ANY = 'ANY_STATE';
/** States per column when stacking the states only reached from any state. */
const COLUMN = 6;
const q = (s: string) => JSON.stringify(s);
const targetText = (t: Target | { stepMachine: true }): string =>
  typeof t === 'string' ? t : 'stepMachine' in t ? 'the step machine' : 'route' in t ? t.route : `site ${t.site}`;
const short = (s: string, max = 70) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
/** Lines of at most `width` characters, for labels that must stay narrow. */
const wrapText = (s: string, width = 44): string => s.split(' ').reduce<string[]>((lines, word) => {
  const last = lines[lines.length - 1];
  if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
  else lines.push(word);
  return lines;
}, []).join('\n');

/** The views a journey has, in drawing order. */
export function viewsOf(journey: Journey): GraphView[] {
  const views: GraphView[] = [];
  if (journey.statusRouting) views.push('status');
  if (journey.stepMachine) views.push('steps');
  if (journey.steps || journey.gates) views.push('flow');
  return views;
}

function requireView(journey: Journey, view: GraphView): void {
  if (!viewsOf(journey).includes(view)) throw new Error(`Journey "${journey.id}" has no ${view === 'steps' ? 'step machine' : view === 'status' ? 'status table' : 'steps or gates'} (it has: ${viewsOf(journey).join(', ')})`);
}

export function mermaid(journey: Journey, view: GraphView = journey.stepMachine ? 'steps' : viewsOf(journey)[0]!): string {
  requireView(journey, view);
  if (view === 'status') {
    const lines = ['flowchart LR'];
    journey.statusRouting!.rows.forEach((row, i) => {
      const from = row.statuses ? row.statuses.join('<br>') : 'any status';
      const label = row.when === undefined ? row.id : `${row.id}: ${short(logicText(row.when), 60)}`;
      lines.push(`  r${i}["${from}"] -->|${q(label).slice(1, -1).replace(/"/g, "'")}| t${i}["${targetText(row.to)}"]`);
    });
    return lines.join('\n') + '\n';
  }
  if (view === 'flow') {
    const lines = ['flowchart TD'];
    (journey.steps ?? []).forEach((s, i, all) => {
      lines.push(`  s${i}["${s.id}<br>${s.route}"]`);
      if (i > 0 && (all[i - 1]!.flow ?? 'main') === (s.flow ?? 'main')) lines.push(`  s${i - 1} --> s${i}`);
    });
    return lines.join('\n') + '\n';
  }
  const m = journey.stepMachine!;
  const lines = ['stateDiagram-v2', `  [*] --> ${m.initial}`, `  state "from any state" as ${ANY}`];
  for (const [name, s] of Object.entries(m.states)) lines.push(`  ${name}: ${name} ${targetText(s.route)}`);
  for (const t of m.transitions) {
    if (t.from === '*') lines.push(`  ${ANY} --> ${t.to}: ${t.event}`);
    else for (const f of t.from) lines.push(`  ${f} --> ${t.to}: ${t.event}`);
  }
  return lines.join('\n') + '\n';
}

const HEAD = ['  node [shape=box, style="rounded", fontname="Helvetica", fontsize=11];', '  edge [fontname="Helvetica", fontsize=9, color="#555555"];'];

export function dot(journey: Journey, view: GraphView = journey.stepMachine ? 'steps' : viewsOf(journey)[0]!): string {
  requireView(journey, view);
  if (view === 'status') return statusDot(journey);
  if (view === 'flow') return flowDot(journey);
  const m = journey.stepMachine!;
  const lines = [`digraph ${q(`${journey.id} step machine`)} {`, '  rankdir=TB; nodesep=0.25; ranksep=0.35;', `  label=${q(`${journey.id}: client step machine (000 §4.1; the fallback of §4.3)`)}; labelloc=t; fontname="Helvetica";`, ...HEAD, '  __start [shape=point];', `  __start -> ${m.initial};`];
  for (const [name, s] of Object.entries(m.states)) lines.push(`  ${name} [label=${q(`${name}\n${targetText(s.route)}`)}];`);
  const any = m.transitions.filter((t) => t.from === '*');
  // Left-justified lines (\l) in the list of transitions allowed from any state.
  if (any.length) lines.push(`  ${ANY} [shape=note, style="", label="from any state:\\l${any.map((t) => `${t.event} → ${t.to}\\l`).join('')}"];`);
  // States only reached from any state would all stand side by side in the first rank: stack them in short columns under the list.
  const reached = new Set(m.transitions.filter((t) => t.from !== '*').map((t) => t.to));
  const loose = Object.keys(m.states).filter((s) => !reached.has(s) && s !== m.initial);
  loose.forEach((s, i) => lines.push(`  ${i % COLUMN === 0 ? ANY : loose[i - 1]} -> ${s} [style=invis];`));
  for (const t of m.transitions) if (t.from !== '*') for (const f of t.from) lines.push(`  ${f} -> ${t.to} [label=${q(t.event)}];`);
  lines.push('}');
  return lines.join('\n') + '\n';
}

function statusDot(journey: Journey): string {
  const r = journey.statusRouting!;
  const lines = [`digraph ${q(`${journey.id} status table`)} {`, '  rankdir=LR; nodesep=0.12; ranksep=1.2;', `  label=${q(`${journey.id}: server status → route (000 §4.3), rows in the order they are tried`)}; labelloc=t; fontname="Helvetica";`, ...HEAD];
  const routeIds = new Map<string, string>();
  const routeNode = (text: string) => {
    if (!routeIds.has(text)) {
      routeIds.set(text, `route${routeIds.size}`);
      lines.push(`  ${routeIds.get(text)} [label=${q(text)}, style="rounded,filled", fillcolor="#eef3fb"];`);
    }
    return routeIds.get(text)!;
  };
  const fallback = `${r.fallback.stepMachine ? 'the step machine' : targetText(r.fallback.unknown)}`;
  lines.push(`  other [label="any other status", shape=box, style="dashed"];`, `  other -> ${routeNode(fallback)} [label=${q(`fallback, else ${targetText(r.fallback.unknown)}`)}, style=dashed];`);
  // Graphviz stacks a left-to-right drawing from the bottom: emit the rows last to first so row 1 is on top.
  const rows = r.rows.map((row, i) => ({ row, i })).reverse();
  for (const { row, i } of rows) {
    const from = row.statuses ? row.statuses.join('\n') : 'any status';
    lines.push(`  row${i} [label=${q(`${i + 1}. ${from}`)}, shape=box, style=""];`);
    const progress = `progress ${typeof row.progress === 'string' ? row.progress : 'from the step machine'}`;
    const label = row.when === undefined ? `${row.id} · ${progress}` : `${row.id} · ${progress}\nwhen ${wrapText(logicText(row.when))}`;
    lines.push(`  row${i} -> ${routeNode(targetText(row.to))} [label=${q(label)}];`);
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}

function flowDot(journey: Journey): string {
  const lines = [`digraph ${q(`${journey.id} flow`)} {`, '  rankdir=TB; nodesep=0.3;', `  label=${q(`${journey.id}: steps in order, and the gates before any screen (000 §2)`)}; labelloc=t; fontname="Helvetica";`, ...HEAD];
  (journey.steps ?? []).forEach((s, i, all) => {
    const notes = [s.skipWhen !== undefined ? `skipped when ${wrapText(logicText(s.skipWhen))}` : '', s.omitWhen !== undefined ? `omitted when ${wrapText(logicText(s.omitWhen))}` : ''].filter(Boolean);
    lines.push(`  step${i} [label=${q([`${s.id} (${s.flow ?? 'main'})`, s.route, ...notes].join('\n'))}];`);
    if (i > 0 && (all[i - 1]!.flow ?? 'main') === (s.flow ?? 'main')) lines.push(`  step${i - 1} -> step${i};`);
  });
  (journey.gates ?? []).forEach((g, i) => {
    const outcome = g.outcome.screen ? `screen ${g.outcome.screen}` : `redirect ${g.outcome.redirect}`;
    lines.push(`  gate${i} [shape=note, style="", label=${q(`gate ${g.id}\nwhen ${wrapText(logicText(g.when))}\n→ ${outcome}`)}];`);
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}
