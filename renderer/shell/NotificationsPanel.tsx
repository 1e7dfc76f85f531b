/**
 * The notifications panel (001 §4), loaded when first opened: unread versus read, "View" when a
 * call to action has no title, at most 8 unread, 3 before "View All", "View Less" back, relative
 * times, wallet addresses shortened (first 6, last 5). Open condition cards come first, with a call
 * to action to the cards (001 §9), so the panel never says "No Notifications" while some are open.
 * On phones the same panel covers the screen.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { shortenWallet } from '../../engine/format.ts';
import { interpolate } from '../../engine/template.ts';
import { notificationList, isUnread, type Notification } from './notificationList.ts';
import { relativeTime } from './relativeTime.ts';
import { useMarkRead } from './shellApi.ts';
import { shell } from './shellConfig.ts';
import { useLocale, useWords } from '../app/language.tsx';

/** The pinned entry for open condition cards: title, text, and the call to action to their page (inside the app). */
export interface ConditionsEntry { title: string; text: string; action: string; path: string }

export default function NotificationsPanel({ id, notifications, conditions, loading, onClose, onFollow, onShown }: { id: string; notifications: Notification[]; conditions: ConditionsEntry | null; loading: boolean; onClose: () => void; onFollow: () => void; onShown: (shown: Notification[]) => void }) {
  const t = useWords();
  const locale = useLocale();
  const words = shell.notifications;
  // The panel's words in the applicant's language (renderer/app/language.tsx); the counts are numbers.
  const copy = { ...words, title: t(words.title), empty: t(words.empty), defaultCta: t(words.defaultCta), viewAll: t(words.viewAll), viewLess: t(words.viewLess), unread: t(words.unread), close: t(words.close), wallet: t(words.wallet) };
  const [expanded, setExpanded] = useState(false);
  const markRead = useMarkRead();
  const list = notificationList(notifications, { maxUnread: copy.maxUnread, collapsed: copy.collapsed, expanded });
  const now = Date.now();
  // What the person has had in front of them: the bell marks it read once the panel closes (NotificationsButton.tsx).
  useEffect(() => { onShown(list.shown); }, [list.shown, onShown]);

  const follow = (n: Notification, href: string) => (e: React.MouseEvent) => {
    if (!isUnread(n)) return;
    e.preventDefault();
    markRead.mutate(n.uuid, { onSettled: () => window.location.assign(href) });
  };

  return (
    <section id={id} className="notifications" aria-labelledby={`${id}-title`}>
      <div className="notifications__header">
        <h2 id={`${id}-title`}>{copy.title}</h2>
        <button type="button" className="notifications__close" onClick={onClose} aria-label={copy.close}>×</button>
      </div>
      {conditions ? (
        <div className="notification notification--unread notification--conditions" data-testid="conditions-notification">
          <p className="notification__title"><span className="notification__dot" aria-hidden="true" /><span className="visually-hidden">{copy.unread}: </span>{conditions.title}</p>
          <p className="notification__text">{conditions.text}</p>
          <p className="notification__ctas"><Link className="notification__cta" href={conditions.path} onClick={onFollow}>{conditions.action}</Link></p>
        </div>
      ) : null}
      {loading ? <p className="notifications__empty">{t(shell.labels.loading)}</p> : list.shown.length === 0 ? (conditions ? null : <p className="notifications__empty">{copy.empty}</p>) : (
        <ul className="notifications__list">
          {list.shown.map((n) => (
            <li key={n.uuid} className={`notification ${isUnread(n) ? 'notification--unread' : ''}`} data-status={n.status}>
              <p className="notification__title">
                {isUnread(n) ? <span className="notification__dot" aria-hidden="true" /> : null}
                {isUnread(n) ? <span className="visually-hidden">{copy.unread}: </span> : null}
                {n.title}
              </p>
              {n.description ? <p className="notification__text">{n.description}</p> : null}
              {n.walletAddress ? <p className="notification__wallet" title={n.walletAddress}>{interpolate(copy.wallet, { wallet: shortenWallet(n.walletAddress) })}</p> : null}
              <p className="notification__meta"><time dateTime={n.created}>{relativeTime(n.created, now, { locale, justNow: t(words.justNow) })}</time></p>
              {(n.ctas ?? []).length > 0 ? (
                <p className="notification__ctas">
                  {(n.ctas ?? []).map((c, i) => <a key={i} className="notification__cta" href={c.redirectPath} onClick={follow(n, c.redirectPath)}>{c.title || copy.defaultCta}</a>)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {list.canExpand ? (
        <button type="button" className="link-button notifications__toggle" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
          {expanded ? copy.viewLess : copy.viewAll}
        </button>
      ) : null}
    </section>
  );
}
