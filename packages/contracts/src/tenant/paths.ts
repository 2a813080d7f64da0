/** GET /tenant/api/v1/Tenant/GetTenantConfig — public; the tenant comes from the request host. */
export const TenantPaths = {
  getTenantConfig: '/tenant/api/v1/Tenant/GetTenantConfig',
  /** GET …/Asset/File/<uuid>.<ext>: an uploaded brand picture (public, immutable). */
  assetFile: '/tenant/api/v1/Asset/File',
} as const;

const backoffice = '/backoffice/api/v1/Tenant';

/** Tenant management: the main tenant's operators only (operator permission ManageTenants). */
export const TenantAdminPaths = {
  /** GET: every tenant with its live and latest version. */
  list: `${backoffice}/List`,
  /** GET ?tenantId: the latest version to edit, the history and the operators. */
  get: `${backoffice}/Get`,
  /** GET ?tenantId&version: one stored version. */
  version: `${backoffice}/Version`,
  /** POST {tenantId, hosts, brand}: 201, version 1, not live; 409 TENANT_ID_TAKEN or HOST_TAKEN. */
  create: `${backoffice}/Create`,
  /** POST {tenantId, hosts, brand}: a new version (not live). */
  saveVersion: `${backoffice}/SaveVersion`,
  /** POST {tenantId, version}: that version goes live. */
  publish: `${backoffice}/Publish`,
  /** POST {tenantId, version}: a copy of that version goes live as a new version. */
  rollback: `${backoffice}/Rollback`,
  /** POST multipart {tenantId, kind, file}: a logo, favicon or picture for the brand. */
  uploadAsset: `${backoffice}/UploadAsset`,
  /** POST {tenantId, firstName, lastName, email, temporaryPassword}: 201, a back-office account of that tenant. */
  createOperator: `${backoffice}/CreateOperator`,
} as const;
