import {
  GroupFarePaths,
  ZGroupFareReservation,
  type GroupFareReservation,
  type SaveGroupFareNamesRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { useReservationMutation } from './use-reservation-mutation';

/**
 * POST GroupFare/SaveNames: the whole name list typed in, replacing the one stored. A list with problems is refused
 * line by line (422, error.details.problems) and nothing is stored.
 */
export function saveNames(body: SaveGroupFareNamesRequest): Promise<GroupFareReservation> {
  return api.post(GroupFarePaths.saveNames, body, { schema: ZGroupFareReservation });
}

export function useSaveNames() {
  return useReservationMutation(saveNames);
}
