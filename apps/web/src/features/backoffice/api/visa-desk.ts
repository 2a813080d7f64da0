import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  VisaOperatorPaths,
  VisaQueueLimit,
  ZVisaApplication,
  ZVisaQueuePage,
  type VisaApplication,
  type VisaQueuePage,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import type { VisaDeskFilters } from '../utils/visa-desk-filters';

export const visaDeskKey = ['backoffice', 'visa-desk'] as const;
export const visaDeskApplicationKey = (reference: string) =>
  ['backoffice', 'visa-application', reference] as const;

/** GET Operator/Applications: every agency's applications in a tab, longest waiting first, with the tabs' counts. */
export function getVisaDeskQueue(filters: VisaDeskFilters, signal?: AbortSignal): Promise<VisaQueuePage> {
  return api.get(VisaOperatorPaths.applications, {
    query: {
      tab: filters.tab,
      search: filters.search || undefined,
      page: filters.page,
      pageSize: VisaQueueLimit.defaultPageSize,
    },
    schema: ZVisaQueuePage,
    signal,
  });
}

export const visaDeskQuery = (filters: VisaDeskFilters) =>
  queryOptions({
    queryKey: [...visaDeskKey, filters],
    queryFn: ({ signal }) => getVisaDeskQueue(filters, signal),
  });

/** Applications arrive and age while the desk is open: read again on focus and every minute. */
export function useVisaDeskQueue(filters: VisaDeskFilters) {
  return useQuery({
    ...visaDeskQuery(filters),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}

/** GET Operator/GetApplication: one application with every field (history and corrections included). */
export function getVisaDeskApplication(reference: string, signal?: AbortSignal): Promise<VisaApplication> {
  return api.get(VisaOperatorPaths.application, {
    query: { orderReference: reference },
    schema: ZVisaApplication,
    signal,
  });
}

export function useVisaDeskApplication(reference: string) {
  return useQuery({
    queryKey: visaDeskApplicationKey(reference),
    queryFn: ({ signal }) => getVisaDeskApplication(reference, signal),
    refetchOnWindowFocus: true,
  });
}
