import { QueryClient } from '@tanstack/react-query';
import { Business } from '@portal/contracts';

/**
 * Server state cache. The API client already retries with the portal's policy (network errors and 5xx, up to 6
 * times), so the query layer does not retry on top of it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: Business.queryCacheUnusedMs, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
