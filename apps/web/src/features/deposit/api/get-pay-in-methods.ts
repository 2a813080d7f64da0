import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentPaths, ZPayInMethodsResponse, type PayInMethodsResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET deposit/availpayments: every way to pay in, whether it goes through the gateway, and its charge. */
export async function getPayInMethods(signal?: AbortSignal): Promise<PayInMethodsResponse['methods']> {
  const response = await api.get(PaymentPaths.deposit.availPayments, {
    schema: ZPayInMethodsResponse,
    signal,
  });
  return response.methods;
}

export const payInMethodsQuery = queryOptions({
  queryKey: ['payment', 'deposit', 'avail-payments'],
  queryFn: ({ signal }) => getPayInMethods(signal),
  staleTime: Infinity,
});

/** Read once per visit; only the charges shown beside the forms depend on it. */
export function usePayInMethods() {
  return useQuery(payInMethodsQuery);
}
