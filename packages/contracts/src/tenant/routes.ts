import { z } from 'zod';
import { ZTenantConfig } from './tenant-config';

export const ZGetTenantConfigResponse = z.object({ config: ZTenantConfig });
export type GetTenantConfigResponse = z.infer<typeof ZGetTenantConfigResponse>;
