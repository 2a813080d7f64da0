import type { VisaChecklistItem } from '@portal/contracts';
import { Docs, doc, optional, takaFees, type SeedVisaProduct } from './seed-product';

/**
 * Schengen short-stay visas: EUR 90 an adult, EUR 45 a child of 6–11, nothing under 6 (the Infant type), plus the
 * visa centre's own fee, all paid to third parties and so shown as the government fee.
 */
const schengenFees = takaFees([15_200, 5_000], [9_300, 4_000], [3_400, 3_000]);

const schengenChecklist: VisaChecklistItem[] = [
  doc(
    'PassportBioPage',
    'Passport issued within the last 10 years, valid 3+ months beyond return, 2 blank pages; old passports too',
  ),
  doc('Photo', 'Colour photo 35×45 mm, white background, face 70–80% of the photo, taken within 6 months'),
  Docs.bankStatement('BDT 5,00,000'),
  Docs.solvency,
  Docs.employment,
  Docs.tradeLicence,
  Docs.governmentNoc,
  doc(
    'TravelInsurance',
    'Medical insurance of at least EUR 30,000 valid in every Schengen state for the stay',
  ),
  Docs.hotel,
  Docs.flight,
  Docs.nationalId,
  Docs.birthCertificate,
  Docs.marriage,
  optional('PreviousVisa', 'Copies of earlier Schengen, UK, US, Canada or Australia visas'),
];

function schengenTourist(
  countryCode: string,
  name: string,
  centre: string,
  processingDays: number,
): SeedVisaProduct {
  return {
    countryCode,
    visaType: 'Tourist',
    title: `${name} Schengen Tourist Visa`,
    entries: 'Single',
    validityDays: 90,
    stayDays: 30,
    processingDays,
    nationalities: ['BD'],
    fees: schengenFees,
    checklist: schengenChecklist,
    notes:
      `Biometrics at ${centre}, Dhaka, by appointment; every applicant attends in person (children under 12 ` +
      'give no fingerprints). The first Schengen state of a multi-country trip must be the one of the main ' +
      'stay. Passports are returned through the centre.',
  };
}

export const europeVisas: SeedVisaProduct[] = [
  schengenTourist('FR', 'France', 'the VFS Global centre', 15),
  schengenTourist('DE', 'Germany', 'the German visa centre (VFS Global)', 15),
  schengenTourist('IT', 'Italy', 'the VFS Global centre', 15),
  schengenTourist('ES', 'Spain', 'the BLS International centre', 15),
  schengenTourist('NL', 'Netherlands', 'the VFS Global centre', 15),
  schengenTourist('CH', 'Switzerland', 'the VFS Global centre', 10),
  {
    countryCode: 'DE',
    visaType: 'Business',
    title: 'Germany Schengen Business Visa',
    entries: 'Multiple',
    validityDays: 180,
    stayDays: 90,
    processingDays: 15,
    nationalities: ['BD'],
    fees: schengenFees,
    checklist: [
      ...schengenChecklist.map((item) =>
        item.code === 'TradeLicence'
          ? doc('TradeLicence', 'Company trade licence, TIN and the company’s last 6 months’ bank statement')
          : item,
      ),
      doc('Invitation', 'Invitation from the German company naming the applicant, the purpose and the dates'),
    ],
    notes:
      'Trade fairs (Messe) and meetings. Biometrics at the German visa centre; the embassy may interview the ' +
      'applicant.',
  },
  {
    countryCode: 'GB',
    visaType: 'Tourist',
    title: 'UK Standard Visitor Visa (6 months)',
    entries: 'Multiple',
    validityDays: 180,
    stayDays: 180,
    processingDays: 21,
    nationalities: ['BD'],
    fees: takaFees([20_700, 5_000]),
    checklist: [
      Docs.passport,
      Docs.bankStatement('enough for the trip, with the source of large deposits explained'),
      optional('BankSolvency', 'Bank solvency certificate'),
      Docs.employment,
      Docs.tradeLicence,
      Docs.governmentNoc,
      optional('Invitation', 'Host’s invitation with a copy of their passport or UK status'),
      Docs.hotelOptional,
      Docs.flightOptional,
      Docs.birthCertificate,
      Docs.marriage,
      Docs.previousVisas,
    ],
    notes:
      'Online application at GOV.UK, then biometrics at the VFS Global centre, Dhaka (the photo is taken ' +
      'there). Decisions usually within 3 weeks; priority service costs extra.',
  },
];
