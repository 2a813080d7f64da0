import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PaymentPaths,
  ZOnlinePaymentResponse,
  ZStatusMessage,
  type OnlinePaymentView,
  type PaymentResultCode,
  type StatusMessage,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET online/GetPayment: one of the agency's payments, as the gateway's result left it. */
export async function getPayment(paymentId: string, signal?: AbortSignal): Promise<OnlinePaymentView> {
  const response = await api.get(PaymentPaths.online.getPayment, {
    query: { paymentId },
    schema: ZOnlinePaymentResponse,
    signal,
  });
  return response.payment;
}

/** GET online/GetStatusMessage?code: the result page's title and text. */
export function getStatusMessage(code: PaymentResultCode, signal?: AbortSignal): Promise<StatusMessage> {
  return api.get(PaymentPaths.online.getStatusMessage, { query: { code }, schema: ZStatusMessage, signal });
}

/** Read again every few seconds while the gateway's result has not arrived. */
export function usePayment(paymentId: string | null) {
  return useQuery({
    queryKey: ['payment', 'online', 'payment', paymentId],
    queryFn: ({ signal }) => getPayment(paymentId ?? '', signal),
    enabled: paymentId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });
}

export const statusMessageQuery = (code: PaymentResultCode) =>
  queryOptions({
    queryKey: ['payment', 'online', 'status-message', code],
    queryFn: ({ signal }) => getStatusMessage(code, signal),
    staleTime: Infinity,
  });

export const useStatusMessage = (code: PaymentResultCode) => useQuery(statusMessageQuery(code));
