import { queryOptions, useQuery } from '@tanstack/react-query';
import { HotelPaths, ZHotelCancellationQuote, type HotelCancellationQuote } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Booking/CancellationQuote: what cancelling now would keep and give back, by the rate's policy. */
export function getCancellationQuote(
  reference: string,
  signal?: AbortSignal,
): Promise<HotelCancellationQuote> {
  return api.get(HotelPaths.cancellationQuote, {
    query: { reference },
    schema: ZHotelCancellationQuote,
    signal,
  });
}

export const cancellationQuoteQuery = (reference: string) =>
  queryOptions({
    queryKey: ['hotel', 'cancellation-quote', reference],
    queryFn: ({ signal }) => getCancellationQuote(reference, signal),
    // A quote holds only until its validUntil: each opening of the dialog asks afresh.
    staleTime: 0,
    gcTime: 0,
  });

/** The quote while the cancel dialog is open. */
export function useCancellationQuote(reference: string, open: boolean) {
  return useQuery({ ...cancellationQuoteQuery(reference), enabled: open });
}
