/** GET /tenant/api/v1/Tenant/GetTenantConfig — public; the tenant comes from the request host. */
export const TenantPaths = {
  getTenantConfig: '/tenant/api/v1/Tenant/GetTenantConfig',
} as const;
