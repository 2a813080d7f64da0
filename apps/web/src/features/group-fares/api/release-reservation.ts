import { GroupFarePaths, ZGroupFareReservation, type GroupFareReservation } from '@portal/contracts';
import { api } from '../../../lib/api';
import { useReservationMutation } from './use-reservation-mutation';

/** POST GroupFare/Release: the agency gives the seats back; a paid deposit is kept or refunded by the block's rule. */
export function releaseReservation(reference: string): Promise<GroupFareReservation> {
  return api.post(GroupFarePaths.release, { reference }, { schema: ZGroupFareReservation });
}

export function useReleaseReservation() {
  return useReservationMutation(releaseReservation);
}
