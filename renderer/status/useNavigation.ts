/**
 * The thin React side of navigation (engine/navigate.ts decides): a NavigationObserver
 * (navigationObserver.ts, outside React) takes the decision once per status read and sets the next
 * read; a page subscribes to it and carries the decision out. observedStatus.ts says how the
 * application's and the additional signer's status are read.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NavigationObserver, type Navigation, type ObservedStatus, type Page } from './navigationObserver.ts';

export type { Navigation, Page };

/**
 * The navigation of this page. `status` is kept by the caller (useMemo) for as long as the
 * observation lasts: a new one (another application) starts a new observation and clock.
 * `enabled: false` reads nothing and decides as before any read.
 */
export function useNavigation<TRead>(status: ObservedStatus<TRead>, page: Page, enabled = true): Navigation<TRead> {
  const queryClient = useQueryClient();
  // The observer is made once per status: `page` and `enabled` of later renders go through setPage.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const observer = useMemo(() => new NavigationObserver(queryClient, status, page, enabled), [queryClient, status]);
  observer.setPage(page, enabled);
  useEffect(() => observer.sync());
  return useSyncExternalStore(observer.subscribe, observer.getSnapshot, observer.getSnapshot);
}
