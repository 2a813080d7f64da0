import { GroupFarePaths, ZGroupFareReservation, type GroupFareReservation } from '@portal/contracts';
import { api } from '../../../lib/api';
import { useReservationMutation } from './use-reservation-mutation';

/**
 * POST GroupFare/UploadNames (multipart: reference, file): the filled template. Refused as a whole with each line's
 * problems (422, error.details.problems), nothing stored.
 */
export function uploadNames(input: { reference: string; file: File }): Promise<GroupFareReservation> {
  const form = new FormData();
  form.append('reference', input.reference);
  form.append('file', input.file, input.file.name);
  return api.post(GroupFarePaths.uploadNames, form, { schema: ZGroupFareReservation });
}

export function useUploadNames() {
  return useReservationMutation(uploadNames);
}
