import { queryOptions, useQuery } from '@tanstack/react-query';
import { VisaPaths, ZVisaProductView, type VisaProductView } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Search/GetProduct: one published visa: entries, validity, stay, processing, fees per type, checklist. */
export function getVisaProduct(productId: string, signal?: AbortSignal): Promise<VisaProductView> {
  return api.get(VisaPaths.product, { query: { productId }, schema: ZVisaProductView, signal });
}

export const visaProductQuery = (productId: string) =>
  queryOptions({
    queryKey: ['visa', 'product', productId],
    queryFn: ({ signal }) => getVisaProduct(productId, signal),
    staleTime: 60_000,
  });

export function useVisaProduct(productId: string | null) {
  return useQuery({ ...visaProductQuery(productId ?? ''), enabled: productId !== null });
}
