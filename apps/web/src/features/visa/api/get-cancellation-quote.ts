import { queryOptions, useQuery } from '@tanstack/react-query';
import { VisaPaths, ZVisaCancellationQuote, type VisaCancellationQuote } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Application/CancellationQuote: what cancelling now gives back (government fees) and keeps (service fees). */
export function getVisaCancellationQuote(
  reference: string,
  signal?: AbortSignal,
): Promise<VisaCancellationQuote> {
  return api.get(VisaPaths.cancellationQuote, {
    query: { orderReference: reference },
    schema: ZVisaCancellationQuote,
    signal,
  });
}

export const visaCancellationQuoteQuery = (reference: string) =>
  queryOptions({
    queryKey: ['visa', 'cancellation-quote', reference],
    queryFn: ({ signal }) => getVisaCancellationQuote(reference, signal),
    // Each opening of the dialog asks afresh: the application may have moved on meanwhile.
    staleTime: 0,
    gcTime: 0,
  });

/** The quote while the cancel dialog is open. */
export function useVisaCancellationQuote(reference: string, open: boolean) {
  return useQuery({ ...visaCancellationQuoteQuery(reference), enabled: open });
}
