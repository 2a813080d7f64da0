import { QueryClient } from '@tanstack/react-query';
import { Business } from '@portal/contracts';

/**
 * Server state cache. The API client already retries what a retry can mend (network errors, 501–504, a short
 * 429; see retry-policy), so the query layer does not retry on top of it and a failure shows as soon as it is final.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: Business.queryCacheUnusedMs, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
