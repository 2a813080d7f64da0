export interface SandboxAirport {
  airportCode: string;
  airportName: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
}

/** A starter set of airports; the flight sandbox extends it into a route network. */
export const sandboxAirports: readonly SandboxAirport[] = [
  { airportCode: 'DAC', airportName: 'Hazrat Shahjalal International Airport', cityCode: 'DAC', cityName: 'Dhaka', countryCode: 'BD', countryName: 'Bangladesh' },
  { airportCode: 'CGP', airportName: 'Shah Amanat International Airport', cityCode: 'CGP', cityName: 'Chattogram', countryCode: 'BD', countryName: 'Bangladesh' },
  { airportCode: 'CXB', airportName: "Cox's Bazar Airport", cityCode: 'CXB', cityName: "Cox's Bazar", countryCode: 'BD', countryName: 'Bangladesh' },
  { airportCode: 'ZYL', airportName: 'Osmani International Airport', cityCode: 'ZYL', cityName: 'Sylhet', countryCode: 'BD', countryName: 'Bangladesh' },
  { airportCode: 'DXB', airportName: 'Dubai International Airport', cityCode: 'DXB', cityName: 'Dubai', countryCode: 'AE', countryName: 'United Arab Emirates' },
  { airportCode: 'SIN', airportName: 'Singapore Changi Airport', cityCode: 'SIN', cityName: 'Singapore', countryCode: 'SG', countryName: 'Singapore' },
  { airportCode: 'KUL', airportName: 'Kuala Lumpur International Airport', cityCode: 'KUL', cityName: 'Kuala Lumpur', countryCode: 'MY', countryName: 'Malaysia' },
  { airportCode: 'BKK', airportName: 'Suvarnabhumi Airport', cityCode: 'BKK', cityName: 'Bangkok', countryCode: 'TH', countryName: 'Thailand' },
  { airportCode: 'JED', airportName: 'King Abdulaziz International Airport', cityCode: 'JED', cityName: 'Jeddah', countryCode: 'SA', countryName: 'Saudi Arabia' },
  { airportCode: 'LHR', airportName: 'Heathrow Airport', cityCode: 'LON', cityName: 'London', countryCode: 'GB', countryName: 'United Kingdom' },
  { airportCode: 'CCU', airportName: 'Netaji Subhas Chandra Bose International Airport', cityCode: 'CCU', cityName: 'Kolkata', countryCode: 'IN', countryName: 'India' },
  { airportCode: 'KTM', airportName: 'Tribhuvan International Airport', cityCode: 'KTM', cityName: 'Kathmandu', countryCode: 'NP', countryName: 'Nepal' },
];

export function findSandboxAirport(code: string): SandboxAirport | undefined {
  return sandboxAirports.find((a) => a.airportCode === code.toUpperCase());
}
