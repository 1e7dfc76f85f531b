/**
 * The bell in the top bar: unread count, opens the (lazily loaded) notifications panel. Open
 * condition cards are one more unread entry, pinned at the top of the panel (001 §4, §9).
 * A notification with a call to action is read when it is followed (NotificationsPanel.tsx); one
 * without has nothing to follow, so it is read once the panel that showed it closes, and the
 * count goes down.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { stripBase } from '../../engine/paths.ts';
import { BASE_PATH } from '../app/routeTables.ts';
import { useMarkRead, useNotifications } from './shellApi.ts';
import { isUnread, type Notification } from './notificationList.ts';
import { pluralText, shell, text, type ShellContext } from './shellConfig.ts';
import type { ConditionsEntry } from './NotificationsPanel.tsx';
import { useOutsideClose } from './useOutsideClose.ts';
import { useAfterFirstScreen } from './afterFirstScreen.ts';

const NotificationsPanel = lazy(() => import('./NotificationsPanel.tsx'));


export function NotificationsButton({ ctx }: { ctx: ShellContext }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Asked once the first screen has painted (issue 13).
  const query = useNotifications(useAfterFirstScreen());
  // A new page (the application moved on: a decline, a funded line) or opening the bell reads the
  // list again, so a new letter shows without a reload.
  const refresh = () => { if (query.isFetched) void query.refetch(); };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(refresh, [ctx.path]);
  const openConditions = ctx.conditions?.open ?? 0;
  const listPath = ctx.conditions?.href ? stripBase(BASE_PATH, ctx.conditions.href) : null;
  const conditions: ConditionsEntry | null = openConditions > 0 && listPath
    ? { title: pluralText(shell.conditions.notification, openConditions, ctx), text: text(shell.conditions.notificationText, ctx), action: text(shell.conditions.action, ctx), path: listPath }
    : null;
  const unread = (query.data ?? []).filter(isUnread).length + (conditions ? 1 : 0);
  const label = text(shell.labels.notifications, ctx);

  useOutsideClose(open, root, () => setOpen(false));

  const markRead = useMarkRead();
  // Every notification the open panel has listed (View All included), by uuid.
  const shown = useRef(new Map<string, Notification>());
  const onShown = useCallback((list: Notification[]) => { for (const n of list) shown.current.set(n.uuid, n); }, []);
  useEffect(() => {
    if (open) return;
    for (const n of shown.current.values()) if (isUnread(n) && (n.ctas ?? []).length === 0) markRead.mutate(n.uuid);
    shown.current.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => { setOpen(false); button.current?.focus(); };

  return (
    <div className="notifications-menu" ref={root} onKeyDown={(e) => { if (e.key === 'Escape' && open) { e.preventDefault(); close(); } }}>
      <button ref={button} type="button" className="icon-button" aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => { if (!open) refresh(); setOpen((o) => !o); }}
        aria-label={unread > 0 ? `${label}, ${text(shell.labels.unread, { ...ctx, count: unread })}` : label}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" /><path d="M13.73 21a2 2 0 0 1-3.46 0" /></svg>
        {unread > 0 ? <span className="badge" aria-hidden="true">{unread > 9 ? '9+' : unread}</span> : null}
      </button>
      {open ? (
        <div className="notifications-menu__popup">
          <Suspense fallback={<p className="notifications__empty">{text(shell.labels.loading, ctx)}</p>}>
            <NotificationsPanel id={id} notifications={query.data ?? []} conditions={conditions} loading={query.isLoading} onClose={close} onFollow={() => setOpen(false)} onShown={onShown} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
