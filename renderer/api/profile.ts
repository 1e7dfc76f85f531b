/** GET /service-profile/api/v1/profile (000 §7): enabled only when a token is stored. */
import { useQuery } from '@tanstack/react-query';
import { getToken, request } from './client.ts';

export interface Profile {
  uuid: string;
  email?: string | null;
  name?: { firstName?: string; lastName?: string } | null;
  type?: string | null;
}

export const profileKeys = { all: ['profile'] as const };
export const fetchProfile = () => request<Profile>('/service-profile/api/v1/profile');

export function useProfile() {
  return useQuery({ queryKey: profileKeys.all, queryFn: fetchProfile, enabled: getToken() !== null, staleTime: 60_000 });
}
