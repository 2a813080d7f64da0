import type { BannerListResponse, BannerPlacement } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listBanners } from './banner.repository';

/** The tenant's banners for one placement, in display order. */
export async function getBanners(options: {
  db: Db;
  tenantId: string;
  placement: BannerPlacement;
}): Promise<BannerListResponse> {
  return { banners: await listBanners(options.db, options.tenantId, options.placement) };
}
