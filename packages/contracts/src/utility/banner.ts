import { z } from 'zod';

export const ZBanner = z.object({
  bannerPath: z.string(),
  text: z.string(),
  downloadApp: z.boolean(),
});
export type Banner = z.infer<typeof ZBanner>;

export const ZBannerListResponse = z.object({ banners: z.array(ZBanner) });
export type BannerListResponse = z.infer<typeof ZBannerListResponse>;

/** Where each banner list is shown. */
export const BannerPlacement = ['home', 'searchPad', 'topSearchPad', 'bankDetails'] as const;
export type BannerPlacement = (typeof BannerPlacement)[number];

export const UtilityPaths = {
  getHomePageBanner: '/utility/api/v1/Banner/GetHomePageBanner',
  getSearchPadBanner: '/utility/api/v1/Banner/GetSearchPadBanner',
  getTopSearchPadBanner: '/utility/api/v1/Banner/GetTopSearchPadBanner',
  getBankDetailsBanner: '/utility/api/v1/Banner/GetBankDetailsBanner',
} as const;
