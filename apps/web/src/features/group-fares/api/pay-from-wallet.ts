import {
  IdempotencyHeader,
  ZGroupFareReservation,
  type GroupFarePaymentRequest,
  type GroupFareReservation,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/**
 * A payment from the wallet on a reservation (deposit or balance), under the submission's Idempotency-Key and naming
 * the amount the agent confirmed: a changed amount is refused (409) and nothing moves.
 */
export function payFromWallet(
  path: string,
  input: GroupFarePaymentRequest & { idempotencyKey: string },
): Promise<GroupFareReservation> {
  const { idempotencyKey, ...body } = input;
  return api.post(path, body, {
    headers: { [IdempotencyHeader]: idempotencyKey },
    schema: ZGroupFareReservation,
  });
}
