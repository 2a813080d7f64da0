import type { HolidayPackageStatus, HolidayPackageType, ItineraryDay } from '@portal/contracts';
import type { HolidayScene } from '@portal/sandbox-supply';

/** How often a package leaves: every week, every other week or once a month, on a weekday (0 Sunday … 6 Saturday). */
export interface DepartureRule {
  every: 'week' | 'fortnight' | 'month';
  weekday: number;
  seats: number;
}

/**
 * A package of the seeded catalogue as written by hand: prices in whole taka per adult in the ordinary season
 * (children and infants pay a share of it), departures by rule over the next twelve months, drawn gallery scenes.
 */
export interface SeedPackage {
  code: string;
  title: string;
  summary: string;
  type: HolidayPackageType;
  cityCodes: string[];
  nights: number;
  rating: number;
  hotelClass: number;
  /** One [title, description] a day, day 1 first. */
  days: [string, string][];
  inclusions: string[];
  exclusions: string[];
  depositPercent: number;
  balanceDaysBeforeDeparture: number;
  adultTaka: number;
  /** Percent of the adult price a child (2–11) pays, with a bed shared; an infant pays `infantPercent`. */
  childPercent: number;
  infantPercent: number;
  departures: DepartureRule;
  /** Months (1–12) a beach or hill destination is in its low season (cheaper) or its peak (dearer). */
  lowMonths?: number[];
  peakMonths?: number[];
  gallery: [HolidayScene, string][];
  status?: HolidayPackageStatus;
}

export function itinerary(days: [string, string][]): ItineraryDay[] {
  return days.map(([title, description], index) => ({ day: index + 1, title, description }));
}

/** Inclusions most air-inclusive packages from Dhaka share. */
export const withFlights = (route: string, baggage = '30 kg') =>
  `Return economy air ticket ${route} with ${baggage} baggage`;
