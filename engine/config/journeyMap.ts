/**
 * The staff journey map (issue 16 item 1): the status table (000 §4.3) and the step machine
 * (§4.1, §4.2) of one journey as one graph, statuses → status rows (their conditions) → routes ←
 * step-machine states, transitions labelled with their events. Returns the Graphviz DOT text (laid
 * out by @viz-js/viz, as `journey graph` does) and, for every node and edge, what the studio shows
 * when it is selected: the rule as JSON logic, as short text and in plain words, its seed reference,
 * and the screen a route shows (for the gallery link). Ids come from engine/mapIds.ts, which the
 * simulator lights.
 */
import { classifyStatus } from '../statusRouter.ts';
import { mapIds } from '../mapIds.ts';
import { logicText } from './logicText.ts';
import { logicWords, type WordsContext } from './logicWords.ts';
import type { Journey, RouteDef, Target } from '../types/journey.ts';

export type MapNodeKind = 'status' | 'row' | 'route' | 'state' | 'transition';

export interface MapNode {
  id: string;
  kind: MapNodeKind;
  /** What the node is called on the map and in the panel. */
  title: string;
  description?: string;
  /** The rule deciding here, as JSON logic, short text and plain words. */
  rules?: { id: string; kind: string; logic: unknown; text: string; words: string; seed?: string }[];
  seed?: string;
  /** The route pattern the node leads to or shows. */
  route?: string;
  /** The screen file (schemas/<id>.json) of that route, for the gallery. */
  screen?: string;
  /** Other lines of the panel (a status's polling class, a row's progress step, ...). */
  facts?: string[];
}

export interface JourneyMap {
  journey: string;
  /** One Graphviz drawing per part (the status table, the step machine), stacked into one SVG by graphSvg.ts. */
  dots: string[];
  nodes: MapNode[];
}

const CLASS_WORDS: Record<string, string> = { stopPolling: 'stops polling (000 §4.4)', keepPolling: 'keeps polling (000 §4.4)', routed: 'routed (000 §4.3)' };
const q = (s: string) => JSON.stringify(s);
/** Lines of at most `width` characters, for labels that must stay narrow. */
const wrap = (s: string, width = 36): string => s.split(' ').reduce<string[]>((lines, word) => {
  const last = lines[lines.length - 1];
  if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
  else lines.push(word);
  return lines;
}, []).join('\n');
const short = (s: string, max = 90) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function targetPattern(t: Target): string | undefined {
  if (typeof t === 'string') return t;
  return 'route' in t ? t.route : undefined;
}

export function journeyMap(journey: Journey, words: WordsContext = {}): JourneyMap {
  const ctx: WordsContext = { conditions: journey.conditions, ...words };
  const nodes = new Map<string, MapNode>();
  const dots: string[] = [];
  let lines: string[] = [];
  // Two drawings, one above the other: drawn together, Graphviz interleaves the table and the machine.
  const open = (name: string, label: string) => {
    lines = [
      `digraph ${q(`${journey.id} ${name}`)} {`,
      '  rankdir=LR; nodesep=0.12; ranksep=0.9;',
      `  label=${q(label)}; labelloc=t; labeljust=l; fontname="Helvetica"; fontsize=14;`,
      '  node [shape=box, style="rounded", fontname="Helvetica", fontsize=11, margin="0.12,0.04"];',
      '  edge [fontname="Helvetica", fontsize=9, color="#666666", arrowsize=0.6];',
    ];
  };
  const close = () => { lines.push('}'); dots.push(lines.join('\n') + '\n'); };
  const names = new Map<string, string>();
  const nameOf = (id: string) => names.get(id) ?? (names.set(id, `n${names.size}`), names.get(id)!);
  const node = (n: MapNode, attrs: string) => {
    if (nodes.has(n.id)) return nameOf(n.id);
    nodes.set(n.id, n);
    lines.push(`  ${nameOf(n.id)} [id=${q(n.id)}, ${attrs}];`);
    return nameOf(n.id);
  };
  const rule = (id: string, kind: string, logic: unknown, seed?: string) => ({ id, kind, logic, text: logicText(logic), words: logicWords(logic, ctx), ...(seed ? { seed } : {}) });
  const screenOf = (pattern: string): string | undefined => {
    const r = journey.routes.find((x) => x.path === pattern);
    if (!r) return undefined;
    return r.screen ?? (r.sameScreenAs ? journey.routes.find((x: RouteDef) => x.path === r.sameScreenAs)?.screen : undefined);
  };
  const routeNode = (pattern: string) => {
    const r = journey.routes.find((x) => x.path === pattern);
    const screen = screenOf(pattern);
    return node(
      { id: mapIds.route(pattern), kind: 'route', title: pattern, ...(r?.description ? { description: r.description } : {}), ...(r?.seed ? { seed: r.seed } : {}), route: pattern, ...(screen ? { screen } : {}) },
      `label=${q(screen ? `${pattern}\n${screen}` : pattern)}, style="rounded,filled", fillcolor="#e8f0fc", color="#3a6fb0"`,
    );
  };
  const siteNode = (site: string) => node({ id: mapIds.site(site), kind: 'route', title: `the site page ${site}`, route: site }, `label=${q(`site ${site}`)}, style="rounded,dashed"`);
  const targetNode = (t: Target) => {
    const pattern = targetPattern(t);
    return pattern ? routeNode(pattern) : siteNode(typeof t === 'object' && 'site' in t ? t.site : String(t));
  };

  const machine = journey.stepMachine;
  const routing = journey.statusRouting;
  if (routing) {
    open('status table', 'Status table (000 §4.3): server status → row (its condition) → route; rows are tried in order');
    // Graphviz stacks a left-to-right drawing from the bottom: statuses and rows go in last to first, so row 1 is on top.
    const statuses = [...new Set(routing.rows.flatMap((r) => r.statuses ?? []))].reverse();
    for (const s of statuses) {
      const cls = classifyStatus(journey, s);
      const rows = routing.rows.filter((r) => r.statuses?.includes(s) || r.statuses === undefined).map((r) => r.id);
      node({ id: mapIds.status(s), kind: 'status', title: s, seed: '000 §4.3', facts: [`${cls ? CLASS_WORDS[cls] : 'not in the vocabulary'}`, `rows tried: ${rows.join(', ')}`] }, `label=${q(s)}, fontsize=10, style="rounded,filled", fillcolor="#f4f4f4"`);
    }
    const fb = routing.fallback;
    if (fb.stepMachine) node({ id: mapIds.fallback('stepMachine'), kind: 'row', title: 'fallback: the step machine', description: 'No row decided and there is an application: the client step machine chooses the screen.', seed: '000 §4.3' }, 'label="fallback:\\nthe step machine", style="rounded,dashed"');
    node({ id: mapIds.fallback('unknown'), kind: 'row', title: 'fallback: unknown status', description: fb.logMessage ?? 'No route for the status.', seed: '000 §4.3', facts: [`to: ${targetPattern(fb.unknown) ?? JSON.stringify(fb.unknown)}`, 'logged as an error'] }, 'label="fallback:\\nunknown", style="rounded,dashed"');
    const any = node({ id: mapIds.anyOtherStatus, kind: 'status', title: 'any status', description: 'Rows without a status list apply to any status; a status no row routes goes to the fallback.', seed: '000 §4.3' }, 'label="any status", style="rounded,dashed"');
    routing.rows.map((row, i) => ({ row, i })).reverse().forEach(({ row, i }) => {
      const when = row.when === undefined ? '' : `\nwhen ${wrap(short(logicText(row.when), 80))}`;
      const progress = typeof row.progress === 'string' ? row.progress : 'from the step machine';
      const to = typeof row.to === 'object' && 'stepMachine' in row.to ? 'the step machine' : typeof row.to === 'string' ? row.to : 'route' in row.to ? row.to.route : `site ${row.to.site}`;
      const name = node({
        id: mapIds.row(row.id),
        kind: 'row',
        title: `row ${i + 1}: ${row.id}`,
        ...(row.description ? { description: row.description } : {}),
        ...(row.seed ? { seed: row.seed } : {}),
        ...(row.when !== undefined ? { rules: [rule(row.id, 'condition', row.when, row.seed)] } : {}),
        facts: [`statuses: ${row.statuses?.join(', ') ?? 'any status'}`, `to: ${to}`, `progress step: ${progress}`, ...(row.query ? [`query: ${JSON.stringify(row.query)}`] : [])],
        ...(typeof row.to === 'string' ? { route: row.to, ...(screenOf(row.to) ? { screen: screenOf(row.to)! } : {}) } : {}),
      }, `label=${q(`${i + 1}. ${row.id}${when}`)}, style="${row.when === undefined ? 'rounded' : 'rounded,filled'}", fillcolor="#fff6dd"`);
      for (const s of row.statuses ?? []) lines.push(`    ${nameOf(mapIds.status(s))} -> ${name};`);
      if (!row.statuses) lines.push(`    ${any} -> ${name};`);
    });
    lines.push(`    ${any} -> ${nameOf(mapIds.fallback('unknown'))} [style=dashed];`);
    if (fb.stepMachine) lines.push(`    ${any} -> ${nameOf(mapIds.fallback('stepMachine'))} [style=dashed];`);
    for (const row of [...routing.rows].reverse()) {
      if (typeof row.to === 'object' && 'stepMachine' in row.to) continue;
      lines.push(`  ${nameOf(mapIds.row(row.id))} -> ${targetNode(row.to)};`);
    }
    lines.push(`  ${nameOf(mapIds.fallback('unknown'))} -> ${targetNode(fb.unknown)} [style=dashed];`);
    if (machine) {
      // Where the table hands over to the step machine, drawn below.
      const to = node({ id: mapIds.handover, kind: 'state', title: 'the step machine', description: `Rows that route by the step machine, and the fallback, hand over here: the machine starts at ${machine.initial} and its triggers choose the screen (drawn below).`, seed: '000 §4.3' }, 'label="the step machine\\n(drawn below)", shape=note, style=""');
      if (fb.stepMachine) lines.push(`  ${nameOf(mapIds.fallback('stepMachine'))} -> ${to} [style=dashed];`);
      for (const row of routing.rows) if (typeof row.to === 'object' && 'stepMachine' in row.to) lines.push(`  ${nameOf(mapIds.row(row.id))} -> ${to} [style=dashed];`);
    }
    close();
  }

  if (machine) {
    const triggersOf = (event: string) => machine.triggers.filter((t) => t.event === event);
    open('step machine', 'Step machine (000 §4.1, §4.2): states, and transitions by event; select a transition for the triggers that send it');
    for (const [name, s] of Object.entries(machine.states)) {
      const pattern = targetPattern(s.route);
      const screen = pattern ? screenOf(pattern) : undefined;
      node({
        id: mapIds.state(name), kind: 'state', title: name === machine.initial ? `${name} (initial)` : name,
        ...(s.description ? { description: s.description } : {}), ...(s.seed ? { seed: s.seed } : {}),
        facts: [`progress step: ${s.progress}`, `screen route: ${pattern ?? JSON.stringify(s.route)}`],
        ...(pattern ? { route: pattern } : {}), ...(screen ? { screen } : {}),
      }, `label=${q(name)}, style="rounded,filled", fillcolor="${name === machine.initial ? '#d9f2e3' : '#eef8f1'}", color="#2f7d4f"`);
    }
    const anyFrom = machine.transitions.filter((t) => t.from === '*');
    if (anyFrom.length) node({ id: mapIds.anyState, kind: 'state', title: 'from any state', description: 'Transitions allowed from every state.', seed: '000 §4.1' }, 'label="from any state", shape=note, style=""');
    for (const t of machine.transitions) {
      const triggers = triggersOf(t.event);
      const info = (from: string): MapNode => ({
        id: mapIds.transition(t.event, from), kind: 'transition', title: `${t.event}: ${from === '*' ? 'any state' : from} → ${t.to}`,
        ...(t.description ? { description: t.description } : {}), ...(t.seed ? { seed: t.seed } : {}),
        rules: triggers.map((x) => rule(x.id, 'trigger', x.when, x.seed)),
        facts: [triggers.length ? `sent by: ${triggers.map((x) => x.id).join(', ')}` : 'sent from a screen (no trigger)', `allowed from: ${t.from === '*' ? 'any state' : t.from.join(', ')}`],
      });
      for (const from of t.from === '*' ? ['*'] : t.from) {
        const id = mapIds.transition(t.event, from);
        if (nodes.has(id)) continue;
        nodes.set(id, info(from));
        const src = from === '*' ? nameOf(mapIds.anyState) : nameOf(mapIds.state(from));
        lines.push(`    ${src} -> ${nameOf(mapIds.state(t.to))} [id=${q(id)}, label=${q(t.event)}, color="#2f7d4f", fontcolor="#2f7d4f"];`);
      }
    }
    close();
  }
  return { journey: journey.id, dots, nodes: [...nodes.values()] };
}
