import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findTenantAsset } from './tenant-asset.repository';
import { parseAssetName } from './tenant-asset-name';

/** A stored brand picture by its served name; 404 for a malformed or unknown one. */
export async function getTenantAsset(options: {
  db: Db;
  name: string;
}): Promise<{ bytes: Buffer; contentType: string }> {
  const parsed = parseAssetName(options.name);
  const asset = parsed ? await findTenantAsset(options.db, parsed.id, parsed.contentType) : null;
  if (!asset) throw AppError.notFound('There is no such picture.');
  return asset;
}
