/** The loan originator the sidebar shows (001 §2, §7): which id, and how they are labelled. */
import { isUuid } from '../../engine/paths.ts';

export interface OriginatorDisplayInfo {
  originatorName?: string | null;
  brokerName?: string | null;
  avatarUri?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  nmls?: string | null;
}

/** The referrer query value, else the application's referrer (on application routes), else none. */
export function originatorIdFor(query: Record<string, string | undefined>, application?: { referrer?: { referrerUuid?: unknown } | null } | null): string | undefined {
  const fromQuery = query.referrer;
  if (isUuid(fromQuery)) return fromQuery.toLowerCase();
  const fromApp = application?.referrer?.referrerUuid;
  return isUuid(fromApp) ? fromApp.toLowerCase() : undefined;
}

/** "Your broker" only when a broker name exists and no originator name; otherwise "Your loan officer". */
export const isBrokerOnly = (info: OriginatorDisplayInfo): boolean => Boolean(info.brokerName) && !info.originatorName;

export const displayName = (info: OriginatorDisplayInfo): string => (info.originatorName || info.brokerName || '').trim();

/** Digits for a tel: link ("(555) 010-0101" → "5550100101"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
