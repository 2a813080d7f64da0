import type { UploadTenantAssetResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { AssetUpload } from './read-asset-form';
import { tenantNotFound } from './tenant-admin-errors';
import { findTenantRow } from './tenant-admin.repository';
import { insertTenantAsset } from './tenant-asset.repository';
import { assetUrl } from './tenant-asset-name';

/**
 * Stores a brand picture in the database (every API process serves it, no shared disk needed) and answers the
 * path to put in the brand. Pictures are immutable: a new logo is a new upload with a new path.
 */
export async function uploadTenantAsset(options: {
  db: Db;
  upload: AssetUpload;
  now: Date;
}): Promise<UploadTenantAssetResponse> {
  const { db, upload, now } = options;
  if (!(await findTenantRow(db, upload.tenantId))) throw tenantNotFound();
  const id = await insertTenantAsset(db, {
    tenantId: upload.tenantId,
    contentType: upload.contentType,
    bytes: upload.content,
    now,
  });
  return { url: assetUrl(id, upload.contentType) };
}
