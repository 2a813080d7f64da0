import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenantAssets } from '../../db/schema';

export type TenantAssetType = 'image/png' | 'image/jpeg';

export async function insertTenantAsset(
  db: Db,
  input: { tenantId: string; contentType: TenantAssetType; bytes: Buffer; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(tenantAssets)
    .values({
      tenantId: input.tenantId,
      contentType: input.contentType,
      bytes: input.bytes,
      createdAt: input.now,
    })
    .returning({ id: tenantAssets.id });
  if (!row) throw new Error('Tenant asset was not stored');
  return row.id;
}

/**
 * A brand picture by its id and type, whichever tenant it belongs to: brand pictures are public, like the pages
 * that show them, and every host may show another brand's picture in the back office's preview.
 */
export async function findTenantAsset(
  db: Db,
  id: string,
  contentType: TenantAssetType,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const [row] = await db
    .select({ bytes: tenantAssets.bytes, contentType: tenantAssets.contentType })
    .from(tenantAssets)
    .where(and(eq(tenantAssets.id, id), eq(tenantAssets.contentType, contentType)))
    .limit(1);
  return row ?? null;
}
