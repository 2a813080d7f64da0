import {
  HolidayCatalogueMessage,
  ZCreatePackageBody,
  ZUpdatePackageBody,
  type CreatePackageBody,
  type HolidayPackageType,
  type OperatorPackage,
  type UpdatePackageBody,
} from '@portal/contracts';
import { minorToInputText, parseMoney } from '../../../lib/parse-money';

export interface DepartureValues {
  departureId: string | null;
  departsOn: string;
  seatsTotal: number;
  /** Prices typed in taka (85,000 or 85000.50). */
  adultPrice: string;
  childPrice: string;
  infantPrice: string;
  /** What bookings took: the least the seats can be set to; a departure with seats taken cannot be removed. */
  seatsTaken: number;
  past: boolean;
}

/** The package editor's fields; lists are typed one item per line. */
export interface PackageFormValues {
  code: string;
  title: string;
  summary: string;
  type: HolidayPackageType;
  cityCodes: string[];
  nights: number;
  rating: number;
  hotelClass: number;
  itinerary: Array<{ title: string; description: string }>;
  inclusions: string;
  exclusions: string;
  depositPercent: number;
  balanceDaysBeforeDeparture: number;
  departures: DepartureValues[];
}

export const PriceFormatIssue = 'price-format';

export const emptyDeparture = (departsOn: string): DepartureValues => ({
  departureId: null,
  departsOn,
  seatsTotal: 20,
  adultPrice: '',
  childPrice: '',
  infantPrice: '',
  seatsTaken: 0,
  past: false,
});

export function newPackageValues(): PackageFormValues {
  return {
    code: '',
    title: '',
    summary: '',
    type: 'Family',
    cityCodes: [],
    nights: 4,
    rating: 4,
    hotelClass: 4,
    itinerary: [{ title: '', description: '' }],
    inclusions: '',
    exclusions: '',
    depositPercent: 30,
    balanceDaysBeforeDeparture: 21,
    departures: [],
  };
}

export function packageFormValues(item: OperatorPackage): PackageFormValues {
  return {
    code: item.code,
    title: item.title,
    summary: item.summary,
    type: item.type,
    cityCodes: item.cityCodes,
    nights: item.nights,
    rating: item.rating,
    hotelClass: item.hotelClass,
    itinerary: item.itinerary.map((day) => ({ title: day.title, description: day.description })),
    inclusions: item.inclusions.join('\n'),
    exclusions: item.exclusions.join('\n'),
    depositPercent: item.depositPercent,
    balanceDaysBeforeDeparture: item.balanceDaysBeforeDeparture,
    departures: item.departures.map((departure) => ({
      departureId: departure.departureId,
      departsOn: departure.departsOn,
      seatsTotal: departure.seatsTotal,
      adultPrice: minorToInputText(departure.adultPrice),
      childPrice: minorToInputText(departure.childPrice),
      infantPrice: minorToInputText(departure.infantPrice),
      seatsTaken: departure.seatsTaken,
      past: departure.past,
    })),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export interface PackageFormIssue {
  /** The form field's path: code, itinerary, departures.2.adultPrice… */
  path: string;
  message: string;
}

/**
 * The body CreatePackage or UpdatePackage takes, or what is wrong with the form, each issue on its field's path.
 * Past departures are sent back as they are, so the package keeps them; prices that are not amounts are named.
 */
export function checkPackageForm(
  values: PackageFormValues,
  packageId: string | null,
): { body: CreatePackageBody | UpdatePackageBody; issues: [] } | { body: null; issues: PackageFormIssue[] } {
  const issues: PackageFormIssue[] = [];
  const departures = values.departures.map((departure, index) => {
    const price = (field: 'adultPrice' | 'childPrice' | 'infantPrice') => {
      const minor = parseMoney(departure[field]);
      if (minor === null) issues.push({ path: `departures.${index}.${field}`, message: PriceFormatIssue });
      return minor ?? 0;
    };
    return {
      ...(departure.departureId ? { departureId: departure.departureId } : {}),
      departsOn: departure.departsOn,
      seatsTotal: departure.seatsTotal,
      adultPrice: price('adultPrice'),
      childPrice: price('childPrice'),
      infantPrice: price('infantPrice'),
    };
  });
  const fields = {
    code: values.code,
    title: values.title,
    summary: values.summary,
    type: values.type,
    cityCodes: values.cityCodes,
    nights: values.nights,
    rating: values.rating,
    hotelClass: values.hotelClass,
    itinerary: values.itinerary.map((day, index) => ({ day: index + 1, ...day })),
    inclusions: lines(values.inclusions),
    exclusions: lines(values.exclusions),
    depositPercent: values.depositPercent,
    balanceDaysBeforeDeparture: values.balanceDaysBeforeDeparture,
    departures,
  };
  const parsed = packageId
    ? ZUpdatePackageBody.safeParse({ packageId, ...fields })
    : ZCreatePackageBody.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      // A list's own items are edited as one text box: their issue belongs to the box.
      const field = /^(inclusions|exclusions|cityCodes)\./.test(path) ? (path.split('.')[0] ?? path) : path;
      if (!issues.some((known) => known.path === field)) issues.push({ path: field, message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { body: null, issues };
  return { body: parsed.data, issues: [] };
}

/** The catalogue's own messages by their text, to translate them; anything else is a field's generic issue. */
export const CatalogueMessageKeys = new Map<string, string>(
  Object.entries(HolidayCatalogueMessage).map(([key, text]) => [text, key]),
);
