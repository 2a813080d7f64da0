import { queryOptions, useQuery } from '@tanstack/react-query';
import { UtilityPaths, ZBannerListResponse, type Banner } from '@portal/contracts';
import { api } from '../../../lib/api';

export async function getHomeBanners(): Promise<Banner[]> {
  const response = await api.get(UtilityPaths.getHomePageBanner, { auth: false, schema: ZBannerListResponse });
  return response.banners;
}

export const homeBannersQuery = queryOptions({ queryKey: ['utility', 'home-banners'], queryFn: getHomeBanners });

/** The home page banners; a failure is ignored by the caller (spec §8), the slider is then absent. */
export function useHomeBanners() {
  return useQuery(homeBannersQuery);
}
