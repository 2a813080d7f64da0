import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { agencyBranches } from './agency-branches';
import { roles } from './roles';
import { tenants } from './tenants';

/** agent: agency owner or member; staff: agency staff with a role's functionalities; operator: the tenant's back office. */
export const userRole = pgEnum('user_role', ['agent', 'staff', 'operator']);
/** invited: created by the agency, waiting for the invitee to set a password; disabled: suspended. */
export const userStatus = pgEnum('user_status', ['active', 'disabled', 'invited']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null for the tenant's operators, who belong to no agency. */
    agencyId: uuid('agency_id'),
    role: userRole('role').notNull(),
    /** Stored lower-cased so the per-tenant uniqueness holds whatever the user types. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    /**
     * The staff role whose functionalities (spec §6) the user holds. Null for an agency owner, who holds all of
     * them, and for operators, who hold the back office's permissions instead.
     */
    roleId: uuid('role_id'),
    /**
     * The agency branch the user works in. A user with a branch sees only the bookings, money and travellers of
     * that branch's users; null is the head office, which sees the whole agency.
     */
    branchId: uuid('branch_id'),
    /** The profile photo, stored under a server-generated name (see the file store). */
    photoPath: text('photo_path'),
    designation: text('designation'),
    forceChangePassword: boolean('force_change_password').notNull().default(false),
    /** The number on file was proven by an SMS code; until then each login asks for it. */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** Ask the user at the next login to confirm (or change) an already verified number. */
    phoneCheckRequired: boolean('phone_check_required').notNull().default(false),
    status: userStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_tenant_email_unique').on(table.tenantId, table.email),
    index('users_agency_idx').on(table.agencyId),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_operator_without_agency', sql`(${table.role} = 'operator') = (${table.agencyId} is null)`),
    check('users_staff_with_role', sql`(${table.role} = 'staff') = (${table.roleId} is not null)`),
    foreignKey({
      name: 'users_role_same_agency_fk',
      columns: [table.roleId, table.agencyId, table.tenantId],
      foreignColumns: [roles.id, roles.agencyId, roles.tenantId],
    }),
    foreignKey({
      name: 'users_branch_same_agency_fk',
      columns: [table.branchId, table.agencyId, table.tenantId],
      foreignColumns: [agencyBranches.id, agencyBranches.agencyId, agencyBranches.tenantId],
    }),
    index('users_branch_idx').on(table.branchId),
    foreignKey({
      name: 'users_agency_same_tenant_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    unique('users_id_tenant_unique').on(table.id, table.tenantId),
  ],
);
