import { queryOptions, useQuery } from '@tanstack/react-query';
import { UtilityPaths, type Banner, type BannerListResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

export async function getHomeBanners(): Promise<Banner[]> {
  const response = await api.get<BannerListResponse>(UtilityPaths.getHomePageBanner, { auth: false });
  return response.banners;
}

export const homeBannersQuery = queryOptions({
  queryKey: ['utility', 'home-banners'],
  queryFn: getHomeBanners,
});

/** The home page banners; a failure is ignored by the caller (spec §8), the slider is then absent. */
export function useHomeBanners() {
  return useQuery(homeBannersQuery);
}
