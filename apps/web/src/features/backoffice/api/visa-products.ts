import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  VisaOperatorPaths,
  ZOperatorVisaProductsPage,
  type OperatorVisaProductsPage,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import type { VisaProductFilters } from '../utils/visa-product-filters';

export const visaProductsKey = ['backoffice', 'visa-products'] as const;

/** GET Operator/Products: one page of the tenant's visa products, by destination then type, with each status's count. */
export function getVisaProducts(
  filters: VisaProductFilters,
  signal?: AbortSignal,
): Promise<OperatorVisaProductsPage> {
  return api.get(VisaOperatorPaths.products, {
    query: {
      status: filters.status === 'all' ? undefined : filters.status,
      search: filters.search || undefined,
      page: filters.page,
    },
    schema: ZOperatorVisaProductsPage,
    signal,
  });
}

export const visaProductsQuery = (filters: VisaProductFilters) =>
  queryOptions({
    queryKey: [...visaProductsKey, filters],
    queryFn: ({ signal }) => getVisaProducts(filters, signal),
  });

export function useVisaProducts(filters: VisaProductFilters) {
  return useQuery({ ...visaProductsQuery(filters), placeholderData: keepPreviousData });
}
