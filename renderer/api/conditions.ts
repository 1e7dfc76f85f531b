/**
 * GET /service-conditions/.../applications/{uuid}/conditions/external-applicants (001 §7): the open
 * condition cards. One query key for every reader (the cards screen and the shell's notice, count and
 * notifications entry), polled every 60 s and on window focus (001 §4, §9).
 */
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { apiPath } from './operations.ts';
import { conditionsConfig, type Condition } from '../components/conditionCards.ts';

export const conditionsKey = (uuid: string) => ['conditions', uuid] as const;

export const fetchConditions = (uuid: string) =>
  request<Condition[]>(apiPath('conditions', { uuid }), { background: true });

export function useConditions(uuid: string | undefined, enabled: boolean, options: { refetchOnMount?: 'always' } = {}) {
  return useQuery({
    ...options,
    queryKey: conditionsKey(uuid ?? ''),
    queryFn: () => fetchConditions(uuid!),
    enabled: enabled && Boolean(uuid),
    refetchInterval: conditionsConfig.refetchIntervalMs,
    refetchOnWindowFocus: true,
  });
}
