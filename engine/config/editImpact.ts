/**
 * Impact before saving (issue 16 item 4): which cases (fixtures, applications in the sandbox
 * database) would get a different navigate() decision — action, route, progress step or polling
 * plan — under the edited config, each with its old and new decision and trace; and which
 * screens would look different, under which brands.
 */
import { navigate } from '../navigate.ts';
import { runStepMachine } from '../stepMachine.ts';
import type { Journey } from '../types/journey.ts';
import type { TraceStep } from '../types/logic.ts';
import type { ConfigSet } from './loadConfig.ts';
import { screenOfKey } from './checkBrands.ts';
import { checkLogicSense } from './checkLogicSense.ts';
import { formWords, logicWords } from './logicWords.ts';
import type { Screen } from '../types/screen.ts';
import type { SignerProgress } from '../types/signer.ts';
import type { Profile } from '../types/profile.ts';
import type { Application } from '../types/application.ts';

type Obj = Record<string, unknown>;

/** One applicant situation to decide for: a fixture's scene or an application in the database. */
export interface ImpactCase {
  source: 'fixture' | 'application';
  id: string;
  status?: string;
  app?: Application;
  profile?: Partial<Profile>;
  signer?: SignerProgress;
}

/** What one journey decides for one case, reduced to what staff compare. */
export interface DecisionSummary {
  action?: string;
  route?: string;
  progress?: string;
  pollAfterMs?: number | null;
  state?: string;
  error?: string;
  decidedBy?: string;
  trace: Pick<TraceStep, 'kind' | 'rule' | 'outcome' | 'decided' | 'note'>[];
}

export interface ImpactRow {
  source: ImpactCase['source'];
  id: string;
  journey: string;
  status?: string;
  /** Which parts differ: action, route, progress, poll, state, error. */
  changed: string[];
  before: DecisionSummary;
  after: DecisionSummary;
}

export interface ScreenImpact {
  /** Screens whose resolved file differs, or that a changed route shows. */
  screens: string[];
  /** Brands the change shows under (every brand, unless a partner's own file changed). */
  brands: string[];
  /** How many cases were decided under each config. */
  cases: number;
}

const COMPARED: (keyof DecisionSummary)[] = ['action', 'route', 'progress', 'pollAfterMs', 'state', 'error'];
const NAMES: Partial<Record<keyof DecisionSummary, string>> = { pollAfterMs: 'poll' };

/** A case that a journey decides: applications for a journey with a status table, signers for one without. */
function decides(journey: Journey, c: ImpactCase): boolean {
  if (journey.statusRouting) return c.app !== undefined && c.status !== undefined;
  return journey.stepMachine !== undefined && c.signer !== undefined;
}

function summarize(journey: Journey | undefined, c: ImpactCase): DecisionSummary {
  if (!journey) return { error: 'the journey is gone', trace: [] };
  try {
    const uuid = typeof c.app?.uuid === 'string' ? c.app.uuid : 'sample';
    const d = navigate(journey, {
      status: c.status ?? null,
      app: journey.statusRouting ? c.app ?? null : undefined,
      signer: journey.statusRouting ? undefined : c.signer ?? null,
      profile: c.profile ?? {},
      // Asked from the application's root, where the status router decides (000 §4.3).
      path: `${journey.basePath.replace(/\/$/, '')}/${journey.statusRouting ? uuid : ''}`,
      attempt: 1,
    });
    const state = journey.stepMachine && journey.statusRouting ? runStepMachine(journey, { ...(c.app ? { app: c.app } : {}), profile: c.profile ?? {} }).result.state : undefined;
    return {
      action: d.result.action,
      ...(d.result.routePattern ? { route: d.result.routePattern } : {}),
      ...(d.result.progress ? { progress: d.result.progress.progressState } : {}),
      pollAfterMs: d.result.pollAfterMs,
      ...(state ? { state } : {}),
      ...(d.decidedBy ? { decidedBy: d.decidedBy } : {}),
      trace: d.trace.map(({ kind, rule, outcome, decided, note }) => ({ kind, rule, outcome, ...(decided ? { decided } : {}), ...(note ? { note } : {}) })),
    };
  } catch (e) {
    return { error: (e as Error).message, trace: [] };
  }
}

/** Every case under every journey that decides it, old against new; only the rows that differ. */
export function decisionImpact(before: ConfigSet, after: ConfigSet, cases: ImpactCase[]): { rows: ImpactRow[]; cases: number } {
  const rows: ImpactRow[] = [];
  let count = 0;
  const ids = new Set([...Object.keys(before.journeys), ...Object.keys(after.journeys)]);
  for (const id of [...ids].sort()) {
    const old = before.journeys[id]?.data;
    const now = after.journeys[id]?.data;
    const judge = now ?? old;
    if (!judge) continue;
    for (const c of cases) {
      if (!decides(judge, c)) continue;
      count++;
      const a = summarize(old, c);
      const b = summarize(now, c);
      const changed = COMPARED.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).map((k) => NAMES[k] ?? k);
      if (changed.length) rows.push({ source: c.source, id: c.id, journey: id, ...(c.status ? { status: c.status } : {}), changed, before: a, after: b });
    }
  }
  return { rows, cases: count };
}

/** The screens an edit of `file` changes, and the brands it shows under. */
export function screenImpact(before: ConfigSet, after: ConfigSet, file: string): Omit<ScreenImpact, 'cases'> {
  const allBrands = Object.keys(after.brands).filter((c) => c !== '_defaults').sort();
  const brandFile = Object.entries(after.brands).find(([, b]) => b.file === file);
  if (brandFile) {
    const [code, b] = brandFile;
    const changed = JSON.stringify(before.brands[code]?.data) !== JSON.stringify(b.data);
    const words = changed ? changedWords(before.brands[code]?.data, b.data) : null;
    if (words) {
      // Only overrides changed (brand `copy`, engine/strings.ts): the screens they name, under the
      // brands that read them (a partner: itself; the defaults: every brand without its own words for one).
      const brands = code !== '_defaults' ? [code] : allBrands.filter((c) => words.some((k) => !Object.hasOwn(copyOf(after.brands[c]?.data), k)));
      return { screens: brands.length ? [...new Set(words.map(screenOfKey))].filter((id) => after.screens[id] ?? before.screens[id]).sort() : [], brands };
    }
    // _defaults reaches every brand that does not override what changed; a partner's file only itself.
    return { screens: changed ? Object.keys(after.screens).sort() : [], brands: changed ? (code === '_defaults' ? allBrands : [code]) : [] };
  }
  const screens = new Set<string>();
  for (const id of new Set([...Object.keys(before.screens), ...Object.keys(after.screens)])) {
    if (JSON.stringify(before.screens[id]?.data) !== JSON.stringify(after.screens[id]?.data)) screens.add(id);
  }
  for (const id of new Set([...Object.keys(before.journeys), ...Object.keys(after.journeys)])) {
    const routes = (j?: Journey) => new Map((j?.routes ?? []).map((r) => [r.path, JSON.stringify(r)]));
    const a = routes(before.journeys[id]?.data);
    const b = routes(after.journeys[id]?.data);
    for (const r of [...(before.journeys[id]?.data.routes ?? []), ...(after.journeys[id]?.data.routes ?? [])]) {
      if (a.get(r.path) !== b.get(r.path) && typeof r.screen === 'string') screens.add(r.screen);
    }
  }
  return { screens: [...screens].sort(), brands: screens.size ? allBrands : [] };
}

const copyOf = (brand: unknown): Record<string, unknown> => {
  const copy = brand && typeof brand === 'object' ? (brand as { copy?: unknown }).copy : undefined;
  return copy && typeof copy === 'object' ? copy as Record<string, unknown> : {};
};

/** The override keys a brand edit changes, when nothing but its `copy` changed; else null. */
function changedWords(before: unknown, after: unknown): string[] | null {
  const rest = (b: unknown) => JSON.stringify({ ...(b as Record<string, unknown> | undefined), copy: undefined });
  if (before === undefined || rest(before) !== rest(after)) return null;
  const a = copyOf(before);
  const b = copyOf(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]).sort();
}

/** A cross-field rule the edit adds, removes or rewrites, with what it does in words (issue 22: staff see a rule stop applying). */
export interface RuleChange {
  screen: string;
  rule: string;
  effect: string;
  change: 'added' | 'removed' | 'changed';
  /** A changed rule: which of its parts differ (when, message, effect, field, …). */
  parts?: string[];
  /** When it applied before and applies after, in words; absent where it did not or does not exist. */
  before?: string;
  after?: string;
  /** Why it can never apply as the edit leaves it (checkLogicSense.ts), when it cannot. */
  never?: string;
}

/** The keys whose values differ between two objects. */
function differingKeys(a: object, b: object): string[] {
  const [x, y] = [new Map(Object.entries(a)), new Map(Object.entries(b))];
  return [...new Set([...x.keys(), ...y.keys()])].filter((k) => JSON.stringify(x.get(k)) !== JSON.stringify(y.get(k)));
}

/** Every rule of every screen whose rules differ between the two configs, matched by id. */
export function ruleChanges(before: ConfigSet, after: ConfigSet): RuleChange[] {
  const out: RuleChange[] = [];
  for (const id of [...new Set([...Object.keys(before.screens), ...Object.keys(after.screens)])].sort()) {
    const [a, b] = [before.screens[id]?.data, after.screens[id]?.data];
    if (JSON.stringify(a?.rules ?? []) === JSON.stringify(b?.rules ?? [])) continue;
    const byId = (s?: Screen) => new Map((s?.rules ?? []).map((r, i) => [r.id ?? `#${i + 1}`, r]));
    const [old, now] = [byId(a), byId(b)];
    for (const rule of new Set([...old.keys(), ...now.keys()])) {
      const [x, y] = [old.get(rule), now.get(rule)];
      if (JSON.stringify(x) === JSON.stringify(y)) continue;
      const never = y ? checkLogicSense(y.when, after.screens[id]!.file, '/when')[0]?.message : undefined;
      out.push({
        screen: id,
        rule,
        effect: (y ?? x)!.effect,
        change: !x ? 'added' : !y ? 'removed' : 'changed',
        ...(x && y ? { parts: differingKeys(x, y) } : {}),
        ...(x ? { before: logicWords(x.when, formWords(a?.schema)) } : {}),
        ...(y ? { after: logicWords(y.when, formWords(b?.schema)) } : {}),
        ...(never ? { never: never.replace(/^this condition /, 'it ') } : {}),
      });
    }
  }
  return out;
}
