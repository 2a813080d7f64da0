import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantConfig } from '../../../tenant/tenant-context';
import '../i18n/register';

export type MarketingText = (key: string, values?: Record<string, string | number>) => string;

/** Reads marketing texts with the tenant's brand name filled in, so white-label tenants read their own brand. */
export function useMarketingText(): MarketingText {
  const { t } = useTranslation('marketing');
  const { company } = useTenantConfig();
  return useCallback(
    (key: string, values?: Record<string, string | number>) => t(key, { brand: company.name, ...values }),
    [t, company.name],
  );
}
