/**
 * The shell's calls (001 §7): banners, state licences, the user's notifications, marking one read,
 * login and logout through the identity broker. The originator card reads renderer/api/originator.ts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOrgCode, request } from '../api/client.ts';
import { apiPath } from '../api/operations.ts';
import { brokerLogin, brokerLogout } from '../api/identity.ts';
import { TRACKER_KEY } from '../telemetry/telemetry.ts';
import { bannerUrl, selectBanners } from './banners.ts';
import { environment } from '../app/buildFlags.ts';
import type { Notification } from './notificationList.ts';
import { LOGIN_PATH } from './access.ts';
import { shell } from './shellConfig.ts';
import { pageAnswer } from '../api/pageAnswers.ts';

export function useBanners() {
  const url = bannerUrl(shell.banners, environment);
  return useQuery({
    queryKey: ['banners', url],
    queryFn: async () => {
      try {
        return selectBanners(await request<unknown>(url, { external: true, background: true }), shell.banners.app, shell.banners.max);
      } catch (error) {
        // 001 §8: the format message or the server's text is logged; no banners are shown.
        console.warn(`Banners: ${(error as Error).message}`);
        throw error;
      }
    },
    // The page may come with the banner file (renderer/api/pageAnswers.ts): drawn with the page, nothing moves.
    initialData: () => {
      const raw = pageAnswer<unknown>(url);
      if (raw === undefined) return undefined;
      try {
        return selectBanners(raw, shell.banners.app, shell.banners.max);
      } catch {
        return undefined;
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function useStateLicences(orgCode: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['state-licences', orgCode],
    queryFn: () => request<{ abbrev: string }[]>(`${apiPath('stateLicenses')}?orgCode=${encodeURIComponent(orgCode)}`, { external: true, background: true }),
    staleTime: 60 * 60_000,
  });
}

export const notificationKeys = { all: ['notifications'] as const };

export function useNotifications(enabled: boolean) {
  // Read again every minute while the page is in view (TanStack Query pauses the interval out of view), so a
  // notification sent while the applicant waits (funding, a condition) shows without a reload.
  return useQuery({ queryKey: notificationKeys.all, queryFn: () => request<Notification[]>(apiPath('notifications'), { background: true }), enabled, staleTime: 60_000, refetchInterval: 60_000 });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => request<Notification>(apiPath('notificationRead', { uuid }), { method: 'POST' }),
    onSuccess: (read) => client.setQueryData<Notification[]>(notificationKeys.all, (list) => list?.map((n) => (n.uuid === read.uuid ? read : n))),
  });
}

/** 001 §7: sign out through the identity broker and go where it says (/auth/login when the call fails). */
export async function logout(): Promise<void> {
  window.location.assign(await brokerLogout({ orgCode: getOrgCode() }));
}

/** 001 §7: sign in through the identity broker (back to this page afterwards, with the telemetry tracker id). */
export async function login(): Promise<void> {
  let target = LOGIN_PATH;
  try {
    target = await brokerLogin({ orgCode: getOrgCode(), query: { next: `${window.location.pathname}${window.location.search}` }, telemetryTrackingId: localStorage.getItem(TRACKER_KEY) });
  } catch {
    target = `${LOGIN_PATH}?next=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;
  }
  window.location.assign(target);
}
