/** GET /service-profile/api/v1/profile (000 §7): enabled only when a token is stored. */
import { useQuery } from '@tanstack/react-query';
import { ApiError, getToken, request } from './client.ts';
import { apiPath } from './operations.ts';
import type { OperationResponses } from '../../engine/types/responses.ts';

/** The profile as the profile operation answers it (schemas/operations.json `response`: schemas/data/profile.schema.json). */
export type Profile = OperationResponses['profile'];

export const profileKeys = { all: ['profile'] as const };
export const PROFILE_FAILED = 'Failed to fetch profile details.';

/** 001 §8: any failure reads "Failed to fetch profile details." (a 401 has already cleared the token). */
export async function fetchProfile(): Promise<Profile> {
  try {
    return await request<Profile>(apiPath('profile'));
  } catch (error) {
    throw new ApiError(error instanceof ApiError ? error.status : 0, PROFILE_FAILED, error instanceof ApiError ? error.body : null);
  }
}

export function useProfile() {
  return useQuery({ queryKey: profileKeys.all, queryFn: fetchProfile, enabled: getToken() !== null, staleTime: 60_000 });
}
