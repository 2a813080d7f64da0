import {
  GroupFarePaths,
  IdempotencyHeader,
  ZGroupFareReservation,
  type GroupFarePaymentRequest,
  type GroupFareReservation,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { useReservationMutation } from './use-reservation-mutation';

/**
 * POST GroupFare/PayDeposit under the submission's Idempotency-Key, naming the amount the agent confirmed: the
 * deposit from the wallet; the rest becomes a due at the balance deadline. A changed amount is refused (409) and nothing moves.
 */
export function payDeposit(
  input: GroupFarePaymentRequest & { idempotencyKey: string },
): Promise<GroupFareReservation> {
  const { idempotencyKey, ...body } = input;
  return api.post(GroupFarePaths.payDeposit, body, {
    headers: { [IdempotencyHeader]: idempotencyKey },
    schema: ZGroupFareReservation,
  });
}

export function usePayDeposit() {
  return useReservationMutation(payDeposit);
}
