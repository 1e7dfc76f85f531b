/**
 * A change that moves real applications (README "Studio staff and history"): before any studio
 * change goes live (configChange.ts applyChange: the editor's save, a revert, an approved draft),
 * every application in the sandbox database is decided by navigate() under the config as it is and
 * as the change leaves it (engine/config/editImpact.ts decisionImpact). When at least one would be
 * sent somewhere else, the change is refused unless the person confirmed it (`confirmReroute`),
 * and the answer says, in words, which applications move from where to where; once confirmed,
 * the commit's message records how many moved.
 */
import type { Ctx } from '../context.js';
import { ApiError } from '../http/errors.js';
import type { ConfigSet } from '../../engine/config/loadConfig.ts';
import { decisionImpact, type DecisionSummary } from '../../engine/config/editImpact.ts';
import { editCases } from './editCases.js';

/** One application the change sends elsewhere. */
export interface MovedApplication { uuid: string; status: string; from: string; to: string }

export interface Reroute {
  count: number;
  /** The first few, for the words and the confirmation. */
  applications: MovedApplication[];
  words: string;
}

/** How many moved applications the refusal and the commit name one by one. */
const NAMED = 5;

/** Where a decision leaves the applicant, as staff read it: a route without the application's id, or what happens instead. */
function whereTo(d: DecisionSummary): string {
  if (d.error) return `an error (${d.error})`;
  if (d.action === 'wait') return 'the processing page (waiting)';
  if (d.action === 'leave') return 'out of the application';
  if (d.action === 'stay') return 'the page they are on';
  return d.route ? d.route.replace(/^\/:uuid/, '') || '/' : 'the step machine\'s screen';
}

const plural = (n: number) => (n === 1 ? '1 application' : `${n} applications`);

/** The applications in the database that `after` routes differently from `before` (route or action). */
export function reroutesOf(ctx: Ctx, before: ConfigSet, after: ConfigSet): Reroute | null {
  const cases = editCases(ctx, ctx.options.configRoot).filter((c) => c.source === 'application');
  if (cases.length === 0) return null;
  const moved = decisionImpact(before, after, cases).rows
    .filter((r) => r.changed.includes('route') || r.changed.includes('action') || r.changed.includes('error'))
    .map((r) => ({ uuid: r.id, status: r.status ?? 'no status', from: whereTo(r.before), to: whereTo(r.after) }))
    // One application is decided by one journey with a status table; keep one row per application.
    .filter((m, i, all) => all.findIndex((x) => x.uuid === m.uuid) === i);
  if (moved.length === 0) return null;
  const named = moved.slice(0, NAMED);
  const list = named.map((m) => `${m.uuid} (${m.status}) from ${m.from} to ${m.to}`).join('; ');
  const more = moved.length > named.length ? `; and ${plural(moved.length - named.length)} more` : '';
  return { count: moved.length, applications: named, words: `${list}${more}` };
}

/** The refusal of a change that moves applications, unless it was confirmed. */
export function refuseUnconfirmed(reroute: Reroute | null, confirmed: boolean): void {
  if (!reroute || confirmed) return;
  throw new ApiError(409, `This change sends ${plural(reroute.count)} already in the sandbox somewhere else: ${reroute.words}. Nothing was saved. To save it anyway, confirm that these applications move (confirmReroute).`, { reroute });
}

/** The paragraph a confirmed change's commit message gets, so the history says what it moved. */
export const movedParagraph = (reroute: Reroute) => `Moved ${plural(reroute.count)} to another screen: ${reroute.words}.\n\nMoved-applications: ${reroute.count}`;
