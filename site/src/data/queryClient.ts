import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * The app's one TanStack Query client, with the spec's defaults (§7): results never go stale, nothing is
 * refetched on window focus or polled, nothing is retried, and a query without its own function GETs its key.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
