import type { GetTenantConfigResponse } from '@portal/contracts';
import type { ResolvedTenant } from './tenant.repository';

/** The public brand of the request's tenant; it holds nothing secret by design. */
export function getTenantConfig(options: { tenant: ResolvedTenant }): GetTenantConfigResponse {
  return { config: options.tenant.config };
}
