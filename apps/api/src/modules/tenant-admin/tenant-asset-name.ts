import { TenantPaths } from '@portal/contracts';
import type { TenantAssetType } from './tenant-asset.repository';

const extensionOf: Record<TenantAssetType, 'png' | 'jpg'> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const namePattern = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg)$/;

/** Where a stored picture is served: its id and an extension telling its type. */
export function assetUrl(id: string, contentType: TenantAssetType): string {
  return `${TenantPaths.assetFile}/${id}.${extensionOf[contentType]}`;
}

/** The id and type a served name stands for; null for anything malformed. */
export function parseAssetName(name: string): { id: string; contentType: TenantAssetType } | null {
  const match = namePattern.exec(name);
  if (!match?.[1]) return null;
  return { id: match[1], contentType: match[2] === 'png' ? 'image/png' : 'image/jpeg' };
}
