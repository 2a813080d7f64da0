import { queryOptions, useQuery } from '@tanstack/react-query';
import { UtilityPaths, ZBannerListResponse, type Banner } from '@portal/contracts';
import { api } from '../../../lib/api';

export async function getBankDetailsBanners(): Promise<Banner[]> {
  const response = await api.get(UtilityPaths.getBankDetailsBanner, {
    auth: false,
    schema: ZBannerListResponse,
  });
  return response.banners;
}

export const bankDetailsBannerQuery = queryOptions({
  queryKey: ['utility', 'banners', 'bank-details'],
  queryFn: getBankDetailsBanners,
});

/** Banner failures are ignored (spec §8): an error simply shows no banner. */
export function useBankDetailsBanners(enabled: boolean) {
  return useQuery({ ...bankDetailsBannerQuery, enabled });
}
