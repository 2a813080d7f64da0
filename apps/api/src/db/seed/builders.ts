import { ZTenantConfig, type BannerPlacement, type TenantConfig } from '@portal/contracts';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import {
  agencies,
  agencyAccountManagers,
  agencyBranches,
  agencyBankAccounts,
  banners,
  providerBankAccounts,
  reviews,
  roles,
  tenantConfigVersions,
  tenantHosts,
  tenants,
  users,
} from '../schema';

/**
 * Builders create rows the way the product would, with sensible defaults, for the seed and for tests.
 * They accept a transaction as well as the database.
 */
type Executor = Pick<Db, 'insert'>;

export async function buildTenant(
  db: Executor,
  input: { config: TenantConfig; hosts?: string[]; published?: boolean },
): Promise<typeof tenants.$inferSelect> {
  const config = ZTenantConfig.parse(input.config);
  const hosts = (input.hosts ?? []).map((host) => host.toLowerCase());
  // Version 1, published unless asked otherwise, exactly as the back office would leave a tenant it created.
  const published = input.published ?? true;
  const now = new Date();
  const [tenant] = await db
    .insert(tenants)
    .values({
      id: config.tenantId,
      name: config.tenantName,
      isMain: config.isMain,
      config,
      liveVersion: published ? 1 : null,
      latestVersion: 1,
    })
    .returning();
  if (!tenant) throw new Error(`Tenant ${config.tenantId} was not created`);
  const { tenantId: _id, isMain: _main, ...brand } = config;
  await db.insert(tenantConfigVersions).values({
    tenantId: tenant.id,
    version: 1,
    brand,
    hosts,
    createdAt: now,
    publishedAt: published ? now : null,
  });
  if (hosts.length > 0) {
    await db.insert(tenantHosts).values(hosts.map((host) => ({ host, tenantId: tenant.id })));
  }
  return tenant;
}

export async function buildAgency(
  db: Executor,
  input: {
    tenantId: string;
    name: string;
    type?: (typeof agencies.$inferInsert)['type'];
    email?: string;
    phone?: string;
    address?: string;
  },
): Promise<typeof agencies.$inferSelect> {
  const slug = input.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const [agency] = await db
    .insert(agencies)
    .values({
      tenantId: input.tenantId,
      name: input.name,
      type: input.type ?? 'proprietor',
      email: input.email ?? `info@${slug}.test`,
      phone: input.phone ?? '+880 1700-000000',
      address: input.address ?? 'Dhaka, Bangladesh',
    })
    .returning();
  if (!agency) throw new Error(`Agency ${input.name} was not created`);
  return agency;
}

export interface BuildUserInput {
  tenantId: string;
  agencyId?: string | null;
  role?: (typeof users.$inferInsert)['role'];
  email: string;
  password: string;
  /** A precomputed hash, so a test or the seed can reuse one slow hash. */
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  phoneCountryCode?: string | null;
  phoneNumber?: string | null;
  /** A staff user's role (required for role 'staff'). */
  roleId?: string | null;
  /** The agency branch the user works in; none is head office. */
  branchId?: string | null;
  designation?: string | null;
  forceChangePassword?: boolean;
  /** Whether the number on file was proven by a code; true by default so a login does not ask for it. */
  phoneVerified?: boolean;
  phoneCheckRequired?: boolean;
  status?: (typeof users.$inferInsert)['status'];
}

export async function buildUser(db: Executor, input: BuildUserInput): Promise<typeof users.$inferSelect> {
  const [user] = await db
    .insert(users)
    .values({
      tenantId: input.tenantId,
      agencyId: input.agencyId ?? null,
      role: input.role ?? (input.agencyId ? 'agent' : 'operator'),
      email: input.email.trim().toLowerCase(),
      passwordHash: input.passwordHash ?? (await hashPassword(input.password)),
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'User',
      phoneCountryCode: input.phoneCountryCode ?? null,
      phoneNumber: input.phoneNumber ?? null,
      roleId: input.roleId ?? null,
      branchId: input.branchId ?? null,
      designation: input.designation ?? null,
      forceChangePassword: input.forceChangePassword ?? false,
      phoneVerified: input.phoneVerified ?? true,
      phoneCheckRequired: input.phoneCheckRequired ?? false,
      status: input.status ?? 'active',
    })
    .returning();
  if (!user) throw new Error(`User ${input.email} was not created`);
  return user;
}

/** A staff role of an agency; an empty functionality list would grant everything, so pass the codes. */
export async function buildRole(
  db: Executor,
  input: { tenantId: string; agencyId: string; name: string; functionalities: number[] },
): Promise<typeof roles.$inferSelect> {
  const [role] = await db.insert(roles).values(input).returning();
  if (!role) throw new Error(`Role ${input.name} was not created`);
  return role;
}

/** A branch office of an agency, active unless said otherwise. */
export async function buildBranch(
  db: Executor,
  input: {
    tenantId: string;
    agencyId: string;
    name: string;
    code: string;
    email?: string;
    phone?: string;
    address?: string;
    city?: string;
    contactName?: string;
    status?: 'active' | 'inactive';
  },
): Promise<typeof agencyBranches.$inferSelect> {
  const slug = input.code.toLowerCase();
  const [branch] = await db
    .insert(agencyBranches)
    .values({
      tenantId: input.tenantId,
      agencyId: input.agencyId,
      name: input.name,
      code: input.code,
      email: input.email ?? `${slug}@branch.test`,
      phone: input.phone ?? '+880 1700-000000',
      address: input.address ?? `${input.name} office`,
      city: input.city ?? input.name,
      contactName: input.contactName ?? `${input.name} desk`,
      status: input.status ?? 'active',
    })
    .returning();
  if (!branch) throw new Error(`Branch ${input.name} was not created`);
  return branch;
}

/** Makes an operator the account manager of an agency (the user context's associatedStaff). */
export async function assignAccountManager(
  db: Executor,
  input: { tenantId: string; agencyId: string; operatorId: string },
): Promise<void> {
  await db.insert(agencyAccountManagers).values(input);
}

export async function buildBanner(
  db: Executor,
  input: {
    tenantId: string;
    placement: BannerPlacement;
    bannerPath: string;
    text: string;
    downloadApp?: boolean;
    sortOrder?: number;
  },
): Promise<typeof banners.$inferSelect> {
  const [banner] = await db
    .insert(banners)
    .values({ ...input, downloadApp: input.downloadApp ?? false, sortOrder: input.sortOrder ?? 0 })
    .returning();
  if (!banner) throw new Error('Banner was not created');
  return banner;
}

/** A testimonial as the public sees it; published by default, since the seed shows the brand's collected quotes. */
export async function buildReview(
  db: Executor,
  input: {
    tenantId: string;
    reviewerName: string;
    designation?: string | null;
    companyName: string;
    city?: string | null;
    rating?: number;
    comment: string;
    status?: (typeof reviews.$inferInsert)['status'];
    userId?: string | null;
    agencyId?: string | null;
    createdAt?: Date;
  },
): Promise<typeof reviews.$inferSelect> {
  const [review] = await db
    .insert(reviews)
    .values({
      ...input,
      designation: input.designation ?? null,
      city: input.city ?? null,
      rating: input.rating ?? 5,
      status: input.status ?? 'published',
      userId: input.userId ?? null,
      agencyId: input.agencyId ?? null,
    })
    .returning();
  if (!review) throw new Error(`Review by ${input.reviewerName} was not created`);
  return review;
}

interface BankAccountInput {
  tenantId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchName?: string | null;
  swiftCode?: string | null;
  routingNo?: string | null;
  bankLogoIconName?: string | null;
}

/** One of the tenant's own accounts agencies deposit into, listed in the Bank Details window. */
export async function buildProviderBankAccount(
  db: Executor,
  input: BankAccountInput & { sortOrder?: number; active?: boolean },
): Promise<typeof providerBankAccounts.$inferSelect> {
  const [account] = await db
    .insert(providerBankAccounts)
    .values({
      ...input,
      branchName: input.branchName ?? null,
      swiftCode: input.swiftCode ?? null,
      routingNo: input.routingNo ?? null,
      bankLogoIconName: input.bankLogoIconName ?? null,
      sortOrder: input.sortOrder ?? 0,
      active: input.active ?? true,
    })
    .returning();
  if (!account) throw new Error(`Bank account at ${input.bankName} was not created`);
  return account;
}

/** An agency's own account, as if added in company settings (not the default unless asked). */
export async function buildAgencyBankAccount(
  db: Executor,
  input: BankAccountInput & { agencyId: string; isDefault?: boolean },
): Promise<typeof agencyBankAccounts.$inferSelect> {
  const [account] = await db
    .insert(agencyBankAccounts)
    .values({
      ...input,
      branchName: input.branchName ?? null,
      swiftCode: input.swiftCode ?? null,
      routingNo: input.routingNo ?? null,
      bankLogoIconName: input.bankLogoIconName ?? null,
      isDefault: input.isDefault ?? false,
    })
    .returning();
  if (!account) throw new Error(`Bank account at ${input.bankName} was not created`);
  return account;
}
