import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ImportPnrPaths,
  QueueShareSources,
  ZImportPnrOrderDetails,
  type ImportPnrOrderDetails,
  type ImportPnrRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { importPnrKey } from './import-pnr-keys';

/** POST ImportPNR/AirGetImportPNROrderDetails: the order the PNR would become, and its state at the GDS. */
export function getImportPnrOrderDetails(
  request: ImportPnrRequest,
  signal?: AbortSignal,
): Promise<ImportPnrOrderDetails> {
  return api.post(ImportPnrPaths.airGetImportPnrOrderDetails, request, {
    schema: ZImportPnrOrderDetails,
    signal,
  });
}

// The PNR's state can change at the airline at any time: always read it afresh, and never retry a refusal.
export const importPnrOrderDetailsQuery = (request: ImportPnrRequest) =>
  queryOptions({
    queryKey: [...importPnrKey, 'details', request.source, request.pnr],
    queryFn: ({ signal }) => getImportPnrOrderDetails(request, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useImportPnrOrderDetails(request: ImportPnrRequest | null) {
  return useQuery({
    ...importPnrOrderDetailsQuery(request ?? { source: QueueShareSources[0].code, pnr: '' }),
    enabled: request !== null,
  });
}
