import type { FastifyBaseLogger } from 'fastify';
import type { BannerListResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listBanners } from './banner.repository';

/** The strip above the search pad is decoration: a failure answers an empty list (spec §7) and is only logged. */
export async function getTopSearchPadBanners(options: {
  db: Db;
  tenantId: string;
  log: FastifyBaseLogger;
}): Promise<BannerListResponse> {
  try {
    return { banners: await listBanners(options.db, options.tenantId, 'topSearchPad') };
  } catch (error) {
    options.log.warn({ err: error }, 'top search pad banners unavailable');
    return { banners: [] };
  }
}
