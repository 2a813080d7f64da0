import {
  OnlinePayInMethods,
  PayInChargeBasisPoints,
  PayInMethods,
  type PayInMethod,
  type PayInMethodsResponse,
} from '@portal/contracts';
import { PayInMethodLabel } from './pay-in-labels';

const isOnline = (method: PayInMethod) => (OnlinePayInMethods as readonly string[]).includes(method);

/**
 * deposit/availpayments: every way an agency can pay money in. Card and net banking go through the online gateway;
 * the others are requests an operator reviews. The charge is what the payer bears on top of the amount.
 */
export function listPaymentMethods(): PayInMethodsResponse {
  const charges: Partial<Record<PayInMethod, number>> = PayInChargeBasisPoints;
  return {
    methods: PayInMethods.map((method) => ({
      method,
      label: PayInMethodLabel[method],
      online: isOnline(method),
      chargeBasisPoints: charges[method] ?? 0,
    })),
  };
}
