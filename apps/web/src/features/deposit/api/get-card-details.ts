import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentPaths, ZCardDetails, type CardDetails } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET card/GetCardDetails: only the card's first digits are sent, never the whole number. */
export function getCardDetails(bin: string, signal?: AbortSignal): Promise<CardDetails> {
  return api.get(PaymentPaths.card.getCardDetails, {
    query: { cardNumber: bin },
    schema: ZCardDetails,
    signal,
  });
}

export const cardDetailsQuery = (bin: string) =>
  queryOptions({
    queryKey: ['payment', 'card', 'details', bin],
    queryFn: ({ signal }) => getCardDetails(bin, signal),
    staleTime: Infinity,
  });

/** The details of a BIN once there are enough digits; the last answer stays while the next one loads. */
export function useCardDetails(bin: string | null) {
  return useQuery({
    ...cardDetailsQuery(bin ?? ''),
    enabled: bin !== null,
    placeholderData: keepPreviousData,
  });
}
