import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GroupFareOperatorPaths, ZGroupFareReservationsResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';
import type { GroupFareReservationFilters } from '../utils/group-fare-filters';
import { groupFaresKey } from './group-fare-blocks';

/** GET GroupFare/Reservations: one page of a block's reservations, with each tab's count. */
export function useGroupFareBlockReservations(blockId: string, filters: GroupFareReservationFilters) {
  return useQuery({
    queryKey: [...groupFaresKey, 'reservations', blockId, filters],
    queryFn: ({ signal }) =>
      api.get(GroupFareOperatorPaths.reservations, {
        query: { blockId, tab: filters.tab, page: filters.page },
        schema: ZGroupFareReservationsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
    // Holds run out and the scheduler releases seats by itself: the figures stay fresh while the page is open.
    refetchInterval: 30_000,
  });
}

/** POST GroupFare/Release: an operator gives a reservation's seats back to the block (the deposit by its rule). */
export function useReleaseGroupFareReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => api.post(GroupFareOperatorPaths.release, { reference }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupFaresKey }),
  });
}

export type ManifestFormat = 'xlsx' | 'csv';

/** GET GroupFare/Manifest: the name list of every named and ticketed seat, saved under the server's file name. */
export async function exportManifest(blockId: string, code: string, format: ManifestFormat): Promise<void> {
  const response = await api.fetchFile(GroupFareOperatorPaths.manifest, { query: { blockId, format } });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  saveFile(await response.blob(), fileName ?? `manifest-${code}.${format}`);
}

export function useExportManifest() {
  return useMutation({
    mutationFn: ({ blockId, code, format }: { blockId: string; code: string; format: ManifestFormat }) =>
      exportManifest(blockId, code, format),
  });
}
