import { TenantPaths, ZGetTenantConfigResponse, ZTenantConfig, type TenantConfig } from '@portal/contracts';
import { api } from '../lib/api';

/**
 * The server injects the tenant's config into index.html, so the first paint needs no extra call. The dev server
 * does not, so then the config is fetched.
 */
export async function loadTenantConfig(): Promise<TenantConfig> {
  const injected = document.getElementById('tenant-config');
  if (injected?.textContent) {
    return ZTenantConfig.parse(JSON.parse(injected.textContent));
  }
  const response = await api.get(TenantPaths.getTenantConfig, { auth: false, schema: ZGetTenantConfigResponse });
  return response.config;
}
