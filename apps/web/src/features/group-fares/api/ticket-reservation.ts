import {
  GroupFarePaths,
  IdempotencyHeader,
  ZGroupFareReservation,
  type GroupFareReservation,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { useReservationMutation } from './use-reservation-mutation';

/** POST GroupFare/Ticket under an Idempotency-Key: named and paid in full, the seats are ticketed as an order. */
export function ticketReservation(input: {
  reference: string;
  idempotencyKey: string;
}): Promise<GroupFareReservation> {
  return api.post(
    GroupFarePaths.ticket,
    { reference: input.reference },
    { headers: { [IdempotencyHeader]: input.idempotencyKey }, schema: ZGroupFareReservation },
  );
}

export function useTicketReservation() {
  return useReservationMutation(ticketReservation);
}
