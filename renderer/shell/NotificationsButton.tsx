/** The bell in the top bar: unread count, opens the (lazily loaded) notifications panel. */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useNotifications } from './shellApi.ts';
import { isUnread } from './notificationList.ts';
import { shell } from './shellConfig.ts';
import { useOutsideClose } from './useOutsideClose.ts';

const NotificationsPanel = lazy(() => import('./NotificationsPanel.tsx'));

export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const query = useNotifications(true);
  const unread = (query.data ?? []).filter(isUnread).length;
  const label = shell.labels.notifications ?? shell.notifications.title;

  useOutsideClose(open, root, () => setOpen(false));

  const close = () => { setOpen(false); button.current?.focus(); };

  return (
    <div className="notifications-menu" ref={root} onKeyDown={(e) => { if (e.key === 'Escape' && open) { e.preventDefault(); close(); } }}>
      <button ref={button} type="button" className="icon-button" aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen((o) => !o)}
        aria-label={unread > 0 ? `${label}, ${unread} unread` : label}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" /><path d="M13.73 21a2 2 0 0 1-3.46 0" /></svg>
        {unread > 0 ? <span className="badge" aria-hidden="true">{unread > 9 ? '9+' : unread}</span> : null}
      </button>
      {open ? (
        <div className="notifications-menu__popup">
          <Suspense fallback={<p className="notifications__empty">Loading…</p>}>
            <NotificationsPanel id={id} notifications={query.data ?? []} loading={query.isLoading} onClose={close} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
