import { TenantPaths, type GetTenantConfigResponse, type TenantConfig } from '@portal/contracts';
import { api } from '../lib/api';

/**
 * The server injects the tenant's config into index.html, so the first paint needs no extra call. The dev server
 * does not, so then the config is fetched. Both come from the server's validated config, so they are read by their
 * type: parsing them again here would put zod into every page's first load.
 */
export async function loadTenantConfig(): Promise<TenantConfig> {
  const injected = document.getElementById('tenant-config');
  if (injected?.textContent) {
    return JSON.parse(injected.textContent) as TenantConfig;
  }
  const response = await api.get<GetTenantConfigResponse>(TenantPaths.getTenantConfig, { auth: false });
  return response.config;
}
