import { z } from 'zod';

/**
 * The holiday catalogue's vocabulary (spec §3 "Tour package": filter{type, duration, rating, price{min,max}}). The
 * packages are the tenant's own product (DESIGN §6b): their operators write them, agencies enquire.
 */
export const HolidayPackageTypes = [
  'Family',
  'Honeymoon',
  'Umrah',
  'Adventure',
  'Beach',
  'City',
  'Cultural',
  'Luxury',
] as const;
export const ZHolidayPackageType = z.enum(HolidayPackageTypes);
export type HolidayPackageType = z.infer<typeof ZHolidayPackageType>;

/** Draft: being written; Published: agencies find it; Unpublished: withdrawn, kept for the requests naming it. */
export const HolidayPackageStatuses = ['Draft', 'Published', 'Unpublished'] as const;
export const ZHolidayPackageStatus = z.enum(HolidayPackageStatuses);
export type HolidayPackageStatus = z.infer<typeof ZHolidayPackageStatus>;

export const ZItineraryDay = z.strictObject({
  day: z.number().int().min(1).max(60),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(2000),
});
export type ItineraryDay = z.infer<typeof ZItineraryDay>;

export const HolidayLimit = {
  maxNights: 45,
  maxTravellersPerType: 9,
  maxRooms: 9,
  maxGalleryImages: 12,
  minDepositPercent: 0,
  maxDepositPercent: 100,
  /** The balance falls due this many days before departure at most (a package may ask for less). */
  maxBalanceDaysBeforeDeparture: 90,
  /** How long an operator's quote holds by default (hours). */
  defaultQuoteValidityHours: 48,
  maxQuoteValidityHours: 14 * 24,
  /** The popular cities are the top five by popularity (spec §7 GetAvailableCities). */
  popularCities: 5,
  /** A tour package search is kept unused for 60 s (spec §9); details and available cities are not cached. */
  searchCacheMs: 60_000,
  messageMaxLength: 2000,
  notesMaxLength: 1000,
} as const;
