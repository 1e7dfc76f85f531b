/**
 * One navigation decision per status read, outside React: a TanStack Query `QueryObserver` of a
 * journey's status query, which calls navigate() (engine/navigate.ts) once on each read for the
 * page the person is on and sets the query's next read from that decision: after
 * `pollAfterMs` on wait, after `watchAfterMs` on a page where the person waits on someone else
 * (journeys/heloc.json `polling.watch`), never otherwise. Out of view the interval pauses (TanStack
 * Query's `refetchIntervalInBackground: false`); a watching page reads at once when it comes back.
 * The page a decision moved the person to takes that decision over instead of reading and deciding
 * again: the last decision is kept in the same QueryClient, beside the read it was made on.
 *
 * A QueryObserver rather than `useQuery` with `select`: the decision also sets the next read
 * (refetchInterval, refetchOnMount, refetchOnWindowFocus), and `select` runs per hook and per render
 * input, not once per read; here the one `decisionOn(read)` serves the timers and the page alike.
 * React subscribes to it with useSyncExternalStore (useNavigation.ts).
 */
import { QueryObserver, type QueryClient, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { navigate, type NavigateInput, type NavigateResult } from '../../engine/navigate.ts';
import type { Decision, Journey } from '../../engine/index.ts';
import type { Brand } from '../../engine/brand.ts';
import type { Profile } from '../../engine/types/profile.ts';

/** What a page brings to the decision besides the read. */
export interface Page {
  /** Where the person is: the full path (with the base path). */
  path: string;
  query: Record<string, string>;
  /** After a submit: the status it left behind (engine/navigate.ts: the stable check). */
  previousStatus?: string;
  profile?: Partial<Profile> | null;
  brand?: Brand;
}

/** How a journey's status is read and what navigate() is given from a read. */
export interface ObservedStatus<TRead> {
  journey: Journey;
  queryKey: QueryKey;
  /** One read. `since`: when this page started observing; `watching`: the last read's decision watches. */
  read: (since: number, watching: boolean) => Promise<TRead>;
  /** navigate()'s input from a read. */
  inputOf: (read: TRead) => Partial<NavigateInput>;
  /** A failed read that means there is nothing to read (not an error page): navigate()'s input then. */
  missing: (error: Error) => Partial<NavigateInput> | undefined;
  /** When a read was made: a page decides only on reads made since it started, or handed to it. Absent: any read in the cache. */
  readAt?: (read: TRead) => number;
  /** Pages reachable whatever the status (anyStatus) read it too (the signer's conditions show the signer's data). */
  readOnAnyStatus?: boolean;
  /** The label of a decision in the development log and the performance mark. */
  label: (read: TRead, path: string) => string;
  /** Every decision taken on a read (renderer/app/devTrace.ts recordDecision). */
  onDecision?: (label: string, decision: Decision<NavigateResult>) => void;
  now?: () => number;
}

export interface Navigation<TRead> {
  /** The decision for this page; null while the first read of this visit is on its way. */
  decision: NavigateResult | null;
  /** The read it was made on (absent on pages that do not read, and before the first read). */
  read?: TRead;
  /** False on pages that never read the status (anyStatus). */
  observing: boolean;
  /** When this page started observing (the processing modal's clock). */
  startedAt: number;
  /** A first read that failed for another reason than there being nothing to read. */
  error: boolean;
  /** The read failed because there is nothing to read (`missing`): the decision was taken on that. */
  missing: boolean;
}

/**
 * The decision last taken on a read, and for which page. A class, not a plain object: the query
 * cache's structural sharing keeps an equal plain object it already holds, and a read is known by
 * its identity (a signer status read again unchanged would look like the read decided before).
 */
class Taken<TRead> {
  constructor(readonly read: TRead, readonly path: string, readonly decision: Decision<NavigateResult>) {}
}

/** Where the last decision on a status query is kept, in the same client as the reads. */
export const decisionKey = (queryKey: QueryKey): QueryKey => ['navigationDecision', ...queryKey];

export class NavigationObserver<TRead> {
  readonly startedAt: number;
  readonly #client: QueryClient;
  readonly #status: ObservedStatus<TRead>;
  readonly #observer: QueryObserver<TRead, Error>;
  #page: Page;
  #enabled: boolean;
  #snapshot: Navigation<TRead> | undefined;
  #listeners = new Set<() => void>();
  #unsubscribe: (() => void) | undefined;
  /** This observer's own last decision: asked again, it never decides twice, whatever another page has decided since. */
  #mine: Taken<TRead> | undefined;
  /** The page changed since the query's options (and so its timers) were last set. */
  #stale = false;

  constructor(client: QueryClient, status: ObservedStatus<TRead>, page: Page, enabled = true) {
    this.#client = client;
    this.#status = status;
    this.#page = page;
    this.#enabled = enabled;
    this.startedAt = (status.now ?? Date.now)();
    this.#observer = new QueryObserver<TRead, Error>(client, this.#options());
  }

  /**
   * The page's input (a new path is a new decision on the same read). Only stores it, so a render
   * may call it; `sync()` then sets the query's options and timers from it.
   */
  setPage(page: Page, enabled = true): void {
    const was = this.#page;
    if (was.path === page.path && was.query === page.query && was.previousStatus === page.previousStatus && was.profile === page.profile && was.brand === page.brand && enabled === this.#enabled) return;
    this.#page = page;
    this.#enabled = enabled;
    this.#snapshot = undefined;
    this.#stale = true;
  }

  /** After the page changed: whether to read, and when next, from the decision for the new page. */
  sync(): void {
    if (!this.#stale) return;
    this.#stale = false;
    this.#observer.setOptions(this.#options());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) {
      this.#unsubscribe = this.#observer.subscribe(() => {
        this.#snapshot = undefined;
        for (const l of this.#listeners) l();
      });
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        this.#unsubscribe?.();
        this.#unsubscribe = undefined;
      }
    };
  };

  /** The same object until the read, the query's state or the page changes (useSyncExternalStore). */
  getSnapshot = (): Navigation<TRead> => {
    this.#snapshot ??= this.#compute();
    return this.#snapshot;
  };

  /** The decision on a read for this page: taken once (the first to ask takes it), handed over, or none for a read this page does not use. */
  decisionOn(read: TRead | undefined): Decision<NavigateResult> | undefined {
    if (read === undefined || !this.#usable(read)) return undefined;
    const path = this.#page.path;
    if (this.#mine?.read === read && this.#mine.path === path) return this.#mine.decision;
    const last = this.#last();
    if (last?.read === read && last.path === path) return last.decision;
    let taken: Decision<NavigateResult>;
    if (last?.read === read && this.#movedHere(last)) {
      const moved = last.decision;
      taken = {
        result: { ...moved.result, action: 'stay', route: path, query: this.#page.query },
        trace: [...moved.trace, { kind: 'handOver', rule: 'moved here', outcome: 'stay', decided: true, note: 'the decision that moved the applicant here' }].map((t, i, all) => ({ ...t, decided: i === all.length - 1 })),
        decidedBy: 'handOver',
      };
    } else {
      taken = navigate(this.#status.journey, { ...this.#pageInput(), ...this.#status.inputOf(read) });
      this.#status.onDecision?.(this.#status.label(read, path), taken);
    }
    this.#mine = new Taken(read, path, taken);
    this.#client.setQueryData<Taken<TRead>>(decisionKey(this.#status.queryKey), this.#mine);
    return taken;
  }

  #pageInput(): NavigateInput {
    const { path, query, previousStatus, profile, brand } = this.#page;
    return { path, query, ...(previousStatus !== undefined ? { previousStatus } : {}), ...(profile !== undefined ? { profile } : {}), ...(brand ? { brand } : {}) };
  }

  #last(): Taken<TRead> | undefined {
    return this.#client.getQueryData<Taken<TRead>>(decisionKey(this.#status.queryKey));
  }

  /** The last decision moved the person to this page. */
  #movedHere(last: Taken<TRead>): boolean {
    return last.path !== this.#page.path && last.decision.result.action === 'move' && last.decision.result.route === this.#page.path;
  }

  /** The read that moved the person here: this page takes its decision over (or already has). */
  #handedOver(read: TRead): boolean {
    if (this.#mine?.read === read && this.#mine.path === this.#page.path) return this.#mine.decision.decidedBy === 'handOver';
    const last = this.#last();
    if (last?.read !== read) return false;
    return last.path === this.#page.path ? last.decision.decidedBy === 'handOver' : this.#movedHere(last);
  }

  #usable(read: TRead): boolean {
    const at = this.#status.readAt;
    return at === undefined || at(read) >= this.startedAt || this.#handedOver(read);
  }

  /** Pages reachable whatever the status (anyStatus) never read it, unless the journey says so. */
  #observing(): boolean {
    if (!this.#enabled) return false;
    return this.#status.readOnAnyStatus === true || this.#before().result.action !== 'stay';
  }

  #before(): Decision<NavigateResult> {
    return navigate(this.#status.journey, this.#pageInput());
  }

  /** The page waits on someone else after this read: read again after this many ms while in view. */
  #watchAfter(read: TRead | undefined): number | undefined {
    const d = this.decisionOn(read)?.result;
    return d?.action === 'stay' ? d.watchAfterMs : undefined;
  }

  #options(): QueryObserverOptions<TRead, Error> {
    return {
      queryKey: this.#status.queryKey,
      queryFn: () => this.#status.read(this.startedAt, this.#watchAfter(this.#client.getQueryData<TRead>(this.#status.queryKey)) !== undefined),
      enabled: this.#observing(),
      staleTime: 0,
      retry: false,
      // A fresh read on arrival, unless the read that moved the person here is handed over.
      refetchOnMount: (q) => this.#status.readAt !== undefined && !(q.state.data !== undefined && this.#handedOver(q.state.data)),
      refetchInterval: (q) => {
        const d = this.decisionOn(q.state.data)?.result;
        if (d?.action === 'wait') return Math.max(1, d.pollAfterMs ?? 0);
        return d?.action === 'stay' && d.watchAfterMs !== undefined ? d.watchAfterMs : false;
      },
      // Out of view a watching page reads nothing (the interval pauses); back in view it reads at once.
      refetchOnWindowFocus: (q) => (this.#watchAfter(q.state.data) !== undefined ? 'always' : false),
    };
  }

  #compute(): Navigation<TRead> {
    const observing = this.#observing();
    const startedAt = this.startedAt;
    if (!observing) return { decision: this.#before().result, observing, startedAt, error: false, missing: false };
    const result = this.#observer.getCurrentResult();
    const read = result.data;
    const missingInput = result.error ? this.#status.missing(result.error) : undefined;
    if (missingInput) return { decision: navigate(this.#status.journey, { ...this.#pageInput(), ...missingInput }).result, observing, startedAt, error: false, missing: true };
    const decision = this.decisionOn(read)?.result ?? null;
    const usable = decision !== null;
    if (!usable && this.#before().result.action === 'stay') {
      // A page reachable whatever the status that reads it anyway: it stays while the read is on its way.
      return { decision: this.#before().result, observing, startedAt, error: result.isError, missing: false };
    }
    return { decision, ...(read !== undefined ? { read } : {}), observing, startedAt, error: result.isError && !usable, missing: false };
  }
}
