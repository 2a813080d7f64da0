import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  HolidayPackageStatuses,
  HolidayPackageTypes,
  type HolidayPackageStatus,
  type HolidayPackageType,
  type ItineraryDay,
} from '@portal/contracts';
import { tenants } from './tenants';

const typeList = sql.raw(HolidayPackageTypes.map((type) => `'${type}'`).join(', '));
const statusList = sql.raw(HolidayPackageStatuses.map((status) => `'${status}'`).join(', '));

/**
 * A tour package (DESIGN §6b): the tenant's own product, written by its operators. Agencies see published packages
 * of their own tenant only; enquiries name a package and one of its departures.
 */
export const holidayPackages = pgTable(
  'holiday_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The operators' short code, unique in the tenant (e.g. DXB-FAM-5N). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    type: text('type').$type<HolidayPackageType>().notNull(),
    /** IATA city codes of the network, the first being the main destination (search, popularity). */
    cityCodes: text('city_codes').array().notNull(),
    /** ISO country of the main destination. */
    countryCode: char('country_code', { length: 2 }).notNull(),
    nights: integer('nights').notNull(),
    /** 1–5: how travellers rated the package. */
    rating: integer('rating').notNull(),
    /** 1–5: the stars of the hotels used. */
    hotelClass: integer('hotel_class').notNull(),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull(),
    inclusions: text('inclusions').array().notNull(),
    exclusions: text('exclusions').array().notNull(),
    /** Percent of the quoted total paid from the wallet when a quote is accepted; the rest becomes a due. */
    depositPercent: integer('deposit_percent').notNull(),
    /** The balance falls due this many days before the departure. */
    balanceDaysBeforeDeparture: integer('balance_days_before_departure').notNull(),
    status: text('status').$type<HolidayPackageStatus>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    unique('holiday_packages_code_unique').on(table.tenantId, table.code),
    unique('holiday_packages_id_tenant_unique').on(table.id, table.tenantId),
    index('holiday_packages_search_idx').on(table.tenantId, table.status, table.nights),
    check('holiday_packages_type_check', sql`${table.type} in (${typeList})`),
    check('holiday_packages_status_check', sql`${table.status} in (${statusList})`),
    check('holiday_packages_nights_check', sql`${table.nights} between 1 and 45`),
    check('holiday_packages_rating_check', sql`${table.rating} between 1 and 5`),
    check('holiday_packages_hotel_class_check', sql`${table.hotelClass} between 1 and 5`),
    check('holiday_packages_deposit_check', sql`${table.depositPercent} between 0 and 100`),
    check(
      'holiday_packages_balance_days_check',
      sql`${table.balanceDaysBeforeDeparture} between 0 and 90`,
    ),
    check('holiday_packages_cities_check', sql`cardinality(${table.cityCodes}) between 1 and 6`),
  ],
);

/**
 * A dated departure of a package: seats left (counted down by one conditional update when a quote is accepted, so
 * the last seat sells once) and the price per traveller type in minor units of `currency`.
 */
export const holidayDepartures = pgTable(
  'holiday_departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    departsOn: date('departs_on', { mode: 'string' }).notNull(),
    returnsOn: date('returns_on', { mode: 'string' }).notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    adultPrice: bigint('adult_price', { mode: 'number' }).notNull(),
    childPrice: bigint('child_price', { mode: 'number' }).notNull(),
    infantPrice: bigint('infant_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'holiday_departures_package_same_tenant_fk',
      columns: [table.packageId, table.tenantId],
      foreignColumns: [holidayPackages.id, holidayPackages.tenantId],
    }),
    unique('holiday_departures_package_date_unique').on(table.packageId, table.departsOn),
    index('holiday_departures_date_idx').on(table.tenantId, table.departsOn),
    check('holiday_departures_dates_check', sql`${table.returnsOn} > ${table.departsOn}`),
    check(
      'holiday_departures_seats_check',
      sql`${table.seatsLeft} >= 0 and ${table.seatsLeft} <= ${table.seatsTotal} and ${table.seatsTotal} <= 500`,
    ),
    check(
      'holiday_departures_prices_check',
      sql`${table.adultPrice} > 0 and ${table.childPrice} >= 0 and ${table.infantPrice} >= 0`,
    ),
  ],
);

/**
 * A gallery image: drawn by the project for the seeded catalogue (`drawn` names the scene), or uploaded by an
 * operator (`storedName` in the file store, png or jpeg checked by its first bytes).
 */
export const holidayPackageImages = pgTable(
  'holiday_package_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    position: integer('position').notNull(),
    caption: text('caption').notNull(),
    drawn: text('drawn'),
    storedName: text('stored_name'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'holiday_package_images_package_same_tenant_fk',
      columns: [table.packageId, table.tenantId],
      foreignColumns: [holidayPackages.id, holidayPackages.tenantId],
    }),
    index('holiday_package_images_package_idx').on(table.packageId, table.position),
    check(
      'holiday_package_images_source_check',
      sql`(${table.drawn} is null) <> (${table.storedName} is null)`,
    ),
  ],
);
