/**
 * GET /service-operating-hours/external/api/v1/hours/{department}?display=true (001 §7): a
 * department's hours as shown (Monday-Friday, Saturday, Sunday). One query per department, shared by
 * the chat panel and the banner strip, so the two always show the same hours.
 */
import { useQuery } from '@tanstack/react-query';
import type { HoursDay } from '../../engine/index.ts';
import { request } from './client.ts';

export const CHAT_DEPARTMENT = 'OPS_CHAT';
const HOURS_STALE_MS = 60 * 60 * 1000;

export const hoursKey = (department: string) => ['hours', department] as const;
export const fetchHours = (department: string) =>
  request<{ weekdays: HoursDay[] }>(`/service-operating-hours/external/api/v1/hours/${encodeURIComponent(department)}?display=true`, { external: true });
export const hoursQuery = (department: string) => ({ queryKey: hoursKey(department), queryFn: () => fetchHours(department), staleTime: HOURS_STALE_MS });

export const useHours = (department: string) => useQuery(hoursQuery(department));
