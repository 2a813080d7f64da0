import { useMutation } from '@tanstack/react-query';
import {
  ImportPnrPaths,
  ZImportPnrFound,
  type ImportPnrFound,
  type ImportPnrRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST ImportPNR/AirGetImportPNR: is the PNR in the agency's queue (404 if not, 409 if imported already)? */
export function getImportPnr(request: ImportPnrRequest): Promise<ImportPnrFound> {
  return api.post(ImportPnrPaths.airGetImportPnr, request, { schema: ZImportPnrFound });
}

/** The Retrieve button's call: asked once per click, so its answer is not cached. */
export function useRetrievePnr() {
  return useMutation({ mutationFn: getImportPnr });
}
