import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PassengerTitles } from '@portal/contracts';
import { agencies } from './agencies';
import { tenants } from './tenants';
import { users } from './users';

/**
 * The agency's travellers (spec §7 "Traveller"): people it books often, saved from a booking or entered on the
 * travellers page, and picked again on the booking page. A person's passenger type follows from the date of birth
 * on the day of each trip, so it is not stored.
 */
export const agencyTravellers = pgTable(
  'agency_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    title: text('title').$type<(typeof PassengerTitles)[number]>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    gender: text('gender', { enum: ['Male', 'Female'] }).notNull(),
    nationality: char('nationality', { length: 2 }),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry'),
    email: text('email'),
    phone: text('phone'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agency_travellers_agency_name_idx').on(
      table.tenantId,
      table.agencyId,
      table.lastName,
      table.firstName,
    ),
    // One person once per agency: the same names and day of birth are the same traveller.
    uniqueIndex('agency_travellers_person_unique').on(
      table.tenantId,
      table.agencyId,
      sql`lower(${table.firstName})`,
      sql`lower(${table.lastName})`,
      table.dateOfBirth,
    ),
    foreignKey({
      name: 'agency_travellers_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    check(
      'agency_travellers_passport_check',
      sql`(${table.passportNumber} is null) = (${table.passportExpiry} is null)`,
    ),
  ],
);
