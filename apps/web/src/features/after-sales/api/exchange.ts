import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ExchangePaths,
  IdempotencyHeader,
  ZAfterSalesRequest,
  ZExchangeOptionDetails,
  ZExchangeSearchResult,
  ZExchangeSummary,
  ZExchangeVerification,
  type ExchangePriceBody,
  type ExchangeQuoteBody,
  type ExchangeRequestBody,
  type ExchangeSearchBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderKey } from '../../../lib/order-keys';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { afterSalesRequestQuery } from './get-request';
import { afterSalesKey } from './request-keys';

const exchangeKey = afterSalesKey('Exchange');

/**
 * POST Exchange/Request (the airline searches and quotes) or Exchange/ManualRequest (our team finds and quotes the
 * change): the passengers and the journeys to move, each to a new date.
 */
export function useAskExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, manual }: { body: ExchangeRequestBody; manual: boolean }) =>
      api.post(manual ? ExchangePaths.manualRequest : ExchangePaths.request, body, {
        schema: ZAfterSalesRequest,
      }),
    onSuccess: (request) => {
      queryClient.setQueryData(afterSalesRequestQuery('Exchange', request.reference).queryKey, request);
    },
    onSettled: async (_request, _error, { body }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: flightOrderKey(body.orderReference) }),
        queryClient.invalidateQueries({ queryKey: [...exchangeKey, 'queue'] }),
      ]);
    },
  });
}

/** POST Exchange/Search: the new flights for the request's journeys, on the dates asked for or on others chosen. */
export const exchangeSearchQuery = (body: ExchangeSearchBody) =>
  queryOptions({
    queryKey: [...exchangeKey, 'search', body],
    queryFn: ({ signal }) => api.post(ExchangePaths.search, body, { schema: ZExchangeSearchResult, signal }),
    staleTime: 60_000,
    retry: false,
  });

export function useExchangeSearch(body: ExchangeSearchBody | null) {
  return useQuery({
    ...exchangeSearchQuery(body ?? { reference: '' }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET Exchange/Summary: the request with its journeys, passengers' tickets (old and new), option and quote. */
export const exchangeSummaryQuery = (reference: string) =>
  queryOptions({
    queryKey: [...exchangeKey, 'summary', reference],
    queryFn: ({ signal }) =>
      api.get(ExchangePaths.summary, { query: { reference }, schema: ZExchangeSummary, signal }),
  });

export function useExchangeSummary(reference: string | null) {
  return useQuery({ ...exchangeSummaryQuery(reference ?? ''), enabled: reference !== null });
}

/** GET Exchange/Itinerary: one option of the last search with its flights and fare rules. */
export function useExchangeItinerary(reference: string | null, optionId: string | null) {
  return useQuery({
    queryKey: [...exchangeKey, 'itinerary', reference, optionId],
    queryFn: ({ signal }) =>
      api.get(ExchangePaths.itinerary, {
        query: { reference: reference ?? '', optionId: optionId ?? '' },
        schema: ZExchangeOptionDetails,
        signal,
      }),
    enabled: reference !== null && optionId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** POST Exchange/Price: an itemised quote of one option; it replaces any earlier quote of the request. */
export function usePriceExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangePriceBody) =>
      api.post(ExchangePaths.price, body, { schema: ZAfterSalesRequest }),
    onSuccess: async (request) => {
      queryClient.setQueryData(afterSalesRequestQuery('Exchange', request.reference).queryKey, request);
      await queryClient.invalidateQueries({ queryKey: exchangeSummaryQuery(request.reference).queryKey });
    },
  });
}

/** POST Exchange/VerifyRequest: whether the quoted flights still sell, with seats for everyone, at that price. */
export function useVerifyExchange() {
  return useMutation({
    mutationFn: (body: ExchangeQuoteBody) =>
      api.post(ExchangePaths.verifyRequest, body, { schema: ZExchangeVerification }),
  });
}

/**
 * POST Exchange/Approve under an Idempotency-Key kept per submission: the new tickets are issued and the difference
 * is paid or credited once. The request, the queue, the order and the balance are read again afterwards.
 */
export function useApproveExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: ExchangeQuoteBody;
      orderReference: string;
      idempotencyKey: string;
    }) =>
      api.post(ExchangePaths.approve, body, {
        headers: { [IdempotencyHeader]: idempotencyKey },
        schema: ZAfterSalesRequest,
      }),
    onSuccess: (request) => {
      queryClient.setQueryData(afterSalesRequestQuery('Exchange', request.reference).queryKey, request);
    },
    onSettled: async (_request, _error, { body, orderReference }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: exchangeSummaryQuery(body.reference).queryKey }),
        queryClient.invalidateQueries({
          queryKey: afterSalesRequestQuery('Exchange', body.reference).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: [...exchangeKey, 'queue'] }),
        queryClient.invalidateQueries({ queryKey: flightOrderKey(orderReference) }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]);
    },
  });
}
