import { queryOptions, useQuery } from '@tanstack/react-query';
import { VisaPaths, ZVisaApplication, type VisaApplication } from '@portal/contracts';
import { api } from '../../../lib/api';
import { visaApplicationKey } from './visa-keys';

/** GET Application/GetApplication: one application with its applicants, documents, money and what may be done. */
export function getVisaApplication(reference: string, signal?: AbortSignal): Promise<VisaApplication> {
  return api.get(VisaPaths.application, {
    query: { orderReference: reference },
    schema: ZVisaApplication,
    signal,
  });
}

export const visaApplicationQuery = (reference: string) =>
  queryOptions({
    queryKey: visaApplicationKey(reference),
    queryFn: ({ signal }) => getVisaApplication(reference, signal),
  });

/** An application by reference; read again when the window comes back to the front (the operators act meanwhile). */
export function useVisaApplication(reference: string | null) {
  return useQuery({
    ...visaApplicationQuery(reference ?? ''),
    enabled: reference !== null,
    refetchOnWindowFocus: true,
  });
}
