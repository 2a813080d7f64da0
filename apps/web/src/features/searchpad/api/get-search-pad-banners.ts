import { queryOptions, useQuery } from '@tanstack/react-query';
import { UtilityPaths, ZBannerListResponse, type Banner } from '@portal/contracts';
import { api } from '../../../lib/api';

async function getBanners(path: string): Promise<Banner[]> {
  return (await api.get(path, { auth: false, schema: ZBannerListResponse })).banners;
}

export const searchPadBannersQuery = queryOptions({
  queryKey: ['utility', 'search-pad-banners'],
  queryFn: () => getBanners(UtilityPaths.getSearchPadBanner),
});

export const topSearchPadBannersQuery = queryOptions({
  queryKey: ['utility', 'top-search-pad-banners'],
  queryFn: () => getBanners(UtilityPaths.getTopSearchPadBanner),
});

/** The offers below the search form; a failure only leaves the slider out (spec §8). */
export function useSearchPadBanners() {
  return useQuery(searchPadBannersQuery);
}

/** The strip above the search pad (the API answers an empty list when it cannot read them). */
export function useTopSearchPadBanners() {
  return useQuery(topSearchPadBannersQuery);
}
