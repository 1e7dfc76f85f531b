/** Which notifications the panel lists (001 §4): unread first (at most maxUnread), then read; `collapsed` before View All. */
export interface Notification {
  uuid: string;
  created: string;
  title: string;
  description?: string | null;
  status: string;
  ctas?: { title?: string | null; redirectPath: string }[];
  walletAddress?: string | null;
}

export interface NotificationList {
  shown: Notification[];
  /** More are listed than the collapsed view shows (View All / View Less). */
  canExpand: boolean;
  unreadCount: number;
}

export const isUnread = (n: Notification) => n.status === 'UNREAD';

export function notificationList(all: readonly Notification[], options: { maxUnread: number; collapsed: number; expanded: boolean }): NotificationList {
  const byNewest = [...all].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  const unread = byNewest.filter(isUnread);
  const listed = [...unread.slice(0, options.maxUnread), ...byNewest.filter((n) => !isUnread(n))].slice(0, options.maxUnread);
  return {
    shown: options.expanded ? listed : listed.slice(0, options.collapsed),
    canExpand: listed.length > options.collapsed,
    unreadCount: unread.length,
  };
}
