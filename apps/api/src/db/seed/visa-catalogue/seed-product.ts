import type { VisaChecklistItem, VisaDocumentCode, VisaFees, VisaProductStatus } from '@portal/contracts';
import type { VisaProductFields } from '../../../modules/visa/visa-product.repository';

/** A seeded product: the stored fields in the tenant's currency (BDT), and Published unless said otherwise. */
export type SeedVisaProduct = Omit<VisaProductFields, 'currency'> & { status?: VisaProductStatus };

/** [government fee, service fee] in whole taka, per applicant type. */
type TakaPair = readonly [government: number, service: number];

/** Fees written in whole taka (as a fee table reads), stored in poisha. */
export function takaFees(adult: TakaPair, child: TakaPair = adult, infant: TakaPair = child): VisaFees {
  const pair = ([government, service]: TakaPair) => ({
    governmentFee: government * 100,
    serviceFee: service * 100,
  });
  return { Adult: pair(adult), Child: pair(child), Infant: pair(infant) };
}

/** A checklist line; `required` unless marked optional. */
export function doc(code: VisaDocumentCode, description: string, required = true): VisaChecklistItem {
  return { code, description, required };
}
export const optional = (code: VisaDocumentCode, description: string) => doc(code, description, false);

/** What almost every embassy asks of a Bangladeshi applicant, worded as the desks ask for it. */
export const Docs = {
  passport: doc(
    'PassportBioPage',
    'Machine-readable passport valid 6+ months beyond travel with 2 blank pages; scan of the bio page',
  ),
  photoWhite: (size: string) =>
    doc('Photo', `Colour photo ${size}, white background, taken within the last 3 months, no glasses`),
  bankStatement: (minimum: string) =>
    doc('BankStatement', `Last 6 months' statement with bank seal and signature; balance ${minimum} or more`),
  solvency: doc('BankSolvency', 'Bank solvency certificate issued within the last 15 days'),
  employment: optional(
    'EmploymentLetter',
    'Employees: NOC and leave letter on letterhead with designation and salary; last 3 months’ pay slips',
  ),
  tradeLicence: optional(
    'TradeLicence',
    'Business owners: renewed trade licence with notarised English translation, and the company TIN',
  ),
  governmentNoc: optional('NocLetter', 'Government employees: GO/NOC from the ministry or department'),
  nationalId: optional('NationalId', 'National ID card (both sides); children: not needed'),
  birthCertificate: optional(
    'BirthCertificate',
    'Children: English birth certificate (online copy) showing both parents',
  ),
  marriage: optional('MarriageCertificate', 'Spouses travelling together: marriage certificate (English)'),
  previousVisas: optional('PreviousVisa', 'Copies of earlier visas and arrival stamps, if any'),
  hotel: doc('HotelBooking', 'Hotel reservation for every night of the stay, in the applicant’s name'),
  flight: doc('FlightItinerary', 'Return flight reservation (a booking, not a paid ticket)'),
  hotelOptional: optional('HotelBooking', 'Hotel reservation, if already booked'),
  flightOptional: optional('FlightItinerary', 'Return flight reservation, if already booked'),
} as const;
