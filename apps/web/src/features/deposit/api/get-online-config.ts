import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PaymentPaths,
  ZCardPaymentConfig,
  ZMobileConfig,
  type CardPaymentConfig,
  type MobileConfig,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET online/GetCardPaymentConfig: card limits, rates and brands, and net banking's. */
export function getCardPaymentConfig(signal?: AbortSignal): Promise<CardPaymentConfig> {
  return api.get(PaymentPaths.online.getCardPaymentConfig, { schema: ZCardPaymentConfig, signal });
}

/** GET online/GetMobileConfig: the wallets the gateway takes, their limits and fee. */
export function getMobileConfig(signal?: AbortSignal): Promise<MobileConfig> {
  return api.get(PaymentPaths.online.getMobileConfig, { schema: ZMobileConfig, signal });
}

export const cardPaymentConfigQuery = queryOptions({
  queryKey: ['payment', 'online', 'card-config'],
  queryFn: ({ signal }) => getCardPaymentConfig(signal),
  staleTime: 5 * 60_000,
});

export const mobileConfigQuery = queryOptions({
  queryKey: ['payment', 'online', 'mobile-config'],
  queryFn: ({ signal }) => getMobileConfig(signal),
  staleTime: 5 * 60_000,
});

export const useCardPaymentConfig = () => useQuery(cardPaymentConfigQuery);
export const useMobileConfig = (enabled = true) => useQuery({ ...mobileConfigQuery, enabled });
