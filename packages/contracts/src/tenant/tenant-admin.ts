import { z } from 'zod';
import { ZNewPassword } from '../identity/password';
import { ZLoginVariation, ZTenantConfig, ZThemeName } from './tenant-config';

/**
 * Tenant management in the provider's back office: the main tenant's operators create white-label tenants, edit
 * their brand as versions, preview, publish and roll back. A white-label tenant's own operators never reach it.
 */

/** Lower-case letters, digits and dashes: it is also the `<tenantId>.localhost` label and the assets' folder. */
export const ZTenantId = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{1,29}$/,
    'Use 2 to 30 lower-case letters, digits or dashes, starting with a letter',
  );

/** A host name the tenant answers on, lower-case, without scheme or port ("portal.orbittrips.com"). */
export const ZTenantHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Must be a host name like portal.example.com',
  );

export const ZTenantHosts = z
  .array(ZTenantHost)
  .min(1, 'Give at least one host')
  .max(10)
  .refine((hosts) => new Set(hosts).size === hosts.length, 'A host is listed twice');

/** What an operator edits: the whole config but the fields the server owns (the id and the main flag). */
export const ZTenantBrand = ZTenantConfig.omit({ tenantId: true, isMain: true });
export type TenantBrand = z.infer<typeof ZTenantBrand>;

/** POST Create: a new white-label tenant as version 1, not yet live (its hosts are reserved at once). */
export const ZCreateTenantRequest = z.strictObject({
  tenantId: ZTenantId,
  hosts: ZTenantHosts,
  brand: ZTenantBrand,
});
export type CreateTenantRequest = z.infer<typeof ZCreateTenantRequest>;

/** POST SaveVersion: the edited brand and hosts as a new version (not live until published). */
export const ZSaveTenantVersionRequest = z.strictObject({
  tenantId: ZTenantId,
  hosts: ZTenantHosts,
  brand: ZTenantBrand,
});
export type SaveTenantVersionRequest = z.infer<typeof ZSaveTenantVersionRequest>;

/** POST Publish: makes a version live: its brand is served and its hosts answer, on every API process at once. */
export const ZPublishTenantVersionRequest = z.strictObject({
  tenantId: ZTenantId,
  version: z.number().int().min(1).max(1_000_000),
});
export type PublishTenantVersionRequest = z.infer<typeof ZPublishTenantVersionRequest>;

/** POST Rollback: an earlier version copied into a new version and published (history stays append-only). */
export const ZRollbackTenantRequest = ZPublishTenantVersionRequest;
export type RollbackTenantRequest = PublishTenantVersionRequest;

export const ZTenantQuery = z.strictObject({ tenantId: ZTenantId });
export type TenantQuery = z.infer<typeof ZTenantQuery>;

export const ZTenantVersionQuery = z.strictObject({
  tenantId: ZTenantId,
  version: z.coerce.number().int().min(1).max(1_000_000),
});
export type TenantVersionQuery = z.infer<typeof ZTenantVersionQuery>;

/** One tenant in the list. */
export const ZTenantSummary = z.object({
  tenantId: z.string(),
  name: z.string(),
  isMain: z.boolean(),
  theme: ZThemeName,
  loginVariation: ZLoginVariation,
  primaryColor: z.string(),
  primaryLogo: z.string(),
  hosts: z.array(z.string()),
  /** The version being served; null while the tenant has never been published. */
  liveVersion: z.number().int().nullable(),
  latestVersion: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type TenantSummary = z.infer<typeof ZTenantSummary>;

export const ZListTenantsResponse = z.object({ tenants: z.array(ZTenantSummary) });
export type ListTenantsResponse = z.infer<typeof ZListTenantsResponse>;

export const ZTenantVersionSummary = z.object({
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
  /** When it was made live (the last time, for a version published more than once). */
  publishedAt: z.iso.datetime().nullable(),
  /** Set when the version is a copy of an earlier one made by a rollback. */
  restoredFrom: z.number().int().nullable(),
  theme: ZThemeName,
  primaryColor: z.string(),
  hosts: z.array(z.string()),
});
export type TenantVersionSummary = z.infer<typeof ZTenantVersionSummary>;

export const ZTenantOperator = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type TenantOperator = z.infer<typeof ZTenantOperator>;

/** GET Get: a tenant with the version to edit (the latest), its history and its operators. */
export const ZTenantDetail = z.object({
  tenantId: z.string(),
  isMain: z.boolean(),
  liveVersion: z.number().int().nullable(),
  /** The version the editor opens: the newest one saved. */
  version: z.number().int(),
  hosts: z.array(z.string()),
  brand: ZTenantBrand,
  versions: z.array(ZTenantVersionSummary),
  operators: z.array(ZTenantOperator),
});
export type TenantDetail = z.infer<typeof ZTenantDetail>;

/** GET Version: one stored version, to look at before rolling back to it. */
export const ZTenantVersionDetail = z.object({
  tenantId: z.string(),
  version: z.number().int(),
  hosts: z.array(z.string()),
  brand: ZTenantBrand,
});
export type TenantVersionDetail = z.infer<typeof ZTenantVersionDetail>;

export const ZTenantVersionResponse = z.object({
  tenantId: z.string(),
  version: z.number().int(),
  liveVersion: z.number().int().nullable(),
});
export type TenantVersionResponse = z.infer<typeof ZTenantVersionResponse>;

/** Brand pictures: png or jpeg checked by their first bytes, at most 1 MB (spec §9), served from our own path. */
export const TenantAssetKinds = ['logo', 'favicon', 'image'] as const;
export const ZTenantAssetKind = z.enum(TenantAssetKinds);
export type TenantAssetKind = z.infer<typeof ZTenantAssetKind>;

/** GET …/Asset/File/:name — `<uuid>.png` or `<uuid>.jpg`; anything else answers 404. */
export const ZTenantAssetFileParams = z.object({ name: z.string().max(100) });
export type TenantAssetFileParams = z.infer<typeof ZTenantAssetFileParams>;

/** POST UploadAsset multipart {tenantId, kind, file}: answers the path to put in the brand. */
export const ZUploadTenantAssetResponse = z.object({ url: z.string() });
export type UploadTenantAssetResponse = z.infer<typeof ZUploadTenantAssetResponse>;

/**
 * POST CreateOperator: the tenant's first (or another) back-office account. The provider hands the temporary
 * password over; the operator must change it at the first sign-in.
 */
export const ZCreateTenantOperatorRequest = z.strictObject({
  tenantId: ZTenantId,
  firstName: z.string().min(1).max(60),
  lastName: z.string().min(1).max(60),
  email: z.email().max(200),
  temporaryPassword: ZNewPassword,
});
export type CreateTenantOperatorRequest = z.infer<typeof ZCreateTenantOperatorRequest>;

export const ZCreateTenantOperatorResponse = ZTenantOperator;
