import { z } from 'zod';

export const ZBanner = z.object({
  bannerPath: z.string(),
  text: z.string(),
  downloadApp: z.boolean(),
});
export type Banner = z.infer<typeof ZBanner>;

export const ZBannerListResponse = z.object({ banners: z.array(ZBanner) });
export type BannerListResponse = z.infer<typeof ZBannerListResponse>;
