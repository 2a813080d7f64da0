import { GroupFarePaths, type GroupFarePaymentRequest } from '@portal/contracts';
import { payFromWallet } from './pay-from-wallet';
import { useReservationMutation } from './use-reservation-mutation';

/** POST GroupFare/PayDeposit: the deposit from the wallet; the rest becomes a due at the balance deadline. */
export function payDeposit(input: GroupFarePaymentRequest & { idempotencyKey: string }) {
  return payFromWallet(GroupFarePaths.payDeposit, input);
}

export function usePayDeposit() {
  return useReservationMutation(payDeposit);
}
