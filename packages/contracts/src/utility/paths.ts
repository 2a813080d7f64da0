/** Where each banner list is shown. */
export const BannerPlacement = ['home', 'searchPad', 'topSearchPad', 'bankDetails'] as const;
export type BannerPlacement = (typeof BannerPlacement)[number];

export const UtilityPaths = {
  getHomePageBanner: '/utility/api/v1/Banner/GetHomePageBanner',
  getSearchPadBanner: '/utility/api/v1/Banner/GetSearchPadBanner',
  getTopSearchPadBanner: '/utility/api/v1/Banner/GetTopSearchPadBanner',
  getBankDetailsBanner: '/utility/api/v1/Banner/GetBankDetailsBanner',
} as const;
