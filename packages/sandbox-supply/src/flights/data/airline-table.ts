/**
 * The airlines of the simulated network: home country, full-service or low-cost, hubs and where each hub flies
 * (region codes with the largest tier reached, e.g. "EU2" = European airports of tier 1–2, or airport codes), how
 * busy the airline is, and its commercial terms. Domain data; names come from the airline data package.
 */
export interface AirlineSpec {
  code: string;
  name: string;
  country: string;
  lowCost?: boolean;
  /** Flight frequency factor, 0.5 (small) to 3 (very large). */
  size: number;
  /** "HUB:selectors; HUB:selectors". */
  network: string;
  /** Sells directly over NDC as well as through the GDS. */
  ndc?: boolean;
  /** Also sells through the GDS (low-cost carriers that distribute there). */
  gds?: boolean;
  firstClass?: boolean;
  premiumEconomy?: boolean;
  /** Turboprops on the shortest routes. */
  regional?: boolean;
  /** Flies widebodies even on short routes. */
  widebodyOnly?: boolean;
  airbus?: boolean;
  commissionBps?: number;
  /** Price level against the market, 0.8 cheap to 1.3 premium. */
  fareLevel?: number;
  /** Sells student, seaman and labour fares. */
  specialFares?: boolean;
  /** Brand family key, see fares/brand-families.ts. */
  brands?: string;
  /** Web (instant purchase) fares on its airline-direct channel. */
  ndcWebOnly?: boolean;
  /** Files domestic return fares cheaper than two one-way fares (special return). */
  specialReturn?: boolean;
}

// One airline per line reads as a table; the formatter would spread each over a dozen lines.
// prettier-ignore
export const airlineSpecs: AirlineSpec[] = [
  // Bangladesh
  { code: 'BG', name: 'Biman Bangladesh Airlines', country: 'BD', size: 1.6, regional: true, commissionBps: 700, specialFares: true, brands: 'BG',
    network: 'DAC: BD3 CCU KTM DEL MAA SIN KUL BKK HKG NRT CAN LHR MAN YYZ FCO DXB AUH SHJ DOH MCT KWI BAH RUH JED MED DMM; CGP: DXB AUH SHJ MCT DOH JED RUH KUL; ZYL: LHR MAN DXB JED' },
  { code: 'BS', specialReturn: true, name: 'US-Bangla Airlines', country: 'BD', size: 1.8, regional: true, ndc: true, commissionBps: 700, specialFares: true, brands: 'BS', fareLevel: 0.95,
    network: 'DAC: BD3 CCU MAA KTM SIN KUL BKK CAN MLE DXB SHJ AUH MCT DOH JED RUH DMM; CGP: CXB ZYL DXB MCT SHJ KUL CCU' },
  { code: 'VQ', specialReturn: true, name: 'Novoair', country: 'BD', size: 1.3, regional: true, commissionBps: 600, specialFares: true, fareLevel: 0.92, brands: 'DOMESTIC',
    network: 'DAC: BD3 CCU; CGP: CXB' },
  { code: '2A', specialReturn: true, name: 'Air Astra', country: 'BD', size: 1.0, regional: true, commissionBps: 600, specialFares: true, fareLevel: 0.9, brands: 'DOMESTIC',
    network: 'DAC: CGP CXB ZYL SPD JSR CCU' },
  // Gulf and Middle East
  { code: 'EK', name: 'Emirates', country: 'AE', size: 3, widebodyOnly: true, firstClass: true, premiumEconomy: true, ndc: true, commissionBps: 500, fareLevel: 1.12, specialFares: true, brands: 'EK',
    network: 'DXB: BD2 SAS2 ME2 CAS2 SEA1 EA2 EU2 NA1 LA1 AF2 OC1' },
  { code: 'QR', name: 'Qatar Airways', country: 'QA', size: 3, firstClass: true, ndc: true, airbus: true, commissionBps: 500, fareLevel: 1.08, specialFares: true, brands: 'QR',
    network: 'DOH: BD2 SAS2 ME3 CAS2 SEA1 EA2 EU2 NA1 LA1 AF2 OC1' },
  { code: 'EY', name: 'Etihad Airways', country: 'AE', size: 2, firstClass: true, ndc: true, commissionBps: 400, fareLevel: 1.05, specialFares: true,
    network: 'AUH: DAC SAS2 ME2 SEA1 EA1 EU1 NA1 AF1 OC1' },
  { code: 'FZ', name: 'flydubai', country: 'AE', lowCost: true, gds: true, size: 2.2, commissionBps: 0, fareLevel: 0.86, specialFares: true, brands: 'FZ',
    network: 'DXB: BD2 SAS2 ME3 CAS3 EU3 AF3' },
  { code: 'G9', name: 'Air Arabia', country: 'AE', lowCost: true, size: 2, airbus: true, commissionBps: 0, fareLevel: 0.8, specialFares: true, brands: 'LCC',
    network: 'SHJ: BD2 SAS2 ME3 CAS3 AF3 SEA1 EU3' },
  { code: 'SV', name: 'Saudia', country: 'SA', size: 2.2, firstClass: true, commissionBps: 500, specialFares: true,
    network: 'JED: BD2 SAS2 ME3 SEA1 EU1 AF2 NA1; RUH: BD1 SAS2 ME2 SEA1 EU1; MED: DAC KHI LHE CAI CGK KUL IST; DMM: DAC ME2 SAS1' },
  { code: 'XY', name: 'flynas', country: 'SA', lowCost: true, size: 1.6, airbus: true, commissionBps: 0, fareLevel: 0.82, specialFares: true, brands: 'LCC',
    network: 'RUH: DAC ME3 SAS2 CAS3 EU1; JED: DAC ME3 SAS2 AF3; MED: ME2 SAS1' },
  { code: 'GF', name: 'Gulf Air', country: 'BH', size: 1.4, airbus: true, commissionBps: 500, specialFares: true,
    network: 'BAH: DAC SAS2 ME2 SEA1 EU1 AF1' },
  { code: 'WY', name: 'Oman Air', country: 'OM', size: 1.3, commissionBps: 500, specialFares: true,
    network: 'MCT: DAC CGP SAS2 ME2 SEA1 EU1' },
  { code: 'KU', name: 'Kuwait Airways', country: 'KW', size: 1.2, airbus: true, commissionBps: 500, specialFares: true,
    network: 'KWI: DAC SAS2 ME2 SEA1 EU1 NA1' },
  { code: 'J9', name: 'Jazeera Airways', country: 'KW', lowCost: true, size: 1.0, airbus: true, commissionBps: 0, fareLevel: 0.8, brands: 'LCC',
    network: 'KWI: DAC SAS2 ME3 CAS3' },
  { code: 'OV', name: 'SalamAir', country: 'OM', lowCost: true, size: 0.8, airbus: true, commissionBps: 0, fareLevel: 0.78, specialFares: true, brands: 'LCC',
    network: 'MCT: DAC CGP SAS2 ME3' },
  { code: 'ME', name: 'Middle East Airlines', country: 'LB', size: 0.8, airbus: true, commissionBps: 400, network: 'BEY: ME2 EU2 AF2' },
  { code: 'RJ', name: 'Royal Jordanian', country: 'JO', size: 0.9, airbus: true, commissionBps: 400, network: 'AMM: ME3 EU2 NA1 SAS1 SEA1' },
  { code: 'MS', name: 'EgyptAir', country: 'EG', size: 1.2, commissionBps: 400, network: 'CAI: ME3 EU2 AF2 SAS1 SEA1 EA1 NA1' },
  // South Asia
  { code: 'AI', name: 'Air India', country: 'IN', size: 2.6, commissionBps: 300, premiumEconomy: true, firstClass: true, specialFares: true, airbus: true,
    network: 'DEL: SAS3 DAC ME2 SEA1 EA1 EU1 NA1 OC1 AF1; BOM: SAS3 ME2 SEA1 EU1 NA1 AF1; BLR: SAS2 SEA1 EU1 NA1' },
  { code: 'UK', name: 'Vistara', country: 'IN', size: 1.4, airbus: true, premiumEconomy: true, commissionBps: 300,
    network: 'DEL: SAS2 DAC ME1 SEA1 EU1; BOM: SAS2 ME1 SEA1' },
  { code: '6E', name: 'IndiGo', country: 'IN', lowCost: true, size: 3, airbus: true, commissionBps: 0, fareLevel: 0.78, brands: 'LCC',
    network: 'DEL: SAS3 DAC ME2 SEA2 CAS3; BOM: SAS3 ME2 SEA1; CCU: SAS3 DAC BKK SIN KUL HAN; BLR: SAS3 ME2 SIN; HYD: SAS3 ME2' },
  { code: 'IX', name: 'Air India Express', country: 'IN', lowCost: true, size: 1.4, commissionBps: 0, fareLevel: 0.8, brands: 'LCC', specialFares: true,
    network: 'COK: SAS2 ME3 SIN KUL; CCJ: ME2 SAS2; DEL: ME2 SAS2 DAC' },
  { code: 'UL', name: 'SriLankan Airlines', country: 'LK', size: 1.2, airbus: true, commissionBps: 500, specialFares: true,
    network: 'CMB: DAC SAS2 ME2 SEA1 EA1 EU1 OC1' },
  { code: 'PK', name: 'Pakistan International Airlines', country: 'PK', size: 1.0, commissionBps: 500, specialFares: true,
    network: 'KHI: SAS2 ME2 EU1; ISB: SAS2 ME2 EU1; LHE: SAS2 ME2 EU1' },
  { code: 'RA', name: 'Nepal Airlines', country: 'NP', size: 0.6, airbus: true, commissionBps: 500, network: 'KTM: DAC DEL BOM BLR KUL BKK HKG DXB DOH' },
  { code: 'KB', name: 'Druk Air', country: 'BT', size: 0.4, airbus: true, commissionBps: 500, network: 'PBH: DAC KTM DEL CCU BKK SIN GAU IXB' },
  // South-East and East Asia
  { code: 'SQ', name: 'Singapore Airlines', country: 'SG', size: 2.4, firstClass: true, premiumEconomy: true, ndc: true, airbus: true, commissionBps: 400, fareLevel: 1.15,
    network: 'SIN: DAC SAS2 ME1 SEA2 EA2 EU1 NA1 OC2 AF1' },
  { code: 'TR', name: 'Scoot', country: 'SG', lowCost: true, size: 1.6, commissionBps: 0, fareLevel: 0.8, brands: 'LCC',
    network: 'SIN: DAC SAS2 SEA3 EA2 OC2 ME1' },
  { code: 'MH', name: 'Malaysia Airlines', country: 'MY', size: 2, airbus: true, commissionBps: 500, specialFares: true,
    network: 'KUL: DAC SAS2 ME1 SEA3 EA2 EU1 OC2' },
  { code: 'AK', name: 'AirAsia', country: 'MY', lowCost: true, size: 2.6, airbus: true, commissionBps: 0, fareLevel: 0.72, brands: 'LCC',
    network: 'KUL: DAC CGP SAS2 SEA3 EA2; BKI: SEA2; PEN: SEA2 DAC' },
  { code: 'D7', name: 'AirAsia X', country: 'MY', lowCost: true, size: 0.8, airbus: true, widebodyOnly: true, commissionBps: 0, fareLevel: 0.74, brands: 'LCC',
    network: 'KUL: EA1 OC1 ME1 SAS1' },
  { code: 'OD', name: 'Batik Air Malaysia', country: 'MY', lowCost: true, gds: true, size: 1.6, commissionBps: 300, fareLevel: 0.82, specialFares: true, brands: 'LCC',
    network: 'KUL: DAC CGP SAS2 SEA3 EA2 ME1 OC2' },
  { code: 'TG', name: 'Thai Airways', country: 'TH', size: 2, firstClass: true, airbus: true, commissionBps: 500,
    network: 'BKK: DAC SAS2 ME1 SEA3 EA2 EU1 OC1' },
  { code: 'FD', name: 'Thai AirAsia', country: 'TH', lowCost: true, size: 1.8, airbus: true, commissionBps: 0, fareLevel: 0.72, brands: 'LCC',
    network: 'DMK: DAC SAS2 SEA3 EA2' },
  { code: 'PG', name: 'Bangkok Airways', country: 'TH', size: 0.8, airbus: true, commissionBps: 400, network: 'BKK: SEA3 MLE' },
  { code: 'GA', name: 'Garuda Indonesia', country: 'ID', size: 1.6, commissionBps: 400, network: 'CGK: SEA3 EA1 ME1 OC1 EU1; DPS: SEA2 OC2' },
  { code: 'PR', name: 'Philippine Airlines', country: 'PH', size: 1.3, airbus: true, commissionBps: 400, network: 'MNL: SEA3 EA2 OC1 NA1 ME1' },
  { code: '5J', name: 'Cebu Pacific', country: 'PH', lowCost: true, size: 1.4, airbus: true, commissionBps: 0, fareLevel: 0.72, brands: 'LCC', network: 'MNL: SEA3 EA2 DXB' },
  { code: 'VN', name: 'Vietnam Airlines', country: 'VN', size: 1.5, airbus: true, commissionBps: 400, network: 'SGN: SEA3 EA2 EU1 OC1; HAN: SEA3 EA2 EU1' },
  { code: 'VJ', name: 'VietJet Air', country: 'VN', lowCost: true, size: 1.6, airbus: true, commissionBps: 0, fareLevel: 0.7, brands: 'LCC', network: 'SGN: SEA3 EA2 DEL BOM; HAN: SEA3 EA2' },
  { code: '8M', name: 'Myanmar Airways International', country: 'MM', size: 0.5, airbus: true, commissionBps: 400, network: 'RGN: DAC BKK SIN KUL CAN GAU' },
  { code: 'CX', name: 'Cathay Pacific', country: 'HK', size: 2, firstClass: true, premiumEconomy: true, ndc: true, airbus: true, commissionBps: 400, fareLevel: 1.1,
    network: 'HKG: DAC SAS2 ME1 SEA3 EA2 EU1 NA1 OC2 AF1' },
  { code: 'CZ', name: 'China Southern Airlines', country: 'CN', size: 2.6, airbus: true, commissionBps: 500, fareLevel: 0.92,
    network: 'CAN: DAC SAS2 ME1 SEA3 EA3 EU1 NA1 OC1 AF1; PKX: EA3 EU1' },
  { code: 'MU', name: 'China Eastern Airlines', country: 'CN', size: 2.6, airbus: true, commissionBps: 500, fareLevel: 0.92,
    network: 'PVG: SAS1 SEA2 EA3 EU1 NA1 OC1; KMG: DAC SAS2 SEA2 EA3; PKX: EA3' },
  { code: 'CA', name: 'Air China', country: 'CN', size: 2.4, firstClass: true, commissionBps: 400, network: 'PEK: SAS1 SEA2 EA3 EU1 NA1 OC1 ME1; CTU: EA3 SEA2 SAS1' },
  { code: 'HU', name: 'Hainan Airlines', country: 'CN', size: 1.2, commissionBps: 400, network: 'HAK: EA3 SEA2; PEK: EU1 NA1 EA2' },
  { code: 'KE', name: 'Korean Air', country: 'KR', size: 2, firstClass: true, commissionBps: 400, network: 'ICN: SAS1 SEA2 EA3 EU1 NA1 OC1 ME1' },
  { code: 'OZ', name: 'Asiana Airlines', country: 'KR', size: 1.2, airbus: true, commissionBps: 400, network: 'ICN: SEA2 EA3 EU1 NA1' },
  { code: 'JL', name: 'Japan Airlines', country: 'JP', size: 2, firstClass: true, premiumEconomy: true, commissionBps: 400, fareLevel: 1.1,
    network: 'HND: EA3 SEA1 NA1 EU1 DEL; NRT: SEA2 NA1 OC1 EA1' },
  { code: 'NH', name: 'All Nippon Airways', country: 'JP', size: 2.2, firstClass: true, premiumEconomy: true, ndc: true, commissionBps: 400, fareLevel: 1.1,
    network: 'HND: EA3 SEA1 NA1 EU1 DEL BOM; NRT: SEA2 NA1 OC1 EA1' },
  { code: 'BR', name: 'EVA Air', country: 'TW', size: 1.3, premiumEconomy: true, commissionBps: 400, network: 'TPE: SEA2 EA2 NA1 EU1 OC1' },
  { code: 'CI', name: 'China Airlines', country: 'TW', size: 1.2, airbus: true, premiumEconomy: true, commissionBps: 400, network: 'TPE: SEA2 EA2 NA1 EU1 OC1' },
  // Europe
  { code: 'TK', name: 'Turkish Airlines', country: 'TR', size: 3, airbus: true, ndc: true, commissionBps: 500, specialFares: true, brands: 'TK',
    network: 'IST: BD1 SAS2 ME3 CAS3 SEA1 EA1 EU3 NA2 LA1 AF2 OC1' },
  { code: 'PC', name: 'Pegasus Airlines', country: 'TR', lowCost: true, size: 1.6, airbus: true, commissionBps: 0, fareLevel: 0.75, brands: 'LCC', network: 'SAW: EU2 ME2 CAS3' },
  { code: 'BA', name: 'British Airways', country: 'GB', size: 2.8, firstClass: true, premiumEconomy: true, ndc: true, airbus: true, commissionBps: 100, fareLevel: 1.15, ndcWebOnly: true,
    network: 'LHR: EU3 NA2 ME1 SAS1 SEA1 EA1 AF1 LA1 OC1; LGW: EU2 NA1' },
  { code: 'VS', name: 'Virgin Atlantic', country: 'GB', size: 1.2, premiumEconomy: true, commissionBps: 200, network: 'LHR: NA1 DEL BOM LOS JNB; MAN: JFK ATL MCO' },
  { code: 'LH', name: 'Lufthansa', country: 'DE', size: 2.8, firstClass: true, premiumEconomy: true, ndc: true, airbus: true, commissionBps: 100, fareLevel: 1.12, ndcWebOnly: true,
    network: 'FRA: EU3 NA2 ME2 SAS1 SEA1 EA1 AF1 LA1 CAS2; MUC: EU3 NA1 EA1 ME1 SAS1' },
  { code: 'LX', name: 'Swiss', country: 'CH', size: 1.4, firstClass: true, airbus: true, commissionBps: 100, fareLevel: 1.15, network: 'ZRH: EU3 NA1 ME1 SAS1 SEA1 EA1 AF1' },
  { code: 'OS', name: 'Austrian Airlines', country: 'AT', size: 1.0, commissionBps: 100, network: 'VIE: EU3 ME2 NA1 BKK' },
  { code: 'SN', name: 'Brussels Airlines', country: 'BE', size: 0.8, airbus: true, commissionBps: 100, network: 'BRU: EU2 AF2 NA1' },
  { code: 'AF', name: 'Air France', country: 'FR', size: 2.8, firstClass: true, premiumEconomy: true, ndc: true, airbus: true, commissionBps: 100, fareLevel: 1.1,
    network: 'CDG: EU3 NA2 ME2 SAS1 SEA1 EA1 AF2 LA1 OC1; ORY: EU2' },
  { code: 'KL', name: 'KLM', country: 'NL', size: 2.2, premiumEconomy: true, ndc: true, commissionBps: 100, fareLevel: 1.08,
    network: 'AMS: EU3 NA2 ME2 SAS1 SEA1 EA1 AF2 LA1' },
  { code: 'IB', name: 'Iberia', country: 'ES', size: 1.8, airbus: true, premiumEconomy: true, commissionBps: 100, network: 'MAD: EU3 NA1 LA2 AF2 ME1' },
  { code: 'AY', name: 'Finnair', country: 'FI', size: 1.2, airbus: true, premiumEconomy: true, commissionBps: 100, network: 'HEL: EU3 EA1 SEA1 SAS1 NA1 ME1' },
  { code: 'SK', name: 'Scandinavian Airlines', country: 'SE', size: 1.4, airbus: true, commissionBps: 100, network: 'CPH: EU3 NA1 EA1; ARN: EU3; OSL: EU3' },
  { code: 'LO', name: 'LOT Polish Airlines', country: 'PL', size: 1.0, commissionBps: 100, network: 'WAW: EU3 NA1 EA1 SEA1 DEL' },
  { code: 'TP', name: 'TAP Air Portugal', country: 'PT', size: 1.1, airbus: true, commissionBps: 100, network: 'LIS: EU3 NA1 LA2 AF2' },
  { code: 'AZ', name: 'ITA Airways', country: 'IT', size: 1.2, airbus: true, commissionBps: 100, network: 'FCO: EU3 NA1 LA1 ME1 DEL MLE' },
  { code: 'A3', name: 'Aegean Airlines', country: 'GR', size: 1.0, airbus: true, commissionBps: 100, network: 'ATH: EU3 ME2' },
  { code: 'EI', name: 'Aer Lingus', country: 'IE', size: 0.9, airbus: true, commissionBps: 100, network: 'DUB: EU2 NA1' },
  { code: 'FR', name: 'Ryanair', country: 'IE', lowCost: true, size: 3, commissionBps: 0, fareLevel: 0.6, brands: 'LCC', network: 'STN: EU3; DUB: EU3; BER: EU3; BCN: EU3' },
  { code: 'U2', name: 'easyJet', country: 'GB', lowCost: true, size: 2.4, airbus: true, commissionBps: 0, fareLevel: 0.66, brands: 'LCC', network: 'LGW: EU3; GVA: EU3; MAN: EU3; BER: EU3' },
  { code: 'W6', name: 'Wizz Air', country: 'HU', lowCost: true, size: 2, airbus: true, commissionBps: 0, fareLevel: 0.6, brands: 'LCC', network: 'BUD: EU3 ME2; WAW: EU3 TLV DXB AUH; OTP: EU3' },
  // Americas
  { code: 'AA', name: 'American Airlines', country: 'US', size: 3, firstClass: true, premiumEconomy: true, ndc: true, commissionBps: 0, fareLevel: 1.05,
    network: 'DFW: NA3 LA2 EU1 EA1; CLT: NA3 LA2 EU1; MIA: NA3 LA3 EU1; ORD: NA3 EU1 EA1; JFK: NA2 EU2 LA2; PHL: NA3 EU2; LAX: NA3 EA1 OC1' },
  { code: 'UA', name: 'United Airlines', country: 'US', size: 3, firstClass: true, premiumEconomy: true, ndc: true, commissionBps: 0, fareLevel: 1.05,
    network: 'ORD: NA3 EU1 EA1; DEN: NA3; IAH: NA3 LA2; EWR: NA3 EU2 DEL BOM TLV; SFO: NA3 EA1 SEA1 OC1; IAD: NA3 EU1 AF1 ME1' },
  { code: 'DL', name: 'Delta Air Lines', country: 'US', size: 3, firstClass: true, premiumEconomy: true, commissionBps: 0, fareLevel: 1.05,
    network: 'ATL: NA3 LA2 EU1 AF1; DTW: NA3 EU1 EA1; MSP: NA3 EU1; JFK: NA2 EU2 LA2 ME1 AF1; LAX: NA2 OC1 EA1; SEA: NA2 EA1' },
  { code: 'AS', name: 'Alaska Airlines', country: 'US', size: 1.4, commissionBps: 0, network: 'SEA: NA3; PDX: NA3; ANC: NA3' },
  { code: 'B6', name: 'JetBlue', country: 'US', lowCost: true, gds: true, size: 1.4, airbus: true, commissionBps: 0, fareLevel: 0.8, brands: 'LCC', network: 'JFK: NA3 LA3 LHR CDG; BOS: NA3 LA3' },
  { code: 'WN', name: 'Southwest Airlines', country: 'US', lowCost: true, size: 2.4, commissionBps: 0, fareLevel: 0.75, brands: 'LCC', network: 'DEN: NA3; LAS: NA3; MDW: NA3; PHX: NA3; BWI: NA3' },
  { code: 'AC', name: 'Air Canada', country: 'CA', size: 2, airbus: true, premiumEconomy: true, ndc: true, commissionBps: 0, network: 'YYZ: NA3 EU2 LA2 EA1 SAS1 ME1; YVR: NA3 EA1 OC1; YUL: NA3 EU2' },
  { code: 'WS', name: 'WestJet', country: 'CA', size: 1.2, commissionBps: 0, network: 'YYC: NA3 EU1; YYZ: NA3 LA3' },
  { code: 'AM', name: 'Aeromexico', country: 'MX', size: 1.3, commissionBps: 100, network: 'MEX: NA3 LA2 EU1 EA1' },
  { code: 'CM', name: 'Copa Airlines', country: 'PA', size: 1.2, commissionBps: 100, network: 'PTY: LA3 NA2' },
  { code: 'LA', name: 'LATAM Airlines', country: 'CL', size: 1.8, airbus: true, commissionBps: 100, network: 'SCL: LA3 NA1 OC1; GRU: LA3 NA1 EU1; LIM: LA3 NA1' },
  { code: 'AV', name: 'Avianca', country: 'CO', size: 1.2, airbus: true, commissionBps: 100, network: 'BOG: LA3 NA2 MAD BCN' },
  { code: 'AR', name: 'Aerolineas Argentinas', country: 'AR', size: 0.8, commissionBps: 100, network: 'EZE: LA3 MAD MIA FCO' },
  // Africa, Central Asia, Oceania
  { code: 'ET', name: 'Ethiopian Airlines', country: 'ET', size: 1.8, commissionBps: 300, network: 'ADD: AF3 ME2 SAS1 SEA1 EA1 EU1 NA1 LA1 DAC' },
  { code: 'KQ', name: 'Kenya Airways', country: 'KE', size: 0.9, commissionBps: 300, network: 'NBO: AF3 ME1 SAS1 EU1 NA1 BKK' },
  { code: 'SA', name: 'South African Airways', country: 'ZA', size: 0.8, airbus: true, commissionBps: 300, network: 'JNB: AF3 EU1 NA1 OC1 SAS1' },
  { code: 'AT', name: 'Royal Air Maroc', country: 'MA', size: 1.0, commissionBps: 300, network: 'CMN: AF3 EU2 NA1 ME1 LA1' },
  { code: 'WB', name: 'RwandAir', country: 'RW', size: 0.5, commissionBps: 300, network: 'KGL: AF3 DXB DOH LHR BRU' },
  { code: 'HY', name: 'Uzbekistan Airways', country: 'UZ', size: 0.7, airbus: true, commissionBps: 300, network: 'TAS: CAS3 ME2 SAS1 EU2 EA1 SEA1' },
  { code: 'KC', name: 'Air Astana', country: 'KZ', size: 0.8, airbus: true, commissionBps: 300, network: 'ALA: CAS3 ME2 SAS1 EU1 EA1 SEA1; NQZ: CAS3 EU1' },
  { code: 'J2', name: 'Azerbaijan Airlines', country: 'AZ', size: 0.5, airbus: true, commissionBps: 300, network: 'GYD: CAS3 ME2 EU2' },
  { code: 'QF', name: 'Qantas', country: 'AU', size: 2.4, firstClass: true, premiumEconomy: true, ndc: true, airbus: true, commissionBps: 100, fareLevel: 1.1,
    network: 'SYD: OC3 SEA1 EA1 NA1 LHR DFW; MEL: OC3 SEA1 EA1 NA1; BNE: OC3 SEA1; PER: OC3 LHR SIN' },
  { code: 'VA', name: 'Virgin Australia', country: 'AU', size: 1.4, commissionBps: 100, network: 'SYD: OC3; MEL: OC3; BNE: OC3 DPS' },
  { code: 'JQ', name: 'Jetstar', country: 'AU', lowCost: true, size: 1.4, airbus: true, commissionBps: 0, fareLevel: 0.7, brands: 'LCC', network: 'MEL: OC3 SEA1; SYD: OC3 SEA1 EA2' },
  { code: 'NZ', name: 'Air New Zealand', country: 'NZ', size: 1.2, premiumEconomy: true, commissionBps: 100, network: 'AKL: OC3 NA1 EA1 SEA1' },
  { code: 'FJ', name: 'Fiji Airways', country: 'FJ', size: 0.5, airbus: true, commissionBps: 100, network: 'NAN: OC3 LAX SFO HNL SIN' },
];
