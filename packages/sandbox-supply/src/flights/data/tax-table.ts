/**
 * Taxes and fees in taka per passenger and journey. Departure lines by the country of departure, arrival lines by
 * the country of arrival. `child` and `infant` are the shares those passengers pay (infants usually none).
 */
export interface TaxSpec {
  code: string;
  name: string;
  amount: number;
  child?: number;
  infant?: number;
}

const SAARC = new Set(['BD', 'IN', 'PK', 'NP', 'LK', 'BT', 'MV', 'AF']);

/** The United Kingdom's duty depends on distance: a short-haul and a long-haul band. */
export function ukPassengerDuty(km: number): TaxSpec {
  return { code: 'GB', name: 'Air Passenger Duty', amount: km < 2000 ? 2000 : 14000, child: 0, infant: 0 };
}

/** Bangladesh departures: embarkation fee and travel tax by destination, plus airport charges. */
export function bangladeshDeparture(destCountry: string): TaxSpec[] {
  if (destCountry === 'BD') {
    return [
      { code: 'BD', name: 'Embarkation Fee', amount: 200, infant: 0 },
      { code: 'P7', name: 'Passenger Service Charge', amount: 150, infant: 0 },
    ];
  }
  return [
    { code: 'BD', name: 'Embarkation Fee', amount: 500, infant: 0 },
    { code: 'UT', name: 'Travel Tax', amount: SAARC.has(destCountry) ? 2000 : 3000, child: 0.5, infant: 0 },
    { code: 'E5', name: 'Airport Development Fee', amount: 1250, infant: 0 },
    { code: 'P8', name: 'Passenger Security Fee', amount: 600, infant: 0 },
  ];
}

export const departureTaxes: Record<string, TaxSpec[]> = {
  AE: [
    { code: 'AE', name: 'Passenger Service Charge', amount: 2100, infant: 0 },
    { code: 'F6', name: 'Passenger Facility Charge', amount: 1500, infant: 0 },
    { code: 'ZR', name: 'Advance Passenger Information Fee', amount: 160 },
  ],
  QA: [
    { code: 'QA', name: 'Airport Fee', amount: 1800, infant: 0 },
    { code: 'G4', name: 'Passenger Service Fee', amount: 1000, infant: 0 },
  ],
  SA: [
    { code: 'E3', name: 'Airport Building Fee', amount: 2700, infant: 0 },
    { code: 'IO', name: 'Security Fee', amount: 300 },
  ],
  OM: [{ code: 'OM', name: 'Airport Tax', amount: 3300, infant: 0 }],
  KW: [{ code: 'KW', name: 'Airport Fee', amount: 1200, infant: 0 }],
  BH: [{ code: 'BH', name: 'Passenger Service Charge', amount: 2300, infant: 0 }],
  IN: [
    { code: 'IN', name: 'User Development Fee', amount: 1200, infant: 0 },
    { code: 'P2', name: 'Aviation Security Fee', amount: 300, infant: 0 },
  ],
  MY: [{ code: 'MY', name: 'Passenger Service Charge', amount: 2000, child: 0.5, infant: 0 }],
  SG: [
    { code: 'SG', name: 'Airport Departure Tax', amount: 2700, infant: 0 },
    { code: 'L7', name: 'Aviation Levy', amount: 500, infant: 0 },
  ],
  TH: [{ code: 'TS', name: 'Passenger Service Charge', amount: 2600, infant: 0 }],
  GB: [{ code: 'UB', name: 'Passenger Service Charge', amount: 7000 }],
  US: [
    { code: 'US', name: 'Transportation Tax', amount: 3000, infant: 0.5 },
    { code: 'XF', name: 'Passenger Facility Charge', amount: 550 },
    { code: 'AY', name: 'Security Fee', amount: 700, infant: 0 },
  ],
  CA: [{ code: 'CA', name: 'Air Travellers Security Charge', amount: 2400, infant: 0 }],
  AU: [{ code: 'AU', name: 'Passenger Movement Charge', amount: 5000, child: 1, infant: 1 }],
  DE: [{ code: 'DE', name: 'Air Transport Levy', amount: 3800, infant: 0 }],
  FR: [{ code: 'FR', name: 'Civil Aviation Tax', amount: 1500, infant: 0 }],
  TR: [{ code: 'TR', name: 'Departure Charge', amount: 2000, infant: 0 }],
};

export const arrivalTaxes: Record<string, TaxSpec[]> = {
  US: [
    { code: 'XY', name: 'Immigration User Fee', amount: 800, infant: 1 },
    { code: 'XA', name: 'Agriculture Inspection Fee', amount: 500, infant: 1 },
    { code: 'YC', name: 'Customs User Fee', amount: 900, infant: 1 },
  ],
  IN: [{ code: 'K3', name: 'Goods and Services Tax', amount: 400, infant: 0 }],
};

export const otherDeparture: TaxSpec[] = [{ code: 'XT', name: 'Airport Taxes', amount: 1500, infant: 0 }];
