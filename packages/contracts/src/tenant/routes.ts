import { z } from 'zod';
import { ZTenantConfig } from './tenant-config';

/** GET /tenant/api/v1/Tenant/GetTenantConfig — public; the tenant comes from the request host. */
export const TenantPaths = {
  getTenantConfig: '/tenant/api/v1/Tenant/GetTenantConfig',
} as const;

export const ZGetTenantConfigResponse = z.object({ config: ZTenantConfig });
export type GetTenantConfigResponse = z.infer<typeof ZGetTenantConfigResponse>;
