/**
 * Referential integrity of one journey: every route, screen, state, event and status named exists;
 * every state is reachable; every status is classified once; no status row is shadowed by an
 * earlier one; named conditions do not refer to themselves. Rules are linted as they are met.
 */
import { lintLogic, type LintScope } from './lintLogic.ts';
import { pointer as ptr, didYouMean, type Problem } from './problems.ts';
import { matchPath } from '../paths.ts';
import type { Journey, Target } from '../types/journey.ts';
import type { Logic } from '../types/logic.ts';

export interface JourneyCheckInput {
  journey: Journey;
  file: string;
  /** Route paths declared by every journey (routes may lead across journeys). */
  allRoutes: string[];
  /** `from` paths of base-scope redirects of every journey, and site-scope ones. */
  baseRedirects: string[];
  siteRedirects: string[];
  screenIds: string[];
  scope: LintScope;
  /** Placeholder check for {{brand.*}} destinations. */
  checkPlaceholder: (text: string, at: string) => Problem[];
}

export function checkJourney(input: JourneyCheckInput): Problem[] {
  const { journey: j, file } = input;
  const out: Problem[] = [];
  const report = (pointer: string, message: string) => out.push({ file, pointer, message });
  const lint = (rule: Logic, at: string) => out.push(...lintLogic(rule, at, input.scope));

  const routeKnown = (path: string) => input.allRoutes.includes(path) || input.baseRedirects.includes(path);
  const checkTarget = (t: Target, at: string) => {
    if (typeof t === 'object' && 'site' in t) {
      if (!input.siteRedirects.some((r) => matchPath(r, t.site))) report(`${at}/site`, `no site redirect covers "${t.site}"`);
      return;
    }
    const route = typeof t === 'string' ? t : t.route;
    const where = typeof t === 'string' ? at : `${at}/route`;
    if (!routeKnown(route)) report(where, `unknown route "${route}"${didYouMean(route, input.allRoutes)}`);
    const params = [...route.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!).filter((p) => p !== 'uuid');
    const given = typeof t === 'object' && 'params' in t ? Object.keys(t.params ?? {}) : [];
    for (const p of params) if (!given.includes(p)) report(at, `route "${route}" needs a value for :${p} (use {"route": ..., "params": {"${p}": ...}})`);
  };

  // Routes and redirects.
  const seen = new Map<string, number>();
  j.routes.forEach((r, i) => {
    if (seen.has(r.path)) report(ptr('routes', i, 'path'), `route "${r.path}" is declared twice (also /routes/${seen.get(r.path)})`);
    seen.set(r.path, i);
    if (r.screen && !input.screenIds.includes(r.screen)) report(ptr('routes', i, 'screen'), `unknown screen "${r.screen}"${didYouMean(r.screen, input.screenIds)}`);
    (r.within ?? []).forEach((w, k) => {
      if (!input.allRoutes.includes(w)) report(ptr('routes', i, 'within', k), `unknown route "${w}"${didYouMean(w, input.allRoutes)}`);
    });
    if (!r.screen && !r.sameScreenAs && !r.statusRouter) report(ptr('routes', i), `route "${r.path}" shows nothing: give it a "screen" (or "sameScreenAs")`);
    if (r.sameScreenAs && !input.allRoutes.includes(r.sameScreenAs)) report(ptr('routes', i, 'sameScreenAs'), `unknown route "${r.sameScreenAs}"${didYouMean(r.sameScreenAs, input.allRoutes)}`);
  });
  (j.redirects ?? []).forEach((r, i) => {
    const at = ptr('redirects', i, 'to');
    if (r.to.includes('{{')) out.push(...input.checkPlaceholder(r.to, at));
    else if (!r.external) {
      const to = r.to.endsWith('/*') ? r.to.slice(0, -2) : r.to;
      const ok = r.to.endsWith('/*') ? input.allRoutes.some((p) => p.startsWith(to + '/')) : routeKnown(to);
      if (!ok) report(at, `redirect leads to unknown route "${r.to}"${didYouMean(r.to, input.allRoutes)}`);
    }
    if (input.allRoutes.includes(r.from) && (r.scope ?? 'base') === 'base') report(ptr('redirects', i, 'from'), `"${r.from}" is also a route, so this redirect never applies`);
  });

  // Named conditions: defined before use, no cycles.
  const conds = j.conditions ?? {};
  for (const [name, c] of Object.entries(conds)) {
    lint(c.when, ptr('conditions', name, 'when'));
    const cycle = findRefCycle(name, conds);
    if (cycle) report(ptr('conditions', name, 'when'), `named condition refers to itself: ${cycle.join(' → ')}`);
  }

  if (j.stepMachine) out.push(...checkStepMachine(j, input, report, lint, checkTarget));
  if (j.statusRouting) out.push(...checkStatusRouting(j, report, lint, checkTarget));
  if (j.progress) {
    const states = j.progress.states;
    const ids = states.map((s) => s.id);
    const max = Math.max(...states.map((s) => s.value));
    for (let v = 0; v <= max; v++) if (!states.some((s) => s.value === v)) report(ptr('progress', 'states'), `no progress state has value ${v}`);
    states.forEach((s, i) => {
      if (ids.indexOf(s.id) !== i) report(ptr('progress', 'states', i, 'id'), `progress state "${s.id}" is declared twice`);
      if (s.when !== undefined) lint(s.when, ptr('progress', 'states', i, 'when'));
    });
  }
  (j.gates ?? []).forEach((g, i) => {
    lint(g.when, ptr('gates', i, 'when'));
    const o = g.outcome;
    if (!o.screen && !o.redirect) report(ptr('gates', i, 'outcome'), 'a gate must show a screen or redirect');
    if (o.screen && !input.screenIds.includes(o.screen)) report(ptr('gates', i, 'outcome', 'screen'), `unknown screen "${o.screen}"${didYouMean(o.screen, input.screenIds)}`);
    if (o.redirect && !routeKnown(o.redirect)) report(ptr('gates', i, 'outcome', 'redirect'), `unknown route "${o.redirect}"${didYouMean(o.redirect, input.allRoutes)}`);
  });
  const stepIds = new Set<string>();
  (j.steps ?? []).forEach((s, i) => {
    if (stepIds.has(s.id)) report(ptr('steps', i, 'id'), `step "${s.id}" is declared twice`);
    stepIds.add(s.id);
    if (!input.allRoutes.includes(s.route)) report(ptr('steps', i, 'route'), `unknown route "${s.route}"${didYouMean(s.route, input.allRoutes)}`);
    if (s.omitWhen !== undefined) lint(s.omitWhen, ptr('steps', i, 'omitWhen'));
    if (s.skipWhen !== undefined) lint(s.skipWhen, ptr('steps', i, 'skipWhen'));
  });
  return out;
}

function findRefCycle(start: string, conds: Record<string, { when: Logic }>): string[] | null {
  const refs = (rule: Logic): string[] => {
    if (Array.isArray(rule)) return rule.flatMap(refs);
    if (rule === null || typeof rule !== 'object') return [];
    return Object.entries(rule).flatMap(([k, v]) => (k === 'ref' && typeof v === 'string' ? [v] : refs(v)));
  };
  const visit = (name: string, path: string[]): string[] | null => {
    for (const next of refs(conds[name]?.when)) {
      if (next === start) return [...path, next];
      if (path.includes(next) || !conds[next]) continue;
      const found = visit(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return visit(start, [start]);
}

type Report = (pointer: string, message: string) => void;
type Lint = (rule: Logic, at: string) => void;
type CheckTarget = (t: Target, at: string) => void;

function checkStepMachine(j: Journey, input: JourneyCheckInput, report: Report, lint: Lint, checkTarget: CheckTarget): Problem[] {
  const m = j.stepMachine!;
  const states = Object.keys(m.states);
  const progressIds = (j.progress?.states ?? []).map((s) => s.id);
  const knownState = (s: string, at: string) => {
    if (!m.states[s]) report(at, `unknown state "${s}"${didYouMean(s, states)}`);
  };
  knownState(m.initial, ptr('stepMachine', 'initial'));
  for (const [name, s] of Object.entries(m.states)) {
    checkTarget(s.route, ptr('stepMachine', 'states', name, 'route'));
    if (!progressIds.includes(s.progress)) report(ptr('stepMachine', 'states', name, 'progress'), `unknown progress state "${s.progress}"${didYouMean(s.progress, progressIds)}`);
  }
  const events = new Map<string, number>();
  m.transitions.forEach((t, i) => {
    if (events.has(t.event)) report(ptr('stepMachine', 'transitions', i, 'event'), `event "${t.event}" is declared twice (also /stepMachine/transitions/${events.get(t.event)})`);
    events.set(t.event, i);
    if (t.from !== '*') t.from.forEach((s, k) => knownState(s, ptr('stepMachine', 'transitions', i, 'from', k)));
    knownState(t.to, ptr('stepMachine', 'transitions', i, 'to'));
  });
  const triggerIds = new Set<string>();
  m.triggers.forEach((t, i) => {
    if (triggerIds.has(t.id)) report(ptr('stepMachine', 'triggers', i, 'id'), `trigger "${t.id}" is declared twice`);
    triggerIds.add(t.id);
    if (!events.has(t.event)) report(ptr('stepMachine', 'triggers', i, 'event'), `unknown event "${t.event}"${didYouMean(t.event, events.keys())}`);
    lint(t.when, ptr('stepMachine', 'triggers', i, 'when'));
  });
  // Reachability from the initial state, through events a trigger sends (nothing else sends them).
  const fired = new Set(m.triggers.map((t) => t.event));
  const reached = new Set([m.initial]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of m.transitions) {
      if (reached.has(t.to) || !fired.has(t.event)) continue;
      if (t.from === '*' || t.from.some((s) => reached.has(s))) {
        reached.add(t.to);
        grew = true;
      }
    }
  }
  for (const s of states) {
    if (reached.has(s)) continue;
    const waysIn = m.transitions.filter((t) => t.to === s);
    const silent = waysIn.filter((t) => !fired.has(t.event)).map((t) => t.event);
    if (waysIn.length > 0 && silent.length === waysIn.length) {
      report(ptr('stepMachine', 'states', s), `state "${s}" is never reached: its only ways in (${silent.join(', ')}) are events no trigger sends; add a trigger to stepMachine.triggers`);
    } else report(ptr('stepMachine', 'states', s), `state "${s}" cannot be reached from "${m.initial}"`);
  }
  void input;
  return [];
}

function checkStatusRouting(j: Journey, report: Report, lint: Lint, checkTarget: CheckTarget): Problem[] {
  const r = j.statusRouting!;
  const v = r.vocabulary;
  const groups: [string, string[]][] = [['stopPolling', v.stopPolling], ['keepPolling', v.keepPolling], ['routed', v.routed]];
  const home = new Map<string, string>();
  for (const [group, list] of groups) {
    list.forEach((s, i) => {
      const at = ptr('statusRouting', 'vocabulary', group, i);
      const prefix = v.keepPollingPrefixes.find((p) => s.startsWith(p));
      if (home.has(s)) report(at, `status "${s}" is classified twice (also ${home.get(s)})`);
      else if (prefix) report(at, `status "${s}" is already keep-polling through the prefix "${prefix}"`);
      home.set(s, group);
    });
  }
  const classified = (s: string) => home.has(s) || v.keepPollingPrefixes.some((p) => s.startsWith(p));
  // A description says what a status of the vocabulary means: one for a status that is not there is left over (or misspelt).
  for (const s of Object.keys(v.descriptions ?? {})) {
    if (!classified(s)) report(ptr('statusRouting', 'vocabulary', 'descriptions', s), `"${s}" is described but is not in the vocabulary${didYouMean(s, home.keys())}: add it to a group (routed, stopPolling or keepPolling) or remove its description`);
  }
  // A finished status is one of the vocabulary's (finished marks statuses, it is not a group of its own).
  (v.finished ?? []).forEach((s, i) => {
    if (!classified(s)) report(ptr('statusRouting', 'vocabulary', 'finished', i), `"${s}" is marked finished but is not in the vocabulary${didYouMean(s, home.keys())}: add it to a group (routed, stopPolling or keepPolling) or remove it from finished`);
  });
  // A keep-polling status is routed only when polling gives up and keeps it (polling.keepStatusOnGiveUp).
  const waitsWithoutRow = (s: string) => (home.get(s) === 'keepPolling' || (!home.has(s) && v.keepPollingPrefixes.some((p) => s.startsWith(p)))) && !(j.polling?.keepStatusOnGiveUp ?? []).includes(s);
  const handled = new Set<string>();
  const unconditional = new Map<string, string>();
  let catchAll: string | null = null;
  r.rows.forEach((row, i) => {
    const at = ptr('statusRouting', 'rows', i);
    if (catchAll) report(at, `row "${row.id}" can never decide: row "${catchAll}" before it applies to every status unconditionally`);
    if (row.when !== undefined) lint(row.when, `${at}/when`);
    for (const [k, q] of Object.entries(row.query ?? {})) lint(q, `${at}/query${ptr(k)}`);
    if (typeof row.to === 'object' && 'stepMachine' in row.to) {
      if (!j.stepMachine) report(`${at}/to`, 'routes by the step machine, but the journey has none');
    } else checkTarget(row.to, `${at}/to`);
    if (!row.statuses) {
      if (row.when === undefined) catchAll = row.id;
      return;
    }
    const dead: string[] = [];
    row.statuses.forEach((s, k) => {
      if (!classified(s)) report(`${at}/statuses/${k}`, `status "${s}" is not in the vocabulary${didYouMean(s, home.keys())}`);
      else if (waitsWithoutRow(s)) report(`${at}/statuses/${k}`, `status "${s}" never reaches this row: it is a keep-polling status, so the app waits on the processing page while the application has it and never routes it (engine/pollPlan.ts); to give it a screen, move it from statusRouting.vocabulary.keepPolling to routed`);
      if (unconditional.has(s)) {
        dead.push(s);
        report(`${at}/statuses/${k}`, `status "${s}" never reaches this row: row "${unconditional.get(s)}" before it handles it unconditionally`);
      }
      handled.add(s);
    });
    if (row.when === undefined) for (const s of row.statuses) if (!unconditional.has(s)) unconditional.set(s, row.id);
  });
  for (const [group, list] of groups) {
    if (group === 'keepPolling') continue;
    list.forEach((s, i) => {
      if (!handled.has(s) && !catchAll) report(ptr('statusRouting', 'vocabulary', group, i), `status "${s}" has no row in statusRouting.rows`);
    });
  }
  checkTarget(r.fallback.unknown, ptr('statusRouting', 'fallback', 'unknown'));
  if (j.polling) {
    j.polling.keepStatusOnGiveUp.forEach((s, i) => {
      if (home.get(s) !== 'keepPolling' && !v.keepPollingPrefixes.some((p) => s.startsWith(p))) report(ptr('polling', 'keepStatusOnGiveUp', i), `"${s}" is not a keep-polling status`);
    });
    if (!classified(j.polling.giveUpStatus)) report(ptr('polling', 'giveUpStatus'), `status "${j.polling.giveUpStatus}" is not in the vocabulary`);
    // A watched status is one a page waits on (000 §4.4 settled statuses, or what polling gives up onto), in one group only.
    const watchedIn = new Map<string, string>();
    (j.polling.watch ?? []).forEach((group, g) => {
      group.statuses.forEach((s, i) => {
        const at = ptr('polling', 'watch', g, 'statuses', i);
        const givenUp = s === j.polling!.giveUpStatus || j.polling!.keepStatusOnGiveUp.includes(s);
        if (!classified(s)) report(at, `status "${s}" is not in the vocabulary`);
        else if (!givenUp && (home.get(s) === 'keepPolling' || v.keepPollingPrefixes.some((p) => s.startsWith(p)))) report(at, `"${s}" is in progress: polling already reads it again`);
        const other = watchedIn.get(s);
        if (other !== undefined) report(at, `status "${s}" is already watched by group "${other}"`);
        else watchedIn.set(s, group.id);
      });
    });
  }
  return [];
}
