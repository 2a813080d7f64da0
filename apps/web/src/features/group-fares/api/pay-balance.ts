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
 * POST GroupFare/PayBalance under the submission's Idempotency-Key, naming the amount the agent confirmed: the
 * balance from the wallet, settling the due; a named reservation is ticketed at once. A changed amount is refused (409) and nothing moves.
 */
export function payBalance(
  input: GroupFarePaymentRequest & { idempotencyKey: string },
): Promise<GroupFareReservation> {
  const { idempotencyKey, ...body } = input;
  return api.post(GroupFarePaths.payBalance, body, {
    headers: { [IdempotencyHeader]: idempotencyKey },
    schema: ZGroupFareReservation,
  });
}

export function usePayBalance() {
  return useReservationMutation(payBalance);
}
