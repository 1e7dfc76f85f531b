/**
 * A department's hours as shown (001 §7): GET /service-operating-hours/external/api/v1/hours/{department}?display=true
 * (Monday-Friday, Saturday, Sunday; OPS_PHONE for the phone line), and for the chat its week,
 * GET .../hours/OPS_CHAT/week?display=true (seven days, each with its weekdayValue), which the
 * engine groups the same way (hoursLines). One query per department, shared by the chat panel and
 * the banner strip, so the two always show the same hours.
 */
import { useQuery } from '@tanstack/react-query';
import { hoursPath as hoursPathIn, type HoursDay } from '../../engine/hours.ts';
import { apiPaths } from './operations.ts';
import { request } from './client.ts';
import { pageAnswer } from './pageAnswers.ts';

const hoursPath = (department: string) => hoursPathIn(apiPaths, department);

export const CHAT_DEPARTMENT = 'OPS_CHAT';
const HOURS_STALE_MS = 60 * 60 * 1000;

export const hoursKey = (department: string) => ['hours', department] as const;
type Hours = { weekdays: HoursDay[] };

export const fetchHours = (department: string) => request<Hours>(hoursPath(department), { external: true, background: true });
/** Starts from the hours the page came with, when it did (renderer/api/pageAnswers.ts). */
export const hoursQuery = (department: string) => ({
  queryKey: hoursKey(department),
  queryFn: () => fetchHours(department),
  initialData: () => pageAnswer<Hours>(hoursPath(department)),
  staleTime: HOURS_STALE_MS,
});

export const useHours = (department: string) => useQuery(hoursQuery(department));
