import { Docs, doc, optional, takaFees, type SeedVisaProduct } from './seed-product';

/** North America and Australia: long processing, interviews or biometrics, the same fee for every age. */
export const longHaulVisas: SeedVisaProduct[] = [
  {
    countryCode: 'US',
    visaType: 'Tourist',
    title: 'US Visitor Visa (B1/B2)',
    entries: 'Multiple',
    validityDays: 1825,
    stayDays: 180,
    processingDays: 90,
    nationalities: ['BD'],
    fees: takaFees([22_600, 6_000]),
    checklist: [
      Docs.passport,
      doc('Photo', 'Colour photo 51×51 mm (2×2 in), white background, taken within 6 months, no glasses'),
      Docs.bankStatement('enough for the trip'),
      Docs.solvency,
      Docs.employment,
      Docs.tradeLicence,
      Docs.nationalId,
      Docs.birthCertificate,
      Docs.marriage,
      Docs.previousVisas,
    ],
    notes:
      'DS-160 online, the MRV fee paid at the designated bank, then an interview at the US Embassy in Dhaka. ' +
      'Processing depends on the interview wait; the stay is decided at the port of entry.',
  },
  {
    countryCode: 'CA',
    visaType: 'Tourist',
    title: 'Canada Visitor Visa (TRV)',
    entries: 'Multiple',
    validityDays: 3650,
    stayDays: 180,
    processingDays: 90,
    nationalities: ['BD'],
    // CAD 100 visa + CAD 85 biometrics; children under 14 give no biometrics.
    fees: takaFees([16_200, 6_000], [8_800, 5_000], [8_800, 4_000]),
    checklist: [
      Docs.passport,
      Docs.photoWhite('35×45 mm'),
      Docs.bankStatement('BDT 10,00,000'),
      Docs.solvency,
      Docs.employment,
      Docs.tradeLicence,
      optional('Invitation', 'Host’s invitation with proof of their status in Canada'),
      Docs.flightOptional,
      Docs.hotelOptional,
      Docs.birthCertificate,
      Docs.marriage,
      Docs.previousVisas,
    ],
    notes:
      'Lodged online with IRCC; biometrics at the VFS Global centre, Dhaka. The passport is sent for the visa ' +
      'only when IRCC asks for it. Valid up to 10 years or the passport’s expiry.',
  },
  {
    countryCode: 'AU',
    visaType: 'Tourist',
    title: 'Australia Visitor Visa (subclass 600)',
    entries: 'Multiple',
    validityDays: 365,
    stayDays: 90,
    processingDays: 30,
    nationalities: ['BD'],
    fees: takaFees([15_300, 5_000]),
    checklist: [
      Docs.passport,
      Docs.photoWhite('35×45 mm'),
      Docs.bankStatement('BDT 8,00,000'),
      Docs.solvency,
      Docs.employment,
      Docs.tradeLicence,
      optional('TravelInsurance', 'Travel medical insurance for the stay'),
      Docs.birthCertificate,
      Docs.marriage,
      Docs.previousVisas,
    ],
    notes:
      'Lodged online in ImmiAccount; biometrics at the VFS Global centre when asked. A health examination may ' +
      'be requested. The visa is granted electronically (no label).',
  },
];
