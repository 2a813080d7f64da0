import { and, asc, eq } from 'drizzle-orm';
import type { Banner, BannerPlacement } from '@portal/contracts';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';

export async function listBanners(db: Db, tenantId: string, placement: BannerPlacement): Promise<Banner[]> {
  return db
    .select({ bannerPath: banners.bannerPath, text: banners.text, downloadApp: banners.downloadApp })
    .from(banners)
    .where(and(eq(banners.tenantId, tenantId), eq(banners.placement, placement)))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt));
}
