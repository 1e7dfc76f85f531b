/**
 * The thin React layer over navigate() (DESIGN.md "One navigation decision"): a TanStack Query
 * observer of the application's status, read again after the decision's `pollAfterMs` (wait) or
 * `watchAfterMs` (a page where the applicant waits on someone else, journeys/heloc.json
 * `polling.watch`), never after move or leave or any other stay, and one engine decision per read.
 * Watching reads stop while the tab is out of view and read at once when it comes back; they never
 * show an error (a failed read keeps the page as it is, api/client.ts `background`). The page a
 * decision moves the applicant to takes that decision over instead of reading and deciding again.
 */
import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { navigate } from '../../engine/navigate.ts';
import { withBase } from '../../engine/paths.ts';
import type { Decision, NavigateResult } from '../../engine/index.ts';
import { BASE_PATH, journeys } from '../app/journeys.ts';
import { recordDecision } from '../app/devTrace.ts';
import { ApiError } from '../api/client.ts';
import { readStatus, statusReadKey, type StatusRead } from '../api/applicationStatus.ts';
import { useProfile } from '../api/profile.ts';

export interface NavigationOptions {
  uuid: string;
  /** Where the applicant is, inside the base path (wouter's location). */
  path: string;
  query: Record<string, string>;
  /** After a submit: the status it left behind (000 §9 stable check). */
  previousStatus?: string;
  brand: Record<string, unknown>;
}

export interface Navigation {
  /** The decision for this page; null while the first read of this visit is on its way. */
  decision: NavigateResult | null;
  /** The read it was made on (absent on anyStatus pages, which never read). */
  read?: StatusRead;
  /** False on pages that never read the status (anyStatus). */
  observing: boolean;
  /** When this page started observing (the processing modal's clock). */
  startedAt: number;
  /** A first read that failed for another reason than a missing application. */
  error: boolean;
}

interface DecisionInput {
  path: string;
  query: Record<string, string>;
  previousStatus?: string;
  profile: Record<string, unknown> | null;
  brand: Record<string, unknown>;
}

/** The decision taken on each read, and for which page: one navigate() call per read and page. */
const decisions = new WeakMap<StatusRead, { path: string; decision: Decision<NavigateResult> }>();

/** The read moved the applicant to `path`: the page reached takes the decision over (it stays). */
function handedOver(read: StatusRead, path: string): boolean {
  const last = decisions.get(read);
  if (last === undefined) return false;
  // Already taken over by this page (its render comes before the query's mount check).
  if (last.path === path) return last.decision.decidedBy === 'handOver';
  return last.decision.result.action === 'move' && last.decision.result.route === path;
}

/** The page stays and waits on someone else: read again after this many ms (undefined: no more reads). */
function watchAfter(read: StatusRead | undefined): number | undefined {
  if (read === undefined) return undefined;
  const d = decisions.get(read)?.decision.result;
  return d?.action === 'stay' ? d.watchAfterMs : undefined;
}

function decide(read: StatusRead, input: DecisionInput): Decision<NavigateResult> {
  const last = decisions.get(read);
  if (last?.path === input.path) return last.decision;
  if (last && last.path !== input.path && handedOver(read, input.path)) {
    const moved = last.decision;
    const taken: Decision<NavigateResult> = {
      result: { ...moved.result, action: 'stay', route: input.path, query: input.query },
      trace: [...moved.trace, { kind: 'handOver', rule: 'moved here', outcome: 'stay', decided: true, note: 'the decision that moved the applicant here' }].map((t, i, all) => ({ ...t, decided: i === all.length - 1 })),
      decidedBy: 'handOver',
    };
    decisions.set(read, { path: input.path, decision: taken });
    return taken;
  }
  const d = navigate(journeys.heloc, { status: read.status, app: read.app, profile: input.profile, path: input.path, previousStatus: input.previousStatus, attempt: read.attempt, query: input.query, brand: input.brand });
  recordDecision(`status ${read.status} (try ${read.attempt}) on ${input.path}`, d);
  decisions.set(read, { path: input.path, decision: d });
  return d;
}

export function useNavigation(options: NavigationOptions): Navigation {
  const { uuid, query, previousStatus, brand } = options;
  const path = withBase(BASE_PATH, options.path);
  const queryClient = useQueryClient();
  const profileQuery = useProfile();
  const profile: Record<string, unknown> | null = useMemo(() => (profileQuery.data ? { ...profileQuery.data } : null), [profileQuery.data]);
  const [since] = useState(() => Date.now());

  // Before any read: pages reachable whatever the status (anyStatus) never read it.
  const before = useMemo(() => navigate(journeys.heloc, { path, query }).result, [path, query]);
  const observing = before.action !== 'stay';

  const input: DecisionInput = { path, query, previousStatus, profile, brand };
  const latest = useRef(input);
  latest.current = input;
  const usable = (read: StatusRead | undefined): read is StatusRead => read !== undefined && (read.at >= since || handedOver(read, path));

  const status = useQuery({
    queryKey: statusReadKey(uuid),
    queryFn: () => {
      const last = queryClient.getQueryData<StatusRead>(statusReadKey(uuid));
      return readStatus(queryClient, uuid, since, watchAfter(last) !== undefined);
    },
    enabled: observing,
    staleTime: 0,
    retry: false,
    // A fresh read on arrival, unless the read that moved the applicant here is handed over.
    refetchOnMount: (q) => !(q.state.data && handedOver(q.state.data, path)),
    refetchInterval: (q) => {
      const read = q.state.data;
      if (!usable(read)) return false;
      const d = decide(read, latest.current).result;
      if (d.action === 'wait') return Math.max(1, d.pollAfterMs ?? 0);
      return d.action === 'stay' && d.watchAfterMs !== undefined ? d.watchAfterMs : false;
    },
    // Out of view a watching page reads nothing (TanStack Query's interval pauses); back in view it reads at once.
    refetchOnWindowFocus: (q) => (usable(q.state.data) && watchAfter(q.state.data) !== undefined ? 'always' : false),
  });

  const read = status.data;
  const missing = status.error instanceof ApiError && [401, 403, 404].includes(status.error.status);
  const decision = useMemo(() => {
    if (!observing) return before;
    if (missing) return navigate(journeys.heloc, { app: null, path, query, brand }).result;
    return usable(read) ? decide(read, input).result : null;
    // `input` is rebuilt every render; these are its parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [observing, before, missing, read, path, query, previousStatus, profile, brand]);
  return { decision, ...(read ? { read } : {}), observing, startedAt: since, error: status.isError && !missing && !usable(read) };
}
