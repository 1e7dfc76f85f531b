/** The app's server-state cache (one per page). 001 §9: no retry, no refetch on mount, focus or reconnect by default. */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, retryOnMount: false, refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
});
