/**
 * Corrections to the airport data package, which lags behind in a few places: airports opened or recoded since
 * (Hamad, Rajiv Gandhi, Daxing, Brandenburg, Blaise Diagne, Astana's new code, Istanbul's new airport) and local
 * names Bangladeshi agents type (Chattogram, Jashore, Barishal).
 */
export interface AirportPatch {
  name?: string;
  city?: string;
  country?: string;
  lat?: number;
  lon?: number;
  tz?: string;
}

export const airportPatches: Record<string, AirportPatch> = {
  DAC: { name: 'Hazrat Shahjalal International Airport' },
  CGP: { city: 'Chattogram' },
  ZYL: { name: 'Osmani International Airport', city: 'Sylhet' },
  JSR: { city: 'Jashore' },
  BZL: { city: 'Barishal' },
  IST: { name: 'Istanbul Airport', lat: 41.2753, lon: 28.7519 },
  DOH: {
    name: 'Hamad International Airport',
    city: 'Doha',
    country: 'QA',
    lat: 25.2731,
    lon: 51.6081,
    tz: 'Asia/Qatar',
  },
  HYD: {
    name: 'Rajiv Gandhi International Airport',
    city: 'Hyderabad',
    country: 'IN',
    lat: 17.2403,
    lon: 78.4294,
    tz: 'Asia/Kolkata',
  },
  NQZ: {
    name: 'Nursultan Nazarbayev International Airport',
    city: 'Astana',
    country: 'KZ',
    lat: 51.0222,
    lon: 71.4669,
    tz: 'Asia/Almaty',
  },
  PKX: {
    name: 'Beijing Daxing International Airport',
    city: 'Beijing',
    country: 'CN',
    lat: 39.5098,
    lon: 116.4105,
    tz: 'Asia/Shanghai',
  },
  BER: {
    name: 'Berlin Brandenburg Airport',
    city: 'Berlin',
    country: 'DE',
    lat: 52.3667,
    lon: 13.5033,
    tz: 'Europe/Berlin',
  },
  DSS: {
    name: 'Blaise Diagne International Airport',
    city: 'Dakar',
    country: 'SN',
    lat: 14.67,
    lon: -17.0733,
    tz: 'Africa/Dakar',
  },
};

/** Country names of the airport data that differ from the country list's names. */
export const countryNameAliases: Record<string, string> = {
  Turkey: 'TR',
  'Czech Republic': 'CZ',
  Burma: 'MM',
  Macau: 'MO',
  "Cote d'Ivoire": 'CI',
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  Swaziland: 'SZ',
  'Cape Verde': 'CV',
  Macedonia: 'MK',
};
