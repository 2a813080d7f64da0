import { GroupFarePaths, type GroupFarePaymentRequest } from '@portal/contracts';
import { payFromWallet } from './pay-from-wallet';
import { useReservationMutation } from './use-reservation-mutation';

/** POST GroupFare/PayBalance: the balance from the wallet, settling the due; a named reservation is ticketed at once. */
export function payBalance(input: GroupFarePaymentRequest & { idempotencyKey: string }) {
  return payFromWallet(GroupFarePaths.payBalance, input);
}

export function usePayBalance() {
  return useReservationMutation(payBalance);
}
