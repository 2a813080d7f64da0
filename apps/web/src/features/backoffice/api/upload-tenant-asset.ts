import { useMutation } from '@tanstack/react-query';
import {
  TenantAdminPaths,
  ZUploadTenantAssetResponse,
  type TenantAssetKind,
  type UploadTenantAssetResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Tenant/UploadAsset (multipart): a logo, favicon or picture; answers the path to put in the brand. */
export function uploadTenantAsset(
  tenantId: string,
  kind: TenantAssetKind,
  file: File,
): Promise<UploadTenantAssetResponse> {
  const form = new FormData();
  form.append('tenantId', tenantId);
  form.append('kind', kind);
  form.append('file', file, file.name);
  return api.post(TenantAdminPaths.uploadAsset, form, { schema: ZUploadTenantAssetResponse });
}

export function useUploadTenantAsset() {
  return useMutation({
    mutationFn: ({ tenantId, kind, file }: { tenantId: string; kind: TenantAssetKind; file: File }) =>
      uploadTenantAsset(tenantId, kind, file),
  });
}
